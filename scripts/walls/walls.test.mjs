// The tree keeps its walls, and each wall really catches the crossing it names.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { readDependencies } from './imports.mjs';
import {
  APP_PACKAGES,
  checkFile,
  checkTree,
  FIREBASE_FUNCTIONS_ADAPTERS,
  scannedFiles,
  WEB_DOMAINS,
} from './walls.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `source` in `file` crosses one wall, `wall`, and the message names the file and line. */
function expectOneCrossing(file, source, wall) {
  const [message, ...more] = checkFile(file, source);
  expect(more).toEqual([]);
  expect(message).toContain(`${file}:1`);
  expect(message).toContain(`wall "${wall}"`);
}

describe('the tree keeps its walls', () => {
  const crossings = checkTree(root);
  test('the scan sees the tree', () => expect(scannedFiles(root).length).toBeGreaterThan(100));
  // One test per workspace, so a crossing names the side it is on.
  test.each(['web', 'functions'])('no file in %s crosses a wall', (side) => {
    const here = crossings.filter((message) => message.startsWith(`${side}/`));
    expect(here, `walls crossed:\n${here.join('\n')}`).toEqual([]);
  });
});

test('only the platform adapters may import firebase-functions', () => {
  expect([...FIREBASE_FUNCTIONS_ADAPTERS].sort()).toEqual([
    'functions/src/index.ts',
    'functions/src/invites/on-invite-created.ts',
    'functions/src/platform/callable.ts',
    'functions/src/platform/config.ts',
    'functions/src/platform/log.ts',
    'functions/src/platform/run-callable.ts',
  ]);
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
      file: 'web/src/domains/diary/hooks/use-today-totals.ts',
      source: "import { groupByDay } from '../../../features/history/lib/day-groups';",
      wall: 'dependencies flow shared -> features -> app',
    },
    {
      file: 'web/src/lib/my-lists.ts',
      source: "import { useLiveQuery } from '../hooks/use-live-query';",
      wall: 'web layers flow lib -> hooks -> components -> domains -> features -> app',
    },
    {
      file: 'web/src/hooks/use-callable-action.ts',
      source: "import type { ToastProvider } from '../components/toast';",
      wall: 'web layers flow lib -> hooks -> components -> domains -> features -> app',
    },
    {
      file: 'web/src/components/recipe/recipe-view.tsx',
      source: "import { MealRowsEditor } from '../../domains/diary/components/meal-rows-editor';",
      wall: 'web layers flow lib -> hooks -> components -> domains -> features -> app',
    },
    {
      file: 'web/src/domains/diary/components/meal-rows-editor.tsx',
      source: "import { call } from '../../../lib/callable';",
      wall: 'shared components do not call callables',
    },
    {
      file: 'web/src/domains/diary/components/meal-correction.tsx',
      source: "export const undo = (call, mealId) => call('undoMealCorrection', { mealId });",
      wall: 'shared components do not call callables',
    },
    {
      file: 'functions/src/shared/contracts.ts',
      source: "import { Timestamp } from 'firebase-admin/firestore';",
      wall: 'functions/src/shared imports only zod and itself',
    },
    {
      file: 'functions/src/shared/diary/contracts.ts',
      source: "import type { AppConfig } from '../../platform/config.js';",
      wall: 'functions/src/shared imports only zod and itself',
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
      file: 'functions/src/diary/meal-store.ts',
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

  test.each(cases)('$wall: $file', ({ file, source, wall }) => expectOneCrossing(file, source, wall));

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
      ['functions/src/platform/run-callable.ts', "import { HttpsError } from 'firebase-functions/https';"],
      ['web/src/hooks/use-my-lists.ts', "import { listLabels } from '../lib/my-lists';"],
      ['web/src/components/toast.tsx', "import { ToastContext } from '../hooks/use-toast';"],
      [
        'web/src/domains/diary/hooks/use-meal-rows-actions.ts',
        "import { formatGrams } from '../../../components/nutrition/format-nutrition';",
      ],
      [
        'web/src/domains/diary/hooks/use-meal-rows-actions.ts',
        "import { call } from '../../../lib/callable';",
      ],
      [
        'web/src/features/history/components/history-entry.tsx',
        "import { MealRowsEditor } from '../../../domains/diary/components/meal-rows-editor';",
      ],
      [
        'web/src/testing/render.tsx',
        "import { MealRowsEditor } from '../domains/diary/components/meal-rows-editor';",
      ],
      ['functions/src/shared/contracts.ts', "import { z } from 'zod';"],
      ['functions/src/shared/contracts.ts', "import { limits } from './limits.js';"],
      ['functions/test/support/local-firestore.ts', "import { FirestoreStore } from 'local-firebase';"],
      [
        'functions/test/support/local-firestore.ts',
        "import { FirestoreStore } from '../../../tools/local-firebase/src/index.js';",
      ],
    ];
    for (const [file, source] of allowed) expect(checkFile(file, source), file).toEqual([]);
  });
});

describe('tools/local-firebase imports nothing of this app', () => {
  const wall = 'tools/local-firebase imports nothing of this app';

  test('no file in tools crosses a wall', () => {
    const here = checkTree(root).filter((message) => message.startsWith('tools/'));
    expect(here, `walls crossed:\n${here.join('\n')}`).toEqual([]);
    expect(scannedFiles(root)).toEqual(
      expect.arrayContaining(['tools/local-firebase/src/index.ts', 'tools/demo-services/src/index.ts']),
    );
  });

  test.each([
    [
      'tools/local-firebase/src/services/demo-ai.ts',
      "import { aiAnswers } from 'functions/lib/ai/answers.js';",
    ],
    [
      'tools/local-firebase/src/index.ts',
      "export { demoAiService } from '../../demo-services/src/index.js';",
    ],
    ['tools/local-firebase/src/cli.ts', "const demo = await import('demo-services');"],
    [
      'tools/local-firebase/src/port-holder.ts',
      "import { portHolder } from '../../../scripts/lib/ports.mjs';",
    ],
    [
      'tools/local-firebase/test/seed.test.ts',
      "import seed from '../../../emulator-data/firestore-seed.json';",
    ],
    ['tools/local-firebase/test/strings.test.ts', "import en from '../../../locales/en/common.json';"],
    ['tools/local-firebase/test/page.test.ts', "import type { Meal } from 'web/src/lib/meals';"],
    ['tools/local-firebase/bench/rest.mjs', "import { seed } from '../../../scripts/seed.mjs';"],
  ])('%s: %s', (file, source) => expectOneCrossing(file, source, wall));

  test('its own files, its own package name and installed packages pass, as does the app importing it', () => {
    const allowed = [
      ['tools/local-firebase/src/index.ts', "import { startServices } from './services/server.js';"],
      [
        'tools/local-firebase/test/cli.test.ts',
        "import { tsWorkerExecArgv } from '../src/functions-host/dev-loader.js';",
      ],
      ['tools/local-firebase/test/browser-page/main.ts', "import { initializeApp } from 'firebase/app';"],
      ['tools/local-firebase/src/port-holder.mjs', "import { readdirSync } from 'node:fs';"],
      ['tools/local-firebase/test/x.test.ts', "import { FirestoreStore } from 'local-firebase';"],
      ['tools/demo-services/src/index.ts', "import type { LocalService } from 'local-firebase';"],
      [
        'tools/demo-services/test/services.test.ts',
        "import { startServices } from '../../local-firebase/src/index.js';",
      ],
    ];
    for (const [file, source] of allowed) expect(checkFile(file, source), `${file}: ${source}`).toEqual([]);
  });

  test("the app's packages are the root and every workspace besides local-firebase", () => {
    const manifest = (dir) => JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
    const workspaces = manifest('.').workspaces.filter((dir) => dir !== 'tools/local-firebase');
    expect([...APP_PACKAGES].sort()).toEqual(
      [manifest('.').name, ...workspaces.map((dir) => manifest(dir).name)].sort(),
    );
  });
});

describe('the domains build on each other in the one order WEB_DOMAINS writes down', () => {
  const domainsRoot = path.join(root, 'web/src/domains');

  test('every domain folder is listed, and every domain it builds on is one too', () => {
    const folders = readdirSync(domainsRoot, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.map((entry) => entry.name).sort()).toEqual(Object.keys(WEB_DOMAINS).sort());
    for (const below of Object.values(WEB_DOMAINS).flat()) expect(Object.keys(WEB_DOMAINS)).toContain(below);
  });

  test('the order is one way: the domains can be stacked, each above the ones it builds on', () => {
    const stacked = [];
    let rest = Object.keys(WEB_DOMAINS);
    while (rest.length > 0) {
      const next = rest.filter((domain) => WEB_DOMAINS[domain].every((below) => stacked.includes(below)));
      expect(next, `a circle among ${rest.join(', ')}`).not.toEqual([]);
      stacked.push(...next);
      rest = rest.filter((domain) => !next.includes(domain));
    }
  });

  test('an import against the order is refused, in product code and whatever the folder depth', () => {
    const refused = [
      [
        'web/src/domains/nutrition/hooks/use-food-search.ts',
        "import { MealRow } from '../../diary/meal-rows';",
      ],
      ['web/src/domains/diary/hooks/use-today-totals.ts', "import { useDiaryTargets } from '../../weight';"],
      [
        'web/src/domains/account/hooks/use-profile.tsx',
        "import type { ShoppingList } from '../../lists/queries';",
      ],
      // A domain folder not listed yet builds on nothing until it is.
      ['web/src/domains/invites/hooks/use-invites.ts', "import { listsApi } from '../../lists/lists-api';"],
    ];
    for (const [file, source] of refused) {
      const messages = checkFile(file, source);
      expect(messages, file).toHaveLength(1);
      expect(messages[0]).toContain('wall "a domain imports only the domains it builds on (WEB_DOMAINS)"');
    }
  });

  test('an import along the order, within one domain, or from a test passes', () => {
    const allowed = [
      [
        'web/src/domains/weight/diary-targets.ts',
        "import { computeHealth } from '../nutrition/health-formulas';",
      ],
      [
        'web/src/domains/recipes/components/recipe-view.tsx',
        "import { useAddToList } from '../../lists/hooks/use-add-to-list';",
      ],
      [
        'web/src/domains/diary/components/label-entry.tsx',
        "import { useLabelScan } from '../../nutrition/hooks/use-label-scan';",
      ],
      ['web/src/domains/diary/components/row-inputs.tsx', "import { FIGURES } from '../meal-rows';"],
      [
        'web/src/domains/diary/queries.test.ts',
        "import { useDiaryTargets } from '../weight/hooks/use-diary-targets';",
      ],
    ];
    for (const [file, source] of allowed) expect(checkFile(file, source), file).toEqual([]);
  });
});
