import { describe, expect, it } from 'vitest';
import { CallError, GENERIC_ERROR_CODE, toCallError } from './callable';

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
