// The callable core without Firestore: auth, contract errors and unexpected failures.
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { errorCatalogue } from '../shared/error-codes.js';
import type { AuthAccount, AuthPort } from './auth-port.js';
import type { Deps } from './deps.js';
import { AppError } from './errors.js';
import type { Log } from './log.js';
import { scrub } from './log.js';
import { describeZodError, runCallable } from './run-callable.js';

const logged: { event: string; fields?: Record<string, unknown> }[] = [];
const log: Log = {
  info: () => {},
  warn: () => {},
  error: (event, fields) => logged.push({ event, fields }),
};
const accounts = new Map<string, AuthAccount | null>();
const auth: AuthPort = {
  deleteUser: async () => {},
  account: async (uid) =>
    accounts.has(uid) ? (accounts.get(uid) ?? null) : { disabled: false, tokensValidAfter: null },
};
const deps = { db: {} as Firestore, log, auth } as unknown as Deps;
const fail = async (p: Promise<unknown>) => {
  const e = await p.catch((error: unknown) => error);
  expect(e).toBeInstanceOf(HttpsError);
  return e as HttpsError;
};

test('no uid -> UNAUTHENTICATED, even with a truthy auth object', async () => {
  let ran = false;
  const handler = async () => {
    ran = true;
    return { deleted: 0 };
  };
  for (const auth of [undefined, {}, { uid: '' }]) {
    const e = await fail(runCallable('clearHistory', handler, {}, auth, deps));
    expect(e.code).toBe('unauthenticated');
    expect(e.message).toBe('User must be authenticated');
    expect(e.details).toEqual({ code: 'common.unauthenticated' });
  }
  expect(ran).toBe(false);
});

test('contract errors -> INVALID_ARGUMENT with a readable message and the field', async () => {
  const handler = async () => ({ listId: 'x' });
  const e = await fail(runCallable('createList', handler, { name: 'ok', owner: 'x' }, { uid: 'u' }, deps));
  expect(e.code).toBe('invalid-argument');
  expect(e.message).toMatch(/Unrecognized key/);
  expect(e.details).toMatchObject({ code: 'common.invalidInput' });
  const typed = await fail(runCallable('createList', handler, { name: 42 }, { uid: 'u' }, deps));
  expect(typed.message).toMatch(/^Invalid input: name: /);
  expect(typed.details).toMatchObject({ field: 'name' });
  const empty = await fail(runCallable('createList', handler, null, { uid: 'u' }, deps));
  expect(empty.code).toBe('invalid-argument');
});

test('a reserved document id (__name__) -> INVALID_ARGUMENT naming the field, not INTERNAL', async () => {
  let ran = false;
  const handler = async () => {
    ran = true;
    return {};
  };
  const e = await fail(runCallable('deleteItem', handler, { itemId: '__name__' }, { uid: 'u' }, deps));
  expect(e.code).toBe('invalid-argument');
  expect(e.message).toBe('Invalid input: itemId: Reserved id');
  expect(e.details).toEqual({ code: 'common.invalidInput', field: 'itemId' });
  expect(ran).toBe(false);
});

test('handler AppErrors keep their message and code; the caller e-mail is lower-cased', async () => {
  let email: string | null = null;
  const e = await fail(
    runCallable(
      'deleteList',
      async (_input, ctx) => {
        email = ctx.email;
        throw new AppError('listNotFound');
      },
      { listId: 'a' },
      { uid: 'u', token: { email: 'A@B.IO' } },
      deps,
    ),
  );
  expect(email).toBe('a@b.io');
  expect(e.code).toBe('not-found');
  expect(e.details).toEqual({ code: 'shopping.listNotFound' });
});

test('unexpected errors -> the callable’s fallback message with an error id that is logged, without secrets', async () => {
  logged.length = 0;
  const handler = async () => {
    throw new Error('boom with Bearer abc.def.ghi and data:image/jpeg;base64,AAAA');
  };
  const e = await fail(
    runCallable('updateItem', handler, { itemId: 'i', checked: true }, { uid: 'u' }, deps, {
      fallback: 'updateItemError',
    }),
  );
  expect(e.code).toBe('internal');
  expect(e.message).toBe('Failed to update item');
  const errorId = (e.details as { errorId: string }).errorId;
  expect(errorId).toMatch(/^[0-9a-f-]{36}$/);
  expect(logged[0]?.fields?.errorId).toBe(errorId);
  const scrubbed = JSON.stringify(scrub(logged[0]?.fields));
  expect(scrubbed).not.toContain('abc.def.ghi');
  expect(scrubbed).not.toContain('base64,AAAA');
});

test('scrub redacts secret-looking keys, data URLs and provider keys', () => {
  expect(
    scrub({
      apiKey: 'sk-123',
      image: 'x',
      note: 'key sk-abcdefghijkl and SG.abcdefghijkl',
      nested: { token: 't', ok: 1 },
    }),
  ).toEqual({
    apiKey: '[redacted]',
    image: '[redacted]',
    note: 'key [redacted] and [redacted]',
    nested: { token: '[redacted]', ok: 1 },
  });
});

test('an unexpected failure of an AI callable is INTERNAL with that callable’s message', async () => {
  const e = await fail(
    runCallable(
      'generateRecipe',
      async () => {
        throw new TypeError('x is undefined');
      },
      { prompt: 'soup' },
      { uid: 'u' },
      deps,
      { fallback: 'analyzeError' },
    ),
  );
  expect(e.code).toBe('internal');
  expect(e.message).toBe('Failed to analyze image. Please try again.');
  expect(e.details).toMatchObject({ code: 'camera.analyzeError' });
});

test('a broken environment is reported as INTERNAL with an error id, not a crash', async () => {
  const e = await fail(
    runCallable(
      'clearHistory',
      async () => ({ deleted: 0 }),
      {},
      { uid: 'u' },
      () => {
        throw new Error('Invalid functions environment: APP_URL: Invalid URL');
      },
    ),
  );
  expect(e.code).toBe('internal');
  expect(e.details).toMatchObject({ code: 'common.error' });
});

test('a contract message names its catalogue entry: the English text and i18n key both come from it', async () => {
  const handler = async () => ({ inviteId: 'x' });
  const e = await fail(runCallable('inviteMember', handler, { listId: 'a', email: '' }, { uid: 'u' }, deps));
  expect(e.message).toBe('Email is required');
  expect(e.details).toEqual({ code: 'settings.emailRequired', field: 'email' });
});

test('rewording an English catalogue message cannot change the i18n key sent', async () => {
  const entry = errorCatalogue.invalidImageFormat as { message: string };
  const original = entry.message;
  entry.message = 'Only JPEG and PNG photos can be analysed.';
  try {
    const e = await fail(
      runCallable(
        'analyzeFoodImage',
        async () => {
          throw new Error('not reached');
        },
        { image: `data:image/gif;base64,${'A'.repeat(600)}` },
        { uid: 'u' },
        deps,
      ),
    );
    expect(e.message).toBe('Only JPEG and PNG photos can be analysed.');
    expect(e.details).toEqual({ code: 'camera.invalidImageFormat', field: 'image' });
  } finally {
    entry.message = original;
  }
});

test('English text is never looked up: a message worded like a catalogue entry is plain invalid input', () => {
  const issue = { code: 'custom' as const, message: 'Email is required', path: ['email'], input: '' };
  expect(describeZodError(new z.ZodError([issue]))).toEqual({
    message: 'Invalid input: email: Email is required',
    errorName: 'invalidInput',
    field: 'email',
  });
});

describe('tokens of accounts that are gone', () => {
  // Firebase verifies a token's signature and expiry only: these tokens are all well-formed and unexpired.
  const signedIn = 1_772_366_400; // 2026-03-01T12:00:00Z, the token's auth_time
  const token = { uid: 'gone', token: { email: 'gone@example.com', auth_time: signedIn } };
  const handler = async () => ({ deleted: 0 });
  const cases: [string, AuthAccount | null][] = [
    ['deleted', null],
    ['disabled', { disabled: true, tokensValidAfter: null }],
    ['revoked after signing in', { disabled: false, tokensValidAfter: new Date((signedIn + 60) * 1000) }],
  ];

  test.each(cases)('%s: refused with common.sessionEnded before the handler runs', async (_why, account) => {
    accounts.set('gone', account);
    let ran = false;
    const e = await fail(
      runCallable(
        'clearHistory',
        async () => {
          ran = true;
          return { deleted: 0 };
        },
        {},
        token,
        deps,
      ),
    );
    expect(e.code).toBe('unauthenticated');
    expect(e.message).toBe('Your session has ended. Please sign in again.');
    expect(e.details).toEqual({ code: 'common.sessionEnded' });
    expect(ran).toBe(false);
    accounts.delete('gone');
  });

  test('a revocation before the sign-in does not end the session', async () => {
    accounts.set('gone', { disabled: false, tokensValidAfter: new Date((signedIn - 60) * 1000) });
    await expect(runCallable('clearHistory', handler, {}, token, deps)).resolves.toEqual({ deleted: 0 });
    accounts.delete('gone');
  });
});
