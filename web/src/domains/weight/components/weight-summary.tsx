// The summary beside the weight chart, text for everyone: the trend weight now, its change a week and the
// latest weigh-in.
import type { WeightPoint } from '@shared/weight/contracts';
import { useTranslation } from 'react-i18next';
import { weightSummary } from '../weight-chart-model';
import type { WeightFormat } from '../weight-format';

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
