import { defineConfig } from 'vitest/config';

// The demo AI's answers (in process and over HTTP through local-firebase's services server), the seed, and
// the stack `npm start` runs with these services plugged in (the last starts the Auth emulator: slow).
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
