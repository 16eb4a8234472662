import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadReaders } from '../lib/document-readers';

// A running app has loaded the document readers with its first live query, and every later query opens
// at once; tests start from there (live-data.test.ts covers the first load).
await loadReaders();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
