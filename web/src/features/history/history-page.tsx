// Route "/history": the diary and the user's recipes, newest first, 10 a page, under day headers with
// each day's total against the daily target. Recipes, and entries logged before the diary existed, show
// under the date they were made on, marked as not counted: the day's total never includes them.
// "/history?day=YYYY-MM-DD" shows that one day (its entries and totals, at most 11 reads) with its
// vitamins and minerals (their 7-day average, 7 reads more, once asked for).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { BowlIcon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { isDay, lastDays, localDay } from '../../domains/diary/diary-day';
import type { DiaryTargets } from '../../domains/diary/diary-targets';
import { useDiaryTargets } from '../../domains/diary/hooks/use-diary-targets';
import { WEEK_DAYS } from '../../domains/diary/hooks/use-week-totals';
import { MicrosPanel } from '../../domains/nutrition/components/micros-panel';
import { lessMeals } from '../../domains/nutrition/micros-model';
import { useAuth } from '../../hooks/use-auth';
import { useLiveQuery } from '../../hooks/use-live-query';
import { type DayTotals, dayMealsQuery, dayRangeQuery, dayTotalsQuery, type Meal } from '../../lib/live-data';
import { DayHeader } from './components/day-header';
import { HistoryEntry } from './components/history-entry';
import { HistoryPager } from './components/history-pager';
import { SharedRecipes } from './components/shared-recipes';
import { groupByDay, isEaten, shownTotals } from './lib/day-groups';
import './history.css';
import { type MealDeletes, useMealDelete } from './hooks/use-meal-delete';
import { PAGE_SIZE, useMealHistory } from './hooks/use-meal-history';

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
function EntryGroups({ meals, uid, deletes, totals, targets, headers }: ListProps) {
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

/** Back to the camera, to log a meal. */
function CameraLink() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="button button--primary">
      {t('history.goToCamera')}
    </Link>
  );
}

/** The banner for entries that failed to load, else the spinner while they load. */
function LoadStatus({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <p className="banner banner--error" role="alert">
        {t('history.loadError')}
      </p>
    );
  }
  return (
    <div className="history-page__loading">
      <Spinner label={t('history.loading')} />
    </div>
  );
}

function AllHistory({ uid }: { uid: string }) {
  const { t } = useTranslation();
  const { meals, total, page, pages, error, goTo } = useMealHistory(uid);
  const deletes = useMealDelete();
  const targets = useDiaryTargets();
  const days = [...new Set((meals ?? []).filter(isEaten).map((meal) => meal.day))].sort();
  const dayTotals = useLiveQuery(days.length > 0 ? dayRangeQuery(uid, days) : null);
  const totals = (day: string) => dayTotals.data?.find((row) => row.day === day);
  const shown = meals?.filter((meal) => !deletes.hidden.has(meal.id)).length ?? 0;

  let body: ReactNode;
  if (error || meals === null) {
    body = <LoadStatus failed={Boolean(error)} />;
  } else if (shown === 0 && page === 0) {
    body = (
      <div className="card history-page__empty">
        <BowlIcon size={44} className="history-page__empty-icon" />
        <h2>{t('history.empty')}</h2>
        <p className="muted">{t('history.emptyHint')}</p>
        <CameraLink />
      </div>
    );
  } else {
    body = (
      <>
        <EntryGroups meals={meals} uid={uid} deletes={deletes} totals={totals} targets={targets} headers />
        <HistoryPager page={page} pages={pages} onChange={goTo} />
      </>
    );
  }

  return (
    <div className="history-page">
      <div className="spread-row spread-row--baseline history-page__head">
        <h1>{t('history.title')}</h1>
        {total !== null && total > 0 && !error && (
          <span className="muted">{t('history.count', { count: total })}</span>
        )}
      </div>
      {body}
      {page === 0 && !error && <SharedRecipes uid={uid} />}
    </div>
  );
}

function DayHistory({ uid, day }: { uid: string; day: string }) {
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
      <div className="card history-page__empty">
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

export default function HistoryPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [params] = useSearchParams();
  const uid = user?.uid ?? null;
  const day = params.get('day');
  if (!uid) return null;
  if (day === null) return <AllHistory uid={uid} />;
  if (!isDay(day)) {
    return (
      <div className="history-page">
        <p className="banner banner--error" role="alert">
          {t('history.invalidDay')}
        </p>
        <Link to="/history" className="button button--primary">
          {t('history.allHistory')}
        </Link>
      </div>
    );
  }
  return <DayHistory key={day} uid={uid} day={day} />;
}
