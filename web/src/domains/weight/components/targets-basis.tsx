// One line over Health's goals saying what they are taken off: the formula's maintenance calories, the
// measured expenditure (or the formula while there is no measurement yet), or that the user's own targets
// stand in for them.
import type { TargetSource } from '@shared/account/profile-values';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n';

interface Props {
  source: TargetSource;
  formulaTdee: number;
  /** energyBalance's `tdee`; null until measured (or while it loads). */
  measuredTdee: number | null;
}

export function TargetsBasis({ source, formulaTdee, measuredTdee }: Props) {
  const { t } = useTranslation();
  const text =
    source === 'custom'
      ? t('weight.basis.custom')
      : source === 'measured' && measuredTdee !== null
        ? t('weight.basis.measured', { value: formatNumber(measuredTdee) })
        : source === 'measured'
          ? t('weight.basis.measuredWaiting', { value: formatNumber(formulaTdee) })
          : t('weight.basis.formula', { value: formatNumber(formulaTdee) });
  return (
    <p className="targets-basis" data-testid="targets-basis">
      {text}
    </p>
  );
}
