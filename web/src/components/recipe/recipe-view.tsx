import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NutritionTiles, type NutritionValues } from '../nutrition/nutrition-tiles';
import { PersonsStepper } from './persons-stepper';
import './recipe-view.css';
import { type DisplayIngredient, displayAmount } from './scale-display';
import { useAddToList } from './use-add-to-list';

interface Props {
  title?: string;
  ingredients: DisplayIngredient[];
  instructions: string[];
  /** Persons the amounts are written for: 1 for generated recipes (SPEC 9), the servings of a scanned one. */
  basePersons?: number;
  nutrition?: NutritionValues | null;
  /** Heading level of the title, so the view nests correctly in history entries. */
  headingLevel?: 2 | 3;
}

/** A recipe with persons scaling and "add to shopping list"; shared by /recipe, history and recipe scans. */
export function RecipeView({
  title,
  ingredients,
  instructions,
  basePersons = 1,
  nutrition,
  headingLevel = 2,
}: Props) {
  const { t, i18n } = useTranslation();
  const base = Math.max(1, Math.round(basePersons));
  const [persons, setPersons] = useState(base);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const { add, busy } = useAddToList(base);
  const idPrefix = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';

  const toggle = (index: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  const addSelected = async () => {
    const chosen = ingredients.filter((_, index) => selected.has(index));
    if (await add(chosen, persons)) setSelected(new Set());
  };

  return (
    <article className="recipe-view">
      {title && <Heading className="recipe-view__title">{title}</Heading>}
      {nutrition && <NutritionTiles values={nutrition} />}

      <section className="recipe-view__section" aria-labelledby={`${idPrefix}-ingredients`}>
        <div className="recipe-view__section-head">
          <SubHeading id={`${idPrefix}-ingredients`}>{t('recipe.ingredients')}</SubHeading>
          <PersonsStepper value={persons} onChange={setPersons} />
        </div>
        <ul className="recipe-view__ingredients">
          {ingredients.map((ingredient, index) => {
            const amount = displayAmount(ingredient.amount, persons, base, i18n.language);
            const quantity = [amount, ingredient.unit].filter(Boolean).join(' ');
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
        <div className="recipe-view__actions">
          <button
            type="button"
            className="button button--ghost"
            disabled={busy || selected.size === 0}
            onClick={addSelected}
          >
            {t('recipe.addSelected', { count: selected.size })}
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
