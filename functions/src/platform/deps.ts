// What every handler receives besides its input: the outside world, so tests can replace any of it.
import type { Firestore } from 'firebase-admin/firestore';
import type { AiPort } from './ai-port.js';
import type { AuthPort } from './auth-port.js';
import type { AppConfig } from './config.js';
import type { Log } from './log.js';
import type { MailPort } from './mail-port.js';
import type { ProductsPort } from './products-port.js';
import type { WebPagesPort } from './web-pages-port.js';

export interface Clock {
  now(): Date;
}

export interface Deps {
  db: Firestore;
  ai: AiPort;
  mail: MailPort;
  /** Packaged foods by barcode (Open Food Facts). */
  products: ProductsPort;
  /** Web pages users name (recipe pages), fetched under the safe-fetch rules. */
  pages: WebPagesPort;
  auth: AuthPort;
  clock: Clock;
  log: Log;
  config: AppConfig;
}

/** The caller, from the verified ID token. `email` is lower-cased. */
export interface CallContext {
  uid: string;
  email: string | null;
  /** The ID token's `email_verified`: the caller has proved they own `email`. */
  emailVerified: boolean;
  /** When the user last signed in with a credential (the ID token's `auth_time`; refreshing the token
   * keeps it). Absent in contexts built without a token. */
  signedInAt?: Date | null;
  /** Display name from the identity provider (e.g. Google), when there is one. */
  name?: string | null;
  /** The identity provider's picture of the user (Google), an https URL, when there is one. */
  photoURL?: string | null;
}
