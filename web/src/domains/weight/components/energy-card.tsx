// What the user burns a day, twice: measured from what they logged and what their weight did
// (energyBalance), and estimated by the formula. The measurement says how sure it is, or what it still
// needs; the user may let the diary's targets follow it, and go back to the formula.
import type { EnergyBalance } from '@contracts';
import type { TargetSource } from '@shared/account/profile-values';
import { MIN_LOGGED_DAYS, MIN_WEIGH_INS } from '@shared/weight/energy-balance';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { formatNumber } from '../../../lib/i18n';
import { useTargetSource } from '../hooks/use-target-source';
import './weight.css';

interface Props {
  /** The session's energyBalance answer; null while it loads or when it failed. */
  balance: EnergyBalance | null;
  loading: boolean;
  /** The translated failure, when there is no answer to show. */
  failure: string | null;
  /** Maintenance calories from the profile formulas. */
  formulaTdee: number;
  targetSource: TargetSource;
}

/** What the measurement still needs, in words; null when nothing is missing. */
function useMissing(balance: EnergyBalance): string | null {
  const { t } = useTranslation();
  if (balance.tdee !== null) return null;
  if (balance.loggedDays >= MIN_LOGGED_DAYS && balance.weighIns >= MIN_WEIGH_INS)
    return t('weight.energy.needsSpan');
  return t('weight.energy.needs', {
    minDays: formatNumber(MIN_LOGGED_DAYS),
    minWeighIns: formatNumber(MIN_WEIGH_INS),
    days: formatNumber(balance.loggedDays),
    weighIns: formatNumber(balance.weighIns),
  });
}

/** "2,090 kcal/day", the unit smaller. */
function Kcal({ value }: { value: number }) {
  const { t } = useTranslation();
  return (
    <>
      {formatNumber(value)} <span className="energy-figure__unit">{t('health.kcalUnit')}</span>
    </>
  );
}

/** Marks the figure the diary's targets are taken off: in words, not only by its frame. */
function InUse() {
  const { t } = useTranslation();
  return <span className="energy-figure__badge">{t('weight.energy.followed')}</span>;
}

function Measured({ balance }: { balance: EnergyBalance }) {
  const { t } = useTranslation();
  const missing = useMissing(balance);
  return (
    <>
      <p className="energy-figure__value" data-testid="measured-tdee">
        {balance.tdee === null ? t('weight.energy.notYet') : <Kcal value={balance.tdee} />}
      </p>
      <p className="energy-figure__note">{missing ?? t(`weight.energy.confidence.${balance.confidence}`)}</p>
    </>
  );
}

export function EnergyCard({ balance, loading, failure, formulaTdee, targetSource }: Props) {
  const { t } = useTranslation();
  const source = useTargetSource();
  const measured = balance?.tdee ?? null;
  const following = targetSource === 'measured';
  // The formula stands in for a measurement not made yet; own targets use neither.
  const formulaInUse = targetSource === 'formula' || (following && measured === null);

  return (
    <section className="card energy-card" aria-labelledby="energy-card-title" aria-busy={loading}>
      <h2 id="energy-card-title">{t('weight.energy.title')}</h2>
      <p className="muted energy-card__intro">{t('weight.energy.intro')}</p>
      <div className="energy-card__figures">
        <div className={`energy-figure${following ? ' energy-figure--followed' : ''}`}>
          <h3>{t('weight.energy.measured')}</h3>
          {following && measured !== null && <InUse />}
          {balance ? (
            <Measured balance={balance} />
          ) : loading ? (
            <Spinner label={t('weight.loading')} size={24} />
          ) : (
            <p className="form-error">{failure}</p>
          )}
        </div>
        <div className={`energy-figure${formulaInUse ? ' energy-figure--followed' : ''}`}>
          <h3>{t('weight.energy.formula')}</h3>
          {formulaInUse && <InUse />}
          <p className="energy-figure__value" data-testid="formula-tdee">
            <Kcal value={formulaTdee} />
          </p>
          <p className="energy-figure__note">{t('weight.energy.formulaNote')}</p>
        </div>
      </div>
      {balance && balance.intakeAverage !== null && (
        <p className="muted energy-card__basis">
          {t('weight.energy.basis', {
            count: balance.loggedDays,
            intake: formatNumber(balance.intakeAverage),
            weighIns: formatNumber(balance.weighIns),
          })}
        </p>
      )}
      {following && (
        <p className="energy-card__status" role="status">
          {measured === null ? t('weight.energy.waiting') : t('weight.energy.inUse')}
        </p>
      )}
      <div className="energy-card__actions">
        <button
          type="button"
          className={`button ${following ? 'button--ghost' : 'button--primary'}`}
          disabled={source.busy}
          onClick={() =>
            void (following
              ? source.choose('formula', 'weight.energy.switchedFormula')
              : source.choose('measured', 'weight.energy.switchedMeasured'))
          }
        >
          {following ? t('weight.energy.useFormula') : t('weight.energy.use')}
        </button>
      </div>
      {source.error && <p className="form-error">{source.error.message}</p>}
    </section>
  );
}
