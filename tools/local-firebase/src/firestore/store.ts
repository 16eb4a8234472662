import { Clock } from './clock.js';
import { DatabaseData } from './database.js';
import { invalidArgument } from './errors.js';
import { exportDocuments, importDocuments } from './import-export.js';
import { assertIndexed } from './index-check.js';
import type { IndexConfig } from './index-config.js';
import { databaseOf, parseName } from './names.js';
import { compileQuery, evaluateQuery, type StructuredQuery } from './query.js';
import { type TransactionOptions, Transactions } from './transactions.js';
import { UsageCounter } from './usage.js';
import { applyWrite, type Doc, type Write, writeTarget } from './writes.js';

export type { StructuredQuery } from './query.js';
export type { TransactionOptions } from './transactions.js';
export type { Usage } from './usage.js';
export type { Value } from './values.js';
export type { Doc, Write } from './writes.js';

export interface DocChange {
  name: string;
  before: Doc | null;
  after: Doc | null;
}

export interface CommitEvent {
  database: string;
  commitTime: string;
  changes: DocChange[];
}

export interface CommitResult {
  commitTime: string;
  writeResults: { updateTime?: string; transformResults?: Record<string, unknown>[] }[];
}

/** In-memory Firestore: documents per database (`projects/<p>/databases/<d>`), a clock, a change feed. */
export class FirestoreStore {
  private readonly databases = new Map<string, DatabaseData>();
  private readonly listeners = new Set<(event: CommitEvent) => void>();
  private readonly clock = new Clock();
  readonly transactions = new Transactions();
  /** Billable reads/writes/deletes (REST calls and the documents Listen sends) and open Listen targets. */
  readonly usage = new UsageCounter();
  /** The project's indexes: with them, a query Cloud Firestore would refuse for want of an index is
   * refused here too (index-check.ts); without, every query runs, as on the emulators. */
  indexes: IndexConfig | null = null;

  private data(database: string, create = false): DatabaseData | undefined {
    let db = this.databases.get(database);
    if (!db && create) {
      db = new DatabaseData();
      this.databases.set(database, db);
    }
    return db;
  }

  /** A document by full name, or null. */
  get(name: string): Doc | null {
    return this.data(databaseOf(name))?.get(name) ?? null;
  }

  /** Reads documents, recording their versions when inside a read-write transaction. */
  getAll(database: string, names: string[], transaction?: string): (Doc | null)[] {
    const docs = names.map((n) => this.get(n));
    if (transaction) {
      names.forEach((n, i) => {
        this.transactions.recordRead(database, transaction, n, docs[i]?.updateTime ?? null);
      });
    }
    return docs;
  }

  /** Runs a structured query; `parent` is `.../documents` or a document name. */
  runQuery(parent: string, query: StructuredQuery, transaction?: string): Doc[] {
    const parsed = parseName(parent);
    if (parsed.segments.length % 2 !== 0) throw invalidArgument(`Invalid query parent: ${parent}`);
    const compiled = compileQuery(query);
    if (!compiled.allDescendants && compiled.collectionId === '') {
      throw invalidArgument('A collection query needs a collectionId');
    }
    if (this.indexes) {
      const project = parsed.database.split('/')[1] as string;
      assertIndexed(this.indexes, project, compiled.collectionId, compiled.allDescendants, query);
    }
    const db = this.data(parsed.database);
    if (!db) return [];
    const docs = evaluateQuery(
      compiled,
      db.candidates(parent, compiled.collectionId, compiled.allDescendants),
    );
    if (transaction) {
      for (const d of docs) this.transactions.recordRead(parsed.database, transaction, d.name, d.updateTime);
    }
    return docs as Doc[];
  }

  beginTransaction(database: string, options?: TransactionOptions): string {
    return this.transactions.begin(database, options);
  }

  rollback(database: string, transaction: string): void {
    this.transactions.rollback(database, transaction);
  }

  /** Applies writes atomically: every write succeeds, or nothing changes and the error is thrown. */
  commit(database: string, writes: Write[], transaction?: string): CommitResult {
    if (!Array.isArray(writes)) throw invalidArgument('writes must be an array');
    for (const w of writes) {
      const target = writeTarget(w);
      if (databaseOf(target) !== database) throw invalidArgument(`Document ${target} is not in ${database}`);
    }
    const db = this.data(database, true) as DatabaseData;
    if (transaction) {
      this.transactions.finish(
        database,
        transaction,
        writes.length > 0,
        (n) => db.get(n)?.updateTime ?? null,
      );
    }
    const commitTime = this.clock.now();
    const working = new Map<string, Doc | null>();
    const before = new Map<string, Doc | null>();
    const writeResults: CommitResult['writeResults'] = [];
    for (const w of writes) {
      const name = writeTarget(w);
      if (!before.has(name)) before.set(name, db.get(name));
      const current = working.has(name) ? (working.get(name) ?? null) : db.get(name);
      const outcome = applyWrite(w, current, commitTime);
      working.set(name, outcome.doc);
      writeResults.push(
        outcome.doc
          ? { updateTime: outcome.doc.updateTime, transformResults: outcome.transformResults }
          : { transformResults: [] },
      );
    }
    for (const w of writes) this.usage.write(database, w.delete !== undefined);
    const changes: DocChange[] = [];
    for (const [name, after] of working) {
      const prior = before.get(name) ?? null;
      if (prior === after) continue;
      if (after) db.put(after);
      else db.delete(name);
      changes.push({ name, before: prior, after });
    }
    if (changes.length > 0) this.emit({ database, commitTime, changes });
    return { commitTime, writeResults };
  }

  private emit(event: CommitEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (err) {
        // A failing subscriber must not undo or block a commit that has already happened.
        console.error('firestore onCommit listener failed:', err);
      }
    }
  }

  /** Called synchronously after every commit that changed something, in commit order. */
  onCommit(listener: (event: CommitEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A fresh timestamp from the store's strictly increasing clock. */
  readTime(): string {
    return this.clock.now();
  }

  listCollectionIds(parent: string): string[] {
    const db = this.data(databaseOf(parent));
    return db ? db.collectionIds(parent).sort() : [];
  }

  /** Document names in a collection (sorted), with absent parents of subcollections when showMissing. */
  listDocumentNames(collection: string, showMissing: boolean): string[] {
    const db = this.data(databaseOf(collection));
    return db ? db.documentNames(collection, showMissing).sort() : [];
  }

  /** Drops every document (of one database, or all); no change events, like the emulator's reset. */
  clear(database?: string): void {
    if (database) this.databases.delete(database);
    else this.databases.clear();
    this.transactions.clear(database);
  }

  /** All documents of a database as `{ documents: { "<path>": { fields, createTime, updateTime } } }`. */
  exportDatabase(database: string): unknown {
    return exportDocuments(database, this.data(database)?.docs.values() ?? []);
  }

  /** Replaces a database's documents with an export; throws naming the first malformed document. */
  importDatabase(database: string, json: unknown): void {
    const docs = importDocuments(database, json, () => this.clock.now());
    const db = new DatabaseData();
    for (const d of docs) db.put(d);
    this.databases.set(database, db);
  }

  /** Names of databases holding data (for export on exit). */
  databaseNames(): string[] {
    return [...this.databases.keys()];
  }
}
