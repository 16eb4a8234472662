// Runs one analysis (food photo, recipe photo or pasted recipe text) and holds its outcome. The state lives
// in the camera page, so leaving / drops result and error (SPEC 2).
import type { CallableResponse } from '@contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CallError, call } from '../../lib/callable';
import type { PreparedImage } from './lib/downscale-image';

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

/** Error keys the backend sends that read well on this screen; anything else becomes the generic message. */
const shownCodes = new Set([
  'camera.invalidImageFormat',
  'camera.imageTooSmall',
  'camera.imageTooLarge',
  'camera.scanError',
  'recipe.analyzeError',
  'recipe.textRequired',
  'common.quotaExceeded',
  'common.aiTimeout',
]);

function errorCode(error: unknown, mode: CaptureMode): string {
  const fallback = mode === 'food' ? 'camera.analyzeError' : 'camera.scanError';
  if (error instanceof CallError && shownCodes.has(error.code)) return error.code;
  return fallback;
}

export function useAnalysis() {
  const [analysis, setAnalysis] = useState<Analysis>({ status: 'idle' });
  // Each run gets a number; an answer arriving after a newer run started, or after the page was left, is
  // dropped instead of overwriting what the user now sees.
  const runId = useRef(0);
  useEffect(
    () => () => {
      runId.current += 1;
    },
    [],
  );

  const run = useCallback(async (input: AnalysisInput) => {
    const id = ++runId.current;
    const mode: CaptureMode = input.kind === 'text' ? 'recipe' : input.mode;
    setAnalysis({ status: 'running' });
    let next: Analysis;
    try {
      if (input.kind === 'text') {
        next = { status: 'recipe', result: await call('scanRecipe', { text: input.text }) };
      } else {
        let prepared: PreparedImage;
        try {
          prepared = await input.prepare();
        } catch {
          next = { status: 'error', code: 'camera.imageError', mode };
          if (id === runId.current) setAnalysis(next);
          return;
        }
        const data = { image: prepared.image, thumbnail: prepared.thumbnail };
        next =
          input.mode === 'food'
            ? { status: 'food', result: await call('analyzeFoodImage', data) }
            : { status: 'recipe', result: await call('scanRecipe', data) };
      }
    } catch (error) {
      next =
        error instanceof CallError && error.code === 'camera.noFoodDetected' && mode === 'food'
          ? { status: 'noFood' }
          : { status: 'error', code: errorCode(error, mode), mode };
    }
    if (id === runId.current) setAnalysis(next);
  }, []);

  const reset = useCallback(() => {
    runId.current += 1;
    setAnalysis({ status: 'idle' });
  }, []);

  return { analysis, run, reset };
}
