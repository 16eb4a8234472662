// "Not this food?": the sheet a row's source opens. It lists the food table's foods for the row's words
// (the food in use marked, each with its vitamins and minerals a tap away), with a field to search for
// others; one tap swaps the row's food, its figures following for the same grams. A row whose table figures replaced the model's can go back to them
// ("Keep the estimate"). Nothing here asks the AI: updateMeal takes the figures from the table or from
// the row.
import type { TableFood } from '@shared/nutrition/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputField } from '../../../components/input-field';
import { Modal } from '../../../components/modal';
import { FoodMicros } from '../../nutrition/components/food-micros';
import { formatCalories, formatGrams } from '../../nutrition/components/format-nutrition';
import { useFoodSearch } from '../../nutrition/hooks/use-food-search';
import { caloriesFor, keptEstimateCalories, sameFood } from '../food-swap';
import type { MealRow } from '../meal-rows';
import { SourceMark } from './source-mark';

interface Props {
  row: MealRow;
  busy: boolean;
  /** Why the last change was refused, in the user's language. */
  message: string | null;
  onSwap: (food: TableFood) => void;
  onKeepEstimate: () => void;
  onClose: () => void;
}

export function FoodSwapSheet({ row, busy, message, onSwap, onKeepEstimate, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const id = useId();
  const [query, setQuery] = useState(row.name);
  const search = useFoodSearch(query);
  const estimate = keptEstimateCalories(row);
  const grams = formatGrams(row.grams, lang);
  const kcal = (value: number) => t('diary.rows.kcalValue', { value: formatCalories(value, lang) });
  const database = row.source === 'database';
  const intro = useRef<HTMLParagraphElement>(null);
  // The dialog starts on what it is about, not in the field: on a phone a focused field opens the
  // keyboard over the foods offered. (Runs after the dialog's own focus, which would pick the field.)
  useEffect(() => intro.current?.focus(), []);

  // What the search found is said to a screen reader; only nothing found and a failure are shown.
  let status = '';
  let statusClass = 'muted';
  if (search.status === 'searching') status = t('diary.food.searching');
  else if (search.status === 'done' && search.foods.length > 0) {
    status = t('diary.swap.found', { count: search.foods.length });
    statusClass = 'visually-hidden';
  } else if (search.status === 'done') status = t('diary.swap.none');
  else if (search.status === 'failed') {
    status = search.error ?? '';
    statusClass = 'form-error';
  }

  return (
    <Modal
      open
      title={t(database ? 'diary.swap.title' : 'diary.swap.titleEstimate')}
      onClose={onClose}
      actions={
        <button type="button" className="button" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      <div className="food-swap" aria-busy={busy}>
        <p ref={intro} tabIndex={-1} className="food-swap__row">
          {t('diary.swap.row', { name: row.name, grams })}
        </p>
        <p className="food-swap__now">
          <span className="food-swap__now-text">
            {t('diary.swap.now')} <SourceMark source={row.source} foodId={row.foodId} />{' '}
            {database && (
              <span className="food-swap__now-food">{row.foodName ?? t('diary.swap.nowUnnamed')}</span>
            )}
          </span>
          <span className="food-swap__kcal">{kcal(row.calories ?? 0)}</span>
        </p>
        {estimate !== null && (
          <button
            type="button"
            className="button button--ghost button--block food-swap__keep"
            disabled={busy}
            onClick={onKeepEstimate}
          >
            <span>{t('diary.swap.keep')}</span>
            <span className="food-swap__keep-hint">
              {t('diary.swap.keepHint', { value: formatCalories(estimate, lang) })}
            </span>
          </button>
        )}
        <InputField
          id={`${id}-search`}
          className="field food-swap__field"
          label={t('diary.swap.search')}
          type="search"
          autoComplete="off"
          maxLength={100}
          value={query}
          aria-describedby={`${id}-hint ${id}-status`}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p id={`${id}-hint`} className="muted food-swap__hint">
          {t('diary.swap.hint', { grams })}
        </p>
        <p id={`${id}-status`} role="status" className={`food-swap__status ${statusClass}`}>
          {status}
        </p>
        {search.foods.length > 0 && (
          <ul className="food-swap__list" aria-label={t('diary.food.results')}>
            {search.foods.map((food) => {
              const current = database && sameFood(food.id, row.foodId);
              const energy = caloriesFor(food.per100g.calories, row.grams);
              return (
                <li key={food.id}>
                  <button
                    type="button"
                    className="food-swap__option"
                    aria-current={current ? 'true' : undefined}
                    disabled={busy || current}
                    onClick={() => onSwap(food)}
                  >
                    <span className="food-swap__name">{food.name}</span>
                    <span className="food-swap__option-kcal">
                      {current && <span className="food-swap__current">{t('diary.swap.current')}</span>}
                      {energy !== null && kcal(energy)}
                      {food.source === 'frida' && <SourceMark source="database" foodId={food.id} />}
                    </span>
                  </button>
                  <FoodMicros food={food} grams={row.grams} />
                </li>
              );
            })}
          </ul>
        )}
        {message && (
          <p className="form-error" role="alert">
            {message}
          </p>
        )}
      </div>
    </Modal>
  );
}
