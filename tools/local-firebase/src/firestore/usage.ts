/** Billable operations per database, counted the way Firestore bills them. */
export interface Usage {
  reads: number;
  writes: number;
  deletes: number;
}

/**
 * Counts document reads, writes and deletes per database so benchmarks can print what a screen
 * costs. Rules as billed: every document a get or query returns is a read, a query or get that
 * returns nothing still costs one, an aggregation costs one read per 1,000 matched entries (min. 1).
 */
export class UsageCounter {
  private readonly byDatabase = new Map<string, Usage>();

  private of(database: string): Usage {
    let u = this.byDatabase.get(database);
    if (!u) {
      u = { reads: 0, writes: 0, deletes: 0 };
      this.byDatabase.set(database, u);
    }
    return u;
  }

  reads(database: string, documents: number): void {
    this.of(database).reads += Math.max(1, documents);
  }

  aggregation(database: string, matched: number): void {
    this.of(database).reads += Math.max(1, Math.ceil(matched / 1000));
  }

  write(database: string, isDelete: boolean): void {
    const u = this.of(database);
    if (isDelete) u.deletes++;
    else u.writes++;
  }

  snapshot(): Record<string, Usage> {
    return Object.fromEntries([...this.byDatabase].map(([db, u]) => [db, { ...u }]));
  }

  reset(): void {
    this.byDatabase.clear();
  }
}
