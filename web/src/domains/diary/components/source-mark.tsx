// The small mark beside a row's kcal that says where its figures come from: "USDA" (the food table),
// "estimate" (the AI, and every older row), "by hand", "barcode" or "label". It is a word, not a colour,
// and a screen reader hears the whole sentence ("Figures from the USDA food table").
import type { RowSource } from '@shared/document-fields';
import { useTranslation } from 'react-i18next';

export function SourceMark({ source = 'ai' }: { source?: RowSource }) {
  const { t } = useTranslation();
  const says = t(`diary.source.${source}.says`);
  return (
    <span className={`source-mark source-mark--${source}`} title={says} data-testid="source-mark">
      <span aria-hidden="true">{t(`diary.source.${source}.mark`)}</span>
      <span className="visually-hidden">{says}</span>
    </span>
  );
}
