// One entry of History: its line (EntrySummary) opens its panel with the estimate's labels, its figures,
// for the user's own eaten entry the quick actions, rows, correction and place, then its ingredients or
// recipe (EntryRecipe) and the delete.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DisclosureButton, useDisclosure } from '../../../components/disclosure';
import { MealCorrection } from '../../../domains/diary/components/meal-correction';
import { MealPlacePicker } from '../../../domains/diary/components/meal-place-picker';
import { MealRowsEditor } from '../../../domains/diary/components/meal-rows-editor';
import type { Meal } from '../../../domains/diary/queries';
import { EstimateLabels } from '../../../domains/nutrition/components/estimate-labels';
import { NutritionTiles } from '../../../domains/nutrition/components/nutrition-tiles';
import { isEaten } from '../lib/day-groups';
import { eatenTime, mealTitle, repeatsTitle } from '../lib/meal';
import { EntryQuickActions } from './entry-quick-actions';
import { EntryRecipe } from './entry-recipe';
import { EntrySummary } from './entry-summary';

interface Props {
  meal: Meal;
  currentUid: string | null;
  /** Deletes the entry (with an undo); absent where the entry cannot be deleted. */
  onDelete?: (meal: Meal, title: string) => void;
  /** The entry's line in place of its usual summary (the diary lists a food entry's foods). */
  summary?: ReactNode;
}

export function HistoryEntry({ meal, currentUid, onDelete, summary }: Props) {
  const { t } = useTranslation();
  const disclosure = useDisclosure();

  const title = mealTitle(meal) || t('history.untitled');
  const shared = currentUid !== null && meal.user_id !== currentUid;
  const own = currentUid !== null && !shared;
  const eaten = isEaten(meal) ? meal : null;
  // An eaten entry of the user's: its rows, slot and day can be changed.
  const editable = own && eaten !== null;

  return (
    <li
      className={`history-entry card${summary ? ' history-entry--foods' : ''}${disclosure.open ? ' history-entry--open' : ''}`}
    >
      <DisclosureButton disclosure={disclosure} className="history-entry__toggle">
        {summary ?? <EntrySummary meal={meal} title={title} shared={shared} />}
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
                  time={eatenTime(eaten)}
                />
              )}
            </>
          )}
          <EntryRecipe meal={meal} title={title} own={own} editable={editable} currentUid={currentUid} />
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
