// "/history?day=YYYY-MM-DD": one day's entries under its header with the day's totals (at most 11 reads),
// and its vitamins and minerals (their 7-day average, 7 reads more, once asked for).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MicrosPanel } from '../../../domains/diary/components/micros-panel';
import { lastDays, localDay } from '../../../domains/diary/diary-day';
import { WEEK_DAYS } from '../../../domains/diary/hooks/use-week-totals';
import { dayMealsQuery, dayTotalsQuery } from '../../../domains/diary/queries';
import { lessMeals } from '../../../domains/nutrition/micros-model';
import { useDiaryTargets } from '../../../domains/weight/hooks/use-diary-targets';
import { useLiveQuery } from '../../../hooks/use-live-query';
import { useMealDelete } from '../hooks/use-meal-delete';
import { PAGE_SIZE } from '../hooks/use-meal-history';
import { shownTotals } from '../lib/day-groups';
import { DayHeader } from './day-header';
import { EntryGroups } from './entry-groups';
import { CameraLink, LoadStatus } from './load-status';

export function DayHistory({ uid, day }: { uid: string; day: string }) {
  const { t } = useTranslation();
  const meals = useLiveQuery(dayMealsQuery(uid, day, PAGE_SIZE));
  const dayTotals = useLiveQuery(dayTotalsQuery(uid, day));
  const deletes = useMealDelete();
  const targets = useDiaryTargets();
  const rows = meals.data ?? [];
  const pending = rows.filter((meal) => deletes.hidden.has(meal.id));
  const shown = rows.length - pending.length;
  const count = dayTotals.data?.meals ?? 0;

  let body: ReactNode;
  if (meals.error || meals.data === null) {
    body = <LoadStatus failed={Boolean(meals.error)} />;
  } else if (shown === 0) {
    body = (
      <div className="card empty-state history-page__empty">
        <h2>{t('history.dayEmpty')}</h2>
        {day === localDay() && <CameraLink />}
      </div>
    );
  } else {
    body = (
      <>
        <EntryGroups
          meals={rows}
          uid={uid}
          deletes={deletes}
          totals={() => dayTotals.data ?? undefined}
          targets={targets}
          headers={false}
        />
        {count > PAGE_SIZE && <p className="muted">{t('history.dayMore', { shown: PAGE_SIZE, count })}</p>}
        <MicrosPanel
          dayTotals={lessMeals(dayTotals.data, pending)}
          week={lastDays(day, WEEK_DAYS)}
          today={day === localDay()}
        />
      </>
    );
  }

  return (
    <div className="history-page">
      <Link to="/history" className="button button--link history-page__back">
        {t('history.allHistory')}
      </Link>
      <DayHeader
        day={day}
        totals={shownTotals(dayTotals.data, day, pending)}
        targets={targets}
        detailed
        copyable={(dayTotals.data?.meals ?? 0) > 0}
      />
      {body}
    </div>
  );
}
