import { useTranslation } from 'react-i18next';
import { DisclosureButton, useDisclosure } from '../../../components/disclosure';
import { UsersIcon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import { MemberName } from '../../../domains/lists/components/member-name';
import { membersQuery, type ShoppingList } from '../../../domains/lists/queries';
import { useLiveQuery } from '../../../hooks/use-live-query';

/** "n members" button that reveals who they are (subscribed only while open). */
interface Props {
  list: ShoppingList;
  /** The list's name as its tab shows it. */
  label?: string;
}

export function MembersToggle({ list, label }: Props) {
  const { t } = useTranslation();
  const disclosure = useDisclosure();
  // Subscribed only while open; a failed read shows no one rather than a spinner for ever.
  const live = useLiveQuery(disclosure.open ? membersQuery(list.id) : null);
  const members = live.data ?? (live.error ? [] : null);
  const count = list.memberIds.length;

  return (
    <div className="members-toggle">
      <DisclosureButton disclosure={disclosure} className="button button--ghost members-toggle__button">
        <UsersIcon size={18} />
        {t('shopping.members', { count })}
      </DisclosureButton>
      {disclosure.open && (
        <ul
          id={disclosure.panelId}
          className="members-toggle__list"
          aria-label={t('shopping.membersLabel', { name: label ?? list.name })}
        >
          {members === null ? (
            <li>
              <Spinner size={20} />
            </li>
          ) : (
            members.map((member) => (
              <li key={member.id}>
                <MemberName member={member} />
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
