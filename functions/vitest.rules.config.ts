import { defineConfig } from 'vitest/config';

// firestore.rules tests; only under the official emulator (see test/rules/require-emulator.ts).
export default defineConfig({
  test: {
    include: ['test/rules/**/*.test.ts'],
    globalSetup: ['test/rules/require-emulator.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    fileParallelism: false,
  },
});
