// Before anything is typed in "+ Add food": the user's favourite meals, then the foods they logged lately,
// each added to the slot in one tap (a favourite by logFavorite, a food by logFoods at its last grams).
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../hooks/use-auth';
import { useLiveQuery } from '../../../hooks/use-live-query';
import { formatCalories } from '../../nutrition/components/format-nutrition';
import { recentItem } from '../food-items';
import type { FoodItem } from '../hooks/use-add-food';
import { useRecentFoods } from '../hooks/use-recent-foods';
import { favoritesQuery } from '../queries';
import { ChipList } from './chip-list';
import { RecentFoods } from './recent-foods';

/** As many favourites as fit two rows of chips on a phone. */
const FAVORITES_SHOWN = 4;

interface Props {
  busy: boolean;
  onFavorite: (favoriteId: string, name: string) => void;
  onFood: (item: FoodItem, name: string) => void;
}

export function QuickPicks({ busy, onFavorite, onFood }: Props) {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const favorites = useLiveQuery(uid ? favoritesQuery(uid, FAVORITES_SHOWN) : null).data ?? [];
  const recent = useRecentFoods([], true);
  const chips = favorites.map((favorite) => {
    const name = favorite.name || favorite.description;
    return {
      key: favorite.id,
      name,
      note: t('diary.rows.kcalValue', { value: formatCalories(favorite.calories, i18n.language) }),
      onPick: () => onFavorite(favorite.id, name),
    };
  });
  return (
    <div className="quick-picks">
      <ChipList title={t('diary.add.favorites')} chips={chips} busy={busy} />
      <RecentFoods foods={recent} busy={busy} onAdd={(food) => onFood(recentItem(food), food.name)} />
    </div>
  );
}
