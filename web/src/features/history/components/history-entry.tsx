import type { CallableResponse } from '@contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DisclosureButton, useDisclosure } from '../../../components/disclosure';
import { EstimateLabels } from '../../../components/nutrition/estimate-labels';
import { formatCalories } from '../../../components/nutrition/format-nutrition';
import { NutritionTiles } from '../../../components/nutrition/nutrition-tiles';
import { RecipeView } from '../../../components/recipe/recipe-view';
import { Spinner } from '../../../components/spinner';
import { MealCorrection } from '../../../domains/diary/components/meal-correction';
import { MealPlacePicker } from '../../../domains/diary/components/meal-place-picker';
import { MealRowsEditor } from '../../../domains/diary/components/meal-rows-editor';
import { localDay } from '../../../domains/diary/diary-day';
import { useAddToList } from '../../../hooks/use-add-to-list';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { call } from '../../../lib/callable';
import type { Meal } from '../../../lib/live-data';
import { isEaten } from '../lib/day-groups';
import { type MealRecipe, mealRecipe, mealTitle, repeatsTitle } from '../lib/meal';
import { EntryQuickActions } from './entry-quick-actions';
import { MealPhoto } from './meal-photo';
import { LogRecipe, ShareRecipe } from './recipe-actions';

interface Props {
  meal: Meal;
  currentUid: string | null;
  /** Deletes the entry (with an undo); absent where the entry cannot be deleted. */
  onDelete?: (meal: Meal, title: string) => void;
}

const knownTypes = new Set(['nutrition', 'recipe', 'scanned_recipe']);
const mealType = (meal: Meal) => (meal.type && knownTypes.has(meal.type) ? meal.type : 'nutrition');

function fromGenerated(answer: CallableResponse<'generateRecipe'>): MealRecipe {
  const { recipe } = answer;
  return {
    title: recipe.title,
    ingredients: recipe.ingredients,
    instructions: recipe.instructions,
    basePersons: 1,
  };
}

/**
 * When the entry shows it was eaten: the date and time it was logged, or, for an eaten entry moved to
 * another day (before its time moved with it), the diary day it now belongs to, without a time.
 */
function entryDate(meal: Meal, language: string): { text: string; dateTime: string } | null {
  if (isEaten(meal) && (!meal.timestamp || localDay(meal.timestamp) !== meal.day)) {
    const noon = new Date(`${meal.day}T12:00:00Z`);
    return {
      text: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(noon),
      dateTime: meal.day,
    };
  }
  if (!meal.timestamp) return null;
  return {
    text: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      meal.timestamp,
    ),
    dateTime: meal.timestamp.toISOString(),
  };
}

export function HistoryEntry({ meal, currentUid, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  const disclosure = useDisclosure();
  const [generated, setGenerated] = useState<MealRecipe | null>(null);
  const generation = useCallableAction({ errors: 'inline' });
  const generating = generation.busy;
  const addToList = useAddToList();

  // The live document gets the recipe written back too; the answer shows it without waiting for that.
  const recipe = mealRecipe(meal) ?? generated;
  const title = mealTitle(meal) || t('history.untitled');
  const shared = currentUid !== null && meal.user_id !== currentUid;
  const own = currentUid !== null && !shared;
  const eaten = isEaten(meal) ? meal : null;
  const isRecipe = mealType(meal) !== 'nutrition';
  // An eaten entry of the user's: its rows, slot and day can be changed.
  const editable = own && eaten !== null;
  const when = entryDate(meal, i18n.language);

  const generate = async () => {
    const outcome = await generation.run(
      'generateMealRecipe',
      () => call('generateRecipe', { mealId: meal.id }),
      { needsConnection: true },
    );
    if (outcome.ok) setGenerated(fromGenerated(outcome.value));
  };

  return (
    <li className={`history-entry card${disclosure.open ? ' history-entry--open' : ''}`}>
      <DisclosureButton disclosure={disclosure} className="history-entry__toggle">
        <MealPhoto meal={meal} recipe={mealType(meal) !== 'nutrition'} />
        <span className="history-entry__summary">
          <span className="history-entry__title">{title}</span>
          <span className="history-entry__meta">
            {when && <time dateTime={when.dateTime}>{when.text}</time>}
            <span>{t('history.kcal', { value: formatCalories(meal.calories, i18n.language) })}</span>
          </span>
          <span className="history-entry__badges">
            {eaten?.slot ? (
              <span className="history-entry__type">{t(`diary.slots.${eaten.slot}`)}</span>
            ) : (
              <span className="history-entry__type">{t(`history.type.${mealType(meal)}`)}</span>
            )}
            {eaten?.source === 'recipe' && (
              <span className="history-entry__type">{t('history.type.recipe')}</span>
            )}
            {!eaten && <span className="history-entry__type">{t('history.notCounted')}</span>}
            {shared && <span className="history-entry__shared">{t('history.shared')}</span>}
          </span>
        </span>
        <span className="history-entry__chevron" aria-hidden="true" />
      </DisclosureButton>

      {disclosure.open && (
        <div id={disclosure.panelId} className="history-entry__panel">
          <EstimateLabels demo={meal.demo} consistent={meal.consistent} />
          {meal.description && !repeatsTitle(meal.description, title) && (
            <p className="muted">{meal.description}</p>
          )}
          <NutritionTiles values={meal} />
          {editable && (
            <>
              <EntryQuickActions mealId={meal.id} title={title} />
              <MealRowsEditor mealId={meal.id} items={meal.items ?? []} />
              <MealCorrection mealId={meal.id} canUndo={meal.previous !== undefined} />
              {eaten?.slot && (
                <MealPlacePicker
                  key={`${eaten.day}-${eaten.slot}`}
                  mealId={meal.id}
                  day={eaten.day}
                  slot={eaten.slot}
                />
              )}
            </>
          )}
          {/* A recipe lists its ingredients with amounts below; the plain list would repeat them. */}
          {!editable && !recipe && (meal.ingredients?.length ?? 0) > 0 && (
            <>
              <h3 className="history-entry__heading">{t('history.ingredients')}</h3>
              <ul className="history-entry__ingredients">
                {meal.ingredients?.map((ingredient, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: plain strings that may repeat
                  <li key={index}>{ingredient}</li>
                ))}
              </ul>
            </>
          )}
          {recipe ? (
            <RecipeView
              title={repeatsTitle(recipe.title, title) ? undefined : recipe.title}
              ingredients={recipe.ingredients}
              instructions={recipe.instructions}
              basePersons={recipe.basePersons}
              headingLevel={3}
              addToList={addToList}
            />
          ) : (
            <div className="history-entry__generate">
              <button
                type="button"
                className="button button--primary button--block"
                disabled={generating}
                onClick={generate}
              >
                {generating && <Spinner size={18} />}
                {generating ? t('history.generatingRecipe') : t('history.generateRecipe')}
              </button>
              {generation.error && (
                <p className="form-error" role="alert">
                  {t(generation.error.code)}
                </p>
              )}
            </div>
          )}
          {isRecipe && recipe && (
            <>
              <p className="muted history-entry__note">{t('history.recipeNotCounted')}</p>
              <LogRecipe mealId={meal.id} />
              {own && currentUid && <ShareRecipe uid={currentUid} mealId={meal.id} />}
            </>
          )}
          {own && onDelete && (
            <button
              type="button"
              className="button button--ghost button--block history-entry__delete"
              onClick={() => onDelete(meal, title)}
            >
              {t('history.delete')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
