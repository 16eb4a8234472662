// Route "/history": the diary and the user's recipes, newest first, 10 a page, under day headers with
// each day's total against the daily target. Recipes, and entries logged before the diary existed, show
// under the date they were made on, marked as not counted: the day's total never includes them.
// "/history?day=YYYY-MM-DD" shows that one day (its entries and totals, at most 11 reads) with its
// vitamins and minerals (their 7-day average, 7 reads more, once asked for).
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { isDay } from '../../domains/diary/diary-day';
import { useAuth } from '../../hooks/use-auth';
import { AllHistory } from './components/all-history';
import { DayHistory } from './components/day-history';
import './history.css';

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
