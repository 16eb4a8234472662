// Route "/history": own meals newest first, 10 a page, each entry expandable to its recipe.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Spinner } from '../../components/spinner';
import { useAuth } from '../../lib/auth';
import { HistoryEntry } from './components/history-entry';
import { HistoryPager } from './components/history-pager';
import './history.css';
import { useMealHistory } from './use-meal-history';

export default function HistoryPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const { meals, total, page, pages, error, goTo } = useMealHistory(uid);

  let body: ReactNode;
  if (error) {
    body = (
      <p className="banner banner--error" role="alert">
        {t('history.loadError')}
      </p>
    );
  } else if (meals === null) {
    body = (
      <div className="history-page__loading">
        <Spinner label={t('history.loading')} />
      </div>
    );
  } else if (meals.length === 0) {
    body = (
      <div className="card history-page__empty">
        <div className="history-page__empty-icon" aria-hidden="true">
          🥗
        </div>
        <h2>{t('history.empty')}</h2>
        <p className="muted">{t('history.emptyHint')}</p>
        <Link to="/" className="button button--primary">
          {t('history.goToCamera')}
        </Link>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="history-page__list">
          {meals.map((meal) => (
            <HistoryEntry key={meal.id} meal={meal} currentUid={uid} />
          ))}
        </ul>
        <HistoryPager page={page} pages={pages} onChange={goTo} />
      </>
    );
  }

  return (
    <div className="history-page">
      <div className="history-page__head">
        <h1>{t('history.title')}</h1>
        {total !== null && total > 0 && !error && (
          <span className="muted">{t('history.count', { count: total })}</span>
        )}
      </div>
      {body}
    </div>
  );
}
