// The AI provider as handlers see it: one chat completion that should answer with a JSON object.
import { ServiceError } from './service-error.js';

export type AiSchemaName =
  | 'food_nutrition'
  | 'food_text'
  | 'food_rows'
  | 'food_correction'
  | 'scanned_recipe'
  | 'generated_recipe'
  | 'food_label';

export interface AiRequest {
  schemaName: AiSchemaName;
  /** JSON schema sent as `response_format.json_schema.schema`. */
  schema: Record<string, unknown>;
  system: string;
  user: string;
  /** A JPEG/PNG data URL sent as an image part of the user message. */
  imageDataUrl?: string;
  maxTokens: number;
  temperature: number;
}

export interface AiAnswer {
  /** The first choice's message content; null when the provider sent none. */
  content: string | null;
  /** True when the provider marked the answer as a local demo answer (system_fingerprint 'local-demo'). */
  demo: boolean;
}

export interface AiPort {
  complete(request: AiRequest): Promise<AiAnswer>;
}

/** A provider failure, already classified: HTTP error status, no answer in time, or unreachable. */
export class AiProviderError extends ServiceError<'http' | 'timeout' | 'connection' | 'not-configured'> {
  override name = 'AiProviderError';
}
