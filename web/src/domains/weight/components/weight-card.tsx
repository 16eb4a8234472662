// Health's weight card: the weigh-in form first (logging is one tap away), then where the weight is going
// (the trend and its weekly change), the chart of the last 30 or 90 days and the weigh-ins to correct.
// Everything comes from the session's one energyBalance answer (see ../hooks/use-weigh-ins.ts).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { errorKey } from '../../../lib/error-message';
import { useLocalDay } from '../../diary/hooks/use-local-day';
import { useWeighIns } from '../hooks/use-weigh-ins';
import { weightUnitFor } from '../weight-chart-model';
import { useWeightFormat } from '../weight-format';
import { WeighInForm } from './weigh-in-form';
import { WeighInsList } from './weigh-ins-list';
import { WeightChart } from './weight-chart';
import { WeightSummaryStats } from './weight-summary';
import './weight.css';

export function WeightCard({ measurementSystem }: { measurementSystem: string | null | undefined }) {
  const { t, i18n } = useTranslation();
  const today = useLocalDay();
  const format = useWeightFormat(weightUnitFor(measurementSystem), today);
  const { energy, points, log, logBusy, logError, resetLogError, remove } = useWeighIns();

  const logWeighIn = (day: string, kg: number) =>
    log(day, kg, {
      key: 'weight.form.logged',
      values: (stored) => ({ weight: format.weight(stored.kg), day: format.day(stored.day) }),
    });
  const deleteWeighIn = (day: string) =>
    remove({
      day,
      message: t('weight.list.deleted', { day: format.day(day) }),
      undoLabel: t('weight.list.undo'),
    });

  let body: ReactNode;
  if (!energy.data && energy.loading) {
    body = (
      <div className="weight-card__loading">
        <Spinner label={t('weight.loading')} />
      </div>
    );
  } else if (!energy.data && energy.error) {
    body = (
      <div className="weight-card__failed">
        <p className="form-error">{t(errorKey('energyBalance', energy.error, (key) => i18n.exists(key)))}</p>
        <button type="button" className="button button--ghost" onClick={energy.refresh}>
          {t('weight.retry')}
        </button>
      </div>
    );
  } else if (points.length === 0) {
    body = <p className="muted weight-card__empty">{t('weight.noWeighIns')}</p>;
  } else {
    body = (
      <>
        <WeightSummaryStats points={points} format={format} />
        <WeightChart points={points} today={today} format={format} />
        <WeighInsList points={points} format={format} onDelete={deleteWeighIn} />
      </>
    );
  }

  return (
    <section className="card weight-card" aria-labelledby="weight-card-title" aria-busy={energy.loading}>
      <h2 id="weight-card-title">{t('weight.title')}</h2>
      <WeighInForm
        unit={format.unit}
        today={today}
        busy={logBusy}
        serverError={logError?.message ?? null}
        onLog={logWeighIn}
        onEdit={() => {
          if (logError && !logBusy) resetLogError();
        }}
      />
      {body}
    </section>
  );
}
