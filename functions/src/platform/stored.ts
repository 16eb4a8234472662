// How the functions type what they write: the stored shapes of shared/documents.ts, with time fields
// that may hold a server-time sentinel or a Timestamp, and updates that may hold field transforms.
import type { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { Update, Writable } from '../shared/documents.js';

export type Stored<D> = Writable<D, FieldValue | Timestamp>;
export type StoredUpdate<D> = Update<Stored<D>, FieldValue>;
