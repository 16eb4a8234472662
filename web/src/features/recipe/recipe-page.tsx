// Route "/recipe": describe a meal or list ingredients -> a one-person recipe with scaling and shopping; or
// import one from a web address; and the week's meal plan, with its shopping in one go.
// Everything on the screen lives in the recipe session, so a look at another tab loses nothing. The
// camera's "Generate a recipe" arrives here with the meal id in the navigation state.
import { type FormEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Spinner } from '../../components/spinner';
import { useAddToList } from '../../domains/lists/hooks/use-add-to-list';
import { EstimateLabels } from '../../domains/nutrition/components/estimate-labels';
import { PlanIt } from '../../domains/plans/components/plan-it';
import { RecipeView } from '../../domains/recipes/components/recipe-view';
import { useAuth } from '../../hooks/use-auth';
import { AteThis } from './ate-this';
import { DietaryChips, type DietaryLabel, dietaryLabels } from './dietary-chips';
import { ImportSection } from './import-section';
import './recipe.css';
import { recipeSession, useRecipeSession } from './recipe-session';
import { WeekSection } from './week-section';

/** The meal id of navigation state `{ recipeForMeal }` (what the camera's "Generate a recipe" sends). */
function mealAsked(state: unknown): string | null {
  const id = (state as { recipeForMeal?: unknown } | null)?.recipeForMeal;
  return typeof id === 'string' && id ? id : null;
}

export default function RecipePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const session = useRecipeSession(user?.uid ?? null);
  const { text, result, error, generating, runs } = session;
  const dietary = new Set(session.dietary);
  const addToList = useAddToList();
  const resultRef = useRef<HTMLElement | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const askedMeal = mealAsked(location.state);

  // From the camera: generate the meal's recipe once, then drop the request so back or reload do not
  // ask again.
  useEffect(() => {
    if (!askedMeal) return;
    const current = recipeSession.read();
    if (!(current.generating && current.mealId === askedMeal))
      void recipeSession.generate({ mealId: askedMeal });
    navigate(location.pathname, { replace: true, state: null });
  }, [askedMeal, navigate, location.pathname]);

  // On a phone the recipe appears below the fold: bring it into view when a new one arrives (not when
  // the screen is opened again on a kept one).
  const shownRuns = useRef(runs);
  useEffect(() => {
    if (result && runs !== shownRuns.current)
      resultRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    shownRuns.current = runs;
  }, [result, runs]);

  const toggleDietary = (label: DietaryLabel) =>
    recipeSession.setDietary(
      dietaryLabels.filter((other) => (other === label ? !dietary.has(other) : dietary.has(other))),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const prompt = text.trim();
    if (!prompt || generating) return;
    // Preferences travel as a sentence in the user's language, appended to what they typed.
    const chosen = dietaryLabels
      .filter((label) => dietary.has(label))
      .map((label) => t(`recipe.dietary.${label}`));
    const full = chosen.length
      ? `${prompt}\n\n${t('recipe.dietaryPrompt', { labels: chosen.join(', ') })}`
      : prompt;
    void recipeSession.generate({ prompt: full });
  };

  return (
    <div className="recipe-page">
      <h1>{t('recipe.title')}</h1>
      <p className="muted">{t('recipe.subtitle')}</p>
      <form className="card stack" onSubmit={submit} aria-busy={generating}>
        <div className="field">
          <label htmlFor="recipe-prompt">{t('recipe.promptLabel')}</label>
          <textarea
            id="recipe-prompt"
            required
            rows={6}
            value={text}
            placeholder={t('recipe.promptPlaceholder')}
            aria-describedby="recipe-prompt-hint"
            onChange={(event) => recipeSession.setText(event.target.value)}
          />
          <p id="recipe-prompt-hint" className="muted recipe-page__hint">
            {t('recipe.promptHint')}
          </p>
        </div>
        <DietaryChips selected={dietary} onToggle={toggleDietary} />
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={generating || !text.trim()}
        >
          {generating && <Spinner size={18} />}
          {generating ? t('recipe.generating') : t('recipe.generate')}
        </button>
        {error && (
          <p className="form-error" role="alert">
            {t(error)}
          </p>
        )}
      </form>

      {result && !generating && (
        <section ref={resultRef} className="card recipe-page__result" aria-label={result.recipe.title}>
          <EstimateLabels demo={result.demo} consistent={result.consistent} />
          <RecipeView
            key={runs}
            title={result.recipe.title}
            ingredients={result.recipe.ingredients}
            instructions={result.recipe.instructions}
            basePersons={result.recipe.persons}
            nutrition={result.nutritionData}
            addToList={addToList}
            initialView={session.view}
            onViewChange={recipeSession.setView}
          />
          {result.mealId && (
            <>
              <PlanIt key={`plan-${result.mealId}`} mealId={result.mealId} persons={result.recipe.persons} />
              <AteThis key={result.mealId} mealId={result.mealId} />
            </>
          )}
        </section>
      )}

      <ImportSection />
      <WeekSection />
    </div>
  );
}
