// Where a row's figures come from, as the rows editor shows it. A table row names the food it used on a
// line of its own ("USDA Rice, white, cooked", "Frida Skyr"); an estimate and the other sources keep their mark beside
// the name. In an entry that can be changed, a table row's line and an estimate's mark are buttons that
// open "Not this food?" (food-swap-sheet.tsx).
import { useTranslation } from 'react-i18next';
import { canChangeFood } from '../food-swap';
import type { MealRow } from '../meal-rows';
import { SourceMark, sourceWords } from './source-mark';
import './food-swap.css';

interface Props {
  row: MealRow;
  /** Opens "Not this food?"; absent where the entry cannot be changed. */
  onOpen?: () => void;
}

/** The mark beside the name, for every row but a table row. */
export function InlineSource({ row, onOpen }: Props) {
  const { t } = useTranslation();
  if (row.source === 'database') return null;
  if (!onOpen || !canChangeFood(row)) return <SourceMark source={row.source} />;
  return (
    <button
      type="button"
      className="row-source-button"
      aria-haspopup="dialog"
      aria-label={t('diary.swap.openEstimate', { says: t('diary.source.ai.says'), name: row.name })}
      onClick={onOpen}
    >
      <SourceMark source="ai" />
    </button>
  );
}

/** A table row's food, under its name. */
export function RowFood({ row, onOpen }: Props) {
  const { t } = useTranslation();
  if (row.source !== 'database') return null;
  const says = t(`diary.source.${sourceWords('database', row.foodId)}.says`);
  const food = row.foodName;
  const content = (
    <>
      <SourceMark source="database" foodId={row.foodId} />{' '}
      <span className="row-food__name">{food ?? (onOpen ? t('diary.swap.change') : '')}</span>
    </>
  );
  if (!onOpen)
    return (
      <p className="row-food" data-testid="row-food">
        {content}
      </p>
    );
  return (
    <button
      type="button"
      className="row-food row-food--button"
      data-testid="row-food"
      aria-haspopup="dialog"
      aria-label={food ? t('diary.swap.open', { says, food }) : t('diary.swap.openUnnamed', { says })}
      onClick={onOpen}
    >
      {content}
    </button>
  );
}
