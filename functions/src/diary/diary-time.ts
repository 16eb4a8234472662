// When an eaten entry belongs: the user's local calendar date and meal slot, computed on the server from
// the moment of the call and the IANA time zone the client sends (a phone's clock may be wrong; its zone
// rarely is).
import type { MealSlot } from '../shared/contracts.js';

/** The local date (YYYY-MM-DD) and hour of `moment` in `timeZone` (already checked by the contract). */
export function localTime(moment: Date, timeZone: string): { day: string; hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(moment);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    day: `${part('year')}-${part('month')}-${part('day')}`,
    hour: Number(part('hour')) % 24,
    minute: Number(part('minute')),
  };
}

/**
 * The slot a meal eaten at a local hour falls in when the user names none: 04:00-10:59 breakfast,
 * 11:00-15:59 lunch, 17:00-21:59 dinner, any other time (16:00-16:59 and 22:00-03:59) a snack.
 */
export function slotForHour(hour: number): MealSlot {
  if (hour >= 4 && hour < 11) return 'breakfast';
  if (hour >= 11 && hour < 16) return 'lunch';
  if (hour >= 17 && hour < 22) return 'dinner';
  return 'snack';
}

/** Day and slot of a meal eaten at `moment`, the slot given by the user winning. */
export function diaryPlaceAt(
  moment: Date,
  timeZone: string,
  slot?: MealSlot,
): { day: string; slot: MealSlot } {
  const local = localTime(moment, timeZone);
  return { day: local.day, slot: slot ?? slotForHour(local.hour) };
}
