// The last 7 days of the diary as a bar chart: calories eaten each day against the daily target (a
// dashed line, named under the chart). One query reads the week's day documents (at most 7). Each logged
// bar shows its calories above it, and is a link that opens that day in History, named for a screen reader
// with the day and its calories.
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useWeekTotals, WEEK_DAYS } from '../../domains/diary/hooks/use-week-totals';
import { formatNumber } from '../../lib/i18n';

const WIDTH = 320;
const HEIGHT = 168;
const TOP = 18;
const AXIS = 22;
const BAR_GAP = 10;
const DAYS = WEEK_DAYS;

/** A YYYY-MM-DD day as a date at noon UTC, formatted in UTC (no time zone can move it to another day). */
const asDate = (day: string) => new Date(`${day}T12:00:00Z`);

interface Props {
  /** The daily calorie target, or null without one (no line is drawn). */
  target: number | null;
}

export function WeekChart({ target }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { signedIn, days, calories, logged, average, loading, failed } = useWeekTotals();
  if (!signedIn) return null;

  const top = Math.max(target ?? 0, ...calories, 1) * 1.1;
  const plotHeight = HEIGHT - TOP - AXIS;
  const barWidth = (WIDTH - BAR_GAP * (DAYS - 1)) / DAYS;
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  const short = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const chartLabel = target
    ? t('diary.week.chartLabel', { target: formatNumber(target) })
    : t('diary.week.chartLabelNoTarget');
  const open = (day: string) => (event: MouseEvent) => {
    event.preventDefault();
    navigate(`/history?day=${day}`);
  };

  return (
    <section className="card health-week" aria-labelledby="health-week-title" aria-busy={loading}>
      <h2 id="health-week-title">{t('diary.week.title')}</h2>
      <svg className="health-week__chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} data-testid="week-chart">
        <title>{chartLabel}</title>
        {days.map((day, index) => {
          const value = calories[index] ?? 0;
          const x = index * (barWidth + BAR_GAP);
          const over = target !== null && value > target;
          const label = long.format(asDate(day));
          const name = !logged.includes(day)
            ? t('diary.week.dayEmpty', { day: label })
            : t(over ? 'diary.week.dayOverTarget' : 'diary.week.day', {
                day: label,
                value: formatNumber(value),
              });
          const barTop = y(value);
          return (
            <a
              key={day}
              href={`/history?day=${day}`}
              onClick={open(day)}
              aria-label={name}
              className="health-week__day"
              data-day={day}
            >
              <title>{name}</title>
              {/* The whole column is the tap target; the bar is drawn inside it. */}
              <rect x={x} y={TOP} width={barWidth} height={plotHeight} className="health-week__hit" />
              <rect
                x={x}
                y={Math.min(barTop, TOP + plotHeight - (value > 0 ? 2 : 0))}
                width={barWidth}
                height={Math.max(TOP + plotHeight - barTop, value > 0 ? 2 : 0)}
                rx={4}
                className={`health-week__bar${over ? ' health-week__bar--over' : ''}${
                  day === days[DAYS - 1] ? ' health-week__bar--today' : ''
                }`}
              />
              {logged.includes(day) && (
                <text
                  x={x + barWidth / 2}
                  y={Math.max(barTop, TOP) - 4}
                  textAnchor="middle"
                  className="health-week__value"
                >
                  {formatNumber(value)}
                </text>
              )}
              <text x={x + barWidth / 2} y={HEIGHT - 6} textAnchor="middle" className="health-week__label">
                {short.format(asDate(day))}
              </text>
            </a>
          );
        })}
        {target !== null && (
          <line x1={0} x2={WIDTH} y1={y(target)} y2={y(target)} className="health-week__target" />
        )}
      </svg>
      {/* The target is named below the chart: inside it, its label hid the top of a tall bar. */}
      {target !== null && (
        <p className="health-week__target-label" aria-hidden="true">
          <span className="health-week__target-key" />
          {t('diary.week.target', { value: formatNumber(target) })}
        </p>
      )}
      {failed ? (
        <p className="form-error">{t('diary.week.loadError')}</p>
      ) : average !== null ? (
        <p className="muted health-week__summary">
          {t('diary.week.average', { value: formatNumber(average) })}
        </p>
      ) : (
        !loading && <p className="muted health-week__summary">{t('diary.week.empty')}</p>
      )}
    </section>
  );
}
