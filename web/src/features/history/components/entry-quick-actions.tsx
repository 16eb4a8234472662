// On an eaten entry of the user's: "Log again" (today, in the slot of the time of day, with an undo) and
// the star. The star is filled while a favourite saved from this entry exists (read live, so it stays
// filled after a reload and empties when the favourite is deleted elsewhere); tapping it saves the entry
// as a favourite under its description, or removes that favourite.
import { useTranslation } from 'react-i18next';
import { StarIcon } from '../../../components/icons';
import { useQuickLog } from '../../../domains/diary/hooks/use-quick-log';
import { favoriteOfMealQuery } from '../../../domains/diary/queries';
import { useAuth } from '../../../hooks/use-auth';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { useLiveQuery } from '../../../hooks/use-live-query';
import { call } from '../../../lib/callable';

interface Props {
  mealId: string;
  /** What the entry is called on screen (the toasts and the buttons' names say it). */
  title: string;
}

export function EntryQuickActions({ mealId, title }: Props) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const quickLog = useQuickLog();
  const starring = useCallableAction();
  const favorite = useLiveQuery(uid ? favoriteOfMealQuery(uid, mealId) : null);
  const saved = favorite.data?.[0] ?? null;

  const toggle = () =>
    saved
      ? starring.run('deleteFavorite', () => call('deleteFavorite', { favoriteId: saved.id }), {
          success: 'diary.quick.unsaved',
          needsConnection: true,
        })
      : starring.run('saveFavorite', () => call('saveFavorite', { mealId }), {
          success: 'diary.quick.saved',
          needsConnection: true,
        });

  return (
    <div className="history-entry__quick">
      <button
        type="button"
        className="button button--ghost"
        disabled={quickLog.busy}
        aria-label={t('diary.quick.logAgainNamed', { name: title })}
        onClick={() => void quickLog.log({ kind: 'meal', mealId, name: title })}
      >
        {t('diary.quick.logAgain')}
      </button>
      <button
        type="button"
        className={`button button--ghost history-entry__star${saved ? ' history-entry__star--saved' : ''}`}
        disabled={starring.busy || favorite.loading}
        aria-pressed={saved !== null}
        aria-label={t(saved ? 'diary.quick.unsaveNamed' : 'diary.quick.saveNamed', { name: title })}
        onClick={() => void toggle()}
      >
        <StarIcon size={18} filled={saved !== null} />
        {t('diary.quick.save')}
      </button>
    </div>
  );
}
