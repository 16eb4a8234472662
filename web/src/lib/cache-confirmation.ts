// Which live answers the server has not confirmed. Offline, a query this browser never read answers from
// the cache with nothing: that is "not known here", and a screen must not call it empty.
const unconfirmed = new WeakSet<object>();

/** Marks `rows` as read from this browser's cache alone, without the server's confirmation. */
export function markUnconfirmed(rows: object): void {
  unconfirmed.add(rows);
}

/** Whether `rows` (as a live query delivered them) came from the cache alone. */
export const isUnconfirmed = (rows: object | null): boolean => rows !== null && unconfirmed.has(rows);
