import type { LocalService, ServiceAnswer } from 'local-firebase';
import { demoCompletion } from './demo-ai.js';

/** OpenAI's error body for a request it refuses before reading it. */
const refused = (message: string, param: string | null, code: string | null): ServiceAnswer => ({
  status: 400,
  body: { error: { message, type: 'invalid_request_error', param, code } },
});

/**
 * The demo AI behind an OpenAI-compatible API (`OPENAI_BASE_URL=<services>/openai/v1`): chat completions
 * answered by `demoCompletion`, with OpenAI's errors for a body it could not read.
 */
export const demoAiService: LocalService = {
  name: 'demo AI (OpenAI-compatible)',
  prefix: '/openai/v1',
  async handle(request) {
    const route = `${request.method} ${request.path}`;
    if (route === 'GET /models') {
      return {
        status: 200,
        body: {
          object: 'list',
          data: [{ id: 'local-demo-ai', object: 'model', created: 0, owned_by: 'local-demo' }],
        },
      };
    }
    if (route !== 'POST /chat/completions') return undefined;
    const body = await request.json();
    if (body === undefined) return refused('We could not parse the JSON body of your request.', null, null);
    if (!body || typeof body !== 'object' || !Array.isArray((body as { messages?: unknown }).messages))
      return refused("Missing required parameter: 'messages'.", 'messages', 'missing_required_parameter');
    return { status: 200, body: demoCompletion(body as Record<string, unknown>) };
  },
};
