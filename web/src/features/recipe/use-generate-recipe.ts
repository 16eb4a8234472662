// generateRecipe from a typed prompt; keeps the latest result and a user-facing error key.
import type { CallableResponse } from '@contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CallError, call } from '../../lib/callable';

export type GeneratedRecipe = CallableResponse<'generateRecipe'>;

/** Server error keys worth showing as they are; every other failure reads as SPEC 8's generate error. */
const shownCodes = new Set(['common.quotaExceeded', 'common.aiTimeout', 'recipe.promptRequired']);

export function useGenerateRecipe() {
  const [result, setResult] = useState<GeneratedRecipe | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  const inFlight = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const generate = useCallback(async (prompt: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setGenerating(true);
    setError(null);
    try {
      const answer = await call('generateRecipe', { prompt });
      if (mounted.current) setResult(answer);
    } catch (e) {
      if (mounted.current)
        setError(e instanceof CallError && shownCodes.has(e.code) ? e.code : 'recipe.generateError');
    } finally {
      inFlight.current = false;
      if (mounted.current) setGenerating(false);
    }
  }, []);

  return { result, error, generating, generate };
}
