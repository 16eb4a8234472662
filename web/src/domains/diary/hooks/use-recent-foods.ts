// The rows editor's recent foods (see ../recent-foods.ts), read live from the user's newest meals.
import { useAuth } from '../../../hooks/use-auth';
import { useLiveQuery } from '../../../hooks/use-live-query';
import type { MealRow } from '../meal-rows';
import { mealsQuery } from '../queries';
import { RECENT_MEALS_READ } from '../quick-log-chips';
import { type RecentFood, recentFoods } from '../recent-foods';

export function useRecentFoods(current: readonly MealRow[], enabled: boolean): RecentFood[] {
  const { user } = useAuth();
  const uid = enabled ? (user?.uid ?? null) : null;
  const meals = useLiveQuery(uid ? mealsQuery(uid, { limit: RECENT_MEALS_READ }) : null);
  return recentFoods(meals.data ?? [], current);
}
