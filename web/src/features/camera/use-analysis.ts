// Runs one analysis (food photo, recipe photo or pasted recipe text) and holds its outcome. The state lives
// in the camera page, so leaving / drops result and error (docs/product-rules.md#screens).
import type { CallableResponse } from '@contracts';
import { useCallback, useMemo, useState } from 'react';
import { useCallableAction } from '../../hooks/use-callable-action';
import { call } from '../../lib/callable';
import { AppError, isConnectionFailure } from '../../lib/error-message';
import type { PreparedImage } from './image-downscale/downscale-image';

export type CaptureMode = 'food' | 'recipe';
export type FoodResult = CallableResponse<'analyzeFoodImage'>;
export type ScanResult = CallableResponse<'scanRecipe'>;

export type Analysis =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'food'; result: FoodResult }
  | { status: 'recipe'; result: ScanResult }
  | { status: 'noFood' }
  | { status: 'error'; code: string; mode: CaptureMode };

export type AnalysisInput =
  | { kind: 'photo'; mode: CaptureMode; prepare: () => Promise<PreparedImage> }
  | { kind: 'text'; text: string };

type Finished = Exclude<Analysis, { status: 'running' }>;

async function analyse(input: AnalysisInput): Promise<Finished> {
  if (input.kind === 'text')
    return { status: 'recipe', result: await call('scanRecipe', { text: input.text }) };
  let prepared: PreparedImage;
  try {
    prepared = await input.prepare();
  } catch {
    throw new AppError('camera.imageError', 'the photo could not be prepared');
  }
  const data = { image: prepared.image, thumbnail: prepared.thumbnail };
  return input.mode === 'food'
    ? { status: 'food', result: await call('analyzeFoodImage', data) }
    : { status: 'recipe', result: await call('scanRecipe', data) };
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
      const mode: CaptureMode = input.kind === 'text' ? 'recipe' : input.mode;
      const outcome = await start(mode === 'food' ? 'analyzeFood' : 'scanRecipe', () => analyseOnline(input));
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

  const analysis = useMemo<Analysis>(() => (busy ? { status: 'running' } : finished), [busy, finished]);
  return { analysis, run, reset };
}
