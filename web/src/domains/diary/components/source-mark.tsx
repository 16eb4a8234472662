// The small mark beside a row's kcal that says where its figures come from: the food table ("USDA" for
// USDA's foods, "Frida" for those of Denmark's Frida, whose licence asks to be named wherever its figures
// show), "estimate" (the AI, and every older row), "by hand", "barcode" or "label". It is a word, not a
// colour, and a screen reader hears the whole sentence ("Figures from the USDA food table").
import type { RowSource } from '@shared/document-fields';
import { foodIdSource } from '@shared/nutrition/food-ids';
import { useTranslation } from 'react-i18next';

/** The words of a source: a table food's name its table (by its id), every other source itself. */
export const sourceWords = (source: RowSource = 'ai', foodId?: string) =>
  source === 'database' && foodId !== undefined && foodIdSource(foodId) === 'frida' ? 'frida' : source;

export function SourceMark({ source = 'ai', foodId }: { source?: RowSource; foodId?: string }) {
  const { t } = useTranslation();
  const words = sourceWords(source, foodId);
  const says = t(`diary.source.${words}.says`);
  return (
    <span className={`source-mark source-mark--${source}`} title={says} data-testid="source-mark">
      <span aria-hidden="true">{t(`diary.source.${words}.mark`)}</span>
      <span className="visually-hidden">{says}</span>
    </span>
  );
}
