// "/history?day=YYYY-MM-DD": the diary of one day. The day's total against the target at the top, then
// Breakfast, Lunch, Dinner and Snacks, each with its entries, subtotal and "+ Add food", the day's water,
// and its vitamins and minerals (their 7-day average once asked for). The date control and a sideways
// swipe step through the days; today is the last.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { AddFoodSheet } from '../../../domains/diary/components/add-food-sheet';
import { MicrosPanel } from '../../../domains/diary/components/micros-panel';
import { WaterCounter } from '../../../domains/diary/components/water-counter';
import { addDays, lastDays, localDay } from '../../../domains/diary/diary-day';
import { WEEK_DAYS } from '../../../domains/diary/hooks/use-week-totals';
import type { MealSlot } from '../../../domains/diary/meal-slots';
import { dayMealsQuery, dayTotalsQuery } from '../../../domains/diary/queries';
import { lessMeals } from '../../../domains/nutrition/micros-model';
import { useDiaryTargets } from '../../../domains/weight/hooks/use-diary-targets';
import { useLiveQuery } from '../../../hooks/use-live-query';
import { useMealDelete } from '../hooks/use-meal-delete';
import { useSwipe } from '../hooks/use-swipe';
import { shownTotals } from '../lib/day-groups';
import { slotGroups } from '../lib/slot-groups';
import { DayHeader, useDayLabel } from './day-header';
import { DayNav, dayPath, FIRST_DAY } from './day-nav';
import { LoadStatus } from './load-status';
import { SlotSection } from './slot-section';

/** The most entries a diary day shows: as many as one copy of a day may hold. */
export const DAY_ENTRIES = 40;

export function DayHistory({ uid, day }: { uid: string; day: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const meals = useLiveQuery(dayMealsQuery(uid, day, DAY_ENTRIES));
  const dayTotals = useLiveQuery(dayTotalsQuery(uid, day));
  const deletes = useMealDelete();
  const targets = useDiaryTargets();
  const dayLabel = useDayLabel();
  const [adding, setAdding] = useState<MealSlot | null>(null);
  const today = localDay();
  const swipe = useSwipe(
    () => day < today && navigate(dayPath(addDays(day, 1))),
    () => day > FIRST_DAY && navigate(dayPath(addDays(day, -1))),
  );
  const rows = meals.data ?? [];
  const visible = rows.filter((meal) => !deletes.hidden.has(meal.id));
  const pending = rows.filter((meal) => deletes.hidden.has(meal.id));
  const count = dayTotals.data?.meals ?? 0;
  const failed = Boolean(meals.error) || meals.data === null;

  return (
    <div className="history-page diary-day" {...swipe}>
      <Link to="/history" className="button button--link history-page__back">
        {t('history.allHistory')}
      </Link>
      <DayNav day={day} />
      <DayHeader
        day={day}
        totals={shownTotals(dayTotals.data, day, pending)}
        targets={targets}
        detailed
        copyable={count > 0}
      />
      {failed ? (
        <LoadStatus failed={Boolean(meals.error)} />
      ) : (
        <>
          {slotGroups(visible).map((group) => (
            <SlotSection
              key={group.slot}
              day={day}
              group={group}
              uid={uid}
              deletes={deletes}
              onAdd={() => setAdding(group.slot)}
            />
          ))}
          {count > DAY_ENTRIES && (
            <p className="muted">{t('history.dayMore', { shown: DAY_ENTRIES, count })}</p>
          )}
          <WaterCounter day={day} water={dayTotals.data?.water} />
          {visible.length > 0 && (
            <MicrosPanel
              dayTotals={lessMeals(dayTotals.data, pending)}
              week={lastDays(day, WEEK_DAYS)}
              today={day === today}
            />
          )}
        </>
      )}
      {adding && (
        <AddFoodSheet day={day} slot={adding} dayLabel={dayLabel(day)} onClose={() => setAdding(null)} />
      )}
    </div>
  );
}
