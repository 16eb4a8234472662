// The one pipeline every AI callable runs: count the call against the daily quota, ask the provider,
// read the answer with its schema, turn failures into the callable's own errors, and run the calorie
// consistency check. Handlers keep only their input, prompt and storage.

import type { z } from 'zod';
import { type CalorieConsistency, checkCalorieConsistency } from '../nutrition/calorie-consistency.js';
import type { CallContext, Deps } from '../platform/deps.js';
import { logEvents } from '../platform/log.js';
import type { Language } from '../shared/languages.js';
import type { AiAnswerDefinition } from './ai-answer.js';
import { type AiMode, toAiAppError } from './ai-errors.js';
import { beginAiCall } from './quota.js';

type Totals = { calories: number; protein: number; carbs: number; fat: number };

export interface AiCall<T> {
  /** Which callable's failure messages apply. */
  mode: AiMode;
  answer: AiAnswerDefinition<z.ZodType, T>;
  prompt: (language: Language) => { system: string; user: string };
  imageDataUrl?: string;
  maxTokens: number;
  temperature: number;
  /** The totals of the answer the calorie consistency check applies to. */
  totals: (value: T) => Totals;
}

export interface AiCallResult<T> {
  value: T;
  consistency: CalorieConsistency;
  /** The provider marked the answer as a local demo answer. */
  demo: boolean;
  /** The caller's language, which the prompt was written in. */
  language: Language;
}

export async function runAiCall<T>(call: AiCall<T>, ctx: CallContext, deps: Deps): Promise<AiCallResult<T>> {
  const language = await beginAiCall(ctx, deps);
  let value: T;
  let demo: boolean;
  try {
    const answer = await deps.ai.complete({
      schemaName: call.answer.name,
      schema: call.answer.jsonSchema,
      ...call.prompt(language),
      ...(call.imageDataUrl !== undefined ? { imageDataUrl: call.imageDataUrl } : {}),
      maxTokens: call.maxTokens,
      temperature: call.temperature,
    });
    demo = answer.demo;
    value = call.answer.read(answer.content);
  } catch (error) {
    deps.log.warn(logEvents.aiCallFailed, { uid: ctx.uid, mode: call.mode, error });
    throw toAiAppError(error, call.mode);
  }
  const { calories, protein, carbs, fat } = call.totals(value);
  const totals = { calories, protein, carbs, fat };
  const consistency = checkCalorieConsistency(totals);
  if (!consistency.consistent) {
    deps.log.warn(logEvents.calorieConsistencyMismatch, {
      uid: ctx.uid,
      mode: call.mode,
      ...totals,
      ...consistency,
    });
  }
  return { value, consistency, demo, language };
}

/** `{ demo: true }` for demo answers, nothing otherwise: the field is absent from real results. */
export const demoFlag = (demo: boolean) => (demo ? { demo: true as const } : {});
