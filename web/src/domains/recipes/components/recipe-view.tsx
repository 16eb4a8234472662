// A recipe with its persons stepper, the ingredients to tick and add to a shopping list, and the steps;
// shared by /recipe, History and recipe scans.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddToList } from '../../lists/hooks/use-add-to-list';
import { NutritionTiles, type NutritionValues } from '../../nutrition/components/nutrition-tiles';
import { AddTargetChoice } from './add-target-choice';
import { PersonsStepper } from './persons-stepper';
import './recipe-view.css';
import { type DisplayIngredient, displayQuantity } from '../../../lib/scale-display';
import { toggled } from '../../../lib/toggled';

interface Props {
  title?: string;
  ingredients: DisplayIngredient[];
  instructions: string[];
  /** Persons the amounts are written for: 1 for generated recipes, the servings of a scanned one. */
  basePersons?: number;
  nutrition?: NutritionValues | null;
  /** Heading level of the title, so the view nests correctly in history entries. */
  headingLevel?: 2 | 3;
  /** The feature's "add to shopping list" action (useAddToList); the view only starts it. */
  addToList: AddToList;
  /** Persons and ticked ingredients to start from, for a screen that keeps them while the user is away. */
  initialView?: RecipeViewState | null;
  /** Told of every change of persons or ticks. */
  onViewChange?: (view: RecipeViewState) => void;
}

export interface RecipeViewState {
  persons: number;
  selected: readonly number[];
}

/** A recipe with persons scaling and "add to shopping list"; shared by /recipe, history and recipe scans. */
export function RecipeView({
  title,
  ingredients,
  instructions,
  basePersons = 1,
  nutrition,
  headingLevel = 2,
  addToList,
  initialView,
  onViewChange,
}: Props) {
  const { t, i18n } = useTranslation();
  const amountWords = { pinch: t('recipe.amounts.pinch'), toTaste: t('recipe.amounts.toTaste') };
  const base = Math.max(1, Math.round(basePersons));
  const [persons, setPersons] = useState(initialView?.persons ?? base);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set(initialView?.selected));
  const reportView = useRef(onViewChange);
  reportView.current = onViewChange;
  useEffect(() => reportView.current?.({ persons, selected: [...selected] }), [persons, selected]);
  const { busy } = addToList;
  const add = (chosen: DisplayIngredient[], forPersons: number) => addToList.add(chosen, forPersons, base);
  const idPrefix = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';

  const toggle = (index: number) => setSelected((current) => toggled(current, index));

  const addSelected = async () => {
    const chosen = ingredients.filter((_, index) => selected.has(index));
    if (await add(chosen, persons)) setSelected(new Set());
  };

  return (
    <article className="recipe-view">
      {title && <Heading className="recipe-view__title">{title}</Heading>}
      {nutrition && (
        <>
          {/* The figures are one person's portion, however many the amounts below are for. */}
          {persons > 1 && <p className="recipe-view__per-person">{t('recipe.nutrition.perPerson')}</p>}
          <NutritionTiles values={nutrition} />
        </>
      )}

      <section className="recipe-view__section" aria-labelledby={`${idPrefix}-ingredients`}>
        <div className="recipe-view__section-head">
          <SubHeading id={`${idPrefix}-ingredients`}>{t('recipe.ingredients')}</SubHeading>
          <PersonsStepper value={persons} onChange={setPersons} />
        </div>
        <ul className="recipe-view__ingredients">
          {ingredients.map((ingredient, index) => {
            const quantity = displayQuantity(ingredient, persons, base, i18n.language, amountWords);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: ingredients have no id and never reorder
              <li key={index}>
                <label className="recipe-view__ingredient">
                  <input type="checkbox" checked={selected.has(index)} onChange={() => toggle(index)} />
                  <span className="recipe-view__quantity">{quantity}</span>
                  <span className="recipe-view__item">{ingredient.item}</span>
                </label>
              </li>
            );
          })}
        </ul>
        <AddTargetChoice addToList={addToList} />
        <div className="recipe-view__actions">
          <button
            type="button"
            className="button button--ghost"
            disabled={busy || selected.size === 0}
            onClick={addSelected}
          >
            {selected.size > 0
              ? t('recipe.addSelectedCount', { count: selected.size })
              : t('recipe.addSelected')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy || ingredients.length === 0}
            onClick={() => add(ingredients, persons)}
          >
            {t('recipe.addAll')}
          </button>
        </div>
      </section>

      {instructions.length > 0 && (
        <section className="recipe-view__section" aria-labelledby={`${idPrefix}-instructions`}>
          <SubHeading id={`${idPrefix}-instructions`}>{t('recipe.instructions')}</SubHeading>
          <ol className="recipe-view__instructions">
            {instructions.map((step, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: steps are plain strings in a fixed order
              <li key={index}>{step}</li>
            ))}
          </ol>
        </section>
      )}
    </article>
  );
}
