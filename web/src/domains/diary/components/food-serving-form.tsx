// A food picked from the table, before it is logged: its serving (the everyday one first: a medium
// banana, a slice of bread), changeable by quantity or unit, with the grams and kcal that makes.
import type { TableFood } from '@shared/nutrition/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalories } from '../../nutrition/components/format-nutrition';
import type { FoodItem } from '../hooks/use-add-food';
import { parseAmount } from '../meal-rows';
import { firstServing, servingGrams, unitChoices } from '../serving';
import { ServingFields } from './serving-fields';
import { SourceMark } from './source-mark';

const amountText = (value: number, lang: string) =>
  new Intl.NumberFormat(lang, { maximumFractionDigits: 2, useGrouping: false }).format(value);

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
  const [quantity, setQuantity] = useState(amountText(start.quantity, lang));
  const [unit, setUnit] = useState(units.some((u) => u.unit === start.unit) ? start.unit : 'g');
  const amount = parseAmount(quantity);
  const chosen = units.find((choice) => choice.unit === unit);
  const grams =
    chosen && amount !== null && amount > 0 ? servingGrams({ quantity: amount, grams: chosen.grams }) : null;
  const kcal = food.per100g.calories;

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
        amount={amount}
        disabled={busy}
        onQuantity={setQuantity}
        onUnit={(next) => {
          // Switching to grams keeps the weight chosen so far; a unit starts from one.
          if (next === 'g' && grams !== null) setQuantity(amountText(grams, lang));
          else if (next !== 'g' && unit === 'g') setQuantity('1');
          setUnit(next);
        }}
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
