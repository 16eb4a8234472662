import { afterEach, describe, expect, it, vi } from 'vitest';
import { CallError } from './callable';
import { newItemId } from './op-ids';
import {
  CONCURRENCY,
  conflictKey,
  MAX_ATTEMPTS,
  memoryOutboxStore,
  nextSendable,
  Outbox,
  type OutboxDeps,
  type OutboxEntry,
} from './outbox';
import { classifyFailure } from './outbox-browser';

vi.mock('./firebase', () => ({ getFirebaseAuth: vi.fn(), getFirebaseFunctions: vi.fn() }));

type Server = (entry: OutboxEntry) => Promise<void>;

/** An outbox over a memory store whose server is `server`; timers are vitest's fake ones. */
function makeOutbox(server: Server, store = memoryOutboxStore(), uid = 'me') {
  const sent: { opId: string; name: string; request: unknown }[] = [];
  const deps: OutboxDeps = {
    store,
    send: async (entry) => {
      sent.push({ opId: entry.opId, name: entry.op.name, request: entry.op.request });
      await server(entry);
    },
    classify: (error, entry) => classifyFailure(error, entry, true),
  };
  const outbox = new Outbox(uid, deps);
  const dropped: string[][] = [];
  outbox.onDropped((list) => dropped.push(list.map((d) => d.entry.opId)));
  return { outbox, sent, store, dropped };
}

const offline = () => Promise.reject(new CallError('common.error', 'internal', 'functions/internal'));
const refused = (status: string, code: string) => () =>
  Promise.reject(new CallError(code, 'refused', `functions/${status}`));

const tick = (itemId: string, checked: boolean) =>
  ({ name: 'updateItem', request: { itemId, checked, changedAt: 1 } }) as const;

afterEach(() => {
  vi.useRealTimers();
});

describe('Outbox', () => {
  it("sends each change once, one item's changes in the order made, and empties", async () => {
    const { outbox, sent, store } = makeOutbox(async () => {});
    await outbox.ready;
    const itemId = newItemId();
    const a = outbox.enqueue({ name: 'addItem', request: { listId: 'l', name: 'Milk', itemId } });
    const b = outbox.enqueue(tick(itemId, true));
    const c = outbox.enqueue({ name: 'deleteItem', request: { itemId: 'x' } });
    expect(outbox.snapshot().pending.map((e) => e.opId)).toEqual([a.opId, b.opId, c.opId]);
    await vi.waitFor(() => expect(outbox.snapshot().pending).toHaveLength(0));
    await outbox.flush();
    // The delete of another item may overtake the tick; the tick never overtakes the add of its item.
    expect(sent.map((s) => s.opId).sort()).toEqual([a.opId, b.opId, c.opId].sort());
    const order = sent.map((s) => s.opId);
    expect(order.indexOf(a.opId)).toBeLessThan(order.indexOf(b.opId));
    expect(store.entries.size).toBe(0);
    // Confirmed changes are kept a moment for the screen.
    expect(
      outbox
        .snapshot()
        .acked.map((e) => e.opId)
        .sort(),
    ).toEqual([a.opId, b.opId, c.opId].sort());
  });

  it('keeps waiting changes in the store across a reload and sends them with the same opId', async () => {
    vi.useFakeTimers();
    const store = memoryOutboxStore();
    const first = makeOutbox(offline, store);
    await first.outbox.ready;
    const a = first.outbox.enqueue(tick('i1', true));
    const b = first.outbox.enqueue({
      name: 'addItem',
      request: { listId: null, name: 'Tea', itemId: 'A'.repeat(20) },
    });
    await vi.waitFor(() => expect(first.sent.length).toBeGreaterThan(0));
    await first.outbox.flush();
    // Failed to reach the server: both still waiting and stored.
    expect(new Set(first.sent.map((s) => s.opId))).toEqual(new Set([a.opId, b.opId]));
    expect(first.outbox.snapshot().pending).toHaveLength(2);
    expect([...store.entries.keys()].sort()).toEqual([a.opId, b.opId].sort());
    first.outbox.dispose();

    // "Reload": a new outbox over the same store.
    vi.useRealTimers();
    const second = makeOutbox(async () => {}, store);
    expect(second.outbox.snapshot().loaded).toBe(false);
    await second.outbox.ready;
    expect(second.outbox.snapshot().loaded).toBe(true);
    expect(second.outbox.snapshot().pending.map((e) => e.opId)).toEqual([a.opId, b.opId]);
    await second.outbox.flush();
    expect(second.sent.map((s) => s.opId)).toEqual([a.opId, b.opId]);
    expect(second.sent[1]?.request).toEqual({ listId: null, name: 'Tea', itemId: 'A'.repeat(20) });
    expect(store.entries.size).toBe(0);
  });

  it("never loads another account's changes", async () => {
    const store = memoryOutboxStore();
    const mine = makeOutbox(offline, store, 'me');
    await mine.outbox.ready;
    mine.outbox.enqueue(tick('i1', true));
    await vi.waitFor(() => expect(store.entries.size).toBe(1));
    mine.outbox.dispose();
    const theirs = makeOutbox(async () => {}, store, 'someone-else');
    await theirs.outbox.ready;
    await theirs.outbox.flush();
    expect(theirs.outbox.snapshot().pending).toHaveLength(0);
    expect(theirs.sent).toHaveLength(0);
    expect(store.entries.size).toBe(1);
  });

  it('writes nothing back once disposed (its account signed out): a send under way does not restore a cleared change', async () => {
    let fail!: () => void;
    const { outbox, store } = makeOutbox(
      () =>
        new Promise<void>((_, reject) => {
          fail = () => reject(new CallError('common.error', 'internal', 'functions/internal'));
        }),
    );
    await outbox.ready;
    outbox.enqueue(tick('item-1', true));
    await vi.waitFor(() => expect(fail).toBeDefined());
    outbox.dispose();
    store.entries.clear(); // what forgetting the account does to the stored changes
    fail();
    await outbox.flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.entries.size).toBe(0);
    expect(outbox.retrying).toBe(false);
  });

  it('retries a transient failure with backoff, keeping the opId, and keeps the order behind it', async () => {
    vi.useFakeTimers();
    let failures = 2;
    const { outbox, sent } = makeOutbox(async () => {
      if (failures > 0) {
        failures -= 1;
        throw new CallError('common.error', 'unavailable', 'functions/unavailable');
      }
    });
    await outbox.ready;
    const a = outbox.enqueue(tick('i1', true));
    // A later change of the same item waits behind it.
    const b = outbox.enqueue(tick('i1', false));
    await vi.waitFor(() => expect(outbox.retrying).toBe(true));
    expect(sent.map((s) => s.opId)).toEqual([a.opId]);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(sent.map((s) => s.opId)).toEqual([a.opId, a.opId]));
    // The second failure waits twice as long.
    await vi.advanceTimersByTimeAsync(1500);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(600);
    await vi.waitFor(() => expect(outbox.snapshot().pending).toHaveLength(0));
    expect(sent.map((s) => s.opId)).toEqual([a.opId, a.opId, a.opId, b.opId]);
  });

  it('drops a change the server refuses for good, says so once, and goes on with the next', async () => {
    const { outbox, sent, dropped } = makeOutbox(async (entry) => {
      if (entry.op.name === 'updateItem' && entry.op.request.itemId === 'gone') {
        await refused('not-found', 'shopping.itemNotFound')();
      }
      if (entry.op.name === 'addItem') await refused('permission-denied', 'shopping.notMember')();
    });
    await outbox.ready;
    const a = outbox.enqueue(tick('gone', true));
    const b = outbox.enqueue({
      name: 'addItem',
      request: { listId: 'left', name: 'X', itemId: newItemId() },
    });
    const c = outbox.enqueue(tick('i3', false));
    await vi.waitFor(() => expect(outbox.snapshot().pending).toHaveLength(0));
    await outbox.flush();
    expect(sent.map((s) => s.opId)).toEqual([a.opId, b.opId, c.opId]);
    expect(dropped.flat()).toEqual([a.opId, b.opId]);
    // Only the sent one is shown as confirmed; the dropped ones are gone from the screen.
    expect(outbox.snapshot().acked.map((e) => e.opId)).toEqual([c.opId]);
  });

  it('treats deleting an item that is gone as done, without a notice', async () => {
    const { outbox, dropped } = makeOutbox(refused('not-found', 'shopping.itemNotFound'));
    await outbox.ready;
    outbox.enqueue({ name: 'deleteItem', request: { itemId: 'gone' } });
    await vi.waitFor(() => expect(outbox.snapshot().pending).toHaveLength(0));
    expect(dropped).toEqual([]);
  });

  it('gives up on a change the server keeps failing after MAX_ATTEMPTS', async () => {
    vi.useFakeTimers();
    const { outbox, sent, dropped } = makeOutbox(() =>
      Promise.reject(new CallError('shopping.updateItemError', 'boom', 'functions/internal')),
    );
    await outbox.ready;
    outbox.enqueue(tick('i1', true));
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    await vi.waitFor(() => expect(dropped).toHaveLength(1));
    expect(sent).toHaveLength(MAX_ATTEMPTS);
    expect(outbox.snapshot().pending).toHaveLength(0);
  });

  it('tries nothing while the device is offline, and replays when asked once online', async () => {
    let online = false;
    const store = memoryOutboxStore();
    const sent: string[] = [];
    const outbox = new Outbox('me', {
      store,
      send: async (entry) => {
        sent.push(entry.opId);
      },
      classify: () => 'offline',
      isOnline: () => online,
    });
    await outbox.ready;
    const a = outbox.enqueue(tick('i1', true));
    await vi.waitFor(() => expect(store.entries.size).toBe(1));
    await outbox.flush();
    expect(sent).toEqual([]);
    expect(outbox.snapshot().pending).toHaveLength(1);
    online = true;
    await outbox.flush();
    expect(sent).toEqual([a.opId]);
    expect(outbox.snapshot().pending).toHaveLength(0);
  });

  it('runs one replay at a time, never two changes of one item at once and at most CONCURRENCY together', async () => {
    const inFlight = new Set<string>();
    let most = 0;
    const { outbox, sent } = makeOutbox(async (entry) => {
      const key = conflictKey(entry.op);
      expect(inFlight.has(key)).toBe(false);
      inFlight.add(key);
      most = Math.max(most, inFlight.size);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight.delete(key);
    });
    await outbox.ready;
    for (let n = 0; n < 10; n += 1) outbox.enqueue(tick(`i${n % 3}`, n % 2 === 0));
    await Promise.all([outbox.flush(), outbox.flush(), outbox.flush()]);
    await vi.waitFor(() => expect(outbox.snapshot().pending).toHaveLength(0));
    expect(most).toBeLessThanOrEqual(CONCURRENCY);
    expect(sent).toHaveLength(10);
    // Per item, in the order made.
    for (const item of ['i0', 'i1', 'i2']) {
      const order = sent
        .filter((s) => (s.request as { itemId: string }).itemId === item)
        .map((s) => (s.request as { checked: boolean }).checked);
      const expected = [...Array(10).keys()].filter((n) => `i${n % 3}` === item).map((n) => n % 2 === 0);
      expect(order).toEqual(expected);
    }
  });

  it('two tabs sharing the store and the lock send each change once, whichever tab made it', async () => {
    const store = memoryOutboxStore();
    // One holder at a time, as the Web Locks API grants it.
    let held: Promise<unknown> = Promise.resolve();
    const lock = (_name: string, fn: () => Promise<void>) => {
      const run = held.then(fn);
      held = run.catch(() => undefined);
      return run;
    };
    const sent: string[] = [];
    let holders = 0;
    let most = 0;
    const tab = () =>
      new Outbox('me', {
        store,
        lock: (name, fn) =>
          lock(name, async () => {
            holders += 1;
            most = Math.max(most, holders);
            try {
              await fn();
            } finally {
              holders -= 1;
            }
          }),
        send: async (entry) => {
          sent.push(entry.opId);
          await new Promise((resolve) => setTimeout(resolve, 2));
        },
        classify: () => 'offline',
      });
    const [a, b] = [tab(), tab()];
    await Promise.all([a.ready, b.ready]);
    const made = [a.enqueue(tick('x', true)), b.enqueue(tick('y', true)), a.enqueue(tick('z', true))];
    await vi.waitFor(() => expect(store.entries.size).toBe(0));
    await Promise.all([a.flush(), b.flush()]);
    expect(most).toBe(1);
    expect([...sent].sort()).toEqual(made.map((entry) => entry.opId).sort());
  });

  it('sends "clear checked" alone, after what came before it, and one item\'s changes in order', () => {
    const entry = (op: OutboxEntry['op'], seq: number) =>
      ({ opId: `op${seq}`, uid: 'me', seq, createdAt: seq, attempts: 0, op }) as OutboxEntry;
    const queue = [
      entry(tick('a', true), 1),
      entry(tick('b', true), 2),
      entry({ name: 'clearCheckedItems', request: { listId: 'l' } }, 3),
      entry(tick('c', true), 4),
    ];
    expect(nextSendable(queue, new Set())?.seq).toBe(1);
    expect(nextSendable(queue, new Set(['op1']))?.seq).toBe(2);
    expect(nextSendable(queue, new Set(['op1', 'op2']))).toBeUndefined();
    expect(nextSendable(queue.slice(2), new Set())?.seq).toBe(3);
    expect(nextSendable(queue.slice(2), new Set(['op3']))).toBeUndefined();
    const sameItem = [entry(tick('a', true), 1), entry(tick('a', false), 2), entry(tick('b', true), 3)];
    expect(nextSendable(sameItem, new Set(['op1']))?.seq).toBe(3);
    expect(nextSendable(sameItem, new Set(['op1']), 1)).toBeUndefined();
  });
});

describe('classifyFailure', () => {
  const entry = (name: 'deleteItem' | 'updateItem') =>
    ({
      opId: 'op',
      uid: 'me',
      seq: 1,
      createdAt: 1,
      attempts: 0,
      op: name === 'deleteItem' ? { name, request: { itemId: 'i' } } : tick('i', true),
    }) as OutboxEntry;

  it('waits out a missing connection and gives up on refusals', () => {
    expect(classifyFailure(new Error('x'), entry('updateItem'), false)).toBe('offline');
    expect(
      classifyFailure(
        new CallError('common.error', 'internal', 'functions/internal'),
        entry('updateItem'),
        true,
      ),
    ).toBe('offline');
    expect(
      classifyFailure(
        new TypeError('Failed to fetch dynamically imported module'),
        entry('updateItem'),
        true,
      ),
    ).toBe('offline');
    for (const status of ['not-found', 'permission-denied', 'invalid-argument']) {
      expect(
        classifyFailure(
          new CallError('shopping.itemNotFound', 'no', `functions/${status}`),
          entry('updateItem'),
          true,
        ),
      ).toBe('drop');
    }
    expect(
      classifyFailure(
        new CallError('shopping.itemNotFound', 'no', 'functions/not-found'),
        entry('deleteItem'),
        true,
      ),
    ).toBe('done');
    expect(
      classifyFailure(
        new CallError('common.error', 'later', 'functions/unavailable'),
        entry('updateItem'),
        true,
      ),
    ).toBe('retry');
  });
});
