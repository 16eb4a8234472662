import { normalizeTimestamp } from './clock.js';
import { FirestoreError, invalidArgument } from './errors.js';
import { getField, parseFieldPath, setField } from './field-path.js';
import { parseDocumentName } from './names.js';
import { normalizeFields, normalizeValue } from './normalize.js';
import { arrayElements, compareNumbers, isNaNValue, kindOf, type Value, valuesEqual } from './values.js';

export interface Doc {
  name: string;
  fields: Record<string, Value>;
  createTime: string;
  updateTime: string;
}

export interface FieldTransform {
  fieldPath?: string;
  setToServerValue?: string | number;
  increment?: unknown;
  maximum?: unknown;
  minimum?: unknown;
  appendMissingElements?: { values?: unknown[] };
  removeAllFromArray?: { values?: unknown[] };
}

/** A Write in REST JSON. */
export interface Write {
  update?: { name?: string; fields?: Record<string, unknown> };
  delete?: string;
  transform?: { document?: string; fieldTransforms?: FieldTransform[] };
  updateMask?: { fieldPaths?: string[] };
  updateTransforms?: FieldTransform[];
  currentDocument?: { exists?: boolean; updateTime?: string };
}

export interface WriteOutcome {
  name: string;
  doc: Doc | null;
  /** The document did not change (its update time is kept and no change is reported). */
  unchanged: boolean;
  transformResults: Value[];
}

const MAX_DOC_BYTES = 1_048_576;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** The document a write targets (validated). */
export function writeTarget(write: Write): string {
  if (typeof write !== 'object' || write === null) throw invalidArgument('Invalid write');
  const name = write.update?.name ?? write.delete ?? write.transform?.document;
  parseDocumentName(name);
  return name as string;
}

function checkPrecondition(write: Write, name: string, current: Doc | null): void {
  const pre = write.currentDocument;
  if (!pre) return;
  if (pre.exists === true && !current)
    throw new FirestoreError('NOT_FOUND', `No document to update: ${name}`);
  if (pre.exists === false && current)
    throw new FirestoreError('ALREADY_EXISTS', `Document already exists: ${name}`);
  if (pre.updateTime !== undefined) {
    const wanted = normalizeTimestamp(pre.updateTime);
    if (!current || current.updateTime !== wanted) {
      throw new FirestoreError(
        'FAILED_PRECONDITION',
        current
          ? `The document ${name} was updated after ${pre.updateTime}`
          : `No document to update: ${name}`,
      );
    }
  }
}

function isNumber(v: Value | undefined): v is Value {
  return v !== undefined && ('integerValue' in v || 'doubleValue' in v);
}

function increment(current: Value | undefined, operand: Value): Value {
  if (!isNumber(current)) return operand;
  if ('integerValue' in current && 'integerValue' in operand) {
    const sum = BigInt(current.integerValue as string) + BigInt(operand.integerValue as string);
    // Integer increments saturate at the int64 bounds, as Firestore does.
    const clamped = sum > INT64_MAX ? INT64_MAX : sum < INT64_MIN ? INT64_MIN : sum;
    return { integerValue: clamped.toString() };
  }
  const toNum = (v: Value) => ('integerValue' in v ? Number(v.integerValue) : Number(v.doubleValue));
  return normalizeValue({ doubleValue: toNum(current) + toNum(operand) });
}

function extreme(current: Value | undefined, operand: Value, wantMax: boolean): Value {
  if (!isNumber(current)) return operand;
  if (isNaNValue(current)) return current;
  if (isNaNValue(operand)) return operand;
  const c = compareNumbers(operand, current);
  return (wantMax ? c > 0 : c < 0) ? operand : current;
}

function numericOperand(raw: unknown, what: string): Value {
  const v = normalizeValue(raw, what);
  if (!isNumber(v)) throw invalidArgument(`${what} needs a numeric operand`);
  return v;
}

function applyTransform(fields: Record<string, Value>, t: FieldTransform, commitTime: string): Value {
  if (typeof t.fieldPath !== 'string') throw invalidArgument('Field transform needs a fieldPath');
  const path = parseFieldPath(t.fieldPath);
  const current = getField(fields, path);
  let next: Value;
  let result: Value;
  if (t.setToServerValue !== undefined) {
    if (t.setToServerValue !== 1 && t.setToServerValue !== 'REQUEST_TIME') {
      throw invalidArgument(`Invalid server value: ${JSON.stringify(t.setToServerValue)}`);
    }
    next = { timestampValue: commitTime };
    result = next;
  } else if (t.increment !== undefined) {
    next = increment(current, numericOperand(t.increment, 'increment'));
    result = next;
  } else if (t.maximum !== undefined || t.minimum !== undefined) {
    const wantMax = t.maximum !== undefined;
    next = extreme(
      current,
      numericOperand(wantMax ? t.maximum : t.minimum, wantMax ? 'maximum' : 'minimum'),
      wantMax,
    );
    result = next;
  } else if (t.appendMissingElements !== undefined || t.removeAllFromArray !== undefined) {
    const append = t.appendMissingElements !== undefined;
    const spec = (append ? t.appendMissingElements : t.removeAllFromArray) as { values?: unknown[] };
    const operands = (spec.values ?? []).map((v, i) => normalizeValue(v, `${t.fieldPath}[${i}]`, 0, true));
    const existing = current && kindOf(current) === 'array' ? arrayElements(current) : [];
    let values: Value[];
    if (append) {
      values = [...existing];
      // NaN equals NaN here (Firestore's rule for array transforms).
      for (const v of operands) if (!values.some((x) => valuesEqual(x, v, true))) values.push(v);
    } else {
      values = existing.filter((x) => !operands.some((v) => valuesEqual(x, v, true)));
    }
    next = { arrayValue: { values } };
    result = { nullValue: 'NULL_VALUE' };
  } else {
    throw invalidArgument(`Unknown field transform on ${t.fieldPath}`);
  }
  setField(fields, path, next);
  return result;
}

/** Structural equality of stored fields (1 and 1.0 differ here: a change of type is a change). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** Applies one write to the current state of its document (pure: `current` is not modified). */
export function applyWrite(write: Write, current: Doc | null, commitTime: string): WriteOutcome {
  const name = writeTarget(write);
  checkPrecondition(write, name, current);
  if (write.delete !== undefined) {
    return { name, doc: null, unchanged: current === null, transformResults: [] };
  }
  let fields: Record<string, Value>;
  if (write.update) {
    const given = normalizeFields(write.update.fields ?? {});
    if (write.updateMask) {
      fields = current ? structuredClone(current.fields) : {};
      for (const p of write.updateMask.fieldPaths ?? []) {
        const path = parseFieldPath(p);
        setField(fields, path, getField(given, path));
      }
    } else {
      fields = given;
    }
  } else {
    fields = current ? structuredClone(current.fields) : {};
  }
  const transforms = write.updateTransforms ?? write.transform?.fieldTransforms ?? [];
  const transformResults = transforms.map((t) => applyTransform(fields, t, commitTime));
  if (Buffer.byteLength(JSON.stringify(fields)) > MAX_DOC_BYTES * 2) {
    throw invalidArgument(`Document ${name} exceeds the maximum size of 1 MiB`);
  }
  if (current && sameJson(current.fields, fields)) {
    return { name, doc: current, unchanged: true, transformResults };
  }
  return {
    name,
    doc: { name, fields, createTime: current?.createTime ?? commitTime, updateTime: commitTime },
    unchanged: false,
    transformResults,
  };
}
