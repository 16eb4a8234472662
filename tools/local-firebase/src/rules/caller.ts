import { FirestoreError } from '../firestore/errors.js';
import { fromJson, type RValue } from './values.js';

/** Who sends a request: the owner credential (firebase-admin), an end user, or nobody. */
export interface Caller {
  owner: boolean;
  /** `request.auth`: null when signed out. */
  auth: RValue;
  /** For logs: `owner`, `uid u1`, `signed out`. */
  label: string;
}

export const OWNER: Caller = { owner: true, auth: null, label: 'owner' };
export const SIGNED_OUT: Caller = { owner: false, auth: null, label: 'signed out' };

/**
 * Reads `Authorization: Bearer ...` as the emulators do: `owner` is the admin credential that
 * bypasses rules; anything else must be an ID token (Auth-emulator tokens are unsigned JWTs, so the
 * payload is decoded, not verified). `sub` (or `user_id`) is the uid; every claim is in `token`.
 */
export function callerOf(authorization: string | undefined): Caller {
  if (!authorization) return SIGNED_OUT;
  const m = /^Bearer\s+(.+)$/i.exec(authorization.trim());
  if (!m) throw new FirestoreError('UNAUTHENTICATED', 'The Authorization header must be "Bearer <token>".');
  const token = m[1] as string;
  if (token === 'owner') return OWNER;
  const payload = token.split('.')[1];
  let claims: Record<string, unknown>;
  try {
    claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
  } catch {
    throw new FirestoreError('UNAUTHENTICATED', 'Invalid ID token: its payload is not JSON.');
  }
  const uid = claims.sub ?? claims.user_id;
  if (typeof claims !== 'object' || claims === null || typeof uid !== 'string' || uid === '')
    throw new FirestoreError('UNAUTHENTICATED', 'Invalid ID token: it names no user (sub).');
  const auth = fromJson({ uid, token: claims });
  return { owner: false, auth, label: `uid ${uid}` };
}
