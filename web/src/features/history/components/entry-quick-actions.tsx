// On an eaten entry of the user's: "Log again" (today, in the slot of the time of day, with an undo) and
// the star that saves it as a favourite under its description. A favourite does not record the meal it
// came from, so the star is filled only for one saved from this entry since the screen opened.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StarIcon } from '../../../components/icons';
import { useQuickLog } from '../../../domains/diary/hooks/use-quick-log';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { call } from '../../../lib/callable';

interface Props {
  mealId: string;
  /** What the entry is called on screen (the toasts and the buttons' names say it). */
  title: string;
}

export function EntryQuickActions({ mealId, title }: Props) {
  const { t } = useTranslation();
  const quickLog = useQuickLog();
  const saving = useCallableAction();
  const [saved, setSaved] = useState(false);

  const save = async () => {
    const outcome = await saving.run('saveFavorite', () => call('saveFavorite', { mealId }), {
      success: 'diary.quick.saved',
      needsConnection: true,
    });
    if (outcome.ok) setSaved(true);
  };

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
        disabled={saving.busy || saved}
        aria-pressed={saved}
        aria-label={t('diary.quick.saveNamed', { name: title })}
        onClick={() => void save()}
      >
        <StarIcon size={18} filled={saved} />
        {t('diary.quick.save')}
      </button>
    </div>
  );
}
