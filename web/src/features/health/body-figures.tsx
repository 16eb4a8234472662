// The body figures of the profile formulas on Health: the BMI on its scale, the BMR, the daily expenditure
// (TDEE) with the activity level it assumes, and the protein needs; and, for a gender of "other", the
// choice of formula they use.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormulaSex, HealthMetrics } from '../../domains/nutrition/health-formulas';
import { formatNumber } from '../../lib/i18n';

export function FormulaChoice({
  value,
  onChange,
}: {
  value: FormulaSex;
  onChange: (sex: FormulaSex) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="card health-formula">
      <legend>{t('health.formulaLegend')}</legend>
      <p className="muted">{t('health.formulaHint')}</p>
      <div className="row">
        {(['male', 'female'] as const).map((sex) => (
          <label key={sex} className="health-formula__option">
            <input type="radio" name={name} checked={value === sex} onChange={() => onChange(sex)} />
            {t(`health.formula.${sex}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface Props {
  metrics: HealthMetrics;
  activityLevel: string | null;
}

export function BodyFigures({ metrics, activityLevel }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <section className="card health-bmi" aria-labelledby="health-bmi-title">
        <h2 id="health-bmi-title">{t('health.bmi')}</h2>
        <p className="health-bmi__value">
          <span>{formatNumber(metrics.bmi, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</span>
          <span className={`health-band health-band--${metrics.bmiBand}`}>
            {t(`health.bands.${metrics.bmiBand}`)}
          </span>
        </p>
        <div className="health-scale" aria-hidden="true">
          <span
            className="health-scale__marker"
            style={{ left: `${Math.min(100, Math.max(0, ((metrics.bmi - 15) / 25) * 100))}%` }}
          />
        </div>
      </section>
      <div className="health-tiles">
        <div className="health-tile">
          <h3>{t('health.bmr')}</h3>
          <p className="health-tile__value">
            {formatNumber(metrics.bmr)} <span className="health-tile__unit">{t('health.kcalUnit')}</span>
          </p>
          <p className="muted">{t('health.bmrHint')}</p>
        </div>
        <div className="health-tile">
          <h3>{t('health.tdee')}</h3>
          <p className="health-tile__value">
            {formatNumber(metrics.tdee)} <span className="health-tile__unit">{t('health.kcalUnit')}</span>
          </p>
          <p className="muted">
            {activityLevel
              ? t('health.tdeeHint', { level: t(`settings.activity.${activityLevel}`) })
              : t('health.tdeeNoLevel')}
          </p>
        </div>
        <div className="health-tile">
          <h3>{t('health.protein')}</h3>
          <p className="health-tile__value">
            {formatNumber(metrics.proteinGrams)}{' '}
            <span className="health-tile__unit">{t('health.gramsUnit')}</span>
          </p>
          <p className="muted">{t('health.proteinHint', { value: formatNumber(metrics.proteinPerKg) })}</p>
        </div>
      </div>
    </>
  );
}
