// A food picked from the table, before it is logged: its serving (the everyday one first: a medium
// banana, a slice of bread), changeable by quantity or unit, with the grams and kcal that makes.
import type { TableFood } from '@shared/nutrition/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalories } from '../../nutrition/components/format-nutrition';
import type { FoodItem } from '../hooks/use-add-food';
import { firstServing, servingGrams, unitChoices } from '../serving';
import { ServingFields, useQuantityText } from './serving-fields';
import { SourceMark } from './source-mark';

interface Props {
  food: TableFood;
  busy: boolean;
  onAdd: (item: FoodItem) => void;
  onBack: () => void;
}

export function FoodServingForm({ food, busy, onAdd, onBack }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const units = unitChoices(food);
  const start = firstServing(food);
  const quantity = useQuantityText(start.quantity);
  const [unit, setUnit] = useState(units.some((u) => u.unit === start.unit) ? start.unit : 'g');
  const amount = quantity.amount;
  const chosen = units.find((choice) => choice.unit === unit);
  const grams =
    chosen && amount !== null && amount > 0 ? servingGrams({ quantity: amount, grams: chosen.grams }) : null;
  const kcal = food.per100g.calories;

  const changeUnit = (next: string) => {
    // Switching to grams keeps the weight chosen so far; a unit starts from one.
    if (next === 'g' && grams !== null) quantity.setAmount(grams);
    else if (next !== 'g' && unit === 'g') quantity.setText('1');
    setUnit(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (grams === null || amount === null) return;
    onAdd(unit === 'g' ? { foodId: food.id, grams: amount } : { foodId: food.id, quantity: amount, unit });
  };

  return (
    <form className="food-serving" onSubmit={submit} data-testid="food-serving">
      <p className="food-serving__name">
        <strong>{food.name}</strong> <SourceMark source="database" foodId={food.id} />
      </p>
      <ServingFields
        name={food.name}
        quantity={quantity}
        unit={unit}
        units={units}
        disabled={busy}
        onUnit={changeUnit}
      />
      {grams !== null && typeof kcal === 'number' && (
        <p className="food-serving__kcal" data-testid="food-serving-kcal">
          {t('diary.rows.kcalValue', { value: formatCalories((kcal * grams) / 100, lang) })}
        </p>
      )}
      <div className="food-serving__actions">
        <button type="button" className="button button--ghost" onClick={onBack} disabled={busy}>
          {t('diary.add.back')}
        </button>
        <button type="submit" className="button button--primary" disabled={busy || grams === null}>
          {busy ? t('diary.rows.saving') : t('diary.add.add')}
        </button>
      </div>
    </form>
  );
}
