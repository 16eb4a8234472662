// AiPort over the OpenAI SDK: any OpenAI-compatible endpoint (baseURL), bounded in time so a hanging
// provider is given up on with a clear error well inside the callable's own 60 s budget.
import OpenAI from 'openai';
import { type AiAnswer, type AiPort, AiProviderError, type AiRequest } from './ai-port.js';

export interface OpenAiPortOptions {
  apiKey: string | undefined;
  baseURL: string | undefined;
  model: string;
  /** Per attempt; by default the total shared by the attempts, at most 25 s. */
  timeoutMs?: number;
  /** Retries after the first attempt (429, 5xx, connection errors). */
  maxRetries?: number;
  /** Hard cap over all attempts (config `AI_TIMEOUT_MS`). */
  totalMs?: number;
}

const MAX_ATTEMPT_MS = 25_000;

/** Each attempt gets an equal share of the total, so a hanging provider is retried once and the call
 * still ends inside the total (55 s total: two attempts of 25 s; 3 s total: two of 1.5 s). */
export function attemptTimeoutMs(totalMs: number, maxRetries: number): number {
  return Math.min(MAX_ATTEMPT_MS, Math.floor(totalMs / (maxRetries + 1)));
}

export const DEMO_FINGERPRINT = 'local-demo';

export function createOpenAiPort(options: OpenAiPortOptions): AiPort {
  const { maxRetries = 1, totalMs = 55_000 } = options;
  const timeoutMs = options.timeoutMs ?? attemptTimeoutMs(totalMs, maxRetries);
  let client: OpenAI | undefined;

  return {
    async complete(request: AiRequest): Promise<AiAnswer> {
      if (!options.apiKey) throw new AiProviderError('not-configured', 'No AI provider key is configured');
      client ??= new OpenAI({
        apiKey: options.apiKey,
        baseURL: options.baseURL,
        timeout: timeoutMs,
        maxRetries,
      });
      const userContent: OpenAI.Chat.ChatCompletionContentPart[] = [{ type: 'text', text: request.user }];
      if (request.imageDataUrl) {
        userContent.push({ type: 'image_url', image_url: { url: request.imageDataUrl, detail: 'auto' } });
      }
      const deadline = AbortSignal.timeout(totalMs);
      try {
        const completion = await client.chat.completions.create(
          {
            model: options.model,
            messages: [
              { role: 'system', content: request.system },
              { role: 'user', content: userContent },
            ],
            max_tokens: request.maxTokens,
            temperature: request.temperature,
            response_format: {
              type: 'json_schema',
              json_schema: { name: request.schemaName, schema: request.schema, strict: true },
            },
          },
          { signal: deadline },
        );
        const content = completion.choices[0]?.message?.content ?? null;
        return {
          content: content && content.trim() !== '' ? content : null,
          demo: completion.system_fingerprint === DEMO_FINGERPRINT,
        };
      } catch (error) {
        throw classify(error, deadline.aborted);
      }
    },
  };
}

function classify(error: unknown, deadlinePassed: boolean): AiProviderError {
  if (error instanceof AiProviderError) return error;
  if (deadlinePassed || error instanceof OpenAI.APIConnectionTimeoutError) {
    return new AiProviderError('timeout', 'The AI provider did not answer in time');
  }
  if (error instanceof OpenAI.APIError && typeof error.status === 'number') {
    // The SDK's message can echo request details; keep only the status and the provider's error type.
    const type = typeof error.type === 'string' ? ` ${error.type}` : '';
    return new AiProviderError('http', `HTTP ${error.status}${type}`, error.status);
  }
  return new AiProviderError('connection', 'The AI provider could not be reached');
}
