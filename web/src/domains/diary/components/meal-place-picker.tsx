// Where an eaten entry sits in the diary: its slot (breakfast, lunch, dinner, snack) and its day, changed
// together with "Move" (useMealPlace sends the slot and/or day that changed). Nothing is sent while a date
// is being typed; the day totals of both days follow on the server.
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { useMealPlace } from '../hooks/use-meal-place';
import type { MealUpdate } from '../meal-rows';
import { type MealSlot, mealSlots } from '../meal-slots';
import './meal-rows.css';

interface Props {
  mealId: string;
  day: string;
  slot: MealSlot;
  onUpdated?: (update: MealUpdate) => void;
}

export function MealPlacePicker({ mealId, day, slot, onUpdated }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const {
    chosenSlot,
    setChosenSlot,
    chosenDay,
    setChosenDay,
    invalid,
    busy,
    error,
    today,
    earliest,
    changed,
    move,
  } = useMealPlace({ mealId, day, slot, onUpdated });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void move();
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
