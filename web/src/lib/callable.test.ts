import { describe, expect, it, vi } from 'vitest';
import { CallError, call, GENERIC_ERROR_CODE, onSessionEnded, toCallError } from './callable';

const server = vi.hoisted(() => ({ failure: undefined as unknown }));
vi.mock('./firebase', () => ({ getFirebaseFunctions: async () => ({}) }));
vi.mock('firebase/functions', () => ({
  httpsCallable: () => async () => {
    throw server.failure;
  },
}));

/** The Functions SDK's error for an answer of the server with `status` and the i18n key `code`. */
const refusal = (status: string, code: string) =>
  Object.assign(new Error(code), { code: `functions/${status}`, details: { code } });

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

describe('a session the server ended', () => {
  it('is announced to the listeners, and the call fails with its code', async () => {
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    server.failure = refusal('unauthenticated', 'common.sessionEnded');
    await expect(call('exportData', {})).rejects.toMatchObject({ code: 'common.sessionEnded' });
    expect(ended).toHaveBeenCalledTimes(1);

    stop();
    await expect(call('exportData', {})).rejects.toBeInstanceOf(CallError);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('is not announced for any other refusal', async () => {
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    server.failure = refusal('not-found', 'history.mealNotFound');
    await expect(call('exportData', {})).rejects.toMatchObject({ code: 'history.mealNotFound' });
    expect(ended).not.toHaveBeenCalled();
    stop();
  });
});
