// The demo services as the stack serves them: plugged into local-firebase's services port, each under its
// prefix, with the errors the real APIs give (OpenAI's for an unreadable body, Open Food Facts' status 0).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServices, startServices } from '../../local-firebase/src/index.js';
import demoServices from '../src/index.js';

let services: LocalServices;
beforeAll(async () => {
  services = await startServices({ port: 0, services: demoServices() });
});
afterAll(() => services.close());

const get = async (path: string) => {
  const res = await fetch(`${services.url}${path}`);
  return { status: res.status, body: await res.json() };
};

describe('demo AI (OpenAI-compatible, at /openai/v1)', () => {
  it('lists its one model', async () => {
    expect(await get('/openai/v1/models')).toEqual({
      status: 200,
      body: {
        object: 'list',
        data: [{ id: 'local-demo-ai', object: 'model', created: 0, owned_by: 'local-demo' }],
      },
    });
  });

  it('refuses a body that is not JSON as OpenAI does', async () => {
    const res = await fetch(`${services.url}/openai/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"messages": [',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        message: 'We could not parse the JSON body of your request.',
        type: 'invalid_request_error',
        param: null,
        code: null,
      },
    });
  });

  it('serves nothing else under its prefix', async () => {
    expect((await get('/openai/v1/embeddings')).status).toBe(404);
  });
});

describe('Open Food Facts sample (at /openfoodfacts)', () => {
  it('answers a sample product in the API v2 shape, and status 0 with 404 for any other code', async () => {
    const found = await get('/openfoodfacts/api/v2/product/3017620422003.json');
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      code: '3017620422003',
      status: 1,
      product: { code: '3017620422003', product_name: 'Nutella', brands: 'Ferrero,Nutella' },
    });
    expect(await get('/openfoodfacts/api/v2/product/96385074.json')).toEqual({
      status: 404,
      body: { code: '96385074', status: 0, status_verbose: 'product not found' },
    });
  });

  it('answers only product reads', async () => {
    const res = await fetch(`${services.url}/openfoodfacts/api/v2/product/3017620422003.json`, {
      method: 'POST',
    });
    expect(res.status).toBe(404);
  });
});
