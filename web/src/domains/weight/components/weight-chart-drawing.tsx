// The weight chart drawn in plain SVG for one period: the grid with its weights, the days along the
// bottom, the trend a solid line and each weigh-in a dot; titled and described in words for screen
// readers. The legend shows the two shapes.
import { useTranslation } from 'react-i18next';
import { CHART, type chartGeometry, type periodFacts } from '../weight-chart-model';
import type { WeightFormat } from '../weight-format';

interface Props {
  id: string;
  title: string;
  facts: NonNullable<ReturnType<typeof periodFacts>>;
  chart: ReturnType<typeof chartGeometry>;
  format: WeightFormat;
}

/** `id` names the title and description the SVG is labelled by; `title` is the chart's, for the period. */
export function ChartDrawing({ id, title, facts, chart, format }: Props) {
  const { t } = useTranslation();
  return (
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
  );
}

export function Legend() {
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
