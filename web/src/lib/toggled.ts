// A set of ticked rows changed by one tap: a new set (React state is never changed in place).

/** `set` with `value` taken out if it was in, put in if it was not. */
export function toggled<T>(set: ReadonlySet<T>, value: T): Set<T> {
  const next = new Set(set);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  return next;
}
