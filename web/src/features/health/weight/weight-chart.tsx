// The weight over the last 30 or 90 days, in plain SVG: each weigh-in a dot, the trend a solid line, told
// apart by shape as well as colour (the legend shows both shapes). Screen readers get the chart's title and
// a description of the period in words, and a table of its weigh-ins; the summary beside the chart (the
// trend weight now, its weekly change and the latest weigh-in) is text for everyone.
import type { WeightPoint } from '@shared/weight/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CHART,
  CHART_PERIODS,
  type ChartPeriod,
  chartGeometry,
  periodFacts,
  pointsInPeriod,
  weightSummary,
} from './weight-chart-model';
import type { WeightFormat } from './weight-format';

/** The trend weight now, its change a week and the latest weigh-in. */
export function WeightSummaryStats({
  points,
  format,
}: {
  points: readonly WeightPoint[];
  format: WeightFormat;
}) {
  const { t } = useTranslation();
  const summary = weightSummary(points);
  if (summary.trendKg === null || !summary.latest) return null;
  return (
    <dl className="weight-stats" data-testid="weight-summary">
      <div className="weight-stats__item">
        <dt>{t('weight.summary.trend')}</dt>
        <dd className="weight-stats__value">{format.weight(summary.trendKg)}</dd>
      </div>
      <div className="weight-stats__item">
        <dt>{t('weight.summary.change')}</dt>
        <dd className="weight-stats__value">
          {summary.weeklyChangeKg === null
            ? t('weight.summary.changeLater')
            : format.perWeek(summary.weeklyChangeKg)}
        </dd>
      </div>
      <div className="weight-stats__item weight-stats__item--wide">
        <dt>{t('weight.summary.latest')}</dt>
        <dd>
          {t('weight.summary.latestValue', {
            weight: format.weight(summary.latest.kg),
            day: format.day(summary.latest.day),
          })}
        </dd>
      </div>
    </dl>
  );
}

function Legend() {
  const { t } = useTranslation();
  return (
    <ul className="weight-legend">
      <li>
        <svg viewBox="0 0 12 12" className="weight-legend__key" aria-hidden="true">
          <circle cx="6" cy="6" r="3.5" className="weight-chart__dot" />
        </svg>
        {t('weight.chart.legendWeighIn')}
      </li>
      <li>
        <svg viewBox="0 0 24 12" className="weight-legend__key weight-legend__key--line" aria-hidden="true">
          <line x1="1" x2="23" y1="6" y2="6" className="weight-chart__trend" />
        </svg>
        {t('weight.chart.legendTrend')}
      </li>
    </ul>
  );
}

interface Props {
  /** The weigh-ins of the last 90 days with their trend, oldest first. */
  points: readonly WeightPoint[];
  today: string;
  format: WeightFormat;
}

export function WeightChart({ points, today, format }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [period, setPeriod] = useState<ChartPeriod>(CHART_PERIODS[0]);
  const shown = pointsInPeriod(points, today, period);
  const facts = periodFacts(shown);
  const chart = chartGeometry(shown, today, period, format.unit);
  const title = t('weight.chart.title', { days: period });

  return (
    <div className="weight-chart">
      <fieldset className="segmented weight-chart__periods">
        <legend className="visually-hidden">{t('weight.chart.period')}</legend>
        {CHART_PERIODS.map((days) => (
          <label key={days} className="segmented__option">
            <input
              type="radio"
              name={`${id}-period`}
              className="segmented__input"
              checked={period === days}
              onChange={() => setPeriod(days)}
            />
            <span>{t('weight.chart.days', { days })}</span>
          </label>
        ))}
      </fieldset>
      {facts === null ? (
        <p className="muted weight-chart__empty">{t('weight.chart.empty', { days: period })}</p>
      ) : (
        <>
          <svg
            className="weight-chart__svg"
            viewBox={`0 0 ${CHART.width} ${CHART.height}`}
            role="img"
            aria-labelledby={`${id}-title ${id}-desc`}
            data-testid="weight-chart"
          >
            <title id={`${id}-title`}>{title}</title>
            <desc id={`${id}-desc`}>
              {t('weight.chart.description', {
                count: facts.count,
                first: format.longDay(facts.first),
                last: format.longDay(facts.last),
                low: format.number(facts.lowKg),
                high: format.number(facts.highKg),
                from: format.number(facts.trendFromKg),
                to: format.number(facts.trendToKg),
                unit: format.unitName,
              })}
            </desc>
            {chart.yTicks.map((tick) => (
              <g key={tick.value}>
                <line
                  x1={CHART.left}
                  x2={CHART.width - CHART.right}
                  y1={tick.y}
                  y2={tick.y}
                  className="weight-chart__grid"
                />
                <text x={CHART.left - 6} y={tick.y + 4} textAnchor="end" className="weight-chart__label">
                  {format.tick(tick.value)}
                </text>
              </g>
            ))}
            {chart.xTicks.map((tick) => (
              <text
                key={tick.anchor}
                x={tick.x}
                y={CHART.height - 6}
                textAnchor={tick.anchor}
                className="weight-chart__label"
              >
                {format.day(tick.day)}
              </text>
            ))}
            {chart.trendPath && <path d={chart.trendPath} className="weight-chart__trend" />}
            {chart.dots.map((dot) => (
              <circle key={dot.day} cx={dot.cx} cy={dot.cy} r={3.5} className="weight-chart__dot" />
            ))}
          </svg>
          <Legend />
          {/* A table sizes to its content whatever its width: the hidden block around it clips it, so
              its rows never widen the page. */}
          <div className="visually-hidden">
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('weight.chart.date')}</th>
                  <th scope="col">{t('weight.chart.weight')}</th>
                  <th scope="col">{t('weight.chart.trend')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((point) => (
                  <tr key={point.day}>
                    <th scope="row">{format.longDay(point.day)}</th>
                    <td>{format.weight(point.kg)}</td>
                    <td>{format.weight(point.trendKg)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
