import { inviterLabel } from '@shared/invites/inviter-label';
import { useTranslation } from 'react-i18next';
import { ProcessingOverlay } from '../../components/processing-overlay';
import { usePendingInvites } from '../../domains/lists/hooks/use-pending-invites';
import { listsApi } from '../../domains/lists/lists-api';
import { isExpired } from '../../domains/lists/pending-invites';
import { useCallableAction } from '../../hooks/use-callable-action';
import { useOpenJoinedList } from './use-open-joined-list';

/**
 * Pending invitations addressed to the user's verified e-mail; the section exists only when there are
 * some. An expired one says so and can only be removed.
 */
export function InvitesSection() {
  const { t } = useTranslation();
  // Shared with the header's badge (one listener).
  const rows = usePendingInvites().data ?? [];
  const { busy, run } = useCallableAction();
  const openJoinedList = useOpenJoinedList();
  if (rows.length === 0) return null;
  return (
    <section className="card" aria-labelledby="settings-invites-title">
      <h2 id="settings-invites-title">{t('settings.invitesTitle')}</h2>
      <ul className="invites">
        {rows.map((invite) => (
          <li key={invite.id} className="invite">
            <p className="invite__text">
              {t('settings.inviteFrom', { inviter: inviterLabel(invite), name: invite.listName })}
            </p>
            {isExpired(invite) && <p className="invite__expired">{t('settings.inviteExpired')}</p>}
            <div className="row">
              {!isExpired(invite) && (
                <button
                  type="button"
                  className="button button--primary"
                  onClick={async () => {
                    const outcome = await run('acceptInvite', () => listsApi.acceptInvite(invite.id));
                    if (outcome.ok) openJoinedList(outcome.value.listId);
                  }}
                >
                  {t('settings.accept')}
                </button>
              )}
              <button
                type="button"
                className="button button--ghost"
                onClick={() =>
                  run('declineInvite', () => listsApi.declineInvite(invite.id), {
                    success: 'settings.inviteDeclined',
                  })
                }
              >
                {isExpired(invite) ? t('settings.removeInvite') : t('settings.decline')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <ProcessingOverlay open={busy} label={t('common.processing')} />
    </section>
  );
}
