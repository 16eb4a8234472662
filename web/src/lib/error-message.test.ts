import { describe, expect, it } from 'vitest';
import { namespaces, readNamespace, testLanguages } from '../testing/locale-files';
import { CallError, toCallError } from './callable';
import { AppError, errorKey, errorPolicies, isConnectionFailure } from './error-message';

const translated = (language: string, key: string) => {
  const [namespace, ...rest] = key.split('.');
  return readNamespace(language, namespace as string)?.has(rest.join('.')) ?? false;
};

describe('the error table', () => {
  it.each(testLanguages)('has a message in %s for every key it can show', (language) => {
    expect(namespaces(language).length).toBeGreaterThan(0);
    const keys = Object.values(errorPolicies).flatMap((policy) => [
      policy.fallback,
      ...(policy.shows === 'any' ? [] : policy.shows),
    ]);
    expect(keys.filter((key) => !translated(language, key))).toEqual([]);
  });

  it('tells a photo without food from a failed analysis only for food photos', () => {
    const noFood = new CallError('camera.noFoodDetected', "We couldn't detect any food in this image");
    const exists = () => true;
    expect(errorKey('analyzeFood', noFood, exists)).toBe('camera.noFoodDetected');
    expect(errorKey('scanRecipe', noFood, exists)).toBe('camera.scanError');
    expect(errorKey('scanRecipe', new AppError('camera.imageError'), exists)).toBe('camera.imageError');
  });

  it('falls back for settings when a code has no translation in this app version', () => {
    const error = new CallError('settings.newRule', 'New rule');
    expect(errorKey('createList', error, () => false)).toBe('common.error');
    expect(errorKey('createList', error, () => true)).toBe('settings.newRule');
  });
});

describe('isConnectionFailure', () => {
  const sdkError = (code: string, message: string, details?: unknown) =>
    toCallError(Object.assign(new Error(message), { code, details }));

  it('is a failed request or an offline browser, never an answer of the server', () => {
    // What the Functions SDK throws when fetch itself fails: a bare status, HTTP 0, no details.
    expect(isConnectionFailure(sdkError('functions/internal', 'internal [0]'))).toBe(true);
    expect(isConnectionFailure(sdkError('functions/unavailable', 'unavailable [0]'))).toBe(true);
    const serverInternal = sdkError('functions/internal', 'Something went wrong. Please try again.', {
      code: 'common.error',
    });
    expect(isConnectionFailure(serverInternal)).toBe(false);
    expect(isConnectionFailure(serverInternal, false)).toBe(true);
    expect(isConnectionFailure(new Error('boom'))).toBe(false);
  });
});
