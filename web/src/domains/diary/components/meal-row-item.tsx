// One row of an eaten entry: its name, where its figures come from (a table row names its food, and can
// change it), kcal, grams (a field to change them) and macros, a button to remove it, and the form that
// sets its four figures by hand.
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/icons';
import { formatCalories, formatGrams } from '../../nutrition/components/format-nutrition';
import type { FigureKey, MealRow } from '../meal-rows';
import { isAmountUnit, type Serving, servingText } from '../serving';
import { FiguresForm } from './figures-form';
import { rowAmount } from './row-amount';
import { GramsInput } from './row-inputs';
import { RowServing } from './row-serving';
import { InlineSource, RowFood } from './row-source';
import { usePortionWords } from './serving-fields';

interface Props {
  id: string;
  row: MealRow;
  readOnly: boolean;
  /** Whether the row may be removed (an entry keeps at least one row). */
  removable: boolean;
  busy: boolean;
  /** Whether the row's figures are being set by hand. */
  editing: boolean;
  /** New grams as typed; false when they are refused. */
  onGrams: (text: string) => boolean;
  onServing: (serving: Serving) => void;
  onRemove: () => void;
  onStartEditing: () => void;
  onSaveFigures: (figures: Record<FigureKey, string>) => Promise<boolean>;
  onStopEditing: () => void;
  /** Opens "Not this food?" for the row; absent where the entry cannot be changed. */
  onChangeFood?: () => void;
}

export function MealRowItem({
  id,
  row,
  readOnly,
  removable,
  busy,
  editing,
  onGrams,
  onServing,
  onRemove,
  onStartEditing,
  onSaveFigures,
  onStopEditing,
  onChangeFood,
}: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const words = usePortionWords();
  const { serving } = row;
  return (
    <li className="meal-row" data-testid="meal-row">
      <div className="spread-row meal-row__head">
        {/* The mark flows with the name's words, so a narrow screen never squeezes the name. */}
        <span className="meal-row__name">
          {row.name} <InlineSource row={row} onOpen={onChangeFood} />
        </span>
        {/* kcal and the remove button stay together, under the name when it needs the row's width. */}
        <span className="meal-row__end">
          <span className="meal-row__kcal">
            {t('diary.rows.kcalValue', { value: formatCalories(row.calories, lang) })}
          </span>
          {!readOnly && removable && (
            <button
              type="button"
              className="icon-button meal-row__remove"
              disabled={busy}
              onClick={onRemove}
              aria-label={t('diary.rows.removeNamed', { name: row.name })}
              title={t('diary.rows.remove')}
            >
              <CloseIcon size={18} />
            </button>
          )}
        </span>
      </div>
      <RowFood row={row} onOpen={onChangeFood} />
      <div className="meal-row__figures">
        {readOnly ? (
          <span className="meal-row__grams">
            {serving && !isAmountUnit(serving.unit) && `${servingText(serving, lang, words)} · `}
            {rowAmount(t, lang, row.grams, row.unit)}
          </span>
        ) : serving ? (
          <RowServing
            key={`${id}:${row.grams}:${serving.unit}`}
            row={{ ...row, serving }}
            lang={lang}
            disabled={busy}
            onServing={onServing}
            onGrams={onGrams}
          />
        ) : (
          <GramsInput
            key={`${id}:${row.grams}`}
            name={row.name}
            grams={row.grams}
            unit={row.unit}
            disabled={busy}
            onCommit={onGrams}
          />
        )}
        <span className="meal-row__macros">
          {t('diary.rows.macros', {
            protein: formatGrams(row.protein, lang),
            carbs: formatGrams(row.carbs, lang),
            fat: formatGrams(row.fat, lang),
          })}
        </span>
        {!readOnly && !editing && (
          <button
            type="button"
            className="button button--link meal-row__set"
            disabled={busy}
            onClick={onStartEditing}
            aria-label={t('diary.rows.setFiguresNamed', { name: row.name })}
          >
            {t('diary.rows.setFigures')}
          </button>
        )}
      </div>
      {!readOnly && editing && (
        <FiguresForm row={row} busy={busy} onSave={onSaveFigures} onCancel={onStopEditing} />
      )}
    </li>
  );
}
