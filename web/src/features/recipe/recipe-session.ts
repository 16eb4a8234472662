// What the recipe screen shows, kept for the session in memory: the prompt, the dietary choices, the last
// recipe with its persons and ticked ingredients, and a generation under way. A quick look at another tab
// and back finds it all as it was, an answer that arrives meanwhile included; a reload starts afresh, and
// another user signing in on the same tab never sees it.
import type { CallableResponse } from '@contracts';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { RecipeViewState } from '../../domains/recipes/components/recipe-view';
import { recipesApi } from '../../domains/recipes/recipes-api';
import { carriedCode, errorKey } from '../../lib/error-message';
import { i18n } from '../../lib/i18n';
import type { DietaryLabel } from './dietary-chips';

export type GeneratedRecipe = CallableResponse<'generateRecipe'>;
export type RecipeRequest = { prompt: string } | { mealId: string };

export interface RecipeSession {
  /** Whose session this is: a different signed-in user starts with an empty one. */
  owner: string | null;
  text: string;
  dietary: readonly DietaryLabel[];
  generating: boolean;
  /** i18n key of the last failure. */
  error: string | null;
  result: GeneratedRecipe | null;
  /** Counts results: each new recipe starts with its own persons and nothing ticked. */
  runs: number;
  view: RecipeViewState | null;
  /** The history meal a recipe was last asked for (from the camera's "Generate a recipe"). */
  mealId: string | null;
}

const empty: RecipeSession = {
  owner: null,
  text: '',
  dietary: [],
  generating: false,
  error: null,
  result: null,
  runs: 0,
  view: null,
  mealId: null,
};

let state = empty;
// Bumped by every start and reset: only the latest request may write its answer.
let ticket = 0;
const listeners = new Set<() => void>();

function update(patch: Partial<RecipeSession>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => state;

export const recipeSession = {
  read,
  /** Starts the session of `uid` afresh unless it is already theirs. */
  claim(uid: string | null): void {
    if (state.owner === uid) return;
    ticket += 1;
    update({ ...empty, owner: uid });
  },
  setText: (text: string) => update({ text }),
  setDietary: (dietary: readonly DietaryLabel[]) => update({ dietary }),
  setView: (view: RecipeViewState) => update({ view }),
  /** Generates a recipe; the answer is kept even when the screen was left meanwhile. */
  async generate(request: RecipeRequest): Promise<void> {
    const mine = ++ticket;
    // Offline the AI cannot answer: said at once instead of a spinner.
    if (globalThis.navigator?.onLine === false) {
      update({ error: 'common.connectionError' });
      return;
    }
    update({ generating: true, error: null, ...('mealId' in request ? { mealId: request.mealId } : {}) });
    try {
      const result = await recipesApi.generateRecipe(request);
      if (mine !== ticket) return;
      update({ generating: false, result, runs: state.runs + 1, view: null });
    } catch (error) {
      if (mine !== ticket) return;
      if (carriedCode(error) === undefined) console.error(error);
      update({ generating: false, error: errorKey('generateRecipe', error, (key) => i18n.exists(key)) });
    }
  },
  /** Forgets everything (sign-out, tests). */
  reset(): void {
    ticket += 1;
    update(empty);
  },
};

/**
 * The session of the signed-in user `uid`, re-rendering on every change. Until it is claimed (an effect,
 * so before any change the screen makes), another user's session reads as an empty one.
 */
export function useRecipeSession(uid: string | null): RecipeSession {
  const blank = useMemo<RecipeSession>(() => ({ ...empty, owner: uid }), [uid]);
  const snapshot = useCallback(() => (state.owner === uid ? state : blank), [uid, blank]);
  useEffect(() => recipeSession.claim(uid), [uid]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
