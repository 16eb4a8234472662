// The changes to an eaten entry's rows (components/meal-rows-editor.tsx shows them): new grams for a row,
// a row removed or added (from the food table, by name for an estimate, or one of the recent foods), a
// row's figures set by hand, a row's table food swapped or turned back into the model's estimate. Each
// sends the whole row list to updateMeal; input the server would refuse is refused here first, in the
// user's language.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { call } from '../../../lib/callable';
import { formatGrams } from '../../nutrition/components/format-nutrition';
import { withKeptEstimate, withSwappedFood } from '../food-swap';
import {
  type AddFromLabel,
  type FigureKey,
  type LabelFigures,
  MAX_ROW_GRAMS,
  type MealRow,
  type MealUpdate,
  parseAmount,
  parseFigures,
  type RowList,
  withAddedRow,
  withFigures,
  withGrams,
  withLabelRow,
  withoutRow,
  withRow,
  withServing,
} from '../meal-rows';
import type { RecentFood } from '../recent-foods';
import type { Serving } from '../serving';

interface Options {
  mealId: string;
  items: readonly MealRow[];
  /** The server's answer after each change. */
  onUpdated?: (update: MealUpdate) => void;
}

export interface MealRowsActions {
  busy: boolean;
  /** What to show as refused: the input's problem, else the server's. */
  message: string | null;
  /** The id of the row whose figures are being set by hand. */
  editing: string | null;
  /** Sends new grams for row `index` as typed; false when they are refused. */
  changeGrams: (index: number, text: string) => boolean;
  remove: (index: number) => void;
  /** Counts row `index` as `serving`; its grams follow. */
  changeServing: (index: number, serving: Serving) => void;
  /** Adds a row by name and grams as typed, with the food table's figures when `foodId` names a table
   * food, the product's when `barcode` names one (else the server estimates them); resolves true once the
   * server has it. */
  add: (name: string, gramsText: string, foodId?: string, barcode?: string) => Promise<boolean>;
  /** Adds a row with a nutrition label's figures per 100 g (as confirmed). */
  addFromLabel: AddFromLabel;
  /** Adds one of the recent foods as it was logged; resolves true once the server has it. */
  addRecent: (food: RecentFood) => Promise<boolean>;
  /** Sets row `index`'s four figures as typed; resolves true once the server has them. */
  setFigures: (index: number, figures: Record<FigureKey, string>) => Promise<boolean>;
  /** Row `index` takes the table food `foodId` for its grams; resolves true once the server has it. */
  swapFood: (index: number, foodId: string) => Promise<boolean>;
  /** Row `index` goes back to the model's figures kept on it; resolves true once the server has it. */
  keepEstimate: (index: number) => Promise<boolean>;
  startEditing: (id: string) => void;
  stopEditing: () => void;
}

export function useMealRowsActions({ mealId, items, onUpdated }: Options): MealRowsActions {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { busy, error, run } = useCallableAction({ errors: 'inline' });
  const [inputError, setInputError] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);

  const send = async (rows: RowList) => {
    setInputError(null);
    const outcome = await run('updateMeal', () => call('updateMeal', { mealId, items: rows }));
    if (outcome.ok) {
      setEditing(null);
      onUpdated?.(outcome.value);
    }
    return outcome.ok;
  };

  const changeGrams = (index: number, text: string) => {
    const grams = parseAmount(text);
    if (grams === null || grams > MAX_ROW_GRAMS) {
      setInputError(t('diary.rows.gramsInvalid', { max: formatGrams(MAX_ROW_GRAMS, lang) }));
      return false;
    }
    const row = items[index];
    // The same grams change nothing, unless the row was counted in a serving: then it is counted in grams.
    if (!row || (grams === row.grams && !row.serving)) return true;
    void send(withGrams(items, index, grams));
    return true;
  };

  const remove = (index: number) => void send(withoutRow(items, index));
  const changeServing = (index: number, serving: Serving) => void send(withServing(items, index, serving));

  /** The grams of a new row as typed, or null (and the reason shown) when its name or grams are refused. */
  const newRowGrams = (name: string, gramsText: string): number | null => {
    const grams = parseAmount(gramsText);
    if (!name.trim()) setInputError(t('diary.rows.nameRequired'));
    else if (grams === null || grams > MAX_ROW_GRAMS)
      setInputError(t('diary.rows.gramsInvalid', { max: formatGrams(MAX_ROW_GRAMS, lang) }));
    else return grams;
    return null;
  };

  const figuresOrError = (texts: Record<FigureKey, string>) => {
    const figures = parseFigures(texts);
    if (figures === null) setInputError(t('diary.rows.figuresInvalid'));
    return figures;
  };

  const add = async (name: string, gramsText: string, foodId?: string, barcode?: string) => {
    const grams = newRowGrams(name, gramsText);
    return grams !== null && send(withAddedRow(items, name.trim(), grams, foodId, barcode));
  };

  const addFromLabel = async (
    name: string,
    gramsText: string,
    per100g: Record<FigureKey, string>,
    extras: Partial<LabelFigures>,
  ) => {
    const grams = newRowGrams(name, gramsText);
    if (grams === null) return false;
    // Per 100 g, a figure can be no more than a row's maximum for 100 g.
    const figures = figuresOrError(per100g);
    return figures !== null && send(withLabelRow(items, name.trim(), grams, { ...extras, ...figures }));
  };

  const addRecent = (food: RecentFood) => send(withRow(items, food.row));

  const setFigures = async (index: number, texts: Record<FigureKey, string>) => {
    const figures = figuresOrError(texts);
    return figures !== null && send(withFigures(items, index, figures));
  };

  const startEditing = (id: string) => {
    setInputError(null);
    setEditing(id);
  };

  const stopEditing = () => {
    setEditing(null);
    setInputError(null);
  };

  return {
    busy,
    message: inputError ?? error?.message ?? null,
    editing,
    changeGrams,
    remove,
    changeServing,
    add,
    addFromLabel,
    addRecent,
    setFigures,
    swapFood: (index, foodId) => send(withSwappedFood(items, index, foodId)),
    keepEstimate: (index) => send(withKeptEstimate(items, index)),
    startEditing,
    stopEditing,
  };
}
