// Groceries' tests' world: a small live store standing in for Firestore (equality filters, and every
// listener run again on emit()), the callable `call` with the server's refusals, the accounts' outboxes,
// and the items the tests put in the store.
// The module also stands in for the signed-in user 'me' (hooks/use-auth) and their profile (`account.state`,
// with the lists Home and Party unless a test says otherwise). In a test file:
//   import '../../testing/shopping-mocks'; (first: it puts this module in place of lib/firestore,
//   lib/callable, hooks/use-auth and domains/account/hooks/use-profile)
//   import { db, call, item, ... } from '../../testing/shopping-store';
import { act, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { ListMember, ShoppingItem, ShoppingList } from '../domains/lists/queries';
import type { QuerySpec, ReadDocument } from '../lib/firestore';
import type { Outbox } from '../lib/outbox';

const state = {
  lists: [] as (Partial<ShoppingList> & { id: string })[],
  items: [] as ShoppingItem[],
  members: {} as Record<string, (Partial<ListMember> & { id: string })[]>,
  specs: [] as QuerySpec[],
  listeners: new Set<{ spec: QuerySpec; onData: (rows: unknown[]) => void; read: ReadDocument<object> }>(),
};
const evaluate = (spec: QuerySpec): unknown[] => {
  if (spec.collection === 'shoppingLists') return state.lists;
  const members = /^shoppingLists\/(.+)\/members$/.exec(spec.collection);
  if (members) return state.members[members[1] as string] ?? [];
  return state.items.filter((item) =>
    (spec.where ?? []).every(
      ([field, , value]) => (item as unknown as Record<string, unknown>)[field] === value,
    ),
  );
};
// Rows go through the app's reader, as the real subscribeQuery does.
const readAll = (rows: unknown[], read: ReadDocument<object>) =>
  rows.flatMap((row) => {
    const { id, ...fields } = row as { id: string };
    const value = read(fields);
    return value ? [{ ...value, id }] : [];
  });
export const db = {
  state,
  evaluate,
  readAll,
  emit: () => {
    for (const l of state.listeners) l.onData(readAll(evaluate(l.spec), l.read));
  },
};

// Member documents (a list's creator, named when two lists share a name), from the members above.
export const subscribeDoc = (
  path: string,
  onData: (doc: unknown) => void,
  _onError: unknown,
  read: ReadDocument<object>,
) => {
  const [, listId, , memberId] = path.split('/');
  const member = db.state.members[listId as string]?.find((m) => m.id === memberId);
  queueMicrotask(() => {
    const { id, ...fields } = member ?? { id: '' };
    onData(member ? { ...read(fields), id } : null);
  });
  return () => {};
};
export const subscribeQuery = (
  spec: QuerySpec,
  onData: (rows: unknown[]) => void,
  _onError: unknown,
  read: ReadDocument<object>,
) => {
  const listener = { spec, onData, read };
  db.state.specs.push(spec);
  db.state.listeners.add(listener);
  queueMicrotask(() => db.state.listeners.has(listener) && onData(db.readAll(db.evaluate(spec), read)));
  return () => db.state.listeners.delete(listener);
};

export const call = vi.fn();

/** The server's refusals carry an i18n key and a Functions status. */
export class CallError extends Error {
  constructor(
    readonly code: string,
    readonly status?: string,
  ) {
    super(code);
  }
}

/** Each account's outbox, made by testing/shopping-outbox.ts. */
export const outboxes = new Map<string, Outbox>();

export const item = (id: string, name: string, listId: string | null, checked = false): ShoppingItem => ({
  id,
  name,
  checked,
  checkedAt: checked ? new Date() : null,
  userId: 'me',
  shoppingListId: listId,
  createdAt: new Date(),
});

export function setItem(id: string, patch: Partial<ShoppingItem>) {
  db.state.items = db.state.items.map((i) => (i.id === id ? { ...i, ...patch } : i));
  act(() => db.emit());
}

/** An item change as sent: stamped with when it was made and an operation id for the outbox. */
export const stamped = (change: object) => ({
  ...change,
  changedAt: expect.any(Number),
  opId: expect.any(String),
});
export const uncheckedList = () =>
  screen
    .getAllByRole('list')
    .find((l) => !l.classList.contains('shopping-items--checked') && l.classList.contains('shopping-items'));

export const useAuth = () => ({ user: { uid: 'me', email: 'me@example.com' } });

/** What use-profile gives: a profile (null while it loads) and whether it loads. */
export const account = {
  state: { profile: null, loading: true } as {
    profile: { shoppingLists: string[] } | null;
    loading: boolean;
  },
};
export const useProfile = () => account.state;

/** Before each test: the profile with both lists, no calls, outboxes or listeners; two lists (Home shared with a friend, Party), items. */
export function resetStore() {
  account.state = { profile: { shoppingLists: ['home', 'party'] }, loading: false };
  call.mockReset();
  for (const outbox of outboxes.values()) outbox.dispose();
  outboxes.clear();
  db.state.listeners.clear();
  db.state.specs.length = 0;
  db.state.lists = [
    { id: 'party', name: 'Party', memberIds: ['me'] },
    { id: 'home', name: 'Home', memberIds: ['me', 'friend'] },
  ];
  db.state.items = [
    item('i1', 'Milk', 'home'),
    item('i2', 'Bread', 'home'),
    item('i3', 'Eggs', 'home', true),
    item('p1', 'Chips', 'party'),
  ];
  db.state.members = {
    home: [
      { id: 'me', email: 'me@example.com' },
      { id: 'friend', email: 'friend@example.com', displayName: 'Friend' },
    ],
  };
}
