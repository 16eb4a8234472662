// A page of History's entries, grouped by day under day headers (each day's total against the target);
// an entry being deleted is hidden at once and left out of its day's total.
import { localDay } from '../../../domains/diary/diary-day';
import type { DayTotals, Meal } from '../../../domains/diary/queries';
import type { DiaryTargets } from '../../../domains/weight/diary-targets';
import type { MealDeletes } from '../hooks/use-meal-delete';
import { groupByDay, isEaten, shownTotals } from '../lib/day-groups';
import { DayHeader } from './day-header';
import { HistoryEntry } from './history-entry';

interface ListProps {
  meals: Meal[];
  uid: string;
  deletes: MealDeletes;
  totals: (day: string) => DayTotals | undefined;
  targets: DiaryTargets | null;
  /** Day headers over the groups (the single-day view has its own). */
  headers: boolean;
}

/** The entries of a page, grouped under day headers; deleted ones are hidden at once. */
export function EntryGroups({ meals, uid, deletes, totals, targets, headers }: ListProps) {
  const visible = meals.filter((meal) => !deletes.hidden.has(meal.id));
  const pending = meals.filter((meal) => deletes.hidden.has(meal.id));
  return (
    <>
      {groupByDay(visible, (time) => localDay(time)).map((group) => (
        <section key={group.day ?? 'undated'} className="history-group">
          {headers && group.day && (
            <DayHeader
              day={group.day}
              totals={shownTotals(totals(group.day), group.day, pending)}
              targets={targets}
              counted={group.meals.some(isEaten) || totals(group.day) !== undefined}
              linked
              copyable={group.meals.some(isEaten)}
            />
          )}
          <ul className="history-page__list">
            {group.meals.map((meal) => (
              <HistoryEntry key={meal.id} meal={meal} currentUid={uid} onDelete={deletes.remove} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
