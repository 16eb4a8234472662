// One definition per AI answer: a zod schema of what the model is asked to send, tolerant where models
// stray (keys in any app language, numbers as text, rounding), from which both the provider's strict JSON
// schema and the reader of a raw answer are derived.
import { z } from 'zod';
import type { AiSchemaName } from '../platform/ai-port.js';
import { canonicalise, macroBound, readNumber, round1 } from './answer-reading.js';
import { extractJsonObject } from './extract-json.js';
import { ParseFailure, type ParseFailureReason } from './parse-failure.js';

export interface AiAnswerDefinition<S extends z.ZodType, T> {
  name: AiSchemaName;
  schema: S;
  /** Sent as `response_format.json_schema.schema` (strict mode). */
  jsonSchema: Record<string, unknown>;
  /** A raw answer -> the handler's value, or a ParseFailure naming the first problem. */
  read(content: string | null): T;
}

/** What a well-behaved model sends: the shape test doubles build their answers from. */
export type AnswerShape<D> = D extends AiAnswerDefinition<infer S, unknown> ? z.output<S> : never;

export function defineAnswer<S extends z.ZodType, T>(
  name: AiSchemaName,
  schema: S,
  toValue: (answer: z.output<S>) => T,
  unreadable: Record<'empty' | 'no-json', string> = {
    empty: 'The AI answer held no JSON object',
    'no-json': 'The AI answer held no JSON object',
  },
): AiAnswerDefinition<S, T> {
  return {
    name,
    schema,
    jsonSchema: providerJsonSchema(schema),
    read(content) {
      const extracted = extractJsonObject(content);
      if (!extracted.ok) throw new ParseFailure(extracted.reason, unreadable[extracted.reason]);
      const parsed = schema.safeParse(extracted.value);
      if (!parsed.success) throw toParseFailure(parsed.error.issues[0]);
      return toValue(parsed.data);
    },
  };
}

/** Keywords strict structured outputs accept and the answers need; bounds and defaults stay server-side. */
const PROVIDER_KEYWORDS = new Set(['type', 'properties', 'required', 'additionalProperties', 'items']);

/** The schema's output shape as JSON schema, reduced to the keywords above. */
export function providerJsonSchema(schema: z.ZodType): Record<string, unknown> {
  return prune(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw' })) as Record<string, unknown>;
}

function prune(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(prune);
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (!PROVIDER_KEYWORDS.has(key)) continue;
    out[key] =
      key === 'properties'
        ? Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, prune(v)]))
        : prune(value);
  }
  return out;
}

interface FailureParams {
  reason: ParseFailureReason;
  field?: string;
}

function toParseFailure(issue: z.core.$ZodIssue | undefined): ParseFailure {
  const params = issue?.code === 'custom' ? (issue.params as FailureParams | undefined) : undefined;
  const field = params?.field ?? issue?.path.find((p): p is string => typeof p === 'string');
  return new ParseFailure(params?.reason ?? 'invalid', issue?.message ?? 'Unusable AI answer', field);
}

/** Records why a field is unusable; inside a preprocess step this stops the field's validation. */
export function reject(
  ctx: z.RefinementCtx,
  reason: ParseFailureReason,
  message: string,
  field?: string,
): undefined {
  ctx.addIssue({ code: 'custom', message, params: { reason, ...(field ? { field } : {}) } });
  return undefined;
}

export type FigureProblem = 'missing' | 'invalid' | 'implausible';
/** How one answer words a figure it cannot use: the failure reason and message for each problem. */
export type FigureWording = (
  problem: FigureProblem,
  field: string,
  max: number,
) => { reason: ParseFailureReason; message: string };

/** A non-negative number, written as a number or as text ("250 kcal", "1/2", "300-400"), at most `max`,
 * rounded by `round`. */
export function figure(field: string, max: number, round: (n: number) => number, wording: FigureWording) {
  return z.preprocess((value, ctx) => {
    const read = readNumber(value);
    if (read.kind === 'ok' && read.value <= max) return round(read.value);
    const problem = read.kind === 'missing' ? 'missing' : read.kind === 'ok' ? 'implausible' : 'invalid';
    const { reason, message } = wording(problem, field, max);
    return reject(ctx, reason, message, field);
  }, z.number());
}

export const TOTALS = ['calories', 'protein', 'carbs', 'fat'] as const;

/** The four nutrition totals: whole kcal, grams to one decimal. */
export function totalFigures(wording: FigureWording) {
  return {
    calories: figure('calories', macroBound('calories'), Math.round, wording),
    protein: figure('protein', macroBound('protein'), round1, wording),
    carbs: figure('carbs', macroBound('carbs'), round1, wording),
    fat: figure('fat', macroBound('fat'), round1, wording),
  };
}

export const hasTotals = (o: Record<string, unknown>) => TOTALS.some((t) => t in o);

/** The totals of `source`, or of its nested nutrition object when the model nested them. */
export function totalsOf(source: Record<string, unknown>): Record<string, unknown> {
  const from = hasTotals(source) ? source : canonicalise(source.nutritionData);
  return Object.fromEntries(TOTALS.filter((t) => t in from).map((t) => [t, from[t]]));
}
