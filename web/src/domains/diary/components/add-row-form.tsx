// The form under an entry's rows that adds a food. The name field searches the food table; a food picked
// there offers its household portions ("1 tbsp (13.5 g)"), shows its vitamins and minerals for the grams
// on a tap, and is added with its table id, so its figures come from the table. A name typed without picking a food is added by name, and the server estimates it.
import type { TableFood } from '@shared/nutrition/contracts';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FoodMicros } from '../../nutrition/components/food-micros';
import { formatCalories, formatGrams } from '../../nutrition/components/format-nutrition';
import { useFoodSearch } from '../../nutrition/hooks/use-food-search';
import { parseAmount } from '../meal-rows';
import { type PortionWords, translatePortion } from '../portion-label';
import { FoodSearchField } from './food-search-field';

/** The portion select's value for grams typed by the user. */
const GRAMS = 'grams';

export function AddRowForm({
  busy,
  onAdd,
}: {
  busy: boolean;
  onAdd: (name: string, grams: string, foodId?: string) => Promise<boolean>;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const idPrefix = useId();
  const gramsRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [grams, setGrams] = useState('');
  const [picked, setPicked] = useState<TableFood | null>(null);
  const [portion, setPortion] = useState(GRAMS);
  const search = useFoodSearch(picked ? '' : name);
  const words = useMemo<PortionWords>(() => {
    const table: unknown = t('diary.food.portionWords', { lng: lang, returnObjects: true });
    return table && typeof table === 'object' ? (table as PortionWords) : {};
  }, [t, lang]);

  /** Grams as the field shows them: the user's decimal sign, no grouping. */
  const gramsText = (value: number) =>
    new Intl.NumberFormat(lang, { maximumFractionDigits: 1, useGrouping: false }).format(value);
  /** The portion whose weight `text` is, else grams. */
  const portionFor = (food: TableFood, text: string) => {
    const value = parseAmount(text);
    const index = food.portions.findIndex((p) => p.grams === value);
    return index >= 0 ? String(index) : GRAMS;
  };

  const pick = (food: TableFood) => {
    setPicked(food);
    setName(food.name);
    const first = food.portions[0];
    if (grams.trim() === '' && first) {
      setPortion('0');
      setGrams(gramsText(first.grams));
    } else {
      setPortion(portionFor(food, grams));
    }
  };

  const choosePortion = (value: string) => {
    setPortion(value);
    const chosen = picked?.portions[Number(value)];
    if (value !== GRAMS && chosen) setGrams(gramsText(chosen.grams));
    else gramsRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onAdd(name, grams, picked?.id)) {
      setName('');
      setGrams('');
      setPicked(null);
      setPortion(GRAMS);
    }
  };

  const amount = parseAmount(grams);
  const kcal = picked?.per100g.calories;
  return (
    <form className="meal-rows__add" onSubmit={submit}>
      <FoodSearchField
        value={name}
        search={search}
        picked={picked !== null}
        onChange={(text) => {
          setName(text);
          setPicked(null);
          setPortion(GRAMS);
        }}
        onPick={pick}
      />
      <div className="meal-rows__add-amount">
        {picked && picked.portions.length > 0 && (
          <div className="field meal-rows__add-portion">
            <label htmlFor={`${idPrefix}-portion`}>{t('diary.food.portion')}</label>
            <select
              id={`${idPrefix}-portion`}
              value={portion}
              onChange={(e) => choosePortion(e.target.value)}
            >
              {picked.portions.map((p, index) => (
                <option key={`${p.label}-${p.grams}`} value={String(index)}>
                  {t('diary.food.portionOption', {
                    label: translatePortion(p.label, words),
                    grams: formatGrams(p.grams, lang),
                  })}
                </option>
              ))}
              <option value={GRAMS}>{t('diary.food.portionGrams')}</option>
            </select>
          </div>
        )}
        <div className="field meal-rows__add-grams">
          <label htmlFor={`${idPrefix}-grams`}>{t('diary.rows.addGrams')}</label>
          <input
            ref={gramsRef}
            id={`${idPrefix}-grams`}
            inputMode="decimal"
            value={grams}
            onChange={(e) => {
              setGrams(e.target.value);
              if (picked) setPortion(portionFor(picked, e.target.value));
            }}
          />
        </div>
        <button type="submit" className="button button--ghost meal-rows__add-button" disabled={busy}>
          {t('diary.rows.add')}
        </button>
      </div>
      {picked && amount !== null && typeof kcal === 'number' && (
        <p className="muted meal-rows__add-preview" data-testid="food-preview">
          {t(picked.source === 'frida' ? 'diary.food.previewFrida' : 'diary.food.preview', {
            grams: formatGrams(amount, lang),
            kcal: formatCalories((kcal * amount) / 100, lang),
          })}
        </p>
      )}
      {picked && amount !== null && <FoodMicros food={picked} grams={amount} />}
    </form>
  );
}
