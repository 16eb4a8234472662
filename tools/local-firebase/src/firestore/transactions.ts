import { randomBytes } from 'node:crypto';
import { FirestoreError, invalidArgument } from './errors.js';

export interface TransactionOptions {
  readOnly?: { readTime?: string };
  readWrite?: { retryTransaction?: string };
}

interface Transaction {
  id: string;
  database: string;
  readOnly: boolean;
  /** Lower is older; a retried transaction keeps its age so it cannot starve. */
  age: number;
  /** Update time (or null for a missing document) of every document read, checked at commit. */
  reads: Map<string, string | null>;
  locks: Set<string>;
  /** An older transaction took this one's locks: it can only end with ABORTED. */
  wounded: boolean;
  startedAt: number;
}

// Firestore expires idle transactions after 270 s; keep ours a little longer than any SDK waits.
const EXPIRE_MS = 5 * 60_000;
const LOCK_TIMEOUT_MS = 20_000;

function aborted(): FirestoreError {
  return new FirestoreError(
    'ABORTED',
    'Aborted due to cross-transaction contention. This occurs when multiple transactions attempt to access the same data, requiring Firestore to abort at least one in order to enforce serializability.',
  );
}

/** A read takes a shared lock on the document; a commit needs an exclusive one on each document it writes. */
export type LockMode = 'shared' | 'exclusive';

/**
 * Read-write transactions lock documents by name, as Firestore's server libraries do: a read takes a
 * shared lock, so any number of transactions may read one document at once, and a commit takes an
 * exclusive lock on every document it writes. Conflicts resolve by wound-wait: an older transaction
 * takes the lock from a younger one, which then can only end with ABORTED (the SDK retries it, keeping
 * its age so it cannot starve); a younger one waits. So two read-modify-writes of one document queue up
 * instead of both failing, while transactions that only read the same document (a list every item
 * change checks) run side by side. Reads also record versions and a commit aborts if one changed
 * meanwhile (e.g. by a plain write), so no update is ever lost.
 */
export class Transactions {
  private readonly open = new Map<string, Transaction>();
  private readonly retiredAges = new Map<string, number>();
  /** Document name -> the transactions holding a lock on it, and how. */
  private readonly locks = new Map<string, Map<string, LockMode>>();
  private wakeups: (() => void)[] = [];
  private nextAge = 0;

  begin(database: string, options: TransactionOptions = {}): string {
    this.expire();
    const retry = options.readWrite?.retryTransaction;
    let age = this.nextAge++;
    if (retry) {
      age = this.open.get(retry)?.age ?? this.retiredAges.get(retry) ?? age;
      this.end(retry);
    }
    const id = randomBytes(16).toString('base64');
    this.open.set(id, {
      id,
      database,
      readOnly: Boolean(options.readOnly),
      age,
      reads: new Map(),
      locks: new Set(),
      wounded: false,
      startedAt: Date.now(),
    });
    return id;
  }

  private get(database: string, id: string): Transaction {
    const tx = this.open.get(id);
    if (!tx || tx.database !== database) {
      throw invalidArgument('The referenced transaction has expired or is no longer valid.');
    }
    if (tx.wounded) throw aborted();
    return tx;
  }

  /**
   * Waits until the transaction holds `mode` locks on `names` (no-op for read-only transactions).
   * Throws ABORTED when an older transaction took them meanwhile, or after LOCK_TIMEOUT_MS.
   */
  async lock(database: string, id: string, names: string[], mode: LockMode = 'shared'): Promise<void> {
    const tx = this.get(database, id);
    if (tx.readOnly) return;
    const deadline = Date.now() + LOCK_TIMEOUT_MS;
    for (const name of names) {
      for (;;) {
        if (tx.wounded || !this.open.has(id)) throw aborted();
        const holders = this.locks.get(name) ?? new Map<string, LockMode>();
        const blocking = this.conflicts(holders, id, mode);
        if (blocking.length === 0) {
          if (holders.get(id) !== 'exclusive') holders.set(id, mode);
          this.locks.set(name, holders);
          tx.locks.add(name);
          break;
        }
        // An older transaction wins; so does any waiter against a holder idle past the timeout
        // (a client that went away must not block a document until its transaction expires).
        let waiting = false;
        for (const holder of blocking) {
          if (tx.age < holder.age || holder.startedAt < Date.now() - LOCK_TIMEOUT_MS) {
            holder.wounded = true;
            this.release(holder);
          } else waiting = true;
        }
        if (!waiting) continue;
        if (Date.now() > deadline) throw aborted();
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 250);
          this.wakeups.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    }
  }

  /** The other open transactions whose locks on a document keep `id` from taking a `mode` lock. */
  private conflicts(holders: Map<string, LockMode>, id: string, mode: LockMode): Transaction[] {
    const blocking: Transaction[] = [];
    for (const [holderId, held] of holders) {
      if (holderId === id) continue;
      const holder = this.open.get(holderId);
      if (!holder) holders.delete(holderId);
      else if (mode === 'exclusive' || held === 'exclusive') blocking.push(holder);
    }
    return blocking;
  }

  /** Records a read inside a transaction (the first version seen is the one checked at commit). */
  recordRead(database: string, id: string, name: string, updateTime: string | null): void {
    const tx = this.get(database, id);
    if (!tx.readOnly && !tx.reads.has(name)) tx.reads.set(name, updateTime);
  }

  rollback(database: string, id: string): void {
    const tx = this.open.get(id);
    if (!tx || tx.database !== database) {
      throw invalidArgument('The referenced transaction has expired or is no longer valid.');
    }
    this.end(id);
  }

  /**
   * Ends a transaction at commit. `currentVersion` gives a document's update time now; throws
   * ABORTED when the transaction lost its locks or a document it read has changed.
   */
  finish(
    database: string,
    id: string,
    hasWrites: boolean,
    currentVersion: (name: string) => string | null,
  ): void {
    const known = this.open.get(id);
    if (known?.wounded) {
      this.end(id);
      throw aborted();
    }
    const tx = this.get(database, id);
    this.end(id);
    if (tx.readOnly && hasWrites) throw invalidArgument('Cannot modify entities in a read-only transaction.');
    for (const [name, seen] of tx.reads) if (currentVersion(name) !== seen) throw aborted();
  }

  clear(database?: string): void {
    for (const [id, tx] of this.open) if (!database || tx.database === database) this.end(id);
  }

  private end(id: string): void {
    const tx = this.open.get(id);
    if (!tx) return;
    this.open.delete(id);
    this.release(tx);
    this.retiredAges.set(id, tx.age);
    if (this.retiredAges.size > 1000) this.retiredAges.delete(this.retiredAges.keys().next().value as string);
  }

  private release(tx: Transaction): void {
    for (const name of tx.locks) {
      const holders = this.locks.get(name);
      holders?.delete(tx.id);
      if (holders?.size === 0) this.locks.delete(name);
    }
    tx.locks.clear();
    const wake = this.wakeups;
    this.wakeups = [];
    for (const w of wake) w();
  }

  private expire(): void {
    const cutoff = Date.now() - EXPIRE_MS;
    for (const [id, tx] of this.open) if (tx.startedAt < cutoff) this.end(id);
  }
}
