// "From a web address" on the recipe screen: the address (typed, pasted or shared to the app) imported by
// importRecipeFromUrl, and the recipe shown like a scanned one with what can be done with it: shop for it,
// plan it, log it.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAddToList } from '../../domains/lists/hooks/use-add-to-list';
import { PlanIt } from '../../domains/plans/components/plan-it';
import { ImportedRecipe } from '../../domains/recipes/components/imported-recipe';
import { UrlImportForm } from '../../domains/recipes/components/url-import-form';
import { useRecipeImport } from '../../domains/recipes/hooks/use-recipe-import';
import { AteThis } from './ate-this';
import { sharedAddress } from './shared-address';

export function ImportSection() {
  const location = useLocation();
  const navigate = useNavigate();
  const shared = sharedAddress(location.search);
  const importer = useRecipeImport(shared ?? '');
  const addToList = useAddToList();
  const resultRef = useRef<HTMLElement | null>(null);
  const { result, runs, setUrl } = importer;

  // A share fills the field in, then leaves the address bar clean so a reload does not fill it again.
  useEffect(() => {
    if (!shared) return;
    setUrl(shared);
    navigate(location.pathname, { replace: true });
  }, [shared, setUrl, navigate, location.pathname]);

  // The recipe appears below the fold on a phone: brought into view when it arrives.
  useEffect(() => {
    if (runs > 0) resultRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [runs]);

  return (
    <>
      <UrlImportForm
        url={importer.url}
        onUrlChange={setUrl}
        onImport={() => void importer.importRecipe()}
        busy={importer.busy}
        error={importer.error}
      />
      {result && !importer.busy && (
        <section
          ref={resultRef}
          key={runs}
          className="card recipe-page__result"
          aria-label={result.recipe.title}
          data-testid="imported-recipe"
        >
          <ImportedRecipe recipe={result.recipe} addToList={addToList}>
            <PlanIt mealId={result.mealId} persons={result.recipe.servings} />
            <AteThis mealId={result.mealId} />
          </ImportedRecipe>
        </section>
      )}
    </>
  );
}
