import { useTranslation } from 'react-i18next';
import { DisclosureButton, useDisclosure } from '../../components/disclosure';
import { ProcessingOverlay } from '../../components/processing-overlay';
import { MemberName } from '../../domains/lists/components/member-name';
import { listsApi } from '../../domains/lists/lists-api';
import { isExpired } from '../../domains/lists/pending-invites';
import { listInvitesQuery, membersQuery, type ShoppingList } from '../../domains/lists/queries';
import { useCallableAction } from '../../hooks/use-callable-action';
import { useLiveQuery } from '../../hooks/use-live-query';

export interface ListCardProps {
  list: ShoppingList;
  /** The name shown, told apart from another list of the same name. */
  label: string;
  onInvite: () => void;
  onRename: () => void;
  onDelete: () => void;
}

function Members({ listId }: { listId: string }) {
  const { t } = useTranslation();
  const { data: members, loading } = useLiveQuery(membersQuery(listId));
  if (loading) return <p className="muted">{t('common.loading')}</p>;
  return (
    <ul className="list-card__members" aria-label={t('settings.members')}>
      {(members ?? []).map((member) => (
        <li key={member.id}>
          <MemberName member={member} />
        </li>
      ))}
    </ul>
  );
}

/** Who has been invited and not answered yet; any member may cancel an invitation. */
function PendingInvites({ listId }: { listId: string }) {
  const { t, i18n } = useTranslation();
  const { data } = useLiveQuery(listInvitesQuery(listId));
  const { busy, run } = useCallableAction({ whileRunning: 'parallel' });
  const invites = data ?? [];
  if (invites.length === 0) return null;
  const date = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short' });
  return (
    <>
      <h3 className="list-card__subtitle">{t('settings.invitedTitle')}</h3>
      <ul className="list-card__invites" aria-label={t('settings.invitedTitle')}>
        {invites.map((invite) => (
          <li key={invite.id} className="spread-row list-card__invite">
            <span className="list-card__invitee">
              {invite.toEmail}
              <span className="muted list-card__invite-sent">
                {isExpired(invite)
                  ? t('settings.invitedExpired')
                  : invite.createdAt
                    ? t('settings.invitedOn', { date: date.format(invite.createdAt) })
                    : ''}
              </span>
            </span>
            <button
              type="button"
              className="button button--ghost"
              aria-label={t('settings.cancelInviteFor', { email: invite.toEmail })}
              onClick={() =>
                run('cancelInvite', () => listsApi.cancelInvite(invite.id), {
                  success: 'settings.inviteCancelled',
                })
              }
            >
              {t('settings.cancelInvite')}
            </button>
          </li>
        ))}
      </ul>
      <ProcessingOverlay open={busy} label={t('common.processing')} />
    </>
  );
}

/** A collapsible list card; members are subscribed only while it is open. */
export function ListCard({ list, label, onInvite, onRename, onDelete }: ListCardProps) {
  const { t } = useTranslation();
  const disclosure = useDisclosure();
  const memberCount = list.memberIds.length;
  return (
    <li className="list-card">
      <DisclosureButton disclosure={disclosure} className="list-card__header">
        <span className="list-card__name">{label}</span>
        <span className="muted list-card__count">{t('settings.memberCount', { count: memberCount })}</span>
        <span className={`chevron${disclosure.open ? ' chevron--open' : ''}`} aria-hidden="true" />
      </DisclosureButton>
      {disclosure.open && (
        <div id={disclosure.panelId} className="list-card__body">
          <h3 className="list-card__subtitle">{t('settings.members')}</h3>
          <Members listId={list.id} />
          <PendingInvites listId={list.id} />
          <div className="row">
            <button type="button" className="button button--primary" onClick={onInvite}>
              {t('settings.inviteMember')}
            </button>
            <button type="button" className="button" onClick={onRename}>
              {t('settings.renameList')}
            </button>
            <button type="button" className="button button--ghost list-card__danger" onClick={onDelete}>
              {memberCount > 1 ? t('settings.deleteOrLeave') : t('settings.deleteList')}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}
