// The order and the on-screen names of the lists the signed-in user belongs to, the same for every
// screen: the order joined (the profile's list ids), then by name for lists the profile does not name
// yet. hooks/use-my-lists.ts applies them to the live lists.
import type { ShoppingList } from './live-data';

export function orderLists(lists: ShoppingList[], joined: readonly string[]): ShoppingList[] {
  const rank = (id: string) => {
    const index = joined.indexOf(id);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...lists].sort((a, b) => rank(a.id) - rank(b.id) || a.name.localeCompare(b.name));
}

/**
 * What each list is called on screen. Lists that share a name (two "Family" lists from different people)
 * get a number after the second and later ones, in the order given, so tabs and cards can be told apart;
 * a unique name is shown as it is. `numbered` words "<name> (<n>)" in the user's language.
 */
export function listLabels(
  lists: readonly ShoppingList[],
  numbered: (name: string, number: number) => string,
): Map<string, string> {
  const key = (name: string) => name.trim().toLocaleLowerCase();
  const taken = new Set(lists.map((list) => key(list.name)));
  const seen = new Map<string, number>();
  const labels = new Map<string, string>();
  for (const list of lists) {
    const count = (seen.get(key(list.name)) ?? 0) + 1;
    seen.set(key(list.name), count);
    if (count === 1) {
      labels.set(list.id, list.name);
      continue;
    }
    // Skip numbers another list already uses as its name ("Family (2)").
    const name = list.name.trim();
    let number = count;
    while (taken.has(key(numbered(name, number)))) number++;
    const label = numbered(name, number);
    taken.add(key(label));
    labels.set(list.id, label);
  }
  return labels;
}
