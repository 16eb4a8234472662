import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import { useLiveQuery } from '../../../hooks/use-live-query';
import { membersQuery, type ShoppingList } from '../../../lib/live-data';

/** "n members" button that reveals the members' e-mails (subscribed only while open). */
export function MembersToggle({ list }: { list: ShoppingList }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Subscribed only while open; a failed read shows no one rather than a spinner for ever.
  const live = useLiveQuery(open ? membersQuery(list.id) : null);
  const members = live.data ?? (live.error ? [] : null);
  const panelId = useId();
  const count = list.memberIds.length;

  return (
    <div className="members-toggle">
      <button
        type="button"
        className="button button--ghost members-toggle__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">👥</span> {t('shopping.members', { count })}
      </button>
      {open && (
        <ul
          id={panelId}
          className="members-toggle__list"
          aria-label={t('shopping.membersLabel', { name: list.name })}
        >
          {members === null ? (
            <li>
              <Spinner size={20} />
            </li>
          ) : (
            members.map((member) => (
              <li key={member.id}>{member.email || member.displayName || member.id}</li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
