// The order and the on-screen names of the lists the signed-in user belongs to, the same for every
// screen: the order joined (the profile's list ids), then by name for lists the profile does not name
// yet; lists that share a name say whose they are. hooks/use-my-lists.ts applies them to the live lists.
import type { ShoppingList } from './queries';

export function orderLists(lists: ShoppingList[], joined: readonly string[]): ShoppingList[] {
  const rank = (id: string) => {
    const index = joined.indexOf(id);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...lists].sort((a, b) => rank(a.id) - rank(b.id) || a.name.localeCompare(b.name));
}

/** How a label says whose list it is, and how it numbers the rest, in the user's language. */
export interface LabelWords {
  /** "<name> · yours" */
  yours: (name: string) => string;
  /** "<name> · Anna's" */
  ownedBy: (name: string, owner: string) => string;
  /** "<name> (<n>)" */
  numbered: (name: string, number: number) => string;
}

const sameName = (name: string) => name.trim().toLocaleLowerCase();

/** The lists whose name another of `lists` shares (only these need their creator named). */
export function collidingLists<T extends Pick<ShoppingList, 'name'>>(lists: readonly T[]): T[] {
  const counts = new Map<string, number>();
  for (const list of lists) counts.set(sameName(list.name), (counts.get(sameName(list.name)) ?? 0) + 1);
  return lists.filter((list) => (counts.get(sameName(list.name)) ?? 0) > 1);
}

/**
 * What each list is called on screen. A unique name is shown as it is. Lists that share a name (two
 * "Groceries" from different people) say whose they are: "Groceries · yours" for the one the user
 * created, "Groceries · Anna's" for another member's, named by `creators` (list id -> the creator's name
 * as a member, when known). What is still alike after that (the same creator twice, a creator not known)
 * gets a number after the second and later ones, in the order given.
 */
export function listLabels(
  lists: readonly ShoppingList[],
  uid: string | null,
  creators: ReadonlyMap<string, string>,
  words: LabelWords,
): Map<string, string> {
  const colliding = new Set(collidingLists(lists).map((list) => list.id));
  const owned = lists.map((list) => {
    const name = list.name.trim();
    if (!colliding.has(list.id)) return { list, label: list.name };
    if (uid !== null && list.createdBy === uid) return { list, label: words.yours(name) };
    const creator = creators.get(list.id);
    return { list, label: creator ? words.ownedBy(name, creator) : list.name };
  });
  const taken = new Set(owned.map(({ label }) => sameName(label)));
  const seen = new Map<string, number>();
  const labels = new Map<string, string>();
  for (const { list, label } of owned) {
    const count = (seen.get(sameName(label)) ?? 0) + 1;
    seen.set(sameName(label), count);
    if (count === 1) {
      labels.set(list.id, label);
      continue;
    }
    // Skip numbers another list already uses as its name ("Family (2)").
    const base = label.trim();
    let number = count;
    while (taken.has(sameName(words.numbered(base, number)))) number++;
    const numbered = words.numbered(base, number);
    taken.add(sameName(numbered));
    labels.set(list.id, numbered);
  }
  return labels;
}
