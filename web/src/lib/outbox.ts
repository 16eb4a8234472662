// The shopping changes a user made and the server has not confirmed yet, kept durably (per account) and
// sent in the order made. A change is shown at once from here (the screen lays the waiting changes over
// the live items), survives a reload or a closed app, and is replayed when the connection is back, on
// app start and on the browser's `online` event. Changes of one item are sent one after the other, in the
// order made (changes of different items may travel together, see nextSendable). Each change keeps one
// operation id (`opId`) for all its attempts, so the server applies it once however often it is sent.
// A change the server refuses for good (the item or list is gone, access was lost, the input is invalid)
// is dropped and reported once; a failure to reach the server is retried with backoff. Only one tab
// sends at a time (Web Locks).
import { newOpId } from './op-ids';

/** What the user did, as the callable that carries it is asked (plus the opId added when sent). */
export type OutboxOp =
  | { name: 'addItem'; request: { listId: string | null; name: string; itemId: string } }
  | {
      name: 'updateItem';
      request: { itemId: string; checked?: boolean; name?: string; changedAt: number };
    }
  | {
      name: 'deleteItem';
      request: { itemId: string };
      /** One of the deletes of a "clear checked items" (its failure is reported as that). */
      clearChecked?: true;
    }
  | { name: 'clearCheckedItems'; request: { listId: string | null } };

export interface OutboxEntry {
  /** Sent with every attempt: the server applies one opId once. */
  opId: string;
  /** The account that made the change: only it may send it. */
  uid: string;
  /** Order of the changes (made later = larger). */
  seq: number;
  op: OutboxOp;
  /** Epoch ms when the user made the change. */
  createdAt: number;
  /** Failed attempts so far (for the backoff). */
  attempts: number;
}

/** A change the server confirmed, kept a moment so the screen shows it until the live data has it. */
export interface AckedEntry extends OutboxEntry {
  ackedAt: number;
}

/** Where entries are kept between visits (IndexedDB in the app, memory in tests). */
export interface OutboxStore {
  /** The account's entries, in any order. */
  load(uid: string): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  remove(opId: string): Promise<void>;
}

/** How a failed send is treated: tried again later, or given up (reported). */
export type FailureKind = 'offline' | 'retry' | 'drop' | 'done';

export interface Dropped {
  entry: OutboxEntry;
  error: unknown;
}

export interface OutboxDeps {
  store: OutboxStore;
  /** Sends one entry; throws on failure. */
  send(entry: OutboxEntry): Promise<void>;
  /**
   * 'offline': the server was not reached (retried with backoff, without limit); 'retry': the server
   * failed (retried at most MAX_ATTEMPTS times); 'drop': refused for good; 'done': the change already
   * holds (a delete of an item already gone).
   */
  classify(error: unknown, entry: OutboxEntry): FailureKind;
  /** Runs `fn` while no other tab runs it for the same name. */
  lock?: (name: string, fn: () => Promise<void>) => Promise<void>;
  /** Tells other tabs that the entries changed; `listen` hears them. */
  broadcast?: { post(): void; listen(onMessage: () => void): () => void };
  /** False when the device knows it has no network: then nothing is tried until `flush` is called again. */
  isOnline?: () => boolean;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** Attempts after which a change the server keeps failing (not a missing connection) is dropped. */
export const MAX_ATTEMPTS = 8;
/** How long a confirmed change is still shown while the live data catches up. */
export const SETTLE_MS = 3000;

/** Changes sent at the same time, each to a different item: a long queue replays in a few seconds. */
export const CONCURRENCY = 6;

/**
 * What a change touches: changes of one item are sent one after the other, in the order made; changes
 * of different items may travel together. "Clear checked" touches the whole list, so it goes alone.
 */
export function conflictKey(op: OutboxOp): string {
  return op.name === 'clearCheckedItems' ? '*' : op.request.itemId;
}

/**
 * The next waiting change that may be sent while `inFlight` (opIds) are on their way, or none: at most
 * CONCURRENCY at once, a change never overtakes an earlier one of the same item, and "clear checked"
 * goes alone, after everything before it and before everything after it.
 */
export function nextSendable(
  entries: readonly OutboxEntry[],
  inFlight: ReadonlySet<string>,
  limit = CONCURRENCY,
): OutboxEntry | undefined {
  if (inFlight.size >= limit) return undefined;
  // Keys of earlier changes not finished yet (sending, or waiting themselves).
  const earlier = new Set<string>();
  for (const entry of entries) {
    const key = conflictKey(entry.op);
    const free = !inFlight.has(entry.opId) && !earlier.has(key) && !earlier.has('*');
    if (free && (key !== '*' || earlier.size === 0)) return entry;
    earlier.add(key);
  }
  return undefined;
}

/** Wait before the next attempt after `attempts` failures: 1 s, 2 s, 4 s … up to 30 s. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempts - 1));
}

export interface OutboxSnapshot {
  /** False until the stored entries are loaded (a screen then shows nothing rather than stale items). */
  loaded: boolean;
  /** Waiting to be sent, in order. */
  pending: readonly OutboxEntry[];
  /** Confirmed within the last SETTLE_MS. */
  acked: readonly AckedEntry[];
}

export class Outbox {
  private entries: OutboxEntry[] = [];
  private ackedEntries: AckedEntry[] = [];
  /** Entries whose write to the store has not finished (they must survive a reload from the store). */
  private readonly unsaved = new Map<string, OutboxEntry>();
  /** Entries this tab finished: a reload from the store that raced the removal must not revive them. */
  private readonly finished = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private readonly dropListeners = new Set<(dropped: Dropped[]) => void>();
  private snapshotValue: OutboxSnapshot = { loaded: false, pending: [], acked: [] };
  private loaded = false;
  private flushing: Promise<void> | null = null;
  private again = false;
  private retryTimer: unknown = null;
  private pruneTimer: unknown = null;
  private lastSeq = 0;
  private stopListening: () => void = () => {};
  /** Disposed (its account signed out): a send still under way writes nothing back to the store. */
  private closed = false;
  /** Resolves once the stored entries are loaded. */
  readonly ready: Promise<void>;

  constructor(
    readonly uid: string,
    private readonly deps: OutboxDeps,
  ) {
    this.stopListening = deps.broadcast?.listen(() => void this.reload()) ?? (() => {});
    this.ready = this.reload();
  }

  private now(): number {
    return this.deps.now?.() ?? Date.now();
  }

  snapshot(): OutboxSnapshot {
    return this.snapshotValue;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Told once per replay with every change dropped in it. */
  onDropped(listener: (dropped: Dropped[]) => void): () => void {
    this.dropListeners.add(listener);
    return () => this.dropListeners.delete(listener);
  }

  private changed(): void {
    this.snapshotValue = { loaded: this.loaded, pending: [...this.entries], acked: [...this.ackedEntries] };
    for (const listener of this.listeners) listener();
  }

  /** Records a change (shown at once, stored, then sent); returns its entry. */
  enqueue(op: OutboxOp): OutboxEntry {
    this.lastSeq = Math.max(this.now(), this.lastSeq + 1);
    const entry: OutboxEntry = {
      opId: newOpId(),
      uid: this.uid,
      seq: this.lastSeq,
      op,
      createdAt: this.now(),
      attempts: 0,
    };
    this.entries.push(entry);
    this.unsaved.set(entry.opId, entry);
    this.changed();
    void this.deps.store
      .put(entry)
      .then(() => {
        this.unsaved.delete(entry.opId);
        this.deps.broadcast?.post();
      })
      // No storage (private mode): the change lives as long as this page.
      .catch(() => undefined)
      .finally(() => void this.flush());
    return entry;
  }

  /** Reads the entries again from the store (another tab added or sent some). */
  async reload(): Promise<void> {
    let stored: OutboxEntry[] = [];
    try {
      stored = await this.deps.store.load(this.uid);
    } catch {
      stored = [...this.entries];
    }
    const byId = new Map<string, OutboxEntry>();
    for (const entry of [...stored, ...this.unsaved.values()]) {
      if (!this.finished.has(entry.opId) && entry.uid === this.uid) byId.set(entry.opId, entry);
    }
    this.entries = [...byId.values()].sort((a, b) => a.seq - b.seq);
    this.lastSeq = Math.max(this.lastSeq, ...this.entries.map((entry) => entry.seq));
    this.loaded = true;
    this.changed();
  }

  /**
   * Sends the waiting changes in order until none is left or the connection fails (then a retry is
   * scheduled). Resolves when this replay is over.
   */
  flush(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.flushing) {
      this.again = true;
      return this.flushing;
    }
    if (this.retryTimer !== null) {
      this.clearTimer(this.retryTimer);
      this.retryTimer = null;
    }
    // Known to be offline: trying would only fail; the `online` event starts the replay.
    if (this.deps.isOnline && !this.deps.isOnline()) return this.ready;
    const lock = this.deps.lock ?? ((_name: string, fn: () => Promise<void>) => fn());
    this.flushing = (async () => {
      await this.ready;
      do {
        this.again = false;
        await lock(`meal-app.outbox.${this.uid}`, () => this.drain());
      } while (this.again && this.retryTimer === null && this.entries.length > 0);
    })().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async drain(): Promise<void> {
    // Another tab may have sent (or added) changes while this one waited for the lock.
    await this.reload();
    const dropped: Dropped[] = [];
    let retryIn: number | null = null;
    const inFlight = new Set<string>();
    // A pool: whenever a send ends, the next change that may go is started (see nextSendable).
    await new Promise<void>((resolve) => {
      const pump = () => {
        for (
          let entry = retryIn === null ? nextSendable(this.entries, inFlight) : undefined;
          entry;
          entry = retryIn === null ? nextSendable(this.entries, inFlight) : undefined
        ) {
          const sending = entry;
          inFlight.add(sending.opId);
          void this.attempt(sending)
            .then((outcome) => this.settle(sending, outcome, dropped))
            .then((wait) => {
              if (wait !== null) retryIn = Math.max(retryIn ?? 0, wait);
            })
            .finally(() => {
              inFlight.delete(sending.opId);
              pump();
            });
        }
        if (inFlight.size === 0) resolve();
      };
      pump();
    });
    if (retryIn !== null) this.scheduleRetry(retryIn);
    if (dropped.length > 0) for (const listener of this.dropListeners) listener(dropped);
  }

  /** Records how a send ended; returns the wait before a retry, or null when the entry is finished. */
  private async settle(
    entry: OutboxEntry,
    { kind, error }: { kind: FailureKind | 'sent'; error?: unknown },
    dropped: Dropped[],
  ): Promise<number | null> {
    if (this.closed) return null;
    if (kind === 'offline' || (kind === 'retry' && entry.attempts + 1 < MAX_ATTEMPTS)) {
      entry.attempts += 1;
      await this.deps.store.put(entry).catch(() => undefined);
      return backoffMs(entry.attempts);
    }
    if (kind === 'sent' || kind === 'done') {
      this.ackedEntries.push({ ...entry, ackedAt: this.now() });
      this.schedulePrune();
    } else {
      dropped.push({ entry, error });
    }
    await this.finish(entry);
    return null;
  }

  private async attempt(entry: OutboxEntry): Promise<{ kind: FailureKind | 'sent'; error?: unknown }> {
    try {
      await this.deps.send(entry);
      return { kind: 'sent' };
    } catch (error) {
      return { kind: this.deps.classify(error, entry), error };
    }
  }

  private async finish(entry: OutboxEntry): Promise<void> {
    this.finished.add(entry.opId);
    this.unsaved.delete(entry.opId);
    this.entries = this.entries.filter((other) => other.opId !== entry.opId);
    this.changed();
    await this.deps.store.remove(entry.opId).catch(() => undefined);
    this.deps.broadcast?.post();
  }

  private scheduleRetry(ms: number): void {
    if (this.closed) return;
    const set = this.deps.setTimer ?? ((fn: () => void, delay: number) => setTimeout(fn, delay));
    this.retryTimer = set(() => {
      this.retryTimer = null;
      void this.flush();
    }, ms);
  }

  private schedulePrune(): void {
    if (this.pruneTimer !== null) return;
    const set = this.deps.setTimer ?? ((fn: () => void, delay: number) => setTimeout(fn, delay));
    this.pruneTimer = set(() => {
      this.pruneTimer = null;
      const cutoff = this.now() - SETTLE_MS;
      this.ackedEntries = this.ackedEntries.filter((entry) => entry.ackedAt > cutoff);
      this.changed();
      if (this.ackedEntries.length > 0) this.schedulePrune();
    }, SETTLE_MS);
  }

  /** Whether a retry is waiting for its time (tests and diagnostics). */
  get retrying(): boolean {
    return this.retryTimer !== null;
  }

  private clearTimer(timer: unknown): void {
    if (this.deps.clearTimer) this.deps.clearTimer(timer);
    else clearTimeout(timer as ReturnType<typeof setTimeout>);
  }

  dispose(): void {
    this.closed = true;
    this.stopListening();
    if (this.retryTimer !== null) this.clearTimer(this.retryTimer);
    if (this.pruneTimer !== null) this.clearTimer(this.pruneTimer);
    this.retryTimer = null;
    this.pruneTimer = null;
    this.listeners.clear();
    this.dropListeners.clear();
  }
}

/** An OutboxStore in memory (for tests, and where IndexedDB is unavailable). */
export function memoryOutboxStore(): OutboxStore & { entries: Map<string, OutboxEntry> } {
  const entries = new Map<string, OutboxEntry>();
  return {
    entries,
    load: async (uid) => [...entries.values()].filter((entry) => entry.uid === uid).map((e) => ({ ...e })),
    put: async (entry) => {
      entries.set(entry.opId, { ...entry });
    },
    remove: async (opId) => {
      entries.delete(opId);
    },
  };
}
