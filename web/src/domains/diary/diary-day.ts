// The diary's calendar, shared by the camera's today card, History and Health. A diary day is the user's
// local calendar date (YYYY-MM-DD) in the browser's IANA time zone; the web app sends that zone with every
// logged meal, so the server files the entry under the same day.

/** The browser's IANA time zone ("Europe/Copenhagen"); 'UTC' when the browser does not say. */
export function userTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The calendar date (YYYY-MM-DD) of `date` (now) in `timeZone` (the browser's). */
export function localDay(date: Date = new Date(), timeZone: string = userTimeZone()): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(date);
  } catch {
    // An unknown zone: fall back to UTC rather than fail.
    return date.toISOString().slice(0, 10);
  }
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The day `offset` days after `day` (negative: before), as YYYY-MM-DD. */
export function addDays(day: string, offset: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + offset)).toISOString().slice(0, 10);
}

/** The `n` days ending with `today`, oldest first (['…-17', …, today] for n = 7). */
export function lastDays(today: string, n: number): string[] {
  return Array.from({ length: Math.max(0, n) }, (_, i) => addDays(today, i - (n - 1)));
}

/** A YYYY-MM-DD date that exists on the calendar. */
export function isDay(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value;
}
