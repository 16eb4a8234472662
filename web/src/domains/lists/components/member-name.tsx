import type { ListMember } from '../queries';
import './member-name.css';

/**
 * A list member as the other members see them: by the name they go by (the name an invitation from them
 * carried), with their address under it; by address alone when they have no name.
 */
export function MemberName({ member }: { member: Pick<ListMember, 'id' | 'email' | 'displayName'> }) {
  const name = member.displayName?.trim();
  if (!name) return <span className="member-name">{member.email || member.id}</span>;
  return (
    <span className="member-name">
      <span className="member-name__name">{name}</span>
      {member.email && <span className="member-name__email">{member.email}</span>}
    </span>
  );
}
