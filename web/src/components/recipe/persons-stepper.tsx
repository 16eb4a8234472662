import { useTranslation } from 'react-i18next';

export const MIN_PERSONS = 1;
export const MAX_PERSONS = 100;

interface Props {
  value: number;
  onChange: (persons: number) => void;
}

export function PersonsStepper({ value, onChange }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className="persons-stepper">
      <legend className="persons-stepper__label">{t('recipe.persons')}</legend>
      <button
        type="button"
        className="persons-stepper__button"
        aria-label={t('recipe.fewerPersons')}
        disabled={value <= MIN_PERSONS}
        onClick={() => onChange(Math.max(MIN_PERSONS, value - 1))}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className="persons-stepper__value" aria-live="polite" data-testid="persons-value">
        {new Intl.NumberFormat(i18n.language).format(value)}
      </output>
      <button
        type="button"
        className="persons-stepper__button"
        aria-label={t('recipe.morePersons')}
        disabled={value >= MAX_PERSONS}
        onClick={() => onChange(Math.min(MAX_PERSONS, value + 1))}
      >
        <span aria-hidden="true">+</span>
      </button>
    </fieldset>
  );
}
