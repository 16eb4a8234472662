import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListMember, ShoppingItem, ShoppingList } from '../../domains/lists/queries';
import { ACTIVE_LIST_KEY } from '../../lib/active-list';
import type { QuerySpec, ReadDocument } from '../../lib/firestore';
import type { Outbox } from '../../lib/outbox';
import { renderWithApp } from '../../testing/render';
import ShoppingPage from './shopping-page';

// A small live store standing in for Firestore: equality filters, and every listener re-run on emit().
const db = vi.hoisted(() => {
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
  return {
    state,
    evaluate,
    readAll,
    emit: () => {
      for (const l of state.listeners) l.onData(readAll(evaluate(l.spec), l.read));
    },
  };
});

const { call, CallError, outboxes } = vi.hoisted(() => ({
  call: vi.fn(),
  // The server's refusals carry an i18n key and a Functions status.
  CallError: class extends Error {
    constructor(
      readonly code: string,
      readonly status?: string,
    ) {
      super(code);
    }
  },
  outboxes: new Map<string, Outbox>(),
}));
vi.mock('../../lib/firestore', () => ({
  // Member documents (a list's creator, named when two lists share a name), from the members above.
  subscribeDoc: (
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
  },
  subscribeQuery: (
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
  },
}));
vi.mock('../../lib/callable', () => ({ call, CallError }));
// The app's outbox and its failure rules, kept in memory (fresh for every test) and sent through `call`.
vi.mock('../../lib/outbox-browser', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/outbox-browser')>();
  const { Outbox, memoryOutboxStore } = await import('../../lib/outbox');
  return {
    ...actual,
    outboxFor: (uid: string) => {
      let outbox = outboxes.get(uid);
      if (!outbox) {
        outbox = new Outbox(uid, {
          store: memoryOutboxStore(),
          send: (entry) => call(entry.op.name, { ...entry.op.request, opId: entry.opId }),
          classify: (error, entry) => actual.classifyFailure(error, entry, true),
        });
        outboxes.set(uid, outbox);
      }
      return outbox;
    },
  };
});
vi.mock('../../hooks/use-auth', () => ({
  useAuth: () => ({ user: { uid: 'me', email: 'me@example.com' } }),
}));
vi.mock('../../domains/account/hooks/use-profile', () => ({
  useProfile: () => profileState,
}));

let profileState: { profile: { shoppingLists: string[] } | null; loading: boolean };

const item = (id: string, name: string, listId: string | null, checked = false): ShoppingItem => ({
  id,
  name,
  checked,
  checkedAt: checked ? new Date() : null,
  userId: 'me',
  shoppingListId: listId,
  createdAt: new Date(),
});

function setItem(id: string, patch: Partial<ShoppingItem>) {
  db.state.items = db.state.items.map((i) => (i.id === id ? { ...i, ...patch } : i));
  act(() => db.emit());
}

/** An item change as sent: stamped with when it was made and an operation id for the outbox. */
const stamped = (change: object) => ({ ...change, changedAt: expect.any(Number), opId: expect.any(String) });
const uncheckedList = () =>
  screen
    .getAllByRole('list')
    .find((l) => !l.classList.contains('shopping-items--checked') && l.classList.contains('shopping-items'));

describe('ShoppingPage', () => {
  beforeEach(() => {
    profileState = { profile: { shoppingLists: ['home', 'party'] }, loading: false };
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
  });

  it('shows a tab per list, defaults to the first and remembers the choice', async () => {
    const user = userEvent.setup();
    await renderWithApp(<ShoppingPage />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Home', 'Party', 'Personal']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Milk')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(ACTIVE_LIST_KEY)).toBe('home'));

    await user.click(screen.getByRole('tab', { name: 'Party' }));
    expect(await screen.findByText('Chips')).toBeInTheDocument();
    expect(screen.queryByText('Milk')).not.toBeInTheDocument();
    expect(localStorage.getItem(ACTIVE_LIST_KEY)).toBe('party');
  });

  it('waits for the profile before choosing (and storing) the default list', async () => {
    profileState = { profile: null, loading: true };
    await renderWithApp(<ShoppingPage />);
    await waitFor(() =>
      expect(db.state.specs.some((spec) => spec.collection === 'shoppingLists')).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(localStorage.getItem(ACTIVE_LIST_KEY)).toBeNull();
    expect(db.state.specs.some((spec) => spec.collection === 'shoppingItems')).toBe(false);
  });

  it('moves between list tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    await renderWithApp(<ShoppingPage />);
    await screen.findByText('Milk');
    screen.getByRole('tab', { name: 'Home' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Party' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Party' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Chips')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Personal' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Home' })).toHaveFocus();
  });

  it('reveals member e-mails with the member toggle', async () => {
    const user = userEvent.setup();
    await renderWithApp(<ShoppingPage />);
    const toggle = await screen.findByRole('button', { name: /2 members/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(await screen.findByText('friend@example.com')).toBeInTheDocument();
    expect(screen.getByText('me@example.com')).toBeInTheDocument();
  });

  it('shows "No Shopping List Found" with a link to Settings, and the personal items, without lists', async () => {
    db.state.lists = [];
    db.state.items = [item('x1', 'Apples', null)];
    await renderWithApp(<ShoppingPage />);
    expect(await screen.findByRole('heading', { name: 'No Shopping List Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Settings' })).toHaveAttribute('href', '/settings');
    expect(await screen.findByText('Apples')).toBeInTheDocument();
    expect(db.state.specs.find((s) => s.collection === 'shoppingItems')?.where).toEqual([
      ['shoppingListId', '==', null],
      ['userId', '==', 'me'],
    ]);
    expect(localStorage.getItem(ACTIVE_LIST_KEY)).toBeNull();
  });

  it('adds a trimmed item (shown at once, sent with its own item id and an opId) and ignores a blank one', async () => {
    const user = userEvent.setup();
    call.mockResolvedValue({ itemId: 'new' });
    await renderWithApp(<ShoppingPage />);
    const input = await screen.findByPlaceholderText('Add an item…');
    await user.type(input, '   {enter}');
    expect(call).not.toHaveBeenCalled();
    await user.type(input, '  Butter  {enter}');
    expect(screen.getByRole('checkbox', { name: 'Butter' })).not.toBeChecked();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('addItem', {
        listId: 'home',
        name: 'Butter',
        itemId: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
        opId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      }),
    );
    expect(input).toHaveValue('');
  });

  it('takes an added item back and says why when the list is full', async () => {
    const user = userEvent.setup();
    call.mockRejectedValue(new CallError('shopping.tooManyItems', 'functions/resource-exhausted'));
    await renderWithApp(<ShoppingPage />);
    const input = await screen.findByPlaceholderText('Add an item…');
    await user.type(input, 'Butter{enter}');
    expect(
      await screen.findByText(
        'A change could not be saved and was discarded: This shopping list is full. Clear checked items or remove some items first.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Butter' })).not.toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('moves a toggled item to the checked section at once and reconciles with the live data', async () => {
    const user = userEvent.setup();
    let ack!: () => void;
    call.mockReturnValue(new Promise<void>((resolve) => (ack = resolve)));
    await renderWithApp(<ShoppingPage />);
    await user.click(await screen.findByRole('checkbox', { name: 'Milk' }));

    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('updateItem', stamped({ itemId: 'i1', checked: true })),
    );
    expect(screen.getByRole('checkbox', { name: 'Milk' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Checked items (2)' })).toBeInTheDocument();
    expect(within(uncheckedList() as HTMLElement).queryByText('Milk')).not.toBeInTheDocument();

    await act(async () => ack());
    setItem('i1', { checked: true, checkedAt: new Date() });
    expect(screen.getByRole('checkbox', { name: 'Milk' })).toBeChecked();
    // Later a second member unchecks it: the live value wins, no stale override remains.
    setItem('i1', { checked: false, checkedAt: null });
    expect(screen.getByRole('checkbox', { name: 'Milk' })).not.toBeChecked();
  });

  it('reverts a toggle the server refused for good and says why, once', async () => {
    const user = userEvent.setup();
    call.mockRejectedValue(new CallError('shopping.notMember', 'functions/permission-denied'));
    await renderWithApp(<ShoppingPage />);
    await user.click(await screen.findByRole('checkbox', { name: 'Bread' }));
    expect(
      await screen.findByText(
        'A change could not be saved and was discarded: You are not a member of this shopping list',
      ),
    ).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('checkbox', { name: 'Bread' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Checked items (1)' })).toBeInTheDocument();
  });

  it('ticks an item when its name is tapped; renaming has its own button', async () => {
    const user = userEvent.setup();
    call.mockResolvedValue({});
    await renderWithApp(<ShoppingPage />, { language: 'da' });
    await user.click(await screen.findByText('Milk'));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('updateItem', stamped({ itemId: 'i1', checked: true })),
    );
    expect(screen.getByRole('checkbox', { name: 'Milk' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Varenavn' })).not.toBeInTheDocument();
    const rename = screen.getByRole('button', { name: 'Omdøb Bread' });
    expect(rename.querySelector('svg')).not.toBeNull();
    await user.click(rename);
    expect(screen.getByRole('textbox', { name: 'Varenavn' })).toHaveValue('Bread');
  });

  it('renames an item inline: Enter saves the trimmed name, Escape cancels', async () => {
    const user = userEvent.setup();
    call.mockResolvedValue({});
    await renderWithApp(<ShoppingPage />);
    await user.click(await screen.findByRole('button', { name: 'Rename Bread' }));
    const field = screen.getByRole('textbox', { name: 'Item name' });
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, ' Rye bread {enter}');
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(call).toHaveBeenCalledWith('updateItem', stamped({ itemId: 'i2', name: 'Rye bread' }));
    expect(screen.getByRole('button', { name: 'Rename Rye bread' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename Milk' }));
    await user.type(screen.getByRole('textbox', { name: 'Item name' }), ' oat{escape}');
    expect(screen.queryByRole('textbox', { name: 'Item name' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename Milk' })).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(1);
  });

  describe('deletes with undo', () => {
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
    afterEach(() => vi.useRealTimers());
    const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const wait = (ms: number) => act(async () => vi.advanceTimersByTime(ms));

    it('in German, hides an item at once, undo brings it back unsent, else it is deleted after 2 s', async () => {
      const user = setup();
      call.mockResolvedValue({});
      await renderWithApp(<ShoppingPage />, { language: 'de' });
      await user.click(await screen.findByRole('button', { name: 'Milk löschen' }));
      expect(screen.queryByText('Milk')).not.toBeInTheDocument();
      expect(screen.getByText('„Milk“ gelöscht')).toBeInTheDocument();
      const undo = screen.getByRole('button', { name: 'Rückgängig' });
      expect(undo).toHaveFocus();
      await user.click(undo);
      expect(screen.getByText('Milk')).toBeInTheDocument();
      await wait(3000);
      expect(call).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: 'Milk löschen' }));
      await wait(1900);
      expect(call).not.toHaveBeenCalled();
      await wait(200);
      await waitFor(() =>
        expect(call).toHaveBeenCalledWith('deleteItem', { itemId: 'i1', opId: expect.any(String) }),
      );
      expect(screen.queryByRole('button', { name: 'Rückgängig' })).not.toBeInTheDocument();
      db.state.items = db.state.items.filter((i) => i.id !== 'i1');
      act(() => db.emit());
      expect(screen.queryByText('Milk')).not.toBeInTheDocument();
    });

    it('clears checked items with an undo reachable by keyboard, and sends at once when the screen is left', async () => {
      const user = setup();
      call.mockResolvedValue({ deleted: 1 });
      const view = await renderWithApp(<ShoppingPage />);
      await screen.findByText('Eggs');
      await user.click(screen.getByRole('button', { name: 'Clear checked items' }));
      expect(screen.queryByText('Eggs')).not.toBeInTheDocument();
      expect(screen.getByText('1 checked item cleared')).toBeInTheDocument();
      await user.keyboard('{Enter}');
      expect(screen.getByText('Eggs')).toBeInTheDocument();
      expect(call).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: 'Clear checked items' }));
      view.unmount();
      await waitFor(() =>
        expect(call).toHaveBeenCalledWith('deleteItem', { itemId: 'i3', opId: expect.any(String) }),
      );
      expect(call).toHaveBeenCalledTimes(1);
    });

    it('says "Failed to clear checked items" when the server refuses the clear, and shows the items again (German)', async () => {
      const user = setup();
      call.mockRejectedValue(new CallError('shopping.notMember', 'functions/permission-denied'));
      await renderWithApp(<ShoppingPage />, { language: 'de' });
      await screen.findByText('Eggs');
      await user.click(screen.getByRole('button', { name: 'Abgehakte löschen' }));
      expect(screen.queryByText('Eggs')).not.toBeInTheDocument();
      await wait(2100);
      expect(await screen.findByText('Abgehakte Artikel konnten nicht gelöscht werden')).toBeInTheDocument();
      expect(screen.queryByText(/nicht gespeichert/)).not.toBeInTheDocument();
      expect(screen.getByText('Eggs')).toBeInTheDocument();
    });

    it('deletes only the cleared items when another was ticked meanwhile, retrying with the same opId while the server is out of reach', async () => {
      const user = setup();
      // The server fails for a moment, then answers.
      call
        .mockRejectedValueOnce(new CallError('common.error', 'functions/unavailable'))
        .mockResolvedValue({});
      await renderWithApp(<ShoppingPage />);
      await screen.findByText('Eggs');
      await user.click(screen.getByRole('button', { name: 'Clear checked items' }));
      setItem('i2', { checked: true }); // Bread, ticked by another member within the undo window
      await wait(2100);
      await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
      expect(await screen.findByText('1 change waiting to sync')).toBeInTheDocument();
      expect(screen.queryByText('Eggs')).not.toBeInTheDocument();
      expect(screen.queryByText('Failed to clear checked items')).not.toBeInTheDocument();

      await wait(1100);
      await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
      const [first, second] = call.mock.calls as [string, { itemId: string; opId: string }][];
      expect(first).toEqual(['deleteItem', { itemId: 'i3', opId: expect.any(String) }]);
      expect(second).toEqual(first);
      await waitFor(() => expect(screen.queryByText('1 change waiting to sync')).not.toBeInTheDocument());
      expect(call).not.toHaveBeenCalledWith('deleteItem', expect.objectContaining({ itemId: 'i2' }));
      expect(screen.getByText('Bread')).toBeInTheDocument();
    });
  });

  it('keeps a delete that a reload cut short and sends it when the list is opened again', async () => {
    const user = userEvent.setup();
    call.mockResolvedValue({});
    const first = await renderWithApp(<ShoppingPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete Milk' }));
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(localStorage.getItem('meal-app.pendingDeletes.me') ?? '[]')).toEqual(['i1']);
    expect(call).not.toHaveBeenCalled();
    // What the next page load finds (a reload runs no unmount): here the first page's timers are dropped.
    const stored = localStorage.getItem('meal-app.pendingDeletes.me') ?? '';
    first.unmount();
    call.mockClear();
    localStorage.setItem('meal-app.pendingDeletes.me', stored);

    await renderWithApp(<ShoppingPage />);
    await screen.findByText('Bread');
    expect(screen.queryByText('Milk')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('deleteItem', { itemId: 'i1', opId: expect.any(String) }),
    );
    expect(localStorage.getItem('meal-app.pendingDeletes.me')).toBeNull();
  });

  it("leaves another account's interrupted deletes alone, and replays its own without an error toast", async () => {
    localStorage.setItem('meal-app.pendingDeletes.someone-else', JSON.stringify(['i1']));
    localStorage.setItem('meal-app.pendingDeletes.me', JSON.stringify(['gone']));
    call.mockRejectedValue(new CallError('shopping.itemNotFound', 'functions/not-found'));
    await renderWithApp(<ShoppingPage />);
    expect(await screen.findByText('Milk')).toBeInTheDocument();
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('deleteItem', { itemId: 'gone', opId: expect.any(String) }),
    );
    expect(call).not.toHaveBeenCalledWith('deleteItem', expect.objectContaining({ itemId: 'i1' }));
    expect(screen.queryByText(/could not be saved/)).not.toBeInTheDocument();
    expect(localStorage.getItem('meal-app.pendingDeletes.someone-else')).toBe('["i1"]');
    localStorage.removeItem('meal-app.pendingDeletes.someone-else');
  });

  it('offline: shows every change at once, counts the waiting ones, and sends them in order once back', async () => {
    const user = userEvent.setup();
    call.mockRejectedValue(new TypeError('Failed to fetch'));
    await renderWithApp(<ShoppingPage />);
    await user.click(await screen.findByRole('checkbox', { name: 'Milk' }));
    expect(await screen.findByText('1 change waiting to sync')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Bread' }));
    await user.type(screen.getByPlaceholderText('Add an item…'), 'Butter{enter}');
    expect(await screen.findByText('3 changes waiting to sync')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Milk' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Bread' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Butter' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Checked items (3)' })).toBeInTheDocument();
    expect(screen.queryByText(/could not be saved/)).not.toBeInTheDocument();

    call.mockReset();
    call.mockResolvedValue({});
    await act(() => outboxes.get('me')?.flush());
    await waitFor(() => expect(screen.queryByText(/waiting to sync/)).not.toBeInTheDocument());
    expect(call.mock.calls.map(([name, data]) => [name, data.itemId ?? data.name])).toEqual([
      ['updateItem', 'i1'],
      ['updateItem', 'i2'],
      ['addItem', expect.stringMatching(/^[A-Za-z0-9]{20}$/)],
    ]);
    // Shown as confirmed until the live data has them.
    expect(screen.getByRole('checkbox', { name: 'Butter' })).toBeInTheDocument();
  });

  it('has a Personal tab for the items outside any list, remembered like a list', async () => {
    const user = userEvent.setup();
    call.mockResolvedValue({ itemId: 'x' });
    db.state.items = [...db.state.items, item('x1', 'Apples', null)];
    await renderWithApp(<ShoppingPage />);
    await screen.findByText('Milk');
    expect(screen.queryByText('Apples')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Personal' }));
    expect(screen.getByRole('tab', { name: 'Personal' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Apples')).toBeInTheDocument();
    expect(screen.queryByText('Milk')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /members?$/ })).not.toBeInTheDocument();
    expect(localStorage.getItem(ACTIVE_LIST_KEY)).toBe('~personal');
    await user.type(screen.getByPlaceholderText('Add an item…'), 'Tea{enter}');
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('addItem', expect.objectContaining({ listId: null, name: 'Tea' })),
    );
  });

  it('collapses the checked section', async () => {
    const user = userEvent.setup();
    await renderWithApp(<ShoppingPage />);
    const section = await screen.findByRole('button', { name: 'Checked items (1)' });
    expect(section).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Eggs')).toBeInTheDocument();
    await user.click(section);
    expect(screen.queryByText('Eggs')).not.toBeInTheDocument();
  });

  describe('what happens to the lists is said', () => {
    it('opens a list just joined once it arrives, and says so (Spanish)', async () => {
      localStorage.setItem(ACTIVE_LIST_KEY, 'family');
      await renderWithApp(<ShoppingPage />, {
        route: { pathname: '/shopping', state: { joinedListId: 'family' } },
        language: 'es',
      });
      // The join is confirmed before the list reaches the user's lists: no other list is opened meanwhile.
      expect(
        await screen.findByRole('status', { name: 'Abriendo la lista a la que te has unido…' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('tab')).not.toBeInTheDocument();
      expect(localStorage.getItem(ACTIVE_LIST_KEY)).toBe('family');

      db.state.lists = [...db.state.lists, { id: 'family', name: 'Familia', memberIds: ['ana', 'me'] }];
      db.state.items = [...db.state.items, item('f1', 'Arroz', 'family')];
      act(() => db.emit());
      expect(await screen.findByText('Te has unido a Familia')).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Familia' })).toHaveAttribute('aria-selected', 'true');
      expect(await screen.findByText('Arroz')).toBeInTheDocument();
      expect(localStorage.getItem(ACTIVE_LIST_KEY)).toBe('family');
    });

    it('says whose each list is when two share a name, in the user language (Spanish)', async () => {
      db.state.lists = [
        { id: 'party', name: 'Party', createdBy: 'me', memberIds: ['me'] },
        { id: 'home', name: 'Home', createdBy: 'me', memberIds: ['me', 'friend'] },
        { id: 'home2', name: 'Home', createdBy: 'ana', memberIds: ['me', 'ana'] },
      ];
      db.state.members = {
        home2: [{ id: 'ana', userId: 'ana', email: 'ana@example.com', displayName: 'Ana' }],
      };
      profileState = { profile: { shoppingLists: ['home', 'party', 'home2'] }, loading: false };
      await renderWithApp(<ShoppingPage />, { language: 'es' });
      await screen.findByRole('tab', { name: 'Home · de Ana' });
      const tabs = screen.getAllByRole('tab');
      expect(tabs.map((tab) => tab.textContent)).toEqual([
        'Home · tuya',
        'Party',
        'Home · de Ana',
        'Personal',
      ]);
    });

    it('says the list on screen was deleted instead of silently showing another (German)', async () => {
      await renderWithApp(<ShoppingPage />, { language: 'de' });
      expect(await screen.findByText('Milk')).toBeInTheDocument();
      db.state.lists = db.state.lists.filter((list) => list.id !== 'home');
      act(() => db.emit());
      expect(await screen.findByText('Home wurde gelöscht')).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Party' })).toHaveAttribute('aria-selected', 'true');
      expect(await screen.findByText('Chips')).toBeInTheDocument();
    });

    it('says nothing when another list, not the one on screen, goes away', async () => {
      await renderWithApp(<ShoppingPage />);
      expect(await screen.findByText('Milk')).toBeInTheDocument();
      db.state.lists = db.state.lists.filter((list) => list.id !== 'party');
      act(() => db.emit());
      await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(2));
      expect(screen.queryByText(/was deleted/)).not.toBeInTheDocument();
    });
  });
});
