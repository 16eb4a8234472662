import type { Lang } from './food-table.js';

/** The backend's prompts say which language to write text values in; the demo answers in that language. */
export function detectLanguage(systemText: string): Lang {
  const m = /\bin (English|Spanish|German|Danish)\b/.exec(systemText);
  return ({ English: 'en', Spanish: 'es', German: 'de', Danish: 'da' } as const)[
    (m?.[1] ?? 'English') as 'English' | 'Spanish' | 'German' | 'Danish'
  ];
}

interface Phrases {
  with: string;
  and: string;
  prepare: (list: string) => string;
  cook: (item: string, minutes: number) => string;
  boil: (item: string, minutes: number) => string;
  finish: string;
  demoMeal: string;
}

export const PHRASES: Record<Lang, Phrases> = {
  en: {
    with: 'with',
    and: 'and',
    prepare: (l) => `Wash and cut ${l}.`,
    cook: (i, m) => `Cook ${i} in a pan over medium heat for about ${m} minutes.`,
    boil: (i, m) => `Cook ${i} in salted water for ${m} minutes and drain.`,
    finish: 'Combine everything, season with salt and pepper and serve.',
    demoMeal: 'Demo meal',
  },
  es: {
    with: 'con',
    and: 'y',
    prepare: (l) => `Lava y corta ${l}.`,
    cook: (i, m) => `Cocina ${i} en una sartén a fuego medio unos ${m} minutos.`,
    boil: (i, m) => `Cuece ${i} en agua con sal durante ${m} minutos y escurre.`,
    finish: 'Junta todo, sazona con sal y pimienta y sirve.',
    demoMeal: 'Comida de demostración',
  },
  de: {
    with: 'mit',
    and: 'und',
    prepare: (l) => `${l} waschen und schneiden.`,
    cook: (i, m) => `${i} in einer Pfanne bei mittlerer Hitze etwa ${m} Minuten garen.`,
    boil: (i, m) => `${i} in Salzwasser ${m} Minuten kochen und abgießen.`,
    finish: 'Alles vermengen, mit Salz und Pfeffer abschmecken und servieren.',
    demoMeal: 'Demo-Mahlzeit',
  },
  da: {
    with: 'med',
    and: 'og',
    prepare: (l) => `Skyl og skær ${l}.`,
    cook: (i, m) => `Steg ${i} på en pande ved middel varme i cirka ${m} minutter.`,
    boil: (i, m) => `Kog ${i} i saltet vand i ${m} minutter og hæld vandet fra.`,
    finish: 'Bland det hele, smag til med salt og peber og server.',
    demoMeal: 'Demomåltid',
  },
};

/** "a, b and c" in the given language. */
export function listOf(items: string[], lang: Lang): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${PHRASES[lang].and} ${items[items.length - 1]}`;
}
