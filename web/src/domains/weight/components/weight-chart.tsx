// The weight over the last 30 or 90 days, in plain SVG: each weigh-in a dot, the trend a solid line, told
// apart by shape as well as colour (the legend shows both shapes). Screen readers get the chart's title and
// a description of the period in words, and a table of its weigh-ins; the summary beside the chart (the
// trend weight now, its weekly change and the latest weigh-in) is text for everyone.
import type { WeightPoint } from '@shared/weight/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SegmentedOptions } from '../../../components/segmented-options';
import {
  CHART_PERIODS,
  type ChartPeriod,
  chartGeometry,
  periodFacts,
  pointsInPeriod,
} from '../weight-chart-model';
import type { WeightFormat } from '../weight-format';
import { ChartDrawing, Legend } from './weight-chart-drawing';

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
        <SegmentedOptions
          name={`${id}-period`}
          options={CHART_PERIODS}
          value={period}
          onChange={setPeriod}
          label={(days) => t('weight.chart.days', { days })}
        />
      </fieldset>
      {facts === null ? (
        <p className="muted weight-chart__empty">{t('weight.chart.empty', { days: period })}</p>
      ) : (
        <>
          <ChartDrawing id={id} title={title} facts={facts} chart={chart} format={format} />
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
