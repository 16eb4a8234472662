/**
 * The demo AI's small food table: per 100 g, macros in grams; calories derive from them with
 * 4/4/9 kcal per gram so every demo answer passes the backend's consistency check.
 */
export type Lang = 'en' | 'es' | 'de' | 'da';
export type Role = 'protein' | 'carb' | 'veg' | 'fat' | 'fruit';

export interface Food {
  names: Record<Lang, string>;
  /** lower-case words that identify the food in free text, any language */
  keywords: string[];
  role: Role;
  per100: { protein: number; carbs: number; fat: number };
  /** a typical portion in grams, and the weight of one piece where that is how it is counted */
  portion: number;
  piece?: number;
}

const f = (
  en: string,
  es: string,
  de: string,
  da: string,
  role: Role,
  protein: number,
  carbs: number,
  fat: number,
  portion: number,
  extra: string[] = [],
  piece?: number,
): Food => ({
  names: { en, es, de, da },
  keywords: [en, es, de, da, ...extra].map((w) => w.toLowerCase()),
  role,
  per100: { protein, carbs, fat },
  portion,
  piece,
});

export const FOODS: Food[] = [
  f('Chicken breast', 'Pechuga de pollo', 'Hähnchenbrust', 'Kyllingebryst', 'protein', 31, 0, 3.6, 150, [
    'chicken',
    'pollo',
    'hähnchen',
    'kylling',
  ]),
  f('Salmon', 'Salmón', 'Lachs', 'Laks', 'protein', 20, 0, 13, 140),
  f('Beef mince', 'Carne picada', 'Rinderhack', 'Hakket oksekød', 'protein', 20, 0, 15, 125, [
    'beef',
    'ternera',
    'rind',
    'oksekød',
  ]),
  f('Eggs', 'Huevos', 'Eier', 'Æg', 'protein', 13, 1.1, 11, 120, ['egg', 'huevo', 'ei'], 60),
  f('Tofu', 'Tofu', 'Tofu', 'Tofu', 'protein', 15, 2, 8, 150),
  f('Lentils', 'Lentejas', 'Linsen', 'Linser', 'protein', 9, 20, 0.4, 150),
  f('Greek yoghurt', 'Yogur griego', 'Griechischer Joghurt', 'Græsk yoghurt', 'protein', 9, 4, 5, 170, [
    'yoghurt',
    'yogurt',
    'joghurt',
  ]),
  f('Rice', 'Arroz', 'Reis', 'Ris', 'carb', 2.7, 28, 0.3, 180),
  f('Pasta', 'Pasta', 'Nudeln', 'Pasta', 'carb', 5.8, 31, 0.9, 200, ['spaghetti', 'penne']),
  f(
    'Potatoes',
    'Patatas',
    'Kartoffeln',
    'Kartofler',
    'carb',
    2,
    17,
    0.1,
    200,
    ['potato', 'patata', 'kartoffel', 'kartoffel'],
    150,
  ),
  f('Bread', 'Pan', 'Brot', 'Brød', 'carb', 9, 49, 3.2, 60, ['toast'], 30),
  f('Oats', 'Avena', 'Haferflocken', 'Havregryn', 'carb', 13, 60, 7, 60, ['oatmeal', 'porridge']),
  f('Tortilla', 'Tortilla', 'Tortilla', 'Tortilla', 'carb', 8, 50, 7, 60, ['wrap'], 60),
  f('Broccoli', 'Brócoli', 'Brokkoli', 'Broccoli', 'veg', 2.8, 7, 0.4, 100),
  f(
    'Tomatoes',
    'Tomates',
    'Tomaten',
    'Tomater',
    'veg',
    0.9,
    3.9,
    0.2,
    120,
    ['tomato', 'tomate', 'tomat'],
    120,
  ),
  f('Spinach', 'Espinacas', 'Spinat', 'Spinat', 'veg', 2.9, 3.6, 0.4, 80),
  f(
    'Carrots',
    'Zanahorias',
    'Karotten',
    'Gulerødder',
    'veg',
    0.9,
    10,
    0.2,
    100,
    ['carrot', 'zanahoria', 'karotte', 'gulerod'],
    80,
  ),
  f('Bell pepper', 'Pimiento', 'Paprika', 'Peberfrugt', 'veg', 1, 6, 0.3, 120, ['pepper'], 150),
  f('Onion', 'Cebolla', 'Zwiebel', 'Løg', 'veg', 1.1, 9, 0.1, 80, [], 110),
  f('Mixed salad', 'Ensalada mixta', 'Gemischter Salat', 'Blandet salat', 'veg', 1.4, 3, 0.2, 80, [
    'salad',
    'ensalada',
    'salat',
  ]),
  f('Avocado', 'Aguacate', 'Avocado', 'Avocado', 'fat', 2, 9, 15, 70, [], 140),
  f('Olive oil', 'Aceite de oliva', 'Olivenöl', 'Olivenolie', 'fat', 0, 0, 100, 10, [
    'oil',
    'aceite',
    'öl',
    'olie',
  ]),
  f('Cheese', 'Queso', 'Käse', 'Ost', 'fat', 25, 1.3, 33, 30, ['parmesan', 'cheddar', 'mozzarella']),
  f('Butter', 'Mantequilla', 'Butter', 'Smør', 'fat', 0.9, 0.1, 81, 10),
  f('Banana', 'Plátano', 'Banane', 'Banan', 'fruit', 1.1, 23, 0.3, 120, ['platano'], 120),
  f('Berries', 'Frutos rojos', 'Beeren', 'Bær', 'fruit', 0.7, 12, 0.3, 100, [
    'berry',
    'blueberries',
    'strawberries',
  ]),
];

export const kcal = (m: { protein: number; carbs: number; fat: number }) =>
  4 * m.protein + 4 * m.carbs + 9 * m.fat;
