import { expect, test } from 'vitest';
import { parseConfig } from './config.js';

test('defaults: gpt-4o-mini, SendGrid, 50 AI calls a day', () => {
  expect(parseConfig({})).toEqual({
    openAiBaseUrl: undefined,
    openAiModel: 'gpt-4o-mini',
    sendgridBaseUrl: 'https://api.sendgrid.com',
    mailFrom: 'no-reply@meal-assistant.app',
    appUrl: 'http://localhost:5173',
    aiDailyQuota: 50,
    aiGlobalDailyQuota: 2000,
    aiTimeoutMs: 55_000,
  });
});

test('local stack values, blank values ignored, trailing slashes dropped', () => {
  const c = parseConfig({
    OPENAI_BASE_URL: 'http://127.0.0.1:8025/openai/v1',
    OPENAI_MODEL: ' ',
    SENDGRID_BASE_URL: 'http://127.0.0.1:8025/sendgrid/',
    APP_URL: 'http://localhost:5173/',
    AI_DAILY_QUOTA: '5',
    AI_GLOBAL_DAILY_QUOTA: '7',
    AI_TIMEOUT_MS: '3000',
  });
  expect(c).toMatchObject({
    openAiModel: 'gpt-4o-mini',
    sendgridBaseUrl: 'http://127.0.0.1:8025/sendgrid',
    appUrl: 'http://localhost:5173',
    aiDailyQuota: 5,
    aiGlobalDailyQuota: 7,
    aiTimeoutMs: 3000,
  });
});

test('invalid values are reported by name', () => {
  expect(() => parseConfig({ APP_URL: 'not a url' })).toThrow(/APP_URL/);
  // Above 60 s the AI callables could hit their own function timeout before answering.
  expect(() => parseConfig({ AI_TIMEOUT_MS: '61000' })).toThrow(/AI_TIMEOUT_MS/);
  expect(() => parseConfig({ AI_TIMEOUT_MS: 'soon' })).toThrow(/AI_TIMEOUT_MS/);
});
