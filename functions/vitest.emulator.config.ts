import { defineConfig } from 'vitest/config';

// The callable integration suite a second time, on the official Functions emulator of firebase-tools
// (global-emulator-stack.ts): the same files, the callables served by the deployable wiring.
export default defineConfig({
  test: {
    include: ['test/integration/callables.test.ts', 'test/integration/diary.test.ts'],
    globalSetup: ['test/integration/global-emulator-stack.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
