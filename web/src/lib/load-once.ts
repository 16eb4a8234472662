/**
 * Memoises an async load, except a failed one: a chunk that could not download (offline, a flaky
 * mobile connection) is fetched again by the next call instead of failing forever.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
