// Talks to the shared attack stack the way a client does: Auth emulator accounts with real ID tokens,
// callables over the callable protocol with fetch (so payloads can be anything), and firebase-admin to
// look at every stored document.
import { randomBytes } from 'node:crypto';
import { deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import { type DocumentReference, type Firestore, getFirestore } from 'firebase-admin/firestore';
import { inject } from 'vitest';
import type { CallableName, CallableRequest, CallableResponse } from '../../../src/shared/contracts.js';
import { photoDataUrl } from '../../support/images.js';

export const stack = () => inject('attack');
export const PROJECT = 'demo-meal-assistant';

export interface User {
  uid: string;
  email: string;
  token: string;
}

let users = 0;
/** A fresh address no account holds yet. */
export const freshEmail = (prefix = 'user') =>
  `${prefix}-${Date.now().toString(36)}-${users++}-${randomBytes(3).toString('hex')}@example.test`;

/** A new Auth emulator account (e-mail/password), verified unless told otherwise, and its ID token.
 * `email` signs up with a given address (e.g. someone else's, unverified). */
export async function signUp(
  prefix = 'user',
  { verified = true, email = freshEmail(prefix) }: { verified?: boolean; email?: string } = {},
): Promise<User> {
  const res = await fetch(
    `${stack().authUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'password-123', returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { idToken: string; localId: string };
  if (!res.ok) throw new Error(`signUp failed: ${JSON.stringify(body)}`);
  if (!verified) return { uid: body.localId, email, token: body.idToken };
  // Marked verified as an administrator would, then signed in again for a token that says so.
  const auth = stack().authUrl;
  await authRequest(`${auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:update`, {
    localId: body.localId,
    emailVerified: true,
  });
  const signedIn = (await authRequest(
    `${auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    { email, password: 'password-123', returnSecureToken: true },
  )) as { idToken: string };
  return { uid: body.localId, email, token: signedIn.idToken };
}

const adminAccounts = (op: string) =>
  `${stack().authUrl}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:${op}`;

/** The account moves to another address (as an administrator would change it); the answer carries a new
 * ID token for it. Documents written earlier (the profile) still hold the old address. */
export async function changeEmail(user: User, email: string): Promise<User> {
  await authRequest(adminAccounts('update'), { localId: user.uid, email });
  const signedIn = (await authRequest(
    `${stack().authUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    { email, password: 'password-123', returnSecureToken: true },
  )) as { idToken: string };
  return { uid: user.uid, email, token: signedIn.idToken };
}

async function authRequest(url: string, payload: unknown): Promise<unknown> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify(payload),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`${url}: ${JSON.stringify(body)}`);
  return body;
}

export interface RawAnswer {
  http: number;
  /** The callable error status (e.g. INVALID_ARGUMENT), or 'OK'. */
  status: string;
  message?: string;
  details?: Record<string, unknown>;
  result?: unknown;
  ms: number;
}

/**
 * One callable request. `body` is sent as is when it is a string (hostile JSON), else as `{ data: body }`.
 * `auth` is an ID token, a whole Authorization header value (`Bearer garbage`), or null for none.
 */
export async function callRaw(
  name: string,
  body: unknown,
  auth: User | string | null,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  const authorization = auth === null ? undefined : typeof auth === 'string' ? auth : `Bearer ${auth.token}`;
  const started = performance.now();
  const res = await fetch(`${stack().functionsUrl}/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(authorization ? { authorization } : {}),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify({ data: body }),
  });
  const text = await res.text();
  const ms = performance.now() - started;
  let parsed: {
    result?: unknown;
    error?: { status: string; message: string; details?: Record<string, unknown> };
  };
  try {
    parsed = JSON.parse(text);
  } catch {
    return { http: res.status, status: `HTTP_${res.status}`, message: text.slice(0, 200), ms };
  }
  if (parsed.error)
    return {
      http: res.status,
      status: parsed.error.status,
      message: parsed.error.message,
      details: parsed.error.details,
      ms,
    };
  return { http: res.status, status: 'OK', result: parsed.result, ms };
}

/** A successful call, or an error naming the callable and what came back. */
export async function call<N extends CallableName>(
  user: User,
  name: N,
  data: CallableRequest<N>,
): Promise<CallableResponse<N>> {
  const answer = await callRaw(name, data, user);
  if (answer.status !== 'OK')
    throw Object.assign(new Error(`${name}: ${answer.status} ${answer.message}`), { answer });
  return answer.result as CallableResponse<N>;
}

let db: Firestore | undefined;
/** firebase-admin on the stack's local Firestore. */
export function adminDb(): Firestore {
  if (db) return db;
  const app = getApps().find((a) => a.name === 'attack') ?? initializeApp({ projectId: PROJECT }, 'attack');
  db = getFirestore(app);
  db.settings({
    host: stack().firestoreHost,
    ssl: false,
    preferRest: true,
    auth: { getRequestHeaders: async () => ({ Authorization: 'Bearer owner' }) },
  } as FirebaseFirestore.Settings);
  return db;
}

export async function closeAdmin(): Promise<void> {
  const app = getApps().find((a) => a.name === 'attack');
  db = undefined;
  if (app) await deleteApp(app);
}

/** Every document in the database: path -> update time and data, walking every subcollection. */
export async function snapshotAll(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const d = adminDb();
  const walk = async (refs: DocumentReference[]) => {
    if (refs.length === 0) return;
    for (const snap of await d.getAll(...refs)) {
      if (snap.exists)
        out.set(snap.ref.path, `${snap.updateTime?.toMillis()} ${JSON.stringify(snap.data())}`);
    }
    for (const ref of refs)
      for (const col of await ref.listCollections()) await walk(await col.listDocuments());
  };
  for (const col of await d.listCollections()) await walk(await col.listDocuments());
  return out;
}

/** Paths added, removed or changed between two snapshots (empty when nothing was written). */
export function diff(before: Map<string, string>, after: Map<string, string>): string[] {
  const changed: string[] = [];
  for (const [path, value] of after) {
    if (!before.has(path)) changed.push(`+ ${path}`);
    else if (before.get(path) !== value) changed.push(`~ ${path}`);
  }
  for (const path of before.keys()) if (!after.has(path)) changed.push(`- ${path}`);
  return changed;
}

export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A photo as the web app sends it (a JPEG header, then random bytes); `marker` goes into its base64. */
export const photo = (marker = '') => photoDataUrl({ marker });
