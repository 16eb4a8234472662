// Preview of the PWA wiring that lives in files the web-shell engineer owns (index.html, main.tsx,
// app/app.tsx, locales/*/common.json). `--preview-integration` builds the app through Vite's API with a
// plugin that adds exactly the lines handed over in the performance report, and only where they are still
// missing: once the real files carry them, this plugin changes nothing.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './build-web.mjs';

export const HEAD_LINES = [
  '<link rel="manifest" href="/manifest.webmanifest" />',
  '<link rel="apple-touch-icon" href="/icons/apple-touch-icon-180.png" />',
  '<meta name="apple-mobile-web-app-title" content="Meals" />',
];
export const OFFLINE_TEXT = {
  en: 'You are offline. The app still opens, but analysing photos, creating recipes and saving changes need a connection.',
  es: 'Estás sin conexión. La app sigue abriéndose, pero analizar fotos, crear recetas y guardar cambios requiere conexión.',
  de: 'Du bist offline. Die App öffnet sich weiterhin, aber zum Analysieren von Fotos, Erstellen von Rezepten und Speichern von Änderungen brauchst du eine Verbindung.',
  da: 'Du er offline. Appen kan stadig åbnes, men analyse af billeder, opskrifter og gemte ændringer kræver forbindelse.',
};

function pwaWiring(applied, marker) {
  return {
    name: 'bench-preview-pwa-wiring',
    enforce: 'pre',
    transformIndexHtml(html) {
      const missing = HEAD_LINES.filter(
        (line) => !html.includes(line.split(' content=')[0].split(' href=')[0]),
      );
      if (missing.length === 0) return html;
      applied.add('index.html');
      return html.replace('</head>', `${missing.map((l) => `    ${l}`).join('\n')}\n  </head>`);
    },
    transform(code, id) {
      const path = id.split('?')[0];
      if (path.endsWith('/web/src/main.tsx')) {
        // `marker` makes a second, otherwise identical build (a new deploy) for check-sw-update.mjs.
        const stamp = marker ? `\nconsole.debug(${JSON.stringify(marker)});\n` : '';
        if (code.includes('registerServiceWorker')) return stamp ? code + stamp : null;
        applied.add('main.tsx');
        return `${code}\nimport { registerServiceWorker } from './lib/register-sw';\nregisterServiceWorker();\n${stamp}`;
      }
      if (path.endsWith('/web/src/app/app.tsx') && !code.includes('OfflineBanner')) {
        applied.add('app.tsx');
        return `import { OfflineBanner } from '../components/offline-banner';\n${code.replace(
          '<AuthGate />',
          '<OfflineBanner />\n        <AuthGate />',
        )}`;
      }
      const locale = path.match(/\/locales\/(en|es|de|da)\/common\.json$/);
      if (locale) {
        const strings = JSON.parse(code);
        if (strings.offline) return null;
        applied.add(`locales/${locale[1]}/common.json`);
        return JSON.stringify({ ...strings, offline: OFFLINE_TEXT[locale[1]] });
      }
      return null;
    },
  };
}

/** Builds like `npm run build -w web` (same config file) plus the missing wiring; returns { outDir, applied }. */
export async function buildWithIntegration({ marker } = {}) {
  const { build } = await import('vite');
  const outDir = await mkdtemp(join(tmpdir(), 'bench-web-dist-'));
  const applied = new Set();
  await build({
    root: join(repoRoot, 'web'),
    configFile: join(repoRoot, 'web', 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [pwaWiring(applied, marker)],
    build: { outDir, emptyOutDir: true },
  });
  return { outDir, applied: [...applied] };
}
