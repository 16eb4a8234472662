// An entry's line in History, on its toggle: the photo (or an icon for its type), the title, when it was
// eaten and its calories, and badges for its slot or type, a recipe it was logged from, not counted, shared.
import { useTranslation } from 'react-i18next';
import { localDay } from '../../../domains/diary/diary-day';
import type { Meal } from '../../../domains/diary/queries';
import { formatCalories } from '../../../domains/nutrition/components/format-nutrition';
import { isEaten } from '../lib/day-groups';
import { mealType } from '../lib/meal';
import { MealPhoto } from './meal-photo';

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

interface Props {
  meal: Meal;
  title: string;
  /** Another member's recipe, shared with one of the user's lists. */
  shared: boolean;
}

export function EntrySummary({ meal, title, shared }: Props) {
  const { t, i18n } = useTranslation();
  const eaten = isEaten(meal) ? meal : null;
  const when = entryDate(meal, i18n.language);
  return (
    <>
      <MealPhoto meal={meal} recipe={mealType(meal) !== 'nutrition'} />
      <span className="history-entry__summary">
        <span className="history-entry__title">{title}</span>
        <span className="history-entry__meta">
          {when && <time dateTime={when.dateTime}>{when.text}</time>}
          <span>{t('history.kcal', { value: formatCalories(meal.calories, i18n.language) })}</span>
        </span>
        <span className="history-entry__badges">
          {eaten?.slot ? (
            <span className="history-entry__type history-entry__type--slot">
              {t(`diary.slots.${eaten.slot}`)}
            </span>
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
    </>
  );
}
