// Which meals the camera screen offers to log again in one tap: the user's favourites, then their latest
// eaten entries, one per description (the same breakfast eaten every day is one chip), none repeating a
// favourite. Pure, so the choice is tested without a screen.
import type { Favorite, Meal } from './queries';

/** What is logged again: one of the user's meals, or one of their favourites; `name` is what the toast says. */
export type QuickLogTarget =
  | { kind: 'meal'; mealId: string; name: string }
  | { kind: 'favorite'; favoriteId: string; name: string };

/** How many of the newest meals the chips and the editor's recent foods read: History's page size, so
 * the three share one query and one listener. */
export const RECENT_MEALS_READ = 10;

/** How many recent entries are offered at most. */
export const MAX_RECENT_CHIPS = 8;

export interface QuickLogChip {
  key: string;
  name: string;
  calories: number;
  favorite: boolean;
  target: QuickLogTarget;
}

const sameText = (text: string) => text.trim().toLocaleLowerCase();

/** `meals` newest first, as the history's first page reads them; recipes not eaten are left out. */
export function quickLogChips(favorites: readonly Favorite[], meals: readonly Meal[]): QuickLogChip[] {
  const seen = new Set<string>();
  const chips: QuickLogChip[] = [];
  for (const favorite of favorites) {
    const name = favorite.name || favorite.description;
    if (!name) continue;
    seen.add(sameText(favorite.description || name));
    chips.push({
      key: `favorite-${favorite.id}`,
      name,
      calories: favorite.calories,
      favorite: true,
      target: { kind: 'favorite', favoriteId: favorite.id, name },
    });
  }
  let recent = 0;
  for (const meal of meals) {
    if (recent >= MAX_RECENT_CHIPS) break;
    const name = meal.title || meal.description || meal.meal || '';
    if (!meal.day || !name || seen.has(sameText(meal.description || name))) continue;
    seen.add(sameText(meal.description || name));
    recent += 1;
    chips.push({
      key: `meal-${meal.id}`,
      name,
      calories: meal.calories ?? 0,
      favorite: false,
      target: { kind: 'meal', mealId: meal.id, name },
    });
  }
  return chips;
}
