// How much of a food: a quantity and a unit (one of the food's portions, or grams), with the grams they
// weigh shown beside them. Used where a food is added from the table and on a row that keeps its serving.
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatGrams } from '../../nutrition/components/format-nutrition';
import type { PortionWords } from '../portion-label';
import { servingGrams, type UnitChoice, unitName } from '../serving';
import './add-food.css';

/** The food table's measure words in the user's language. */
export function usePortionWords(): PortionWords {
  const { t, i18n } = useTranslation();
  return useMemo<PortionWords>(() => {
    const table: unknown = t('diary.food.portionWords', { lng: i18n.language, returnObjects: true });
    return table && typeof table === 'object' ? (table as PortionWords) : {};
  }, [t, i18n.language]);
}

interface Props {
  name: string;
  quantity: string;
  unit: string;
  units: readonly UnitChoice[];
  /** The quantity as a number, null while it is not one. */
  amount: number | null;
  disabled?: boolean;
  onQuantity: (text: string) => void;
  onUnit: (unit: string) => void;
  onCommit?: () => void;
}

export function ServingFields({
  name,
  quantity,
  unit,
  units,
  amount,
  disabled,
  onQuantity,
  onUnit,
  onCommit,
}: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const id = useId();
  const words = usePortionWords();
  const chosen = units.find((choice) => choice.unit === unit);
  return (
    <div className="serving-fields">
      <div className="field serving-fields__quantity">
        <label htmlFor={`${id}-quantity`}>{t('diary.serving.quantity')}</label>
        <input
          id={`${id}-quantity`}
          inputMode="decimal"
          value={quantity}
          disabled={disabled}
          aria-label={t('diary.serving.quantityOf', { name })}
          onChange={(event) => onQuantity(event.target.value)}
          onBlur={onCommit}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && onCommit) {
              event.preventDefault();
              onCommit();
            }
          }}
        />
      </div>
      <div className="field serving-fields__unit">
        <label htmlFor={`${id}-unit`}>{t('diary.serving.unit')}</label>
        <select
          id={`${id}-unit`}
          value={unit}
          disabled={disabled}
          onChange={(event) => onUnit(event.target.value)}
        >
          {units.map((choice) => (
            <option key={choice.unit} value={choice.unit}>
              {choice.unit === 'g'
                ? t('diary.serving.grams')
                : t('diary.food.portionOption', {
                    label: unitName(choice.unit, words),
                    grams: formatGrams(choice.grams, lang),
                  })}
            </option>
          ))}
        </select>
      </div>
      <p className="muted serving-fields__grams" data-testid="serving-grams">
        {chosen && amount !== null
          ? t('diary.rows.gramsValue', {
              value: formatGrams(servingGrams({ quantity: amount, grams: chosen.grams }), lang),
            })
          : t('diary.serving.invalid')}
      </p>
    </div>
  );
}
