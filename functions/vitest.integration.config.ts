import { defineConfig } from 'vitest/config';

// Every callable through the callable protocol: real firebase JS SDK (Auth emulator + httpsCallable)
// against one local stack (scripts/lib/test-stack.mjs, built functions, seeded) shared by every file
// through the global setup, with the AI provider and SendGrid behind a recorder the tests can steer.
export default defineConfig({
  test: {
    include: ['test/integration/**/*.test.ts'],
    globalSetup: ['test/integration/global-stack.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
