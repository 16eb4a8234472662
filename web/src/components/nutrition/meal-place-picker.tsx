// Where an eaten entry sits in the diary: its slot (breakfast, lunch, dinner, snack) and its day, changed
// together with "Move" (updateMeal with the slot and/or day that changed). Nothing is sent while a date is
// being typed; the day totals of both days follow on the server.
import type { MealSlot } from '@shared/documents';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallableAction } from '../../hooks/use-callable-action';
import { addDays, isDay, localDay, mealEdits } from '../../lib/diary';
import { Spinner } from '../spinner';
import type { MealUpdate } from './meal-rows-editor';
import './meal-rows.css';

export type { MealSlot };
/** The diary's slots in the order of a day (the list is spelled here so this chunk does not load the
 * document schemas). */
export const mealSlots = ['breakfast', 'lunch', 'dinner', 'snack'] as const satisfies readonly MealSlot[];

interface Props {
  mealId: string;
  day: string;
  slot: MealSlot;
  onUpdated?: (update: MealUpdate) => void;
}

/** The days the picker offers: today and the 30 before it (a diary entry is moved, not back-dated). */
const MOVE_DAYS_BACK = 30;

export function MealPlacePicker({ mealId, day, slot, onUpdated }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const { busy, error, run } = useCallableAction({ errors: 'inline' });
  const [chosenSlot, setChosenSlot] = useState<MealSlot>(slot);
  const [chosenDay, setChosenDay] = useState(day);
  const [invalid, setInvalid] = useState(false);
  const today = localDay();
  const earliest = addDays(today, -MOVE_DAYS_BACK);
  const changed = chosenSlot !== slot || chosenDay !== day;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isDay(chosenDay) || chosenDay > today || chosenDay < earliest) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (!changed) return;
    const change = {
      ...(chosenSlot !== slot ? { slot: chosenSlot } : {}),
      ...(chosenDay !== day ? { day: chosenDay } : {}),
    };
    const outcome = await run('updateMeal', () => mealEdits.update({ mealId, ...change }), {
      success: 'diary.place.moved',
    });
    if (outcome.ok) onUpdated?.(outcome.value);
  };

  const message = invalid ? t('history.invalidDay') : error?.message;
  return (
    <form className="meal-place" aria-busy={busy} onSubmit={submit} noValidate>
      <h3 className="meal-place__heading">{t('diary.place.heading')}</h3>
      <div className="meal-place__fields">
        <div className="field meal-place__field">
          <label htmlFor={`${id}-slot`}>{t('diary.place.slot')}</label>
          <select
            id={`${id}-slot`}
            value={chosenSlot}
            onChange={(e) => setChosenSlot(e.target.value as MealSlot)}
          >
            {mealSlots.map((s) => (
              <option key={s} value={s}>
                {t(`diary.slots.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field meal-place__field">
          <label htmlFor={`${id}-day`}>{t('diary.place.day')}</label>
          <input
            id={`${id}-day`}
            type="date"
            value={chosenDay}
            min={earliest}
            max={today}
            aria-invalid={invalid || undefined}
            aria-describedby={message ? `${id}-error` : undefined}
            onChange={(e) => setChosenDay(e.target.value)}
          />
        </div>
      </div>
      {message && (
        <p id={`${id}-error`} className="form-error meal-place__error" role="alert">
          {message}
        </p>
      )}
      <button type="submit" className="button button--ghost button--block" disabled={!changed || busy}>
        {busy && <Spinner size={18} />}
        {t('diary.place.move')}
      </button>
    </form>
  );
}
