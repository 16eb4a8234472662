// Health's targets section: what the goals are taken off (the formula, the measured expenditure or the
// user's own targets), the goal the diary follows with each goal's calories and weekly change, the split of
// the day's targets it gives, and the warning when a goal falls under the safe floor.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../domains/account/queries';
import { calorieTargets, type HealthMetrics } from '../../domains/nutrition/health-formulas';
import { TargetsBasis } from '../../domains/weight/components/targets-basis';
import { diaryTargets } from '../../domains/weight/diary-targets';
import { useDailyGoal } from '../../domains/weight/hooks/use-daily-goal';
import { formatNumber } from '../../lib/i18n';

interface Props {
  profile: Profile;
  metrics: HealthMetrics;
  /** energyBalance's measured expenditure; null until measured. */
  measuredTdee: number | null;
}

export function GoalTargets({ profile, metrics, measuredTdee }: Props) {
  const { t } = useTranslation();
  const goalName = useId();
  const { goal, pick, saving } = useDailyGoal(profile.dailyGoal);
  // Following the measurement, the goals are taken off it instead of the formula's maintenance.
  const goals =
    profile.targetSource === 'measured' && measuredTdee !== null
      ? calorieTargets(measuredTdee, metrics.calorieFloor)
      : metrics.targets;
  const kcal = (value: number) => t('health.kcalPerDay', { value: formatNumber(value) });
  const anyBelowFloor = goals.some((target) => target.belowFloor);
  const split = diaryTargets({ ...profile, dailyGoal: goal }, measuredTdee);

  return (
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
            <li key={target.key} className={`health-target${target.belowFloor ? ' health-target--low' : ''}`}>
              <label className="health-target__choice">
                <input
                  type="radio"
                  className="health-target__radio"
                  name={goalName}
                  checked={goal === target.key}
                  onChange={() => void pick(target.key)}
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
  );
}
