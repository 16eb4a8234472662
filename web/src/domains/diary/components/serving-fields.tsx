// How much of a food: a quantity and a unit (one of the food's portions, or grams), with the grams they
// weigh shown beside them. Used where a food is added from the table and on a row that keeps its serving.
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputField } from '../../../components/input-field';
import { SelectField } from '../../../components/select-field';

import { formatGrams } from '../../nutrition/components/format-nutrition';
import { parseAmount } from '../meal-rows';
import type { PortionWords } from '../portion-label';
import { amountText, servingGrams, type UnitChoice, unitName } from '../serving';
import './add-food.css';

/** The food table's measure words in the user's language. */
export function usePortionWords(): PortionWords {
  const { t, i18n } = useTranslation();
  return useMemo<PortionWords>(() => {
    const table: unknown = t('diary.food.portionWords', { lng: i18n.language, returnObjects: true });
    return table && typeof table === 'object' ? (table as PortionWords) : {};
  }, [t, i18n.language]);
}

/** The quantity as typed, and as a number (null while it is not one). */
export interface QuantityText {
  text: string;
  amount: number | null;
  setText: (text: string) => void;
  /** Sets the quantity from a number, written as the user would type it. */
  setAmount: (value: number) => void;
}

export function useQuantityText(start: number): QuantityText {
  const { i18n } = useTranslation();
  const [text, setText] = useState(() => amountText(start, i18n.language));
  return {
    text,
    amount: parseAmount(text),
    setText,
    setAmount: (value) => setText(amountText(value, i18n.language)),
  };
}

interface Props {
  name: string;
  quantity: QuantityText;
  unit: string;
  units: readonly UnitChoice[];
  disabled?: boolean;
  onUnit: (unit: string) => void;
  onCommit?: () => void;
}

export function ServingFields({ name, quantity, unit, units, disabled, onUnit, onCommit }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const id = useId();
  const words = usePortionWords();
  const chosen = units.find((choice) => choice.unit === unit);
  const amount = quantity.amount;
  return (
    <div className="serving-fields">
      <InputField
        id={`${id}-quantity`}
        className="field serving-fields__quantity"
        label={t('diary.serving.quantity')}
        inputMode="decimal"
        value={quantity.text}
        disabled={disabled}
        aria-label={t('diary.serving.quantityOf', { name })}
        onChange={(event) => quantity.setText(event.target.value)}
        onBlur={onCommit}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && onCommit) {
            event.preventDefault();
            onCommit();
          }
        }}
      />
      <SelectField
        id={`${id}-unit`}
        className="field serving-fields__unit"
        label={t('diary.serving.unit')}
        value={unit}
        values={units.map((choice) => choice.unit)}
        optionLabel={(value) =>
          value === 'g'
            ? t('diary.serving.grams')
            : t('diary.food.portionOption', {
                label: unitName(value, words),
                grams: formatGrams(units.find((choice) => choice.unit === value)?.grams ?? 0, lang),
              })
        }
        disabled={disabled}
        onChange={onUnit}
      />
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
