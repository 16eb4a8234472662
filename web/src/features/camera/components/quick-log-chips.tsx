// The row of chips under the today card: the user's favourites and latest eaten meals, each logged again
// now with one tap (see useQuickLog), with an undo in the toast. It reads two live queries: up to 8
// favourites, and the 10 newest meals (the same query as History's first page, so Firestore answers the
// two screens from one cache). Offline the chips stay visible but cannot be tapped.
import { useTranslation } from 'react-i18next';
import { StarIcon } from '../../../components/icons';
import { useOnline } from '../../../components/offline-banner';
import { useQuickLog } from '../../../domains/diary/hooks/use-quick-log';
import { favoritesQuery, mealsQuery } from '../../../domains/diary/queries';
import { quickLogChips, RECENT_MEALS_READ } from '../../../domains/diary/quick-log-chips';
import { formatCalories } from '../../../domains/nutrition/components/format-nutrition';
import { useAuth } from '../../../hooks/use-auth';
import { useLiveQuery } from '../../../hooks/use-live-query';

export const FAVORITE_CHIPS = 8;

export function QuickLogChips() {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const online = useOnline();
  const { busy, log } = useQuickLog();
  const favorites = useLiveQuery(uid ? favoritesQuery(uid, FAVORITE_CHIPS) : null);
  const meals = useLiveQuery(uid ? mealsQuery(uid, { limit: RECENT_MEALS_READ }) : null);

  // Until both answer, the row keeps its place, so the capture actions below do not jump under a finger.
  if (favorites.loading || meals.loading) {
    return (
      <div
        className="quick-log quick-log--placeholder"
        aria-hidden="true"
        data-testid="quick-log-placeholder"
      />
    );
  }
  const chips = quickLogChips(favorites.data ?? [], meals.data ?? []);
  if (chips.length === 0) return null;

  return (
    <section className="quick-log" aria-labelledby="quick-log-title">
      <h2 id="quick-log-title" className="quick-log__title">
        {t('diary.quick.title')}
      </h2>
      <ul className="chip-row">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className={`chip quick-log__chip${chip.favorite ? ' quick-log__chip--favorite' : ''}`}
              disabled={!online || busy}
              aria-label={t(chip.favorite ? 'diary.quick.favoriteNamed' : 'diary.quick.logNamed', {
                name: chip.name,
              })}
              onClick={() => void log(chip.target)}
            >
              {chip.favorite && <StarIcon size={16} filled className="quick-log__star" />}
              <span className="chip__name">{chip.name}</span>
              <span className="chip__note">
                {t('diary.rows.kcalValue', { value: formatCalories(chip.calories, i18n.language) })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {!online && <p className="muted quick-log__offline">{t('common.connectionError')}</p>}
    </section>
  );
}
