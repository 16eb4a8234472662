// What `npm run check:deploy` checks before `firebase deploy`, offline, from the files a deployment is made
// of: the project id, the web app's production settings, the functions' environment (through the
// functions' own parser, so the deploy would accept what passes here), the secrets the functions declare,
// App Check on both sides, the indexes every query of the app needs and the TTL policies. Each problem is a
// sentence saying what is wrong and what to do; `notes` are reminders that are not problems.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { appQueries, structuredQuery } from './app-queries.mjs';

/** A dotenv file as Vite and the Firebase CLI read it: KEY=value, quotes, comments; {} when absent. */
export function readEnvFile(file) {
  if (!existsSync(file)) return {};
  const out = {};
  for (const raw of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)?$/.exec(raw);
    if (!match) continue;
    let value = (match[2] ?? '').trim();
    const quote = value[0];
    if ((quote === '"' || quote === "'") && value.lastIndexOf(quote) > 0) {
      value = value.slice(1, value.lastIndexOf(quote));
      if (quote === '"') value = value.replaceAll('\\n', '\n');
    } else {
      value = value.replace(/\s+#.*$/, '');
    }
    out[match[1]] = value;
  }
  return out;
}

const LOOPBACK = /^(localhost|.*\.localhost|127(\.\d+){3}|\[::1\]|0\.0\.0\.0)$/i;
const EMULATOR_SETTINGS = [
  'VITE_AUTH_EMULATOR_URL',
  'VITE_FIRESTORE_EMULATOR_HOST',
  'VITE_FUNCTIONS_EMULATOR_HOST',
];

/** The web build's VITE_* settings as `vite build` takes them (files, then this process's environment). */
function webSettings(root, env) {
  const dir = path.join(root, 'web');
  const files = ['.env', '.env.local', '.env.production', '.env.production.local'];
  const fromFiles = Object.assign({}, ...files.map((f) => readEnvFile(path.join(dir, f))));
  const fromEnv = Object.fromEntries(Object.entries(env).filter(([k]) => k.startsWith('VITE_')));
  return { ...fromFiles, ...fromEnv };
}

function checkWeb(web, project, problems) {
  const file = 'web/.env.production';
  if (!web.VITE_FIREBASE_PROJECT_ID) problems.push(`${file}: set VITE_FIREBASE_PROJECT_ID=${project}`);
  else if (web.VITE_FIREBASE_PROJECT_ID !== project)
    problems.push(
      `${file}: VITE_FIREBASE_PROJECT_ID is ${web.VITE_FIREBASE_PROJECT_ID}, not the project ${project}: the web app would talk to another project`,
    );
  if (!web.VITE_FIREBASE_API_KEY || web.VITE_FIREBASE_API_KEY === 'local-fake-api-key')
    problems.push(
      `${file}: set VITE_FIREBASE_API_KEY to the web app's API key (Firebase console, Project settings)`,
    );
  if (!web.VITE_FIREBASE_APP_ID)
    problems.push(
      `${file}: set VITE_FIREBASE_APP_ID to the web app's app id (Firebase console, Project settings)`,
    );
  for (const name of EMULATOR_SETTINGS)
    if (web[name])
      problems.push(`${name} is set (${web[name]}): the production build would talk to an emulator`);
  if (web.VITE_AI_DEMO === 'true' || web.VITE_AI_DEMO === '1')
    problems.push('VITE_AI_DEMO is on: the production build would label every answer a demo answer');
  if (web.VITE_APPCHECK_DEBUG_TOKEN)
    problems.push(
      'VITE_APPCHECK_DEBUG_TOKEN is set: a debug token is for development only (anyone holding it passes App Check)',
    );
}

/** The functions' environment files as the Firebase CLI loads them for `project`, merged. */
function functionsSettings(root, project) {
  const dir = path.join(root, 'functions');
  return { ...readEnvFile(path.join(dir, '.env')), ...readEnvFile(path.join(dir, `.env.${project}`)) };
}

/** Loads the built functions as the Firebase CLI does while deploying (not an emulator, `settings` as the
 * environment), in a process of its own: the declared secrets, App Check, or why they do not load. */
function loadFunctions(root, settings) {
  const lib = path.join(root, 'functions/lib');
  const script = `
    const { parseConfig } = await import(${JSON.stringify(pathToFileURL(path.join(lib, 'platform/config.js')).href)});
    const out = {};
    const { documentSchemas } = await import(${JSON.stringify(pathToFileURL(path.join(lib, 'shared/documents.js')).href)});
    out.expiring = Object.entries(documentSchemas).filter(([, s]) => s.shape && 'expiresAt' in s.shape).map(([c]) => c);
    try { out.enforceAppCheck = parseConfig(process.env).enforceAppCheck; } catch (e) { out.error = e.message; }
    if (!out.error) {
      const fns = await import(${JSON.stringify(pathToFileURL(path.join(lib, 'index.js')).href)});
      out.secrets = [...new Set(Object.values(fns).flatMap((f) => (f?.__endpoint?.secretEnvironmentVariables ?? []).map((s) => s.key)))].sort();
    }
    console.log(JSON.stringify(out));`;
  const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...settings };
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { env, encoding: 'utf8' });
  if (run.status !== 0) return { error: (run.stderr || 'the functions did not load').trim().split('\n')[0] };
  return JSON.parse(run.stdout.trim().split('\n').pop());
}

function checkFunctionsEnv(settings, project, problems) {
  const file = `functions/.env.${project}`;
  if (!settings.APP_URL)
    problems.push(`${file}: set APP_URL=https://<your domain>: invitation links lead there`);
  else {
    let url;
    try {
      url = new URL(settings.APP_URL);
    } catch {
      problems.push(`${file}: APP_URL ${settings.APP_URL} is not a URL`);
    }
    if (url && LOOPBACK.test(url.hostname))
      problems.push(
        `${file}: APP_URL ${settings.APP_URL} is this machine: invitation links would lead nowhere`,
      );
    else if (url && url.protocol !== 'https:')
      problems.push(`${file}: APP_URL ${settings.APP_URL} is not https: Hosting serves the app over https`);
  }
  if (!settings.MAIL_FROM)
    problems.push(
      `${file}: set MAIL_FROM to an address SendGrid has verified for your account: otherwise SendGrid refuses every invitation mail`,
    );
}

async function checkIndexes(root, problems) {
  const firebase = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  const file = firebase.firestore?.indexes ?? 'firestore.indexes.json';
  const json = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
  const dist = path.join(root, 'tools/local-firebase/dist/index.js');
  const { assertIndexed, parseIndexConfig } = await import(pathToFileURL(dist).href);
  const config = parseIndexConfig(json);
  for (const query of appQueries) {
    try {
      assertIndexed(config, 'your-project', query.collection, Boolean(query.group), structuredQuery(query));
    } catch (error) {
      problems.push(`${file}: ${query.by} needs an index it does not declare. ${error.message}`);
    }
  }
  return { json, file };
}

function checkTtl(json, file, expiring, problems) {
  for (const collection of expiring) {
    const ttl = (json.fieldOverrides ?? []).some(
      (o) => o.collectionGroup === collection && o.fieldPath === 'expiresAt' && o.ttl === true,
    );
    if (!ttl)
      problems.push(
        `${file}: no TTL policy on ${collection}.expiresAt: its documents would never be deleted (add a fieldOverride with "ttl": true)`,
      );
  }
}

/** Every check; `project` defaults to .firebaserc's default project. */
export async function checkDeploy({ root, project, env = process.env }) {
  const problems = [];
  const notes = [];
  const rc = existsSync(path.join(root, '.firebaserc'))
    ? JSON.parse(readFileSync(path.join(root, '.firebaserc'), 'utf8'))
    : {};
  const id = project ?? rc.projects?.default;
  if (!id) return { problems: ['No project: run `firebase use --add` (it writes .firebaserc)'], notes };
  if (id.startsWith('demo-'))
    problems.push(
      `The project is ${id}: a demo- project exists only on the emulators. Run \`firebase use --add\` with your project's id`,
    );
  for (const built of ['functions/lib/index.js', 'tools/local-firebase/dist/index.js'])
    if (!existsSync(path.join(root, built)))
      return { problems: [...problems, `${built} is missing: run \`npm run build\` first`], notes };

  const web = webSettings(root, env);
  checkWeb(web, id, problems);
  const settings = functionsSettings(root, id);
  checkFunctionsEnv(settings, id, problems);
  const loaded = loadFunctions(root, settings);
  if (loaded.error) problems.push(`The functions refuse their production environment: ${loaded.error}`);
  for (const secret of loaded.secrets ?? []) {
    if (settings[secret] !== undefined)
      problems.push(
        `functions/.env*: ${secret} is a secret the functions declare: keep it out of .env files (firebase functions:secrets:set ${secret})`,
      );
  }
  if (loaded.secrets)
    notes.push(
      `The functions declare the secrets ${loaded.secrets.join(', ')}: each must be set (\`firebase functions:secrets:set <NAME>\`); Secret Manager is not read offline`,
    );

  const siteKey = web.VITE_APPCHECK_SITE_KEY;
  // As the functions read ENFORCE_APP_CHECK once deployed: on unless switched off.
  const enforce = loaded.enforceAppCheck ?? !['false', '0'].includes(settings.ENFORCE_APP_CHECK ?? '');
  if (enforce && !siteKey)
    problems.push(
      'App Check: ENFORCE_APP_CHECK is on (the default once deployed) but the web build sets no VITE_APPCHECK_SITE_KEY, so every callable would refuse the web app as unauthenticated. Register the web app with reCAPTCHA Enterprise in App Check and set VITE_APPCHECK_SITE_KEY in web/.env.production (or set ENFORCE_APP_CHECK=false, which leaves the AI budget open to scripts)',
    );
  if (!enforce)
    notes.push(
      'App Check is off (ENFORCE_APP_CHECK=false): any script can call the callables and spend the AI budget',
    );
  if (siteKey) {
    const csp = readFileSync(path.join(root, 'firebase.json'), 'utf8');
    if (
      !csp.includes('https://www.google.com/recaptcha/') ||
      !csp.includes('https://www.gstatic.com/recaptcha/')
    )
      problems.push(
        "firebase.json: the CSP does not allow reCAPTCHA's scripts and frame, so App Check cannot get a token",
      );
  }
  const { json, file } = await checkIndexes(root, problems);
  checkTtl(json, file, loaded.expiring ?? [], problems);
  return { problems, notes, project: id };
}
