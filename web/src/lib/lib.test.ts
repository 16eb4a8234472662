import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACTIVE_LIST_KEY, useActiveList } from './active-list';
import { CallError, GENERIC_ERROR_CODE, toCallError } from './callable';
import { parseEnv } from './env-schema';
import { convertTimestamps } from './firestore';
import { detectLanguage, formatNumber, LANGUAGE_KEY, loadMessages, setLanguage } from './i18n';
import { loadOnce } from './load-once';

describe('parseEnv', () => {
  it('fills the local defaults', () => {
    expect(parseEnv({})).toEqual({
      VITE_FIREBASE_PROJECT_ID: 'demo-meal-assistant',
      VITE_FIREBASE_API_KEY: 'local-fake-api-key',
      VITE_FUNCTIONS_REGION: 'europe-west1',
      VITE_AI_DEMO: false,
    });
  });

  it('reads emulator settings and the demo flag', () => {
    const env = parseEnv({
      VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
      VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
      VITE_FUNCTIONS_EMULATOR_HOST: '',
      VITE_AI_DEMO: 'true',
    });
    expect(env.VITE_AUTH_EMULATOR_URL).toBe('http://127.0.0.1:9099');
    expect(env.VITE_FIRESTORE_EMULATOR_HOST).toBe('127.0.0.1:8080');
    expect(env.VITE_FUNCTIONS_EMULATOR_HOST).toBeUndefined();
    expect(env.VITE_AI_DEMO).toBe(true);
  });

  it('names every bad variable', () => {
    expect(() =>
      parseEnv({ VITE_AUTH_EMULATOR_URL: 'localhost:9099', VITE_FIRESTORE_EMULATOR_HOST: 'nope' }),
    ).toThrow(/VITE_AUTH_EMULATOR_URL.*VITE_FIRESTORE_EMULATOR_HOST/);
  });
});

describe('toCallError', () => {
  it('takes the i18n key from details.code', () => {
    const error = toCallError(
      Object.assign(new Error('Invite not found'), {
        code: 'functions/not-found',
        details: { code: 'settings.inviteNotFound' },
      }),
    );
    expect(error).toBeInstanceOf(CallError);
    expect(error.code).toBe('settings.inviteNotFound');
    expect(error.status).toBe('functions/not-found');
    expect(error.message).toBe('Invite not found');
  });

  it('falls back to common.error without a usable code', () => {
    expect(toCallError(new Error('network')).code).toBe(GENERIC_ERROR_CODE);
    expect(toCallError({ details: { code: 'not a key' } }).code).toBe(GENERIC_ERROR_CODE);
  });
});

describe('convertTimestamps', () => {
  it('turns Firestore Timestamps into Dates at any depth', () => {
    const stamp = (ms: number) => ({ seconds: ms / 1000, nanoseconds: 0, toDate: () => new Date(ms) });
    const converted = convertTimestamps({
      createdAt: stamp(1000),
      nested: { list: [stamp(2000), 'x'] },
      n: 1,
    }) as {
      createdAt: Date;
      nested: { list: unknown[] };
      n: number;
    };
    expect(converted.createdAt).toEqual(new Date(1000));
    expect(converted.nested.list).toEqual([new Date(2000), 'x']);
    expect(converted.n).toBe(1);
  });
});

describe('i18n', () => {
  it('prefers the stored choice, then the browser language, then English', () => {
    const languages = vi.spyOn(navigator, 'languages', 'get');
    languages.mockReturnValue(['fr-FR', 'de-AT']);
    expect(detectLanguage()).toBe('de');
    localStorage.setItem(LANGUAGE_KEY, 'es');
    expect(detectLanguage()).toBe('es');
    localStorage.clear();
    languages.mockReturnValue(['fr-FR', 'ja']);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-FR');
    expect(detectLanguage()).toBe('en');
  });

  it("loads only one language's files, merged by namespace", async () => {
    const messages = await loadMessages('da');
    expect(Object.keys(messages)).toEqual(
      expect.arrayContaining(['common', 'auth', 'settings', 'health', 'layout']),
    );
    expect(messages).not.toHaveProperty('email');
    expect((messages.auth as { signOut: string }).signOut).toBe('Log ud');
  });

  it('formats numbers per language', async () => {
    await setLanguage('de');
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('de');
    await setLanguage('en');
    expect(formatNumber(1234.5)).toBe('1,234.5');
  });
});

describe('useActiveList', () => {
  it('persists the choice under the meal-app key and shares it between hooks', () => {
    const first = renderHook(() => useActiveList());
    const second = renderHook(() => useActiveList());
    expect(first.result.current[0]).toBeNull();
    act(() => first.result.current[1]('list-1'));
    expect(localStorage.getItem(ACTIVE_LIST_KEY)).toBe('list-1');
    expect(ACTIVE_LIST_KEY).toBe('meal-app.activeListId');
    expect(second.result.current[0]).toBe('list-1');
    act(() => second.result.current[1](null));
    expect(localStorage.getItem(ACTIVE_LIST_KEY)).toBeNull();
    expect(first.result.current[0]).toBeNull();
  });
});

describe('loadOnce', () => {
  it('shares one load between callers', async () => {
    const load = vi.fn(async () => ({ sdk: true }));
    const get = loadOnce(load);
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toBe(b);
    expect(await get()).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failure, e.g. a chunk that could not download offline', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('sdk');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('Failed to fetch');
    expect(await get()).toBe('sdk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('loading every namespace while the first strings are still loading', () => {
  it("loads the screens' strings too (a returning user preloads them at start-up)", async () => {
    vi.resetModules();
    const fresh = await import('./i18n');
    const first = fresh.initI18n('de');
    const all = fresh.loadAllNamespaces();
    await Promise.all([first, all]);
    expect(fresh.i18n.t('auth.signOut')).toBe('Abmelden');
    expect(fresh.i18n.exists('camera.title')).toBe(true);
    expect(fresh.i18n.exists('history.title')).toBe(true);
  });
});
