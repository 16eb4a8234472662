import { describe, expect, it } from 'vitest';
import { parseEnv } from './env-schema';

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
