// "From a web address": importRecipeFromUrl with the address the user pasted or shared. The answer (the
// recipe, stored in History by the server) stays on the screen until the next import; a failure is shown
// under the field in the user's language and nothing else changes.
import type { CallableResponse } from '@contracts';
import { useState } from 'react';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { recipesApi } from '../recipes-api';

export type RecipeImport = CallableResponse<'importRecipeFromUrl'>;

export function useRecipeImport(initialUrl = '') {
  const [url, setUrl] = useState(initialUrl);
  const [result, setResult] = useState<RecipeImport | null>(null);
  // Counts answers: a new recipe starts with its own persons and nothing ticked.
  const [runs, setRuns] = useState(0);
  const action = useCallableAction({ errors: 'inline' });

  const importRecipe = async () => {
    const address = url.trim();
    if (!address || action.busy) return;
    const outcome = await action.run('importRecipe', () => recipesApi.importRecipeFromUrl(address), {
      needsConnection: true,
    });
    if (outcome.ok) {
      setResult(outcome.value);
      setRuns((count) => count + 1);
    }
  };

  return {
    url,
    setUrl,
    importRecipe,
    busy: action.busy,
    /** i18n key of the last failure. */
    error: action.error?.code ?? null,
    result,
    runs,
  };
}
