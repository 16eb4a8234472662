// The diary's date control: the day before and after (never past today: nothing is eaten tomorrow yet),
// any day by the date field, and back to today. Each day has its own address (/history?day=...), so the
// browser's back button steps back through the days seen.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { addDays, isDay, localDay } from '../../../domains/diary/diary-day';

/** The earliest day the diary takes. */
export const FIRST_DAY = '2000-01-01';

export const dayPath = (day: string) => `/history?day=${day}`;

export function DayNav({ day }: { day: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const today = localDay();
  const before = addDays(day, -1);
  const after = addDays(day, 1);
  return (
    <nav className="diary-nav" aria-label={t('diary.day.navLabel')}>
      {before >= FIRST_DAY ? (
        <Link
          to={dayPath(before)}
          className="icon-button diary-nav__step"
          aria-label={t('diary.day.previous')}
        >
          ‹
        </Link>
      ) : (
        <span className="diary-nav__step" />
      )}
      <label htmlFor={`${id}-date`} className="visually-hidden">
        {t('diary.day.pick')}
      </label>
      <input
        id={`${id}-date`}
        type="date"
        className="diary-nav__date"
        value={day}
        min={FIRST_DAY}
        max={today}
        onChange={(event) => {
          const picked = event.target.value;
          if (isDay(picked) && picked <= today && picked >= FIRST_DAY) navigate(dayPath(picked));
        }}
      />
      {after <= today ? (
        <Link to={dayPath(after)} className="icon-button diary-nav__step" aria-label={t('diary.day.next')}>
          ›
        </Link>
      ) : (
        <span className="diary-nav__step" />
      )}
      {day !== today && (
        <Link to={dayPath(today)} className="button button--link diary-nav__today">
          {t('diary.day.toToday')}
        </Link>
      )}
    </nav>
  );
}
