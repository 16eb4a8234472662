import { useTranslation } from 'react-i18next';

export const dietaryLabels = ['vegetarian', 'vegan', 'glutenFree'] as const;
export type DietaryLabel = (typeof dietaryLabels)[number];

interface Props {
  selected: ReadonlySet<DietaryLabel>;
  onToggle: (label: DietaryLabel) => void;
}

export function DietaryChips({ selected, onToggle }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className="dietary-chips">
      <legend className="field__label">{t('recipe.dietaryLabel')}</legend>
      <div className="dietary-chips__row">
        {dietaryLabels.map((label) => (
          <button
            key={label}
            type="button"
            className="dietary-chip"
            aria-pressed={selected.has(label)}
            onClick={() => onToggle(label)}
          >
            {t(`recipe.dietary.${label}`)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
