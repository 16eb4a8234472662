import { invalidArgument } from './errors.js';

/** A parsed resource name: `projects/<p>/databases/<d>/documents[/<path>]`. */
export interface ParsedName {
  database: string; // projects/<p>/databases/<d>
  /** Segments after `documents`; even length for a document, odd for a collection. */
  segments: string[];
}

/** `__id123__` is how Firestore spells a numeric id; other `__x__` names are reserved. */
export const numericId = /^__id(-?\d+)__$/;

const prefix = /^projects\/([^/]+)\/databases\/([^/]+)\/documents(?:\/(.*))?$/;

export function parseName(name: string): ParsedName {
  const m = prefix.exec(name);
  if (!m) throw invalidArgument(`Invalid resource name: ${JSON.stringify(name)}`);
  const segments = m[3] === undefined ? [] : (m[3] as string).split('/');
  for (const s of segments) {
    if (
      s === '' ||
      s === '.' ||
      s === '..' ||
      (/^__.*__$/.test(s) && !numericId.test(s)) ||
      Buffer.byteLength(s) > 1500
    ) {
      throw invalidArgument(`Invalid resource name segment ${JSON.stringify(s)} in ${JSON.stringify(name)}`);
    }
  }
  return { database: `projects/${m[1]}/databases/${m[2]}`, segments };
}

/** Validates a document name and returns its database. */
export function parseDocumentName(name: unknown): ParsedName {
  if (typeof name !== 'string') throw invalidArgument('Document name must be a string');
  const parsed = parseName(name);
  if (parsed.segments.length === 0 || parsed.segments.length % 2 !== 0) {
    throw invalidArgument(`Document name ${JSON.stringify(name)} has an odd number of segments`);
  }
  return parsed;
}

/** `.../documents/a/b` -> `.../documents/a` (the collection path a document lives in). */
export function collectionOf(docName: string): string {
  return docName.slice(0, docName.lastIndexOf('/'));
}

export function lastSegment(name: string): string {
  return name.slice(name.lastIndexOf('/') + 1);
}

export function databaseOf(name: string): string {
  const i = name.indexOf('/documents');
  return i < 0 ? name : name.slice(0, i);
}
