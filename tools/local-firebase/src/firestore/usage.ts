/** Billable operations per database, counted the way Firestore bills them, and the open listeners. */
export interface Usage {
  reads: number;
  writes: number;
  deletes: number;
  /** Listen targets added since the last reset. */
  listens: number;
  /** Listen targets open now (a reset keeps them): a server-wide serial and what the target reads. */
  openListens: OpenListen[];
}

export interface OpenListen {
  id: number;
  target: string;
}

type Counts = Omit<Usage, 'openListens'>;

/**
 * Counts document reads, writes and deletes per database so benchmarks can print what a screen
 * costs. Rules as billed: every document a get or query returns is a read, a query or get that
 * returns nothing still costs one, an aggregation costs one read per 1,000 matched entries (min. 1),
 * and a listener pays one read for each document it is sent (added, changed, or changed out of its
 * result; deletions are free). Open Listen targets are tracked so screens can be checked for
 * listeners left behind.
 */
export class UsageCounter {
  private readonly byDatabase = new Map<string, Counts>();
  private readonly open = new Map<string, Map<object, { id: number; describe: () => string }>>();
  private serial = 0;

  private of(database: string): Counts {
    let u = this.byDatabase.get(database);
    if (!u) {
      u = { reads: 0, writes: 0, deletes: 0, listens: 0 };
      this.byDatabase.set(database, u);
    }
    return u;
  }

  reads(database: string, documents: number): void {
    this.of(database).reads += Math.max(1, documents);
  }

  /** Documents a running listener was sent after its first snapshot: no minimum charge. */
  listenReads(database: string, documents: number): void {
    if (documents > 0) this.of(database).reads += documents;
  }

  aggregation(database: string, matched: number): void {
    this.of(database).reads += Math.max(1, Math.ceil(matched / 1000));
  }

  write(database: string, isDelete: boolean): void {
    const u = this.of(database);
    if (isDelete) u.deletes++;
    else u.writes++;
  }

  /** A Listen target was added; `key` identifies it until `listenClosed`, `describe` is called on snapshots. */
  listenOpened(database: string, key: object, describe: () => string): void {
    this.of(database).listens++;
    const open = this.open.get(database) ?? new Map();
    open.set(key, { id: ++this.serial, describe });
    this.open.set(database, open);
  }

  listenClosed(database: string, key: object): void {
    const open = this.open.get(database);
    if (!open?.delete(key)) return;
    if (open.size === 0) this.open.delete(database);
  }

  snapshot(): Record<string, Usage> {
    const databases = new Set([...this.byDatabase.keys(), ...this.open.keys()]);
    return Object.fromEntries(
      [...databases].map((db) => [
        db,
        {
          ...(this.byDatabase.get(db) ?? { reads: 0, writes: 0, deletes: 0, listens: 0 }),
          openListens: [...(this.open.get(db)?.values() ?? [])].map((l) => ({
            id: l.id,
            target: l.describe(),
          })),
        },
      ]),
    );
  }

  /** Zeroes the counters; open listeners stay (they are state, not usage). */
  reset(): void {
    this.byDatabase.clear();
  }
}
