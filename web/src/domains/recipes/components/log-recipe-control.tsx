// "I ate this" under a recipe: a portions stepper and the button. It only shows; the screen's hook
// (domains/diary/hooks/use-log-recipe.ts) logs the recipe.
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { Stepper } from './stepper';

interface Props {
  portions: number;
  busy: boolean;
  canStepDown: boolean;
  canStepUp: boolean;
  step: (direction: 1 | -1) => void;
  log: () => void;
}

export function LogRecipeControl({ portions, busy, canStepDown, canStepUp, step, log }: Props) {
  const { t, i18n } = useTranslation();
  const format = (value: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(value);
  return (
    <div className="log-recipe">
      <Stepper
        legend={t('history.portions')}
        shown={format(portions)}
        fewerLabel={t('history.fewerPortions')}
        moreLabel={t('history.morePortions')}
        canStepDown={canStepDown && !busy}
        canStepUp={canStepUp && !busy}
        step={step}
      />
      <button type="button" className="button button--primary" disabled={busy} onClick={log}>
        {busy && <Spinner size={18} />}
        {t('history.ateThis')}
      </button>
    </div>
  );
}
