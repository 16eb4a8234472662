import { defineConfig } from 'vitest/config';

// Every callable through the callable protocol: real firebase JS SDK (Auth emulator + httpsCallable)
// against the built functions in the local functions host, local Firestore, and HTTP doubles for the AI
// provider and SendGrid.
export default defineConfig({
  test: {
    include: ['test/integration/**/*.test.ts'],
    globalSetup: ['test/integration/build-functions.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
