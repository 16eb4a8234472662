import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import { afterEach, describe, expect, it } from 'vitest';
import { chunkClosure, startHints } from './start-hints';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) =>
  ({ type: 'chunk', fileName, moduleIds, imports, isEntry }) as unknown as OutputChunk;

/** A build as the plugin sees it: an entry, the shell and Auth, a screen, strings in two languages. */
function bundle(): OutputBundle {
  const chunks = [
    chunk('assets/index.js', ['/web/src/main.tsx'], ['assets/react.js'], true),
    chunk('assets/react.js', ['/node_modules/react/index.js']),
    chunk('assets/shell.js', ['/web/src/app/signed-in-app.tsx'], ['assets/react.js', 'assets/profile.js']),
    chunk('assets/profile.js', ['/web/src/hooks/use-profile.tsx'], ['assets/react.js']),
    chunk('assets/auth.js', ['/node_modules/firebase/auth/dist/esm/index.esm.js']),
    chunk(
      'assets/camera.js',
      ['/web/src/features/camera/camera-page.tsx'],
      ['assets/profile.js', 'assets/day.js'],
    ),
    chunk('assets/day.js', ['/web/src/domains/diary/diary-day.ts']),
    chunk('assets/en.js', ['/web/src/lib/screen-strings/en.ts']),
    chunk('assets/de.js', ['/web/src/lib/screen-strings/de.ts']),
  ];
  const html = { type: 'asset', fileName: 'index.html', source: '<html><head></head><body></body></html>' };
  return Object.fromEntries(
    [...chunks, html].map((item) => [item.fileName, item]),
  ) as unknown as OutputBundle;
}

/** Runs the plugin on `built` and returns the page it wrote and its script. */
function build(built: OutputBundle) {
  const plugin = startHints({
    sessionKey: 'session',
    languageKey: 'language',
    languages: ['en', 'de'],
    shell: ['/src/app/signed-in-app.tsx', '/firebase/auth/dist/esm/index.esm.js'],
    strings: ['/src/lib/screen-strings/{lang}.ts'],
    camera: ['/src/features/camera/camera-page.tsx'],
  });
  let script = '';
  const context = {
    emitFile: (file: { source: string }) => {
      script = file.source;
      return 'ref';
    },
    getFileName: () => 'assets/start-hints-abc.js',
  };
  const generate = plugin.generateBundle as unknown as (this: unknown, o: unknown, b: OutputBundle) => void;
  generate.call(context, {}, built);
  return { html: String((built['index.html'] as OutputAsset).source), script };
}

/** Loads the written page's head here and runs its script; answers the modules it asked the browser for. */
function run(html: string, script: string): string[] {
  document.head.innerHTML = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  new Function(script)();
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
    l.getAttribute('href'),
  ) as string[];
}

describe('start hints', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    localStorage.clear();
  });

  it('lists a chunk with what it imports, less what the entry already loads', () => {
    expect(chunkClosure(bundle(), ['/src/features/camera/camera-page.tsx'])).toEqual([
      'assets/camera.js',
      'assets/day.js',
      'assets/profile.js',
    ]);
    expect(() => chunkClosure(bundle(), ['/src/missing.ts'])).toThrow('no chunk holds /src/missing.ts');
  });

  it('writes the list into index.html and one script that is the same for every build', () => {
    const { html, script } = build(bundle());
    expect(html).toContain('<script type="application/json" id="start-hints">');
    expect(html).toContain('<script async src="/assets/start-hints-abc.js"></script>');
    expect(script).not.toContain('assets/');
    expect(build(bundle()).script).toBe(script);
  });

  it('asks for nothing where nobody is signed in', () => {
    const { html, script } = build(bundle());
    expect(run(html, script)).toEqual([]);
  });

  it('asks a returning user’s browser for the shell, Auth, the strings of their language and the camera', () => {
    const { html, script } = build(bundle());
    localStorage.setItem('session', '{"uid":"u1"}');
    localStorage.setItem('language', 'de');
    expect(run(html, script)).toEqual([
      '/assets/auth.js',
      '/assets/profile.js',
      '/assets/shell.js',
      '/assets/de.js',
      '/assets/camera.js',
      '/assets/day.js',
    ]);
  });

  it('falls back to the browser’s language, then the first one, as the app does', () => {
    const { html, script } = build(bundle());
    localStorage.setItem('session', '1');
    localStorage.setItem('language', 'xx');
    const asked = run(html, script);
    // jsdom's browser language is English.
    expect(asked).toContain('/assets/en.js');
    expect(asked).not.toContain('/assets/de.js');
  });
});
