// Types of chromium.mjs for the TypeScript that shares its launcher settings (web/e2e).
import type { BrowserContext } from 'playwright-core';

export const CHROMIUM_PATH: string;
export const CHROMIUM_FLAGS: string[];
/** A fresh persistent context in a throw-away profile; `close()` shuts Chromium and deletes the profile. */
export function openChromium(options?: {
  viewport?: { width: number; height: number };
  /** The browser's language, e.g. 'de-DE' (what the app detects at sign-up). */
  locale?: string;
  /** Chromium's command-line flags, in place of CHROMIUM_FLAGS. */
  args?: string[];
}): Promise<{ context: BrowserContext; close(): Promise<void> }>;
