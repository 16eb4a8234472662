import { expect, test } from 'vitest';
import { parseConfig } from './config.js';

test('defaults: gpt-4o-mini, SendGrid, 50 AI calls a day (10 unverified), 500 meal writes', () => {
  expect(parseConfig({ FUNCTIONS_EMULATOR: 'true' })).toEqual({
    openAiBaseUrl: undefined,
    openAiModel: 'gpt-4o-mini',
    sendgridBaseUrl: 'https://api.sendgrid.com',
    mailFrom: 'no-reply@meal-assistant.app',
    appUrl: 'http://localhost:5173',
    aiDailyQuota: 50,
    aiGlobalDailyQuota: 2000,
    aiUnverifiedDailyQuota: 10,
    mealWritesDailyQuota: 500,
    aiTimeoutMs: 55_000,
    openFoodFactsUrl: 'https://world.openfoodfacts.org',
    openFoodFactsUserAgent: 'MealAssistant/1.0 (no-reply@meal-assistant.app)',
    openFoodFactsTimeoutMs: 10_000,
    emulated: true,
    enforceAppCheck: false,
  });
});

test('App Check: enforced in production unless switched off, off on the emulators unless switched on', () => {
  const production = { APP_URL: 'https://meals.example.com' };
  expect(parseConfig(production).enforceAppCheck).toBe(true);
  expect(parseConfig({ ...production, ENFORCE_APP_CHECK: 'false' }).enforceAppCheck).toBe(false);
  expect(parseConfig({ FUNCTIONS_EMULATOR: 'true' }).enforceAppCheck).toBe(false);
  expect(parseConfig({ FUNCTIONS_EMULATOR: 'true', ENFORCE_APP_CHECK: '1' }).enforceAppCheck).toBe(true);
  expect(() => parseConfig({ ...production, ENFORCE_APP_CHECK: 'yes please' })).toThrow(/ENFORCE_APP_CHECK/);
});

test('production refuses an APP_URL on this machine: invitation links would lead nowhere', () => {
  for (const APP_URL of [undefined, 'http://localhost:5173', 'http://127.0.0.1:5173', 'http://app.localhost'])
    expect(() => parseConfig({ APP_URL }), String(APP_URL)).toThrow(/APP_URL/);
  expect(parseConfig({ APP_URL: 'https://meals.example.com/' }).appUrl).toBe('https://meals.example.com');
  expect(parseConfig({ FUNCTIONS_EMULATOR: 'true', APP_URL: 'http://localhost:5173' }).emulated).toBe(true);
});

test('local stack values, blank values ignored, trailing slashes dropped', () => {
  const c = parseConfig({
    FUNCTIONS_EMULATOR: 'true',
    OPENAI_BASE_URL: 'http://127.0.0.1:8025/openai/v1',
    OPENAI_MODEL: ' ',
    SENDGRID_BASE_URL: 'http://127.0.0.1:8025/sendgrid/',
    APP_URL: 'http://localhost:5173/',
    AI_DAILY_QUOTA: '5',
    AI_GLOBAL_DAILY_QUOTA: '7',
    AI_TIMEOUT_MS: '3000',
    AI_UNVERIFIED_DAILY_QUOTA: '2',
    MEAL_WRITES_DAILY_QUOTA: '9',
  });
  expect(c).toMatchObject({
    openAiModel: 'gpt-4o-mini',
    sendgridBaseUrl: 'http://127.0.0.1:8025/sendgrid',
    appUrl: 'http://localhost:5173',
    aiDailyQuota: 5,
    aiGlobalDailyQuota: 7,
    aiTimeoutMs: 3000,
    aiUnverifiedDailyQuota: 2,
    mealWritesDailyQuota: 9,
  });
});

test('invalid values are reported by name', () => {
  expect(() => parseConfig({ APP_URL: 'not a url' })).toThrow(/APP_URL/);
  // Above 60 s the AI callables could hit their own function timeout before answering.
  expect(() => parseConfig({ AI_TIMEOUT_MS: '61000' })).toThrow(/AI_TIMEOUT_MS/);
  expect(() => parseConfig({ AI_TIMEOUT_MS: 'soon' })).toThrow(/AI_TIMEOUT_MS/);
});
