// The header over one diary day's entries: the date (today and yesterday by name), the day's calories
// against the daily target, and in the single-day view the protein, carbs and fat as well, with fibre,
// sugars and salt where the day's rows know them.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { addDays, localDay } from '../../../domains/diary/diary-day';
import { ExtraFigures } from '../../../domains/nutrition/components/extra-figures';
import { formatCalories, formatGrams } from '../../../domains/nutrition/components/format-nutrition';
import type { DiaryTargets } from '../../../domains/weight/diary-targets';
import type { ShownTotals } from '../lib/day-groups';
import { CopyDayButton } from './copy-day-button';

/** "Today", "Yesterday", else the weekday and date in the reader's language. */
export function useDayLabel(): (day: string) => string {
  const { t, i18n } = useTranslation();
  const today = localDay();
  return (day: string) => {
    if (day === today) return t('history.today');
    if (day === addDays(today, -1)) return t('history.yesterday');
    const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
    return new Intl.DateTimeFormat(i18n.language, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      ...(String(year) === today.slice(0, 4) ? {} : { year: 'numeric' }),
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(year, month - 1, date)));
  };
}

interface Props {
  day: string;
  /** The day's totals as shown (see shownTotals); null while unknown or when nothing is eaten. */
  totals: ShownTotals | null;
  targets: DiaryTargets | null;
  /** False for a date with only entries logged before the diary existed: it has no total. */
  counted?: boolean;
  /** Links the date to the single-day view. */
  linked?: boolean;
  /** Shows protein, carbs and fat too. */
  detailed?: boolean;
  /** Offers "Copy to today" when the day is past and has eaten entries. */
  copyable?: boolean;
}

export function DayHeader({
  day,
  totals,
  targets,
  counted = true,
  linked = false,
  detailed = false,
  copyable = false,
}: Props) {
  const { t, i18n } = useTranslation();
  const label = useDayLabel()(day);
  const lang = i18n.language;
  const calories = totals?.calories ?? 0;
  const eaten = formatCalories(calories, lang);
  const over = targets !== null && calories > targets.calories;
  const share = targets ? Math.min(1, calories / Math.max(1, targets.calories)) : 0;
  const Heading = detailed ? 'h1' : 'h2';
  return (
    <div className="history-day">
      <div className="spread-row spread-row--baseline history-day__top">
        <Heading className="history-day__title">
          {linked ? <Link to={`/history?day=${day}`}>{label}</Link> : label}
        </Heading>
        {counted ? (
          <span className={`history-day__total${over ? ' history-day__total--over' : ''}`}>
            {targets
              ? t('history.dayTotalOfTarget', { eaten, target: formatCalories(targets.calories, lang) })
              : t('history.kcal', { value: eaten })}
          </span>
        ) : (
          <span className="history-day__total history-day__total--none muted">
            {t('history.dayNotCounted')}
          </span>
        )}
      </div>
      {counted && targets && (
        <div className="history-day__bar" aria-hidden="true">
          <span className="history-day__fill" style={{ width: `${Math.round(share * 100)}%` }} />
        </div>
      )}
      {detailed && (
        <p className="history-day__macros muted">
          {(['protein', 'carbs', 'fat'] as const).map((key) => (
            <span key={key}>
              {targets
                ? t(`history.macroOfTarget.${key}`, {
                    eaten: formatGrams(totals?.[key] ?? 0, lang),
                    target: formatGrams(targets[key], lang),
                  })
                : t(`history.macro.${key}`, { eaten: formatGrams(totals?.[key] ?? 0, lang) })}
            </span>
          ))}
          <ExtraFigures values={totals} className="history-day__extras" inline />
        </p>
      )}
      {copyable && counted && day < localDay() && <CopyDayButton day={day} label={label} />}
    </div>
  );
}
