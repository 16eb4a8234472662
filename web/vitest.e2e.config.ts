// End-to-end tests: Debian Chromium (playwright-core) against the local stack, started once on free
// ports by e2e/global-setup.ts (or an already running one: E2E_APP_URL + E2E_MAILBOX_URL).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./e2e/global-setup.ts'],
    // One browser flow at a time: they share the stack and the machine has two cores.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
