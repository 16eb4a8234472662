// The cycle walls: folders that import each other, and files that do (lazy and type-only imports included),
// are refused with the cycle named, an import for each of its steps and a fix hint; what has no cycle passes.
import { describe, expect, test } from 'vitest';
import { checkSources } from './walls.mjs';

const check = (files) => checkSources(Object.entries(files).map(([file, source]) => ({ file, source })));
const fileCycles = (messages) => messages.filter((m) => m.includes('wall "no file import cycles"'));
const folderCycles = (messages) => messages.filter((m) => m.includes('wall "no folder import cycles"'));
/** The one message of `messages` (the test fails on none or more). */
const theOne = (messages) => {
  expect(messages).toHaveLength(1);
  return messages[0];
};

describe('the folder graphs have no cycles', () => {
  test('two folders that import each other are named, with an import for each step', () => {
    const messages = check({
      'web/src/features/shopping/shopping-page.tsx': "import { ItemsPanel } from './components/items-panel';",
      // A type-only import is a dependency too.
      'web/src/features/shopping/components/items-panel.tsx':
        "import type { ItemActions } from '../use-item-actions';",
      'web/src/features/shopping/use-item-actions.ts': 'export interface ItemActions { busy: boolean }',
    });
    const message = theOne(messages);
    expect(message).toMatch(
      /^web\/src\/features\/shopping -> web\/src\/features\/shopping\/components -> web\/src\/features\/shopping \(/,
    );
    expect(message).toContain("shopping-page.tsx:1 imports './components/items-panel'");
    expect(message).toContain("items-panel.tsx:1 imports '../use-item-actions'");
    expect(message).toContain('wall "no folder import cycles"');
  });

  test('a longer cycle through the shared layers is named as a whole', () => {
    const messages = check({
      'web/src/lib/my-lists.ts': "import { useLiveQuery } from '../hooks/use-live-query';",
      'web/src/hooks/use-live-query.ts': "import { useToast } from '../components/toast';",
      'web/src/components/toast.tsx': "import { orderLists } from '../lib/my-lists';",
    });
    expect(theOne(folderCycles(messages))).toMatch(
      /^web\/src\/components -> web\/src\/lib -> web\/src\/hooks -> web\/src\/components /,
    );
  });

  test('in functions/src the top-level folders are the units, and the wiring files beside them one more', () => {
    const messages = check({
      'functions/src/index.ts': "export { handleLogMeal } from './diary/log-meal.js';",
      'functions/src/diary/log-meal.ts': "import type { Deps } from '../deps.js';",
      'functions/src/deps.ts': 'export interface Deps { now(): Date }',
      'functions/src/diary/day-totals.ts': "import { runAiCall } from '../ai/run/run-ai-call.js';",
      'functions/src/ai/run/run-ai-call.ts': "import { storeMeal } from '../../diary/meal-store.js';",
      'functions/src/diary/meal-store.ts': 'export const storeMeal = () => {};',
    });
    // One tangle (the wiring, diary and ai all reach each other): one message, its shortest cycle first.
    const message = theOne(messages);
    expect(message).toMatch(/^functions\/src -> functions\/src\/diary -> functions\/src \(/);
    expect(message).toContain("functions/src/diary/log-meal.ts:1 imports '../deps.js'");
    expect(message).toContain('tangled with it: functions/src/ai)');
  });

  test('one domain may build on another, never both ways', () => {
    const messages = check({
      'web/src/domains/diary/diary-targets.ts':
        "import { computeHealth } from '../nutrition/health-formulas';",
      'web/src/domains/nutrition/health-formulas.ts': 'export const computeHealth = () => ({});',
      'web/src/domains/nutrition/components/bmi-badge.tsx':
        "import { localDay } from '../../diary/diary-day';",
      'web/src/domains/diary/diary-day.ts': 'export const localDay = () => "";',
    });
    // The import against WEB_DOMAINS' order is refused by that wall too; here only the cycle counts.
    const cycles = messages.filter((m) => m.includes('wall "one domain imports another only one way"'));
    expect(theOne(cycles)).toMatch(
      /^web\/src\/domains\/diary -> web\/src\/domains\/nutrition -> web\/src\/domains\/diary \(/,
    );
  });

  test('what the cycle walls allow passes', () => {
    expect(
      check({
        // A feature's page over its parts; the parts share hooks/ and lib/, which never import upwards.
        'web/src/features/history/history-page.tsx': [
          "import { HistoryEntry } from './components/history-entry';",
          "import { useMealHistory } from './hooks/use-meal-history';",
          "import { groupByDay } from './lib/day-groups';",
        ].join('\n'),
        'web/src/features/history/components/history-entry.tsx':
          "import { isEaten } from '../lib/day-groups';",
        'web/src/features/history/hooks/use-meal-history.ts':
          "import { mealsQuery } from '../../../lib/live-data';",
        'web/src/features/history/lib/day-groups.ts': "import type { Meal } from '../../../lib/live-data';",
        // A test may reach back up to what it renders.
        'web/src/features/history/lib/day-groups.test.ts': "import HistoryPage from '../history-page';",
        // The diary builds on nutrition, one way.
        'web/src/domains/diary/diary-targets.ts':
          "import { computeHealth } from '../nutrition/health-formulas';",
        'web/src/domains/nutrition/health-formulas.ts':
          "import type { MeasurementSystem } from '@shared/profile-values';",
        'functions/src/index.ts': "export { handleLogMeal } from './diary/log-meal.js';",
        'functions/src/diary/log-meal.ts': "import type { Deps } from '../platform/deps.js';",
      }),
    ).toEqual([]);
  });
});

describe('the files have no cycles', () => {
  test('two files that import each other are named, with an import for each step and the fix hint', () => {
    const messages = check({
      // A lazy import is a dependency: the circle is only postponed to the moment it loads.
      'web/src/lib/callable.ts': "const signOut = () => import('./auth').then((auth) => auth.signOut());",
      'web/src/lib/auth.ts': "import { call } from './callable';",
    });
    expect(messages).toEqual([
      "web/src/lib/auth -> web/src/lib/callable -> web/src/lib/auth (web/src/lib/auth.ts:1 imports './callable'; " +
        'web/src/lib/callable.ts:1 imports \'./auth\') -- wall "no file import cycles": move what both files need ' +
        '(a type, a constant, pure code) into a third file that both import, or let the lower file take a callback ' +
        'or announce an event instead of importing the one above it',
    ]);
  });

  test('a circle of several files in one folder is one message: its shortest cycle, and the files tangled with it', () => {
    const messages = check({
      'web/src/lib/auth.ts': [
        "const forget = () => import('./forget-account');",
        "type Actions = typeof import('./auth-actions');",
      ].join('\n'),
      'web/src/lib/auth-actions.ts': "import { authInternals } from './auth';",
      'web/src/lib/forget-account.ts': "import { forgetOutboxes } from './outbox-browser';",
      'web/src/lib/outbox-browser.ts': "import { getAuthState } from './auth';",
    });
    expect(folderCycles(messages)).toEqual([]);
    const message = theOne(fileCycles(messages));
    expect(message).toMatch(/^web\/src\/lib\/auth -> web\/src\/lib\/auth-actions -> web\/src\/lib\/auth \(/);
    expect(message).toContain("web/src/lib/auth.ts:2 imports './auth-actions'");
    expect(message).toContain('tangled with it: web/src/lib/forget-account, web/src/lib/outbox-browser)');
  });

  test('functions/src too, inside one folder, where the folder graph sees nothing', () => {
    const messages = check({
      'functions/src/diary/meal-store.ts': "import { dayTotals } from './day-totals.js';",
      'functions/src/diary/day-totals.ts': "import type { StoredMeal } from './meal-store.js';",
    });
    const message = theOne(messages);
    expect(message).toMatch(
      /^functions\/src\/diary\/day-totals -> functions\/src\/diary\/meal-store -> functions\/src\/diary\/day-totals \(/,
    );
    expect(message).toContain('wall "no file import cycles"');
  });

  test('a folder imported by its index closes a circle as the index file', () => {
    const messages = check({
      'web/src/lib/screen-strings/index.ts': "import { languages } from '../i18n';",
      'web/src/lib/i18n.ts': "const strings = () => import('./screen-strings');",
    });
    expect(theOne(fileCycles(messages))).toMatch(
      /^web\/src\/lib\/i18n -> web\/src\/lib\/screen-strings -> web\/src\/lib\/i18n /,
    );
  });

  test('what has no file cycle passes: shared pieces below both, a callback handed down, a test importing back', () => {
    expect(
      check({
        'web/src/lib/storage-keys.ts': "export const SESSION_HINT_KEY = 'meal-app.session';",
        'web/src/lib/auth-error.ts': 'export class AuthError extends Error {}',
        'web/src/lib/auth.ts': [
          "import { AuthError } from './auth-error';",
          "import { SESSION_HINT_KEY } from './storage-keys';",
          "import type { AuthStore } from './auth-actions';",
          "const actions = () => import('./auth-actions');",
          "const forget = () => import('./forget-account');",
        ].join('\n'),
        'web/src/lib/auth-actions.ts': "import { AuthError } from './auth-error';",
        'web/src/lib/forget-account.ts': [
          "import { SESSION_HINT_KEY } from './storage-keys';",
          "import { forgetOutboxes } from './outbox-browser';",
        ].join('\n'),
        'web/src/lib/outbox-browser.ts': "import { call } from './callable';",
        'web/src/lib/callable.ts': 'export function onSessionEnded(listener) {}',
        'web/src/app/follow-session.ts': [
          "import { signOut } from '../lib/auth';",
          "import { onSessionEnded } from '../lib/callable';",
        ].join('\n'),
        'web/src/lib/auth.test.ts': "import { call } from './callable';\nimport * as auth from './auth';",
        'web/src/lib/callable.test.ts': "import { signOut } from './auth';",
      }),
    ).toEqual([]);
  });
});
