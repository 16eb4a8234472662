import { limits } from '@shared/limits';
import { useTranslation } from 'react-i18next';
import { Stepper } from './stepper';

export const MIN_PERSONS = 1;
export const MAX_PERSONS = limits.maxPersons;

interface Props {
  value: number;
  onChange: (persons: number) => void;
}

export function PersonsStepper({ value, onChange }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Stepper
      legend={t('recipe.persons')}
      shown={new Intl.NumberFormat(i18n.language).format(value)}
      fewerLabel={t('recipe.fewerPersons')}
      moreLabel={t('recipe.morePersons')}
      canStepDown={value > MIN_PERSONS}
      canStepUp={value < MAX_PERSONS}
      step={(direction) =>
        onChange(direction < 0 ? Math.max(MIN_PERSONS, value - 1) : Math.min(MAX_PERSONS, value + 1))
      }
      valueTestId="persons-value"
    />
  );
}
