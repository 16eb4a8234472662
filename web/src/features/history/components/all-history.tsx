// "/history": every entry and recipe, newest first, 10 a page, under day headers; the recipes shared with
// the user's lists below the first page. Today's diary is one tap away at the top.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BowlIcon } from '../../../components/icons';
import { localDay } from '../../../domains/diary/diary-day';
import { dayRangeQuery } from '../../../domains/diary/queries';
import { useDiaryTargets } from '../../../domains/weight/hooks/use-diary-targets';
import { useLiveQuery } from '../../../hooks/use-live-query';
import { useMealDelete } from '../hooks/use-meal-delete';
import { useMealHistory } from '../hooks/use-meal-history';
import { isEaten } from '../lib/day-groups';
import { dayPath } from './day-nav';
import { EntryGroups } from './entry-groups';
import { HistoryPager } from './history-pager';
import { CameraLink, LoadStatus } from './load-status';
import { SharedRecipes } from './shared-recipes';

export function AllHistory({ uid }: { uid: string }) {
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
      <div className="card empty-state history-page__empty">
        <BowlIcon size={44} className="empty-state__icon" />
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
      <Link to={dayPath(localDay())} className="button button--ghost button--block history-page__diary">
        {t('diary.day.openDiary')}
      </Link>
      {body}
      {page === 0 && !error && <SharedRecipes uid={uid} />}
    </div>
  );
}
