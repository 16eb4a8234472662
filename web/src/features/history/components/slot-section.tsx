// One slot of a diary day (Breakfast, Lunch, Dinner, Snacks): its kcal and macros, its entries in the order
// eaten (a food entry lists its foods; a photo, text or recipe entry is one line that opens into its rows),
// "+ Add food", and the slot's chores once it has entries.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalories, formatGrams } from '../../../domains/nutrition/components/format-nutrition';
import type { MealDeletes } from '../hooks/use-meal-delete';
import type { SlotGroup } from '../lib/slot-groups';
import { EntryFoods, isFoodsEntry } from './entry-foods';
import { HistoryEntry } from './history-entry';
import { SlotChores } from './slot-chores';

interface Props {
  day: string;
  group: SlotGroup;
  uid: string;
  deletes: MealDeletes;
  onAdd: () => void;
}

export function SlotSection({ day, group, uid, deletes, onAdd }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const id = useId();
  const { slot, meals, sums } = group;
  const name = t(`diary.day.slot.${slot}`);
  return (
    <section className="diary-slot" aria-labelledby={`${id}-title`} data-slot={slot}>
      <div className="spread-row spread-row--baseline diary-slot__head">
        <h2 id={`${id}-title`} className="diary-slot__title">
          {name}
        </h2>
        <span className="diary-slot__kcal" data-testid="slot-kcal">
          {t('history.kcal', { value: formatCalories(sums.calories, lang) })}
        </span>
      </div>
      {meals.length > 0 && (
        <p className="diary-slot__macros muted">
          {t('diary.rows.macros', {
            protein: formatGrams(sums.protein, lang),
            carbs: formatGrams(sums.carbs, lang),
            fat: formatGrams(sums.fat, lang),
          })}
        </p>
      )}
      {meals.length > 0 && (
        <ul className="history-page__list diary-slot__list">
          {meals.map((meal) => (
            <HistoryEntry
              key={meal.id}
              meal={meal}
              currentUid={uid}
              onDelete={deletes.remove}
              summary={isFoodsEntry(meal) ? <EntryFoods meal={meal} /> : undefined}
            />
          ))}
        </ul>
      )}
      <div className="diary-slot__foot">
        <button
          type="button"
          className="button button--ghost diary-slot__add"
          aria-label={t('diary.day.addNamed', { slot: name })}
          onClick={onAdd}
        >
          {t('diary.day.add')}
        </button>
        {meals.length > 0 && <SlotChores day={day} slot={slot} slotName={name} />}
      </div>
    </section>
  );
}
