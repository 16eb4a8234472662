import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../hooks/use-auth';
import { useOutbox } from '../hooks/use-outbox';

/** "3 changes waiting to sync": the user's changes the server has not confirmed yet (none: nothing shown). */
export function PendingBadge() {
  const { t } = useTranslation();
  const uid = useAuth().user?.uid ?? null;
  const count = useOutbox(uid).snapshot.pending.length;
  return (
    <p className="pending-badge" role="status" aria-live="polite">
      {count > 0 && (
        <>
          <span className="pending-badge__dot" aria-hidden="true" />
          {t('shopping.waitingToSync', { count })}
        </>
      )}
    </p>
  );
}
