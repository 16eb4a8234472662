// The rows of an eaten entry (name, where the figures come from, grams, kcal, protein, carbs, fat), their
// total (with fibre, sugars and salt where known), and the ways to change them, run by useMealRowsActions:
// new grams for a row, remove a row, add a food from the food table (or by name for an estimate), one of
// the recent foods in a tap, by its barcode or from a photographed nutrition label, or set a row's four
// figures by hand; a row's source opens "Not this food?" to swap its table food or keep the estimate.
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExtraFigures } from '../../nutrition/components/extra-figures';
import { formatCalories, formatGrams } from '../../nutrition/components/format-nutrition';
import { useMealRowsActions } from '../hooks/use-meal-rows-actions';
import { useRecentFoods } from '../hooks/use-recent-foods';
import { useRowsInLanguage } from '../hooks/use-rows-in-language';
import { knowsExtras, type MealRow, type MealUpdate, rowId, sumExtras, sumRows } from '../meal-rows';
import { AddRowForm } from './add-row-form';
import { BarcodeEntry } from './barcode-entry';
import { FoodSwapSheet } from './food-swap-sheet';
import { LabelEntry } from './label-entry';
import { MealRowItem } from './meal-row-item';
import { RecentFoods } from './recent-foods';
import './meal-rows.css';

interface EditorProps {
  mealId: string;
  items: readonly MealRow[];
  /** Shows the rows without any way to change them (a shared recipe, a recipe never eaten). */
  readOnly?: boolean;
  /** The server's answer after each change (a screen that does not read the meal live shows it). */
  onUpdated?: (update: MealUpdate) => void;
}

export function MealRowsEditor({ mealId, items, readOnly = false, onUpdated }: EditorProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const actions = useMealRowsActions({ mealId, items, onUpdated });
  const { busy, message, editing } = actions;
  // Table foods are named in the reader's language; what is sent back keeps the rows as written.
  const shown = useRowsInLanguage(items, useRecentFoods(items, !readOnly));
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  // The row whose food is being changed, and whether a change was tried since the sheet opened (only then
  // is the refusal the sheet's to show).
  const [changing, setChanging] = useState<{ id: string; tried: boolean } | null>(null);
  const changingIndex = changing ? items.findIndex((r, i) => rowId(r, i) === changing.id) : -1;
  const changingRow = items[changingIndex];
  const changeFood = async (change: () => Promise<boolean>) => {
    setChanging((open) => open && { ...open, tried: true });
    if (await change()) setChanging(null);
  };

  const total = sumRows(items);
  // Fibre, sugars and salt add up only the rows whose source knows them: say so when some do not.
  const knowing = items.filter(knowsExtras).length;
  return (
    <section ref={sectionRef} className="meal-rows" aria-labelledby={titleId} aria-busy={busy}>
      <h3 id={titleId} className="meal-rows__title">
        {t('diary.rows.title')}
      </h3>
      <ul className="meal-rows__list">
        {items.map((row, index) => {
          const id = rowId(row, index);
          return (
            <MealRowItem
              key={id}
              id={id}
              row={shown.rows[index] ?? row}
              readOnly={readOnly}
              removable={items.length > 1}
              busy={busy}
              editing={editing === id}
              onGrams={(text) => actions.changeGrams(index, text)}
              onServing={(serving) => actions.changeServing(index, serving)}
              onRemove={() => actions.remove(index)}
              onStartEditing={() => actions.startEditing(id)}
              onSaveFigures={(figures) => actions.setFigures(index, figures)}
              onStopEditing={actions.stopEditing}
              onChangeFood={readOnly ? undefined : () => setChanging({ id, tried: false })}
            />
          );
        })}
      </ul>
      <p className="meal-rows__total" data-testid="meal-rows-total">
        <span className="meal-rows__total-label">{t('diary.rows.total')}</span>
        <span className="meal-rows__total-kcal">
          {t('diary.rows.kcalValue', { value: formatCalories(total.calories, lang) })}
        </span>
        <span className="meal-rows__total-macros">
          {t('diary.rows.macros', {
            protein: formatGrams(total.protein, lang),
            carbs: formatGrams(total.carbs, lang),
            fat: formatGrams(total.fat, lang),
          })}
        </span>
        <ExtraFigures
          values={sumExtras(items)}
          className="meal-rows__total-extras"
          inline
          note={
            knowing > 0 && knowing < items.length
              ? t('diary.extras.partial', { known: knowing, total: items.length })
              : undefined
          }
        />
      </p>
      {!readOnly && (
        <RecentFoods foods={shown.recent} busy={busy} onAdd={(food) => void actions.addRecent(food)} />
      )}
      {!readOnly && <AddRowForm busy={busy} onAdd={actions.add} />}
      {!readOnly && (
        <BarcodeEntry
          busy={busy}
          onAdd={(name, grams, barcode) => actions.add(name, grams, undefined, barcode)}
          // A product the barcode does not find is added by name, for an estimate: "Add a food" is the field.
          onEstimate={() =>
            sectionRef.current?.querySelector<HTMLInputElement>('.meal-rows__add input')?.focus()
          }
        />
      )}
      {!readOnly && <LabelEntry busy={busy} onAdd={actions.addFromLabel} />}
      {changing && changingRow && (
        <FoodSwapSheet
          key={changing.id}
          row={shown.rows[changingIndex] ?? changingRow}
          busy={busy}
          message={changing.tried ? message : null}
          onSwap={(food) => void changeFood(() => actions.swapFood(changingIndex, food.id))}
          onKeepEstimate={() => void changeFood(() => actions.keepEstimate(changingIndex))}
          onClose={() => setChanging(null)}
        />
      )}
      {busy && (
        <p className="muted meal-rows__status" role="status">
          {t('diary.rows.saving')}
        </p>
      )}
      {message && (
        <p className="form-error" role="alert">
          {message}
        </p>
      )}
    </section>
  );
}
