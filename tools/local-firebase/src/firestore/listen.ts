import type { RequestGuard } from '../rules/gate.js';
import { FirestoreError, grpcCodes } from './errors.js';
import { collectionIdOf, type Evaluate, type ListenResponse, ListenTarget } from './listen-target.js';
import type { CommitEvent, Doc, FirestoreStore } from './store.js';
import { RawJson } from './webchannel-session.js';

export type { ListenResponse } from './listen-target.js';

interface ListenRequest {
  database?: unknown;
  addTarget?: unknown;
  removeTarget?: unknown;
}

/** Resume tokens are opaque to the client; ours carry the read time they were issued at. */
function resumeTokenFor(readTime: string): string {
  return Buffer.from(readTime, 'utf8').toString('base64');
}

/** What a stream hands to its transport: a ListenResponse, or one already serialized. */
export type ListenMessage = ListenResponse | RawJson;
type Send = (message: ListenMessage) => void;
/** The caller of a stream: its security-rules checks, asked anew at each check so that reloaded rules apply. */
export interface GuardSource {
  /** May throw (an invalid token); undefined when nothing is checked. */
  guard(): RequestGuard | undefined;
  /** Equal keys are the same caller, so a decision can be shared by their streams within one pass. */
  key: string;
}
/** Decisions of one fan-out pass by caller and target: null = allowed, otherwise the refusal. */
type Permits = Map<string, unknown>;
const UNCHECKED: GuardSource = { guard: () => undefined, key: '' };

/**
 * Serializes documentChange messages with each document version's JSON computed once per fan-out
 * pass, however many streams it goes to.
 */
function sharedEncoder(): (message: ListenResponse) => ListenMessage {
  const docJson = new Map<string, string>();
  return (message) => {
    const change = message.documentChange as { document: Doc } | undefined;
    if (!change) return message;
    const { document, ...rest } = change;
    const key = `${document.name}@${document.updateTime}`;
    let json = docJson.get(key);
    if (json === undefined) {
      json = JSON.stringify(document);
      docJson.set(key, json);
    }
    return new RawJson(`{"documentChange":{"document":${json},${JSON.stringify(rest).slice(1)}}`);
  };
}

/** A targetChange without type or targets: the SDK raises a snapshot only when it sees one. */
function snapshotMarker(readTime: string): ListenResponse {
  return { targetChange: { readTime, resumeToken: resumeTokenFor(readTime) } };
}

function causeOf(error: unknown): { code: number; message: string } {
  if (error instanceof FirestoreError) return { code: error.grpcCode, message: error.message };
  return { code: grpcCodes.INTERNAL, message: error instanceof Error ? error.message : String(error) };
}

/**
 * All Listen streams of one store. Commits are fanned out in one pass per event-loop turn, and only
 * to targets that can be affected: document targets by name, query targets by the collection id
 * they read, so a commit to `posts` costs nothing for thousands of clients listening elsewhere.
 */
export class ListenHub {
  private readonly byName = new Map<string, Set<ListenTarget>>();
  private readonly byCollectionId = new Map<string, Set<ListenTarget>>();
  private readonly owner = new Map<ListenTarget, ListenStream>();
  private touched = new Set<string>();
  private fanOutQueued = false;
  private readonly unsubscribe: () => void;

  constructor(readonly store: FirestoreStore) {
    this.unsubscribe = store.onCommit((event) => this.onCommit(event));
  }

  openStream(send: Send, guard: GuardSource = UNCHECKED): ListenStream {
    return new ListenStream(this, send, guard);
  }

  get targetCount(): number {
    return this.owner.size;
  }

  close(): void {
    this.unsubscribe();
  }

  /** Result of each distinct target once per pass: many clients usually listen to the same query. */
  evaluator(): Evaluate {
    const cache = new Map<string, Doc[]>();
    return (target) => {
      const key = target.key;
      let docs = cache.get(key);
      if (!docs) {
        docs = target.evaluate(this.store);
        cache.set(key, docs);
      }
      return docs;
    };
  }

  index(target: ListenTarget, stream: ListenStream): void {
    this.owner.set(target, stream);
    this.store.usage.listenOpened(target.database, target, () => target.describe());
    for (const name of target.documentNames ?? []) addTo(this.byName, name, target);
    for (const id of target.collectionIds) addTo(this.byCollectionId, id, target);
  }

  unindex(target: ListenTarget): void {
    this.owner.delete(target);
    this.store.usage.listenClosed(target.database, target);
    for (const name of target.documentNames ?? []) removeFrom(this.byName, name, target);
    for (const id of target.collectionIds) removeFrom(this.byCollectionId, id, target);
  }

  private onCommit(event: CommitEvent): void {
    for (const change of event.changes) this.touched.add(change.name);
    if (this.fanOutQueued) return;
    this.fanOutQueued = true;
    // Deferred: commits of one turn share a pass, and the committing request is not held up.
    setImmediate(() => {
      this.fanOutQueued = false;
      this.fanOut();
    });
  }

  private fanOut(): void {
    const names = this.touched;
    this.touched = new Set();
    const affected = new Map<ListenStream, Set<ListenTarget>>();
    const mark = (target: ListenTarget) => {
      const stream = this.owner.get(target);
      if (!stream) return;
      const set = affected.get(stream) ?? new Set();
      set.add(target);
      affected.set(stream, set);
    };
    for (const name of names) {
      this.byName.get(name)?.forEach(mark);
      this.byCollectionId.get(collectionIdOf(name))?.forEach(mark);
    }
    if (affected.size === 0) return;
    const readTime = this.store.readTime();
    const evaluate = this.evaluator();
    const encode = sharedEncoder();
    // The store does not change during the pass, so the same caller on the same target is judged once.
    const permits: Permits = new Map();
    for (const [stream, targets] of affected) stream.sync(targets, evaluate, readTime, encode, permits);
  }
}

/** One client's Listen stream (one WebChannel session): its targets and what it was sent. */
export class ListenStream {
  private readonly targets = new Map<number, ListenTarget>();
  private closed = false;

  constructor(
    private readonly hub: ListenHub,
    private readonly send: Send,
    private readonly guard: GuardSource,
  ) {}

  /**
   * Throws PERMISSION_DENIED when the caller may not read the target: each document of a documents
   * target as a get, a query target as a list. Checked when added and again before every update, so
   * a user who loses access (a former member) stops receiving changes.
   */
  private permit(target: ListenTarget, permits?: Permits): void {
    const guard = this.guard.guard();
    if (!guard) return;
    const key = permits && `${this.guard.key}\n${target.key}`;
    const known = key === undefined ? undefined : permits?.get(key);
    if (known === null) return;
    if (known !== undefined) throw known;
    try {
      if (target.query) guard.query(target.query.parent, target.query.structuredQuery);
      else guard.get(target.database, target.documentNames ?? []);
      if (key !== undefined) permits?.set(key, null);
    } catch (error) {
      if (key !== undefined) permits?.set(key, error);
      throw error;
    }
  }

  /** Handles one ListenRequest from the forward channel. */
  receive(message: unknown): void {
    if (this.closed) return;
    const request = (message ?? {}) as ListenRequest;
    const database = typeof request.database === 'string' ? request.database : undefined;
    if (request.addTarget !== undefined) this.addTarget(request.addTarget, database);
    if (request.removeTarget !== undefined) {
      const id = Number(request.removeTarget);
      this.dropTarget(id);
      // Unanswered removals leave the SDK unable to listen to the same query again.
      this.send({ targetChange: { targetChangeType: 'REMOVE', targetIds: [id] } });
    }
  }

  close(): void {
    this.closed = true;
    for (const id of [...this.targets.keys()]) this.dropTarget(id);
  }

  get targetIds(): number[] {
    return [...this.targets.keys()];
  }

  /** Brings the given targets up to date after commits and closes the snapshot with a marker. */
  sync(
    targets: Iterable<ListenTarget>,
    evaluate: Evaluate,
    readTime: string,
    encode: (message: ListenResponse) => ListenMessage = (m) => m,
    permits?: Permits,
  ): void {
    const lookup = (name: string) => this.hub.store.get(name);
    const out: ListenResponse[] = [];
    for (const target of targets) {
      try {
        this.permit(target, permits);
        const changes = target.diff(evaluate(target), lookup, readTime);
        this.hub.store.usage.listenReads(target.database, documentsIn(changes));
        out.push(...changes);
      } catch (error) {
        this.dropTarget(target.id);
        out.push(this.removal(target.id, error));
      }
    }
    if (out.length === 0) return;
    out.push(snapshotMarker(readTime));
    for (const message of out) this.send(encode(message));
  }

  private addTarget(raw: unknown, database: string | undefined): void {
    const rawId = (raw as { targetId?: unknown } | null)?.targetId;
    let target: ListenTarget;
    let docs: Doc[];
    try {
      target = ListenTarget.parse(raw, database);
      this.permit(target);
      docs = target.evaluate(this.hub.store);
    } catch (error) {
      this.send(this.removal(typeof rawId === 'number' ? rawId : 0, error));
      return;
    }
    this.dropTarget(target.id);
    this.targets.set(target.id, target);
    this.hub.index(target, this);
    const readTime = this.hub.store.readTime();
    const out: ListenResponse[] = [{ targetChange: { targetChangeType: 'ADD', targetIds: [target.id] } }];
    // Without a change log a resume cannot be replayed: RESET makes the SDK drop what it holds for
    // the target, and the full current result follows.
    if (target.resuming) out.push({ targetChange: { targetChangeType: 'RESET', targetIds: [target.id] } });
    const changes = target.diff(docs, (name) => this.hub.store.get(name), readTime);
    // Billed like a get or query: each document sent is a read, an empty answer still costs one.
    this.hub.store.usage.reads(target.database, documentsIn(changes));
    out.push(...changes);
    out.push({
      targetChange: {
        targetChangeType: 'CURRENT',
        targetIds: [target.id],
        resumeToken: resumeTokenFor(readTime),
      },
    });
    out.push(snapshotMarker(readTime));
    for (const message of out) this.send(message);
  }

  private removal(id: number, error: unknown): ListenResponse {
    return { targetChange: { targetChangeType: 'REMOVE', targetIds: [id], cause: causeOf(error) } };
  }

  private dropTarget(id: number): void {
    const target = this.targets.get(id);
    if (!target) return;
    this.targets.delete(id);
    this.hub.unindex(target);
  }
}

/** Documents a listener is billed for in these messages: every documentChange (deletes are free). */
function documentsIn(messages: ListenResponse[]): number {
  return messages.filter((m) => m.documentChange !== undefined).length;
}

function addTo(index: Map<string, Set<ListenTarget>>, key: string, target: ListenTarget): void {
  const set = index.get(key) ?? new Set();
  set.add(target);
  index.set(key, set);
}

function removeFrom(index: Map<string, Set<ListenTarget>>, key: string, target: ListenTarget): void {
  const set = index.get(key);
  if (!set) return;
  set.delete(target);
  if (set.size === 0) index.delete(key);
}
