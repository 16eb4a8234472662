// The tree keeps its walls, and each wall really catches the crossing it names.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { readDependencies } from './imports.mjs';
import { checkFile, checkTree, scannedFiles } from './walls.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test('no file in web or functions crosses a wall', () => {
  expect(scannedFiles(root).length).toBeGreaterThan(100);
  const crossings = checkTree(root);
  expect(crossings, `walls crossed:\n${crossings.join('\n')}`).toEqual([]);
});

describe('imports are read by the parser, not by searching text', () => {
  test('static, re-exported, dynamic and type-position imports count, with their lines', () => {
    const source = [
      "import a from './a';",
      "export { b } from './b';",
      "const c = await import('./c');",
      "type D = typeof import('./d');",
      "export * from './e';",
    ].join('\n');
    expect(readDependencies('x.ts', source).modules.map((m) => [m.specifier, m.line, m.kind])).toEqual([
      ['./a', 1, 'import'],
      ['./b', 2, 'export'],
      ['./c', 3, 'dynamic'],
      ['./d', 4, 'dynamic'],
      ['./e', 5, 'export'],
    ]);
  });

  test('comments and strings that mention a module are not imports', () => {
    const source = [
      "// import { x } from '../other/thing';",
      'const text = "import { y } from \'firebase/auth\'";',
      "/* export * from 'firebase/app' */",
    ].join('\n');
    expect(readDependencies('x.ts', source).modules).toEqual([]);
  });
});

describe('each wall names the file and the wall', () => {
  const cases = [
    {
      file: 'web/src/features/camera/camera-page.tsx',
      source: "import { MealRow } from '../history/components/meal-row';",
      wall: 'features stay apart',
    },
    {
      file: 'web/src/features/shopping/use-shopping-data.ts',
      source: "const { getDocs } = await import('firebase/firestore');",
      wall: 'only web/src/lib imports firebase/*',
    },
    {
      file: 'web/src/components/recipe/recipe-view.tsx',
      source: "import { call } from '../../lib/callable';",
      wall: 'shared components do not call callables',
    },
    {
      file: 'web/src/components/recipe/recipe-view.tsx',
      source: "export async function save(call) { await call('addItem', {}); }",
      wall: 'shared components do not call callables',
    },
    {
      file: 'web/src/hooks/use-live-query.ts',
      source: "export { HistoryPage } from '../features/history/history-page';",
      wall: 'dependencies flow shared -> features -> app',
    },
    {
      file: 'web/src/features/history/history-page.tsx',
      source: "import { AppLayout } from '../../app/layout/app-layout';",
      wall: 'dependencies flow shared -> features -> app',
    },
    {
      file: 'functions/src/items/item-handlers.ts',
      source: "import { HttpsError } from 'firebase-functions/https';",
      wall: 'function handlers do not import firebase-functions',
    },
    {
      file: 'web/src/lib/firestore.ts',
      source: "import { FirestoreStore } from 'local-firebase';",
      wall: 'product code does not import tools/local-firebase',
    },
    {
      file: 'functions/src/meals/meal-store.ts',
      source: "import type { FirestoreStore } from '../../../tools/local-firebase/src/index.js';",
      wall: 'product code does not import tools/local-firebase',
    },
    {
      file: 'functions/test/support/local-firestore.ts',
      source: "import { FirestoreStore } from '../../../tools/local-firebase/src/firestore/store.js';",
      wall: 'tests import tools/local-firebase only through its public entry',
    },
    {
      file: 'web/e2e/browser.ts',
      source: "import { startServices } from 'local-firebase/dist/services/server.js';",
      wall: 'tests import tools/local-firebase only through its public entry',
    },
  ];

  test.each(cases)('$wall: $file', ({ file, source, wall }) => {
    const [message, ...more] = checkFile(file, source);
    expect(more).toEqual([]);
    expect(message).toContain(`${file}:1`);
    expect(message).toContain(`wall "${wall}"`);
  });

  test('what the walls allow passes', () => {
    const allowed = [
      [
        'web/src/features/camera/camera-page.tsx',
        "import { RecipeView } from '../../components/recipe/recipe-view';",
      ],
      ['web/src/features/camera/camera-page.tsx', "import { call } from '../../lib/callable';"],
      ['web/src/lib/firebase.ts', "const { getAuth } = await import('firebase/auth');"],
      ['web/src/app/app.tsx', "import { HistoryPage } from '../features/history/history-page';"],
      ['functions/src/index.ts', "import { onCall } from 'firebase-functions/https';"],
      ['functions/test/support/local-firestore.ts', "import { FirestoreStore } from 'local-firebase';"],
      [
        'functions/test/support/local-firestore.ts',
        "import { FirestoreStore } from '../../../tools/local-firebase/src/index.js';",
      ],
    ];
    for (const [file, source] of allowed) expect(checkFile(file, source), file).toEqual([]);
  });
});
