import { collectionOf } from './names.js';
import type { Doc } from './writes.js';

/**
 * One database's documents, indexed by collection path so a query scans only its collection.
 * Stored Doc objects are never mutated (writes build new ones), so they can be handed out as is.
 */
export class DatabaseData {
  readonly docs = new Map<string, Doc>();
  /** `.../documents/users` -> documents directly in that collection. */
  readonly collections = new Map<string, Map<string, Doc>>();

  get(name: string): Doc | null {
    return this.docs.get(name) ?? null;
  }

  put(doc: Doc): void {
    this.docs.set(doc.name, doc);
    const coll = collectionOf(doc.name);
    let members = this.collections.get(coll);
    if (!members) {
      members = new Map();
      this.collections.set(coll, members);
    }
    members.set(doc.name, doc);
  }

  delete(name: string): void {
    if (!this.docs.delete(name)) return;
    const coll = collectionOf(name);
    const members = this.collections.get(coll);
    members?.delete(name);
    if (members?.size === 0) this.collections.delete(coll);
  }

  /** Documents of one collection, or with allDescendants of every collection `id` below `parent`. */
  *candidates(parent: string, collectionId: string, allDescendants: boolean): Iterable<Doc> {
    if (!allDescendants) {
      yield* this.collections.get(`${parent}/${collectionId}`)?.values() ?? [];
      return;
    }
    const prefix = `${parent}/`;
    for (const [path, members] of this.collections) {
      if (!path.startsWith(prefix)) continue;
      if (collectionId !== '' && path.slice(path.lastIndexOf('/') + 1) !== collectionId) continue;
      yield* members.values();
    }
  }

  /** Ids of collections directly below `parent` (a document or the root) holding any document. */
  collectionIds(parent: string): string[] {
    const prefix = `${parent}/`;
    const ids = new Set<string>();
    for (const path of this.collections.keys()) {
      if (!path.startsWith(prefix)) continue;
      const rest = path.slice(prefix.length);
      const slash = rest.indexOf('/');
      ids.add(slash < 0 ? rest : rest.slice(0, slash));
    }
    return [...ids];
  }

  /** Names of documents in a collection, plus (showMissing) absent documents that have subcollections. */
  documentNames(collection: string, showMissing: boolean): string[] {
    const names = new Set(this.collections.get(collection)?.keys() ?? []);
    if (showMissing) {
      const prefix = `${collection}/`;
      for (const path of this.collections.keys()) {
        if (!path.startsWith(prefix)) continue;
        const rest = path.slice(prefix.length);
        const slash = rest.indexOf('/');
        if (slash > 0) names.add(`${prefix}${rest.slice(0, slash)}`);
      }
    }
    return [...names];
  }
}
