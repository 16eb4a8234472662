import { defineConfig } from 'vitest/config';

// The attack suite: hostile payloads, faults, concurrency, log hygiene and hosting headers,
// against one local stack (scripts/lib/stack.mjs on free ports) shared by every file through the global
// setup. Files run one after another; tests inside a file may run concurrently.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/attack/**/*.test.ts'],
    globalSetup: ['test/attack/support/global-stack.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
