// Building blocks of the stored-document schemas in documents.ts: the time type both SDKs' values parse
// as, and the reading twin (`tolerant`) that turns a strict stored schema into a reader that never
// throws. zod only.
import { z } from 'zod';

const timestampLike = z.custom<{ toDate(): Date }>(
  (value) =>
    typeof value === 'object' && value !== null && typeof Reflect.get(value, 'toDate') === 'function',
  'Expected a timestamp',
);
/** A moment: a Date, or a Firestore Timestamp (read as its Date). */
export const timeSchema = z.union([z.date(), timestampLike.transform((t) => t.toDate())]);
/** Reading: keeps the strings of an array, [] for anything else. */
export const keepStrings = z
  .unknown()
  .transform((v) => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []));
/** Reading: keeps the elements that parse, [] for anything that is not an array. */
export const keepValid = <T extends z.ZodType>(element: T) =>
  z.unknown().transform((v) =>
    Array.isArray(v)
      ? v.flatMap((e) => {
          const parsed = element.safeParse(e);
          return parsed.success ? [parsed.data as z.output<T>] : [];
        })
      : [],
  );

type Fallbacks<S extends z.ZodRawShape> = {
  [K in keyof S]?: z.ZodType | null | undefined | string | number | boolean | [];
};
type FallbackValue<F> = F extends z.ZodType ? z.output<F> : F extends [] ? never[] : F;
type Read<O, F> = {
  [K in keyof O]: K extends keyof F ? Exclude<O[K], undefined> | FallbackValue<F[K]> : O[K];
};

/**
 * The reading twin of a stored schema: each field named in `fallbacks` falls back to that value (or is
 * read with that schema, when it is one); every other field must be valid. Unknown fields are dropped.
 */
export function tolerant<S extends z.ZodRawShape, const F extends Fallbacks<S>>(
  schema: z.ZodObject<S>,
  fallbacks: F,
) {
  const fields = Object.entries(schema.shape) as [string, z.ZodType][];
  const withFallback = fallbacks as Record<string, unknown>;
  return (data: unknown): Read<z.output<typeof schema>, F> | null => {
    const source: Record<string, unknown> = typeof data === 'object' && data !== null ? { ...data } : {};
    const read: Record<string, unknown> = {};
    for (const [key, field] of fields) {
      const fallback = withFallback[key];
      const reader = fallback instanceof z.ZodType ? fallback : field;
      const parsed = reader.safeParse(source[key]);
      if (parsed.success) {
        if (parsed.data !== undefined) read[key] = parsed.data;
      } else if (key in withFallback) {
        if (fallback !== undefined) read[key] = fallback;
      } else return null;
    }
    return read as Read<z.output<typeof schema>, F>;
  };
}

/** Fallbacks under which every field of `schema` that does not parse reads as missing. */
export function everyFieldMissing<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  return Object.fromEntries(Object.keys(schema.shape).map((key) => [key, undefined])) as {
    [K in keyof S]: undefined;
  };
}
