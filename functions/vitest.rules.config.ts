import { defineConfig } from 'vitest/config';

// firestore.rules tests: against local-firebase (started by the global setup) in `npm test`, against
// the official emulator when FIRESTORE_EMULATOR_HOST is set (`npm run test:rules` from the root).
export default defineConfig({
  test: {
    include: ['test/rules/**/*.test.ts'],
    globalSetup: ['test/rules/rules-target.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    fileParallelism: false,
  },
});
