// A recipe text's analysis refused by the AI provider says the provider's words after ours; its other
// failures (no answer, an unusable one) keep our sentence alone.
import type { TFunction } from 'i18next';
import { beforeAll, expect, it } from 'vitest';
import { CallError } from './callable';
import { errorMessage } from './error-message';
import { i18n, loadAllNamespaces, setLanguage } from './i18n';

const t = i18n.t.bind(i18n) as unknown as TFunction;
beforeAll(async () => {
  await setLanguage('en');
  await loadAllNamespaces();
});
const exists = (key: string) => i18n.exists(key);

it("shows the provider's message after 'Failed to analyse recipe'", () => {
  const refused = new CallError(
    'recipe.analyzeError',
    'Rate limit reached for requests',
    'functions/unavailable',
  );
  expect(errorMessage('scanRecipe', refused, t, exists)).toBe(
    'Failed to analyse recipe: Rate limit reached for requests',
  );
});

it('keeps our sentence alone without provider words', () => {
  const plain = new CallError('recipe.analyzeError', 'Failed to analyze recipe', 'functions/unavailable');
  const unusable = new CallError('recipe.analyzeError', 'Failed to parse recipe data', 'functions/internal');
  expect(errorMessage('scanRecipe', plain, t, exists)).toBe('Failed to analyse recipe');
  expect(errorMessage('scanRecipe', unusable, t, exists)).toBe('Failed to analyse recipe');
});
