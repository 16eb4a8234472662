// The walls test runs from the repository root because it reads web and functions alike.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['scripts/walls/**/*.test.mjs'],
    environment: 'node',
  },
});
