// The real OpenAI SDK against a local HTTP server: request shape, demo marking, failure classes.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import { foodAnswer } from '../ai/parse-nutrition.js';
import { AiProviderError } from './ai-port.js';
import { attemptTimeoutMs, createOpenAiPort } from './openai-port.js';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

async function provider(
  handle: (body: Record<string, unknown>, req: IncomingMessage, res: ServerResponse) => void,
) {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => handle(JSON.parse(raw || '{}'), req, res));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}

const completion = (content: string | null, fingerprint = 'fp_1') => ({
  id: 'c1',
  object: 'chat.completion',
  created: 1,
  model: 'gpt-4o-mini',
  system_fingerprint: fingerprint,
  choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
});

const request = {
  schemaName: 'food_nutrition' as const,
  schema: foodAnswer.jsonSchema,
  system: 'sys',
  user: 'usr',
  imageDataUrl: 'data:image/jpeg;base64,AAAA',
  maxTokens: 1200,
  temperature: 0.3,
};

describe('createOpenAiPort', () => {
  test('sends model, messages with the image, limits and the json_schema format with its name', async () => {
    const seen: { body?: Record<string, unknown>; auth?: string; path?: string } = {};
    const baseURL = await provider((body, req, res) => {
      Object.assign(seen, { body, auth: req.headers.authorization, path: req.url });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(completion('{"noFood":true}')));
    });
    const port = createOpenAiPort({ apiKey: 'sk-test', baseURL, model: 'gpt-4o-mini' });
    expect(await port.complete(request)).toEqual({ content: '{"noFood":true}', demo: false });
    expect(seen.path).toBe('/v1/chat/completions');
    expect(seen.auth).toBe('Bearer sk-test');
    expect(seen.body).toMatchObject({
      model: 'gpt-4o-mini',
      max_tokens: 1200,
      temperature: 0.3,
      response_format: { type: 'json_schema', json_schema: { name: 'food_nutrition', strict: true } },
      messages: [
        { role: 'system', content: 'sys' },
        {
          role: 'user',
          content: [
            { type: 'text', text: 'usr' },
            { type: 'image_url', image_url: { url: 'data:image/jpeg;base64,AAAA' } },
          ],
        },
      ],
    });
  });

  test('marks answers with system_fingerprint local-demo as demo; empty content is null', async () => {
    const baseURL = await provider((_b, _r, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(completion('  ', 'local-demo')));
    });
    const port = createOpenAiPort({ apiKey: 'local-demo', baseURL, model: 'm' });
    expect(await port.complete(request)).toEqual({ content: null, demo: true });
  });

  test('an HTTP error becomes an http AiProviderError without the key in its message', async () => {
    let calls = 0;
    const baseURL = await provider((_b, _r, res) => {
      calls++;
      res.statusCode = 400;
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({ error: { message: 'bad key sk-secret-123456789', type: 'invalid_request_error' } }),
      );
    });
    const port = createOpenAiPort({ apiKey: 'sk-secret-123456789', baseURL, model: 'm' });
    const error = await port.complete(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiProviderError);
    expect(error).toMatchObject({ kind: 'http', status: 400 });
    expect((error as Error).message).not.toContain('sk-secret');
    expect(calls).toBe(1);
  });

  test('a hanging provider is given up on within the total budget, retries included', async () => {
    let calls = 0;
    const baseURL = await provider(() => {
      calls++; // never answers
    });
    const port = createOpenAiPort({
      apiKey: 'k',
      baseURL,
      model: 'm',
      timeoutMs: 300,
      maxRetries: 1,
      totalMs: 2_000,
    });
    const error = await port.complete(request).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(calls).toBe(2);
  });

  test('the total budget (AI_TIMEOUT_MS) alone bounds a hanging provider, shared by both attempts', async () => {
    expect(attemptTimeoutMs(55_000, 1)).toBe(25_000);
    expect(attemptTimeoutMs(3_000, 1)).toBe(1_500);
    let calls = 0;
    const baseURL = await provider(() => {
      calls++;
    });
    const port = createOpenAiPort({ apiKey: 'k', baseURL, model: 'm', totalMs: 1_200 });
    // Without the shared budget the first attempt alone would wait 25 s (past this test's timeout).
    const error = await port.complete(request).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(calls).toBe(2);
  });

  test('an unreachable provider and a missing key are classified', async () => {
    const port = createOpenAiPort({
      apiKey: 'k',
      baseURL: 'http://127.0.0.1:1/v1',
      model: 'm',
      maxRetries: 0,
    });
    expect(await port.complete(request).catch((e: unknown) => e)).toMatchObject({ kind: 'connection' });
    const none = createOpenAiPort({ apiKey: undefined, baseURL: undefined, model: 'm' });
    expect(await none.complete(request).catch((e: unknown) => e)).toMatchObject({ kind: 'not-configured' });
  });
});
