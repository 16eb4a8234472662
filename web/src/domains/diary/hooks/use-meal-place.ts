// Moves an eaten entry to another slot, day or time of day (components/meal-place-picker.tsx shows the
// choice): one updateMeal with what changed, once the date is a real day from 30 days ago to today.
// The day totals of both days follow on the server.
import { useState } from 'react';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { call } from '../../../lib/callable';
import { addDays, isDay, localDay } from '../diary-day';
import type { MealUpdate } from '../meal-rows';
import type { MealSlot } from '../meal-slots';

export interface MealPlaceOptions {
  mealId: string;
  day: string;
  slot: MealSlot;
  /** When it was eaten, "HH:MM" on its day: what orders a slot's entries. */
  time?: string;
  onUpdated?: (update: MealUpdate) => void;
}

/** The days the picker offers: today and the 30 before it (a diary entry is moved, not back-dated). */
const MOVE_DAYS_BACK = 30;

export function useMealPlace({ mealId, day, slot, time = '', onUpdated }: MealPlaceOptions) {
  const { busy, error, run } = useCallableAction({ errors: 'inline' });
  const [chosenSlot, setChosenSlot] = useState<MealSlot>(slot);
  const [chosenDay, setChosenDay] = useState(day);
  const [chosenTime, setChosenTime] = useState(time);
  const [invalid, setInvalid] = useState(false);
  const today = localDay();
  const earliest = addDays(today, -MOVE_DAYS_BACK);
  const timeChanged = /^\d{2}:\d{2}$/.test(chosenTime) && chosenTime !== time;
  const changed = chosenSlot !== slot || chosenDay !== day || timeChanged;

  /** Sends the change; a day outside the offered ones is marked invalid and nothing is sent. */
  const move = async () => {
    if (!isDay(chosenDay) || chosenDay > today || chosenDay < earliest) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (!changed) return;
    const change = {
      ...(chosenSlot !== slot ? { slot: chosenSlot } : {}),
      ...(chosenDay !== day ? { day: chosenDay } : {}),
      ...(timeChanged ? { time: chosenTime } : {}),
    };
    const outcome = await run('updateMeal', () => call('updateMeal', { mealId, ...change }), {
      success: 'diary.place.moved',
    });
    if (outcome.ok) onUpdated?.(outcome.value);
  };

  return {
    chosenSlot,
    setChosenSlot,
    chosenDay,
    setChosenDay,
    chosenTime,
    setChosenTime,
    invalid,
    busy,
    error,
    today,
    earliest,
    changed,
    move,
  };
}
