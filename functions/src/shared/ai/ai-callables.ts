// The callables that ask the AI, by name. No imports: the functions' wiring and the web's callable client
// both read it. Each of these spends the AI budget, so with App Check enforced each accepts an App Check
// token once (a captured request cannot be replayed), and the web app asks for a limited-use token for
// every call to one of them.
export const aiCallableNames = [
  'analyzeFoodImage',
  'scanRecipe',
  'generateRecipe',
  'logMeal',
  'updateMeal',
  'correctMeal',
  'scanLabel',
  // Asks the AI only for a page without a structured recipe, but every call fetches a page.
  'importRecipeFromUrl',
] as const;

export type AiCallableName = (typeof aiCallableNames)[number];

export function isAiCallable(name: string): name is AiCallableName {
  return (aiCallableNames as readonly string[]).includes(name);
}
