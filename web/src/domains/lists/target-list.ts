/** The stored choice that means the personal items (no list), chosen with the shopping screen's tab. */
export const PERSONAL_TAB = '~personal';

/**
 * The list ingredients and the shopping screen use: the stored choice while the user still belongs to it,
 * else the first list, else null = personal items (docs/product-rules.md#the-active-list). The recipe view
 * needs this too: a user who never opened /shopping would otherwise add to personal items that the
 * shopping screen does not show while they have lists.
 */
export function targetListId(stored: string | null, listIds: readonly string[]): string | null {
  if (stored === PERSONAL_TAB) return null;
  if (stored && listIds.includes(stored)) return stored;
  return listIds[0] ?? null;
}
