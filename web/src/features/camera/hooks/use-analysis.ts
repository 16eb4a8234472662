// Runs one analysis (food photo, recipe photo, pasted recipe text, or a meal described in words) and holds
// its outcome. The state lives in the camera page, so leaving / drops result and error. A food photo and a
// described meal are logged in the diary at once, in the browser's time zone; changes made to the logged
// entry afterwards (rows, correction, slot, day) replace the result shown.
import type { CallableResponse } from '@contracts';
import { useCallback, useMemo, useState } from 'react';
import { userTimeZone } from '../../../domains/diary/diary-day';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { call } from '../../../lib/callable';
import { type ActionName, AppError, isConnectionFailure } from '../../../lib/error-message';
import type { PreparedImage } from '../image-downscale/downscale-image';

export type CaptureMode = 'food' | 'recipe';
/** A logged meal as the result panel shows it (from a photo or from words). */
export type FoodResult = CallableResponse<'analyzeFoodImage'>;
export type MealUpdate = CallableResponse<'updateMeal'>;
export type ScanResult = CallableResponse<'scanRecipe'>;

export type Analysis =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'food'; result: FoodResult }
  | { status: 'recipe'; result: ScanResult }
  | { status: 'noFood' }
  | { status: 'error'; code: string; mode: CaptureMode };

export type AnalysisInput =
  | { kind: 'photo'; mode: CaptureMode; prepare: () => Promise<PreparedImage>; note?: string }
  /** Pasted recipe text. */
  | { kind: 'text'; text: string }
  /** A meal described in words ("two eggs and toast"). */
  | { kind: 'meal'; description: string };

/** The camera's mode for an input: a described meal is food. */
const modeOf = (input: AnalysisInput): CaptureMode =>
  input.kind === 'photo' ? input.mode : input.kind === 'meal' ? 'food' : 'recipe';

type Finished = Exclude<Analysis, { status: 'running' }>;

async function analyse(input: AnalysisInput): Promise<Finished> {
  if (input.kind === 'text')
    return { status: 'recipe', result: await call('scanRecipe', { text: input.text }) };
  if (input.kind === 'meal') {
    const logged = await call('logMeal', { description: input.description, timeZone: userTimeZone() });
    return {
      status: 'food',
      result: {
        mealId: logged.mealId,
        nutrition: logged.nutrition,
        diary: { day: logged.day, slot: logged.slot },
        ...(logged.demo !== undefined ? { demo: logged.demo } : {}),
      },
    };
  }
  let prepared: PreparedImage;
  try {
    prepared = await input.prepare();
  } catch {
    throw new AppError('camera.imageError', 'the photo could not be prepared');
  }
  const data = { image: prepared.image, thumbnail: prepared.thumbnail };
  if (input.mode === 'recipe') return { status: 'recipe', result: await call('scanRecipe', data) };
  const note = input.note?.trim();
  return {
    status: 'food',
    result: await call('analyzeFoodImage', {
      ...data,
      ...(note ? { note } : {}),
      timeZone: userTimeZone(),
    }),
  };
}

// A failure of the connection says so: "failed to analyse" would blame the photo or the text.
async function analyseOnline(input: AnalysisInput): Promise<Finished> {
  try {
    return await analyse(input);
  } catch (error) {
    if (isConnectionFailure(error)) throw new AppError('common.connectionError', 'no connection');
    throw error;
  }
}

export function useAnalysis() {
  // An answer arriving after reset or after the page was left is dropped instead of overwriting what the
  // user now sees; the failure is shown inline by the page, never as a toast.
  const { busy, run: start, reset: forget } = useCallableAction({ errors: 'inline' });
  const [finished, setFinished] = useState<Finished>({ status: 'idle' });

  const run = useCallback(
    async (input: AnalysisInput) => {
      const mode = modeOf(input);
      const action: ActionName =
        input.kind === 'meal' ? 'logMeal' : mode === 'food' ? 'analyzeFood' : 'scanRecipe';
      const outcome = await start(action, () => analyseOnline(input));
      if (outcome.ok) setFinished(outcome.value);
      else if (outcome.reason === 'failed')
        setFinished(
          outcome.code === 'camera.noFoodDetected'
            ? { status: 'noFood' }
            : { status: 'error', code: outcome.code, mode },
        );
    },
    [start],
  );

  const reset = useCallback(() => {
    forget();
    setFinished({ status: 'idle' });
  }, [forget]);

  /** A change to the logged meal (its rows, a correction, its slot or day) replaces what is shown. */
  const update = useCallback((change: MealUpdate) => {
    setFinished((current) => {
      if (current.status !== 'food' || current.result.mealId !== change.mealId) return current;
      const { diary } = current.result;
      return {
        status: 'food',
        result: {
          ...current.result,
          nutrition: change.nutrition,
          ...(diary ? { diary: { day: change.day ?? diary.day, slot: change.slot ?? diary.slot } } : {}),
        },
      };
    });
  }, []);

  const analysis = useMemo<Analysis>(() => (busy ? { status: 'running' } : finished), [busy, finished]);
  return { analysis, run, reset, update };
}
