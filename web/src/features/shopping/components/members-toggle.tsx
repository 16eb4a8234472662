import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/spinner';
import type { ShoppingList } from '../types';
import { useListMembers } from '../use-shopping-data';

/** "n members" button that reveals the members' e-mails (subscribed only while open). */
export function MembersToggle({ list }: { list: ShoppingList }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const members = useListMembers(list.id, open);
  const panelId = useId();
  const count = list.memberIds?.length ?? members?.length ?? 0;

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
