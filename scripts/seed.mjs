#!/usr/bin/env node
// Loads emulator-data/firestore-seed.json into a running Auth emulator and Firestore (local-firebase or
// the official emulator) through firebase-admin, so either runtime gets the same demo data.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { ensureBuilt } from './lib/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_SEED = path.join(root, 'emulator-data/firestore-seed.json');

const toFirestore = (v) =>
  v instanceof Date
    ? Timestamp.fromDate(v)
    : Array.isArray(v)
      ? v.map(toFirestore)
      : v && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, toFirestore(x)]))
        : v;

async function upsertAccount(auth, a) {
  const props = { email: a.email, password: a.password, displayName: a.displayName, emailVerified: true };
  // Another account holding the e-mail (e.g. from an earlier sign-up) would block the fixed uid.
  const holder = await auth.getUserByEmail(a.email).catch(() => null);
  if (holder && holder.uid !== a.uid) await auth.deleteUser(holder.uid);
  const existing = await auth.getUser(a.uid).catch(() => null);
  if (existing) await auth.updateUser(a.uid, props);
  else await auth.createUser({ uid: a.uid, ...props });
}

/** Seeds accounts and documents; returns counts. Throws naming the bad document for a malformed seed. */
export async function seed({ project, firestoreHost, authHost, file = DEFAULT_SEED }) {
  // The seed is checked with the stored-document schemas of the built functions, so build them first
  // (a no-op when they are up to date) and load the checker only then.
  ensureBuilt(root, { workspace: 'functions', sources: 'functions/src', output: 'functions/lib/index.js' });
  const { loadSeed } = await import('./lib/seed-data.mjs');
  const data = loadSeed(file);
  // firebase-admin reads the emulator hosts from the environment when the services are created.
  process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
  const app = initializeApp({ projectId: project }, `seed-${process.pid}-${Date.now()}`);
  try {
    const auth = getAuth(app);
    for (const a of data.accounts) await upsertAccount(auth, a);
    const db = getFirestore(app);
    // REST, with an auth client that needs no network: over REST, firebase-admin 13 otherwise asks for
    // Google credentials even against an emulator.
    db.settings({
      preferRest: true,
      auth: { getRequestHeaders: async () => ({ Authorization: 'Bearer owner' }) },
    });
    for (let i = 0; i < data.documents.length; i += 400) {
      const batch = db.batch();
      for (const d of data.documents.slice(i, i + 400)) batch.set(db.doc(d.path), toFirestore(d.fields));
      await batch.commit();
    }
    return { accounts: data.accounts.length, documents: data.documents.length };
  } finally {
    await deleteApp(app);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      project: { type: 'string', default: 'demo-meal-assistant' },
      firestore: { type: 'string', default: process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080' },
      auth: { type: 'string', default: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099' },
      file: { type: 'string', default: DEFAULT_SEED },
    },
  });
  seed({
    project: values.project,
    firestoreHost: values.firestore,
    authHost: values.auth,
    file: path.resolve(values.file),
  }).then(
    (n) => console.log(`Seeded ${n.accounts} accounts and ${n.documents} documents into ${values.project}.`),
    (err) => {
      console.error(`seed: ${err.message}`);
      process.exit(1);
    },
  );
}
