import { defineConfig } from 'vitest/config';

// Unit and handler tests. Rules tests have their own config (vitest.rules.config.ts); integration
// tests need the full local stack.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/handlers/**/*.test.ts', 'test/deploy/**/*.test.ts'],
    exclude: ['test/rules/**', 'test/integration/**', 'lib/**', 'node_modules/**'],
    testTimeout: 15_000,
    hookTimeout: 20_000,
  },
});
