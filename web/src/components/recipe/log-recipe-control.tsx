// "I ate this" under a recipe: a portions stepper and the button. It only shows; the screen's hook
// (domains/diary/hooks/use-log-recipe.ts) logs the recipe.
import { useTranslation } from 'react-i18next';
import { Spinner } from '../spinner';

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
      <fieldset className="persons-stepper">
        <legend className="persons-stepper__label">{t('history.portions')}</legend>
        <button
          type="button"
          className="persons-stepper__button"
          aria-label={t('history.fewerPortions')}
          disabled={!canStepDown || busy}
          onClick={() => step(-1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className="persons-stepper__value" aria-live="polite">
          {format(portions)}
        </output>
        <button
          type="button"
          className="persons-stepper__button"
          aria-label={t('history.morePortions')}
          disabled={!canStepUp || busy}
          onClick={() => step(1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </fieldset>
      <button type="button" className="button button--primary" disabled={busy} onClick={log}>
        {busy && <Spinner size={18} />}
        {t('history.ateThis')}
      </button>
    </div>
  );
}
