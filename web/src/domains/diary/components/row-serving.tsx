// A row counted in a serving: its quantity and unit to change ("1 x medium" -> "2 x medium", or "1 x
// large"), the grams following; grams as the unit turn it into a row in grams.
import { useState } from 'react';
import { useFoodUnits } from '../hooks/use-food-units';
import type { MealRow } from '../meal-rows';
import { amountText, type Serving } from '../serving';
import { ServingFields, useQuantityText } from './serving-fields';

interface Props {
  row: MealRow & { serving: Serving };
  lang: string;
  disabled: boolean;
  onServing: (serving: Serving) => void;
  /** Grams as typed; false when refused. */
  onGrams: (text: string) => boolean;
}

export function RowServing({ row, lang, disabled, onServing, onGrams }: Props) {
  const quantity = useQuantityText(row.serving.quantity);
  const [touched, setTouched] = useState(false);
  const units = useFoodUnits(row, touched);
  const unit = row.serving.unit;

  const commit = (nextUnit: string, nextQuantity: number | null) => {
    if (nextQuantity === null || nextQuantity <= 0) return;
    if (nextUnit === 'g') {
      onGrams(amountText(nextQuantity, lang));
      return;
    }
    const choice = units.find((u) => u.unit === nextUnit);
    if (!choice || (nextUnit === unit && nextQuantity === row.serving.quantity)) return;
    onServing({ quantity: nextQuantity, unit: nextUnit, grams: choice.grams });
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a focus inside asks for the food's other units
    <div onFocus={() => setTouched(true)}>
      <ServingFields
        name={row.name}
        quantity={quantity}
        unit={unit}
        units={units}
        disabled={disabled}
        onCommit={() => commit(unit, quantity.amount)}
        onUnit={(next) =>
          // Grams keep the row's weight; another unit starts from one of it.
          commit(next, next === 'g' ? row.grams : next === unit ? quantity.amount : 1)
        }
      />
    </div>
  );
}
