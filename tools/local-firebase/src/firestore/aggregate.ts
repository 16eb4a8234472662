import { invalidArgument } from './errors.js';
import { getField, parseFieldPath } from './field-path.js';
import type { QueryDoc } from './query.js';
import type { Value } from './values.js';

/** One aggregation of a StructuredAggregationQuery in REST JSON. */
export interface Aggregation {
  alias?: string;
  count?: { upTo?: number | string | { value?: number | string } };
  sum?: { field?: { fieldPath?: string } };
  avg?: { field?: { fieldPath?: string } };
}

const INT64_MAX = 2n ** 63n - 1n;
const INT64_MIN = -(2n ** 63n);

function numbersAt(docs: QueryDoc[], fieldPath: unknown): Value[] {
  if (typeof fieldPath !== 'string') throw invalidArgument('Aggregation needs a field path');
  const path = parseFieldPath(fieldPath);
  const out: Value[] = [];
  for (const d of docs) {
    const v = getField(d.fields, path);
    // Non-numeric and missing values are skipped, as Firestore does.
    if (v && ('integerValue' in v || 'doubleValue' in v)) out.push(v);
  }
  return out;
}

function sum(values: Value[]): Value {
  let exact = 0n;
  let allInts = true;
  let double = 0;
  for (const v of values) {
    if ('integerValue' in v) {
      exact += BigInt(v.integerValue as string);
      double += Number(v.integerValue);
    } else {
      allInts = false;
      double += Number(v.doubleValue);
    }
  }
  // Integer sums stay integers unless they overflow int64, then Firestore returns a double.
  if (allInts && exact <= INT64_MAX && exact >= INT64_MIN) return { integerValue: exact.toString() };
  return { doubleValue: Number.isFinite(double) ? double : String(double) };
}

function countLimit(upTo: NonNullable<Aggregation['count']>['upTo']): number {
  if (upTo === undefined) return Number.POSITIVE_INFINITY;
  const raw = typeof upTo === 'object' ? upTo.value : upTo;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw invalidArgument('count upTo must be a positive integer');
  return n;
}

/** Firestore refuses a StructuredAggregationQuery with more aggregations than this. */
export const MAX_AGGREGATIONS = 5;

/**
 * The documents an aggregation query runs over: Firestore answers it from an index holding every
 * aggregated field, so a document lacking any one of them (whatever the type of the others) counts
 * for none of the aggregations, `count` included.
 */
function withAggregatedFields(docs: QueryDoc[], aggregations: Aggregation[]): QueryDoc[] {
  const paths: string[][] = [];
  for (const a of aggregations) {
    const fieldPath = (a.sum ?? a.avg)?.field?.fieldPath;
    if (typeof fieldPath === 'string') paths.push(parseFieldPath(fieldPath));
  }
  if (paths.length === 0) return docs;
  return docs.filter((d) => paths.every((p) => getField(d.fields, p) !== undefined));
}

/** Computes `aggregateFields` (alias -> Value) over the documents a query matched. */
export function aggregate(matched: QueryDoc[], aggregations: Aggregation[]): Record<string, Value> {
  if (!Array.isArray(aggregations) || aggregations.length === 0)
    throw invalidArgument('No aggregations given');
  if (aggregations.length > MAX_AGGREGATIONS) {
    throw invalidArgument(
      `Too many aggregations (${aggregations.length}): the maximum number of aggregations is ${MAX_AGGREGATIONS}`,
    );
  }
  const docs = withAggregatedFields(matched, aggregations);
  const out: Record<string, Value> = {};
  aggregations.forEach((a, i) => {
    const alias = a.alias || `field_${i + 1}`;
    if (alias in out) throw invalidArgument(`Duplicate aggregation alias ${alias}`);
    if (a.count) {
      out[alias] = { integerValue: String(Math.min(docs.length, countLimit(a.count.upTo))) };
    } else if (a.sum) {
      out[alias] = sum(numbersAt(docs, a.sum.field?.fieldPath));
    } else if (a.avg) {
      const values = numbersAt(docs, a.avg.field?.fieldPath);
      if (values.length === 0) {
        out[alias] = { nullValue: 'NULL_VALUE' };
      } else {
        const total = values.reduce(
          (s, v) => s + Number('integerValue' in v ? v.integerValue : v.doubleValue),
          0,
        );
        const avg = total / values.length;
        out[alias] = { doubleValue: Number.isFinite(avg) ? avg : String(avg) };
      }
    } else {
      throw invalidArgument('Aggregation must be count, sum or avg');
    }
  });
  return out;
}
