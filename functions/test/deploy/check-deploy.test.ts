// `npm run check:deploy` on a deployment as a fresh clone makes it after the README's production steps,
// and on each way such a deployment can be wrong: every problem stops it with a sentence saying why.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test } from 'vitest';
import { checkDeploy, readEnvFile } from '../../../scripts/lib/deploy-checks.mjs';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const goodWeb = {
  VITE_FIREBASE_PROJECT_ID: 'meals-prod',
  VITE_FIREBASE_API_KEY: 'AIzaSyExample',
  VITE_FIREBASE_AUTH_DOMAIN: 'meals.example.com',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_APPCHECK_SITE_KEY: '6LcExampleSiteKey',
};
const goodFunctions = { APP_URL: 'https://meals.example.com', MAIL_FROM: 'hello@meals.example.com' };

const envFile = (values: Record<string, string>) =>
  `# written by the test\n${Object.entries(values)
    .map(([k, v]) => `${k}=${v}`)
    .join('\n')}\n`;

/** A deployment directory: this repository's built functions, indexes and hosting settings, and the
 * project settings given. */
function deployment({
  project = 'meals-prod',
  web = goodWeb as Record<string, string>,
  functions = goodFunctions as Record<string, string>,
  indexes = JSON.parse(readFileSync(path.join(repo, 'firestore.indexes.json'), 'utf8')),
} = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'check-deploy-'));
  dirs.push(root);
  mkdirSync(path.join(root, 'web'));
  mkdirSync(path.join(root, 'functions'));
  mkdirSync(path.join(root, 'tools/local-firebase'), { recursive: true });
  symlinkSync(path.join(repo, 'functions/lib'), path.join(root, 'functions/lib'));
  symlinkSync(path.join(repo, 'tools/local-firebase/dist'), path.join(root, 'tools/local-firebase/dist'));
  cpSync(path.join(repo, 'firebase.json'), path.join(root, 'firebase.json'));
  writeFileSync(path.join(root, 'firestore.indexes.json'), JSON.stringify(indexes));
  writeFileSync(path.join(root, '.firebaserc'), JSON.stringify({ projects: { default: project } }));
  writeFileSync(path.join(root, 'web/.env.production'), envFile(web));
  writeFileSync(path.join(root, `functions/.env.${project}`), envFile(functions));
  return root;
}
const check = (root: string) => checkDeploy({ root, env: {} });
/** The deployment at `root` is refused, its problems saying each of `expected`. */
async function expectProblems(root: string, expected: string[]) {
  const text = (await check(root)).problems.join('\n');
  for (const line of expected) expect(text).toContain(line);
}

test('a deployment made by the README’s production steps passes, with the secrets to set named', async () => {
  const { problems, notes } = await check(deployment());
  expect(problems).toEqual([]);
  expect(notes.join('\n')).toContain('OPENAI_API_KEY, SENDGRID_API_KEY');
});

describe('each problem stops the deploy with what to do', () => {
  test('App Check on (the default) without a site key: every callable would refuse the web app', async () => {
    const { VITE_APPCHECK_SITE_KEY: _, ...web } = goodWeb;
    const { problems } = await check(deployment({ web }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /ENFORCE_APP_CHECK is on .* no VITE_APPCHECK_SITE_KEY, so every callable would refuse/,
    );
    // Switched off, it passes, with a warning about the AI budget.
    const off = await check(deployment({ web, functions: { ...goodFunctions, ENFORCE_APP_CHECK: 'false' } }));
    expect(off.problems).toEqual([]);
    expect(off.notes.join('\n')).toContain('spend the AI budget');
  });

  test('the web build: another project, a missing app id, an emulator, the demo label, a debug token', async () => {
    const web = {
      ...goodWeb,
      VITE_FIREBASE_PROJECT_ID: 'someone-else',
      VITE_FIREBASE_APP_ID: '',
      VITE_FUNCTIONS_EMULATOR_HOST: '127.0.0.1:5001',
      VITE_AI_DEMO: 'true',
      VITE_APPCHECK_DEBUG_TOKEN: 'true',
    };
    await expectProblems(deployment({ web }), [
      'VITE_FIREBASE_PROJECT_ID is someone-else, not the project meals-prod',
      'set VITE_FIREBASE_APP_ID',
      'VITE_FUNCTIONS_EMULATOR_HOST is set (127.0.0.1:5001): the production build would talk to an emulator',
      'VITE_AI_DEMO is on',
      'VITE_APPCHECK_DEBUG_TOKEN is set',
    ]);
  });

  test('the functions: a demo project, APP_URL on this machine, no MAIL_FROM, a secret in a .env file', async () => {
    const root = deployment({
      project: 'demo-meal-assistant',
      web: { ...goodWeb, VITE_FIREBASE_PROJECT_ID: 'demo-meal-assistant' },
      functions: { APP_URL: 'http://localhost:5173', OPENAI_API_KEY: 'sk-live' },
    });
    await expectProblems(root, [
      'a demo- project exists only on the emulators',
      'APP_URL http://localhost:5173 is this machine',
      'set MAIL_FROM',
      'The functions refuse their production environment: Invalid functions environment: APP_URL',
    ]);
  });

  test('a query of the app without its index, and a collection without its TTL policy', async () => {
    const indexes = JSON.parse(readFileSync(path.join(repo, 'firestore.indexes.json'), 'utf8'));
    indexes.indexes = indexes.indexes.filter(
      (i: { collectionGroup: string; fields: unknown[] }) =>
        !(i.collectionGroup === 'meals' && i.fields.length === 2),
    );
    indexes.fieldOverrides = indexes.fieldOverrides.filter(
      (o: { collectionGroup: string }) => o.collectionGroup !== 'productBudget',
    );
    const { problems } = await check(deployment({ indexes }));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain(
      'web mealsQuery needs an index it does not declare. The query requires an index.',
    );
    expect(problems[0]).toContain(
      '"fields":[{"fieldPath":"user_id","order":"ASCENDING"},{"fieldPath":"timestamp","order":"DESCENDING"}]',
    );
    expect(problems[1]).toContain('no TTL policy on productBudget.expiresAt');
  });
});

test('.env files read as Vite and the Firebase CLI read them', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'env-file-'));
  dirs.push(root);
  const file = path.join(root, '.env');
  writeFileSync(file, '# comment\nA=1\nexport B="two words" \nC=\'x # y\'\nD=plain # note\n\nnot a line\n');
  expect(readEnvFile(file)).toEqual({ A: '1', B: 'two words', C: 'x # y', D: 'plain' });
  expect(readEnvFile(path.join(root, 'missing'))).toEqual({});
});
