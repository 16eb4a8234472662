// Route "/recipe": describe a meal or list ingredients -> a one-person recipe with scaling and shopping.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EstimateLabels } from '../../components/nutrition/estimate-labels';
import { RecipeView } from '../../components/recipe/recipe-view';
import { Spinner } from '../../components/spinner';
import { DietaryChips, type DietaryLabel, dietaryLabels } from './dietary-chips';
import './recipe.css';
import { useGenerateRecipe } from './use-generate-recipe';

export default function RecipePage() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [dietary, setDietary] = useState<ReadonlySet<DietaryLabel>>(new Set());
  const [runs, setRuns] = useState(0);
  const { result, error, generating, generate } = useGenerateRecipe();
  const resultRef = useRef<HTMLElement | null>(null);

  // On a phone the recipe appears below the fold: bring it into view when it arrives.
  useEffect(() => {
    if (result) resultRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [result]);

  const toggleDietary = (label: DietaryLabel) =>
    setDietary((current) => {
      const next = new Set(current);
      if (next.has(label)) next.delete(label);
      else next.add(label);
      return next;
    });

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
    setRuns((n) => n + 1);
    void generate(full);
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
            onChange={(event) => setText(event.target.value)}
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
          />
        </section>
      )}
    </div>
  );
}
