import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { languages } from '../functions/src/shared/languages';
import { startHints } from './build/start-hints';
import { parseEnv } from './src/lib/env-schema';
import { LANGUAGE_KEY, SESSION_HINT_KEY } from './src/lib/storage-keys';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const webDir = here('.');
const sharedDir = here('../functions/src/shared');
const localesDir = here('../locales');
// The barcode reader's WebAssembly (lib/barcode-reader.ts), served by the dev server from the package.
const zxingReaderDir = dirname(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));

export default defineConfig(({ mode }) => {
  // VITE_* from .env files and the process environment, checked once here (see env-schema.ts).
  const appEnv = parseEnv({ ...loadEnv(mode, webDir, 'VITE_'), ...pickVite(process.env) });
  // The dev port comes from the environment so tests and parallel stacks can pick free ports.
  const port = Number(process.env.WEB_PORT ?? process.env.PORT ?? 5173);
  return {
    plugins: [
      react(),
      startHints({
        sessionKey: SESSION_HINT_KEY,
        languageKey: LANGUAGE_KEY,
        languages,
        shell: ['/src/app/signed-in-app.tsx', '/src/app/screens.ts', '/firebase/auth/dist/esm/index.esm.js'],
        strings: [
          '/locales/{lang}/common.json',
          '/locales/{lang}/auth.json',
          '/src/lib/screen-strings/{lang}.ts',
        ],
        camera: ['/src/features/camera/camera-page.tsx'],
      }),
    ],
    define: { __APP_ENV__: JSON.stringify(appEnv), __STARTUP_STRINGS__: JSON.stringify(startupStrings()) },
    resolve: {
      alias: {
        '@contracts': `${sharedDir}/contracts.ts`,
        '@shared': sharedDir,
        '@locales': localesDir,
      },
    },
    server: {
      port,
      fs: { allow: [webDir, localesDir, sharedDir, zxingReaderDir] },
    },
    preview: { port },
    build: {
      target: 'es2022',
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
      css: false,
      restoreMocks: true,
      mockReset: true,
    },
  };
});

/** common.loadFailed and common.reload of every language (see src/lib/startup-strings.ts). */
function startupStrings() {
  return Object.fromEntries(
    languages.map((language) => {
      const common = JSON.parse(readFileSync(`${localesDir}/${language}/common.json`, 'utf8'));
      return [language, { message: common.loadFailed, action: common.reload }];
    }),
  );
}

function pickVite(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter(
      (entry): entry is [string, string] => entry[0].startsWith('VITE_') && !!entry[1],
    ),
  );
}
