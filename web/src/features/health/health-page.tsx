// Health: the weight over time with the weigh-in form, the body figures of the profile formulas, the
// expenditure measured from the diary and the weigh-ins beside the formula's, the goal and the targets the
// diary follows (or the user's own), the last 7 days, and the day's vitamins and minerals.
//
// Reads of opening Health: the profile is the shell's live document (no new read); the week chart listens to
// at most 7 day documents, and the vitamins and minerals panel shares that listener; the energyBalance callable (weight chart, trend, measured expenditure) reads at
// most 118 documents on the server (28 day totals and 90 weigh-ins), once per app session and user, shared
// with the diary's targets, so opening Health again costs it nothing. Each weigh-in logged or deleted costs
// that call once more (plus logWeight's own 2 reads). Nothing here listens to the weigh-ins.
import type { DailyGoal } from '@shared/account/profile-values';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Spinner } from '../../components/spinner';
import { diaryTargets, profileHealth } from '../../domains/diary/diary-targets';
import { useEnergyBalance } from '../../domains/diary/hooks/use-energy-balance';
import { calorieTargets, type FormulaSex } from '../../domains/nutrition/health-formulas';
import { useCallableAction } from '../../hooks/use-callable-action';
import { type Profile, useProfile } from '../../hooks/use-profile';
import { call } from '../../lib/callable';
import { errorKey } from '../../lib/error-message';
import { formatNumber } from '../../lib/i18n';
import { missingFields, type PlausibilityHint, plausibilityHints } from '../../lib/profile-checks';
import { HealthMicros } from './health-micros';
import { WeekChart } from './week-chart';
import { CustomTargetsCard } from './weight/custom-targets-card';
import { EnergyCard } from './weight/energy-card';
import { TargetsBasis } from './weight/targets-basis';
import { WeightCard } from './weight/weight-card';
import './health.css';

function CompleteProfile({ missing }: { missing: string[] }) {
  const { t } = useTranslation();
  return (
    <div className="card health-empty">
      <h2>{t('health.completeProfileTitle')}</h2>
      <p>{t('health.completeProfile')}</p>
      <ul className="health-empty__missing">
        {missing.map((field) => (
          <li key={field}>{t(`health.fields.${field}`)}</li>
        ))}
      </ul>
      <Link to="/settings" className="button button--primary">
        {t('health.goToSettings')}
      </Link>
    </div>
  );
}

/** Values no body has (a height of 1.8 cm) give absurd figures: ask for a fix instead of showing them. */
function CheckProfile({ profile, hints }: { profile: Profile; hints: PlausibilityHint[] }) {
  const { t } = useTranslation();
  const imperial = profile.measurementSystem === 'imperial';
  const unit = {
    height: t(imperial ? 'settings.units.in' : 'settings.units.cm'),
    weight: t(imperial ? 'settings.units.lb' : 'settings.units.kg'),
  };
  return (
    <div className="card health-empty">
      <h2>{t('health.checkTitle')}</h2>
      <p>{t('health.checkIntro')}</p>
      <ul className="health-empty__missing">
        {hints.map(({ field, suggestion }) => (
          <li key={field}>
            {field === 'age'
              ? t('settings.plausibility.age')
              : t(`settings.plausibility.${field}`, {
                  value: formatNumber(profile[field] as number),
                  unit: unit[field],
                })}
            {suggestion !== undefined &&
              ` ${t('settings.plausibility.suggestion', { value: formatNumber(suggestion), unit: unit.height })}`}
          </li>
        ))}
      </ul>
      <Link to="/settings" className="button button--primary">
        {t('health.goToSettings')}
      </Link>
    </div>
  );
}

function FormulaChoice({ value, onChange }: { value: FormulaSex; onChange: (sex: FormulaSex) => void }) {
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

function Metrics({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  // "other" starts with the female formula (-161); the user may pick the male one
  // (docs/product-rules.md#health).
  const [otherFormula, setOtherFormula] = useState<FormulaSex>('female');
  const sex: FormulaSex =
    profile.gender === 'male' ? 'male' : profile.gender === 'female' ? 'female' : otherFormula;
  const metrics = profileHealth(profile, sex);
  // The session's one energyBalance answer, shared with the weight card and the diary's targets.
  const energy = useEnergyBalance();
  const measuredTdee = energy.data?.tdee ?? null;
  // Following the measurement, the goals are taken off it instead of the formula's maintenance.
  const goals =
    profile.targetSource === 'measured' && measuredTdee !== null
      ? calorieTargets(measuredTdee, metrics.calorieFloor)
      : metrics.targets;
  const kcal = (value: number) => t('health.kcalPerDay', { value: formatNumber(value) });
  const anyBelowFloor = goals.some((target) => target.belowFloor);
  const goalName = useId();
  // The goal the diary uses: shown picked at once, saved to the profile (the live profile then agrees).
  const [picked, setPicked] = useState<DailyGoal | null>(null);
  const { busy: saving, run } = useCallableAction({ whileRunning: 'queue' });
  const goal: DailyGoal = picked ?? profile.dailyGoal ?? 'maintain';
  const pickGoal = async (next: DailyGoal) => {
    const before = goal;
    setPicked(next);
    const outcome = await run('updateProfile', () => call('updateProfile', { dailyGoal: next }), {
      success: 'diary.goal.saved',
    });
    if (!outcome.ok && outcome.reason === 'failed') setPicked(before);
  };
  const split = diaryTargets({ ...profile, dailyGoal: goal }, measuredTdee);

  return (
    <>
      {profile.gender === 'other' && <FormulaChoice value={otherFormula} onChange={setOtherFormula} />}
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
            {profile.activityLevel
              ? t('health.tdeeHint', { level: t(`settings.activity.${profile.activityLevel}`) })
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
      <EnergyCard
        balance={energy.data}
        loading={energy.loading}
        failure={energy.error ? t(errorKey('energyBalance', energy.error, (key) => i18n.exists(key))) : null}
        formulaTdee={metrics.tdee}
        targetSource={profile.targetSource}
      />
      <section className="card" aria-labelledby="health-targets-title">
        <h2 id="health-targets-title">{t('health.targetsTitle')}</h2>
        <TargetsBasis source={profile.targetSource} formulaTdee={metrics.tdee} measuredTdee={measuredTdee} />
        <fieldset className="health-goal" aria-describedby={`${goalName}-hint`} aria-busy={saving}>
          <legend className="health-goal__legend">{t('diary.goal.legend')}</legend>
          <p className="muted health-goal__hint" id={`${goalName}-hint`}>
            {t('diary.goal.hint')}
          </p>
          <ul className="health-targets">
            {goals.map((target) => (
              <li
                key={target.key}
                className={`health-target${target.belowFloor ? ' health-target--low' : ''}`}
              >
                <label className="health-target__choice">
                  <input
                    type="radio"
                    className="health-target__radio"
                    name={goalName}
                    checked={goal === target.key}
                    onChange={() => void pickGoal(target.key)}
                  />
                  <span className="health-target__text">
                    <span className="health-target__name">{t(`health.targets.${target.key}`)}</span>
                    <span className="muted health-target__rate">
                      {target.kgPerWeek === 0
                        ? t('health.keepWeight')
                        : t('health.kgPerWeek', { value: formatNumber(target.kgPerWeek) })}
                    </span>
                  </span>
                  <span className="health-target__figures">
                    <span className="health-target__kcal">{kcal(Math.max(0, target.calories))}</span>
                    <span className="muted">
                      {t('health.percentOfMaintain', {
                        value: formatNumber(Math.max(0, target.percentOfMaintain)),
                      })}
                    </span>
                  </span>
                  {target.belowFloor && (
                    // The figure stays, with why not to follow it; the diary uses the floor instead.
                    <span className="health-target__warning">
                      {t('health.notRecommended')} ·{' '}
                      <span className="health-target__floor">
                        {t('health.atLeast', { value: formatNumber(target.safeCalories) })}
                      </span>
                    </span>
                  )}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {split && (
          <p className="health-goal__split" data-testid="goal-split">
            {t(split.source === 'custom' ? 'weight.splitCustom' : 'diary.goal.split', {
              calories: formatNumber(split.calories),
              protein: formatNumber(split.protein),
              fat: formatNumber(split.fat),
              carbs: formatNumber(split.carbs),
            })}
          </p>
        )}
        {anyBelowFloor && (
          <p className="banner banner--warning" role="note">
            {t('health.floorWarning', { value: formatNumber(metrics.calorieFloor) })}
          </p>
        )}
        {profile.gender === 'other' && (
          <p className="muted">{t('health.floorOther', { value: formatNumber(metrics.calorieFloor) })}</p>
        )}
      </section>
      <CustomTargetsCard profile={profile} />
      <WeekChart target={diaryTargets(profile, measuredTdee)?.calories ?? null} />
      <p className="muted health-disclaimer">{t('health.disclaimer')}</p>
    </>
  );
}

export default function HealthPage() {
  const { t } = useTranslation();
  const { profile, loading, error } = useProfile();
  if (loading) {
    return (
      <div className="route-loading">
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  if (error && !profile) {
    return (
      <p className="banner banner--error" role="alert">
        {t('common.error')}
      </p>
    );
  }
  const missing = profile ? missingFields(profile) : ['height', 'weight', 'age', 'gender'];
  const hints = profile && missing.length === 0 ? plausibilityHints(profile) : [];
  return (
    <div className="health">
      <h1 className="page-title">{t('health.title')}</h1>
      {profile && <WeightCard measurementSystem={profile.measurementSystem} />}
      {profile && missing.length === 0 && hints.length > 0 ? (
        <CheckProfile profile={profile} hints={hints} />
      ) : profile && missing.length === 0 ? (
        <Metrics profile={profile} />
      ) : (
        <CompleteProfile missing={missing} />
      )}
      {profile && <HealthMicros />}
    </div>
  );
}
