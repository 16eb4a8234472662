// Health: the weight over time with the weigh-in form, the body figures of the profile formulas, the
// expenditure measured from the diary and the weigh-ins beside the formula's, the goal and the targets the
// diary follows (or the user's own), the last 7 days, and the day's vitamins and minerals.
//
// Reads of opening Health: the profile is the shell's live document (no new read); the week chart listens to
// at most 7 day documents, and the vitamins and minerals panel shares that listener; the energyBalance
// callable (weight chart, trend, measured expenditure) reads at most 118 documents on the server (28 day
// totals and 90 weigh-ins), once per app session and user, shared with the diary's targets, so opening
// Health again costs it nothing. Each weigh-in logged or deleted costs
// that call once more (plus logWeight's own 2 reads). Nothing here listens to the weigh-ins.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/spinner';
import { useProfile } from '../../domains/account/hooks/use-profile';
import { missingFields, plausibilityHints } from '../../domains/account/profile-checks';
import type { Profile } from '../../domains/account/queries';
import type { FormulaSex } from '../../domains/nutrition/health-formulas';
import { CustomTargetsCard } from '../../domains/weight/components/custom-targets-card';
import { EnergyCard } from '../../domains/weight/components/energy-card';
import { WeightCard } from '../../domains/weight/components/weight-card';
import { diaryTargets, profileHealth } from '../../domains/weight/diary-targets';
import { useEnergyBalance } from '../../domains/weight/hooks/use-energy-balance';
import { errorKey } from '../../lib/error-message';
import { BodyFigures, FormulaChoice } from './body-figures';
import { GoalTargets } from './goal-targets';
import { HealthMicros } from './health-micros';
import { CheckProfile, CompleteProfile } from './profile-gaps';
import { WeekChart } from './week-chart';
import './health.css';

/** Health's figures for a complete profile: the body, the expenditure, the goal and targets, the week. */
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

  return (
    <>
      {profile.gender === 'other' && <FormulaChoice value={otherFormula} onChange={setOtherFormula} />}
      <BodyFigures metrics={metrics} activityLevel={profile.activityLevel} />
      <EnergyCard
        balance={energy.data}
        loading={energy.loading}
        failure={energy.error ? t(errorKey('energyBalance', energy.error, (key) => i18n.exists(key))) : null}
        formulaTdee={metrics.tdee}
        targetSource={profile.targetSource}
      />
      <GoalTargets profile={profile} metrics={metrics} measuredTdee={measuredTdee} />
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
