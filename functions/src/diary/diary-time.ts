// When an eaten entry belongs: the user's local calendar date and meal slot, computed on the server from
// the moment of the call and the IANA time zone the client sends (a phone's clock may be wrong; its zone
// rarely is).
import { AppError } from '../platform/errors.js';
import type { MealSlot } from '../shared/contracts.js';
import { limits } from '../shared/limits.js';

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

/** `day` moved by `days` calendar days (YYYY-MM-DD in, YYYY-MM-DD out). */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** How far from today a new entry may be placed: a year back, and tomorrow (a late dinner logged across
 * midnight, or tomorrow's breakfast planned tonight); anything further is a slip of the date picker. */
export const ENTRY_DAYS_BACK = 365;
export const ENTRY_DAYS_AHEAD = 1;

export function isDayInEntryWindow(day: string, today: string): boolean {
  return day >= shiftDay(today, -ENTRY_DAYS_BACK) && day <= shiftDay(today, ENTRY_DAYS_AHEAD);
}

/** Any day a diary day field may name (a day read, or an entry moved to): from limits.firstDiaryDay to
 * tomorrow after `today` in the caller's zone. Anything else is a slip or a probe, refused by name. */
export function assertDiaryDay(day: string, today: string): void {
  if (day < limits.firstDiaryDay || day > shiftDay(today, ENTRY_DAYS_AHEAD))
    throw new AppError('dayNotInDiary');
}

/** A day a caller logs what they ate or drank on (logFoods, logWater): from limits.firstDiaryDay to today
 * in `timeZone`, since a diary records what happened. */
export function assertLoggableDay(day: string, timeZone: string, now: Date): void {
  if (day < limits.firstDiaryDay || day > localTime(now, timeZone).day) throw new AppError('dayNotLoggable');
}

/** The moment the clock in `timeZone` shows `hour`:`minute` on `day` (the first such moment around a
 * daylight-saving change; a time the change skips comes out an hour off, which is fine for ordering). */
export function zonedMoment(day: string, hour: number, minute: number, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wanted = Date.UTC(y, m - 1, d, hour, minute);
  let guess = wanted;
  for (let i = 0; i < 3; i++) {
    const local = localTime(new Date(guess), timeZone);
    const [ly, lm, ld] = local.day.split('-').map(Number) as [number, number, number];
    const shown = Date.UTC(ly, lm - 1, ld, local.hour, local.minute);
    if (shown === wanted) break;
    guess += wanted - shown;
  }
  return new Date(guess);
}

/** When a meal of a slot is eaten on a day other than today, for the entry's `eatenAt`. */
export const SLOT_TIMES: Record<MealSlot, [hour: number, minute: number]> = {
  breakfast: [8, 0],
  lunch: [12, 30],
  dinner: [19, 0],
  snack: [15, 30],
};
