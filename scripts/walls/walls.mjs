// The walls between the layers of the web app and the functions, checked on every file's imports so a
// crossing fails `npm test` with the file, the line and the wall it breaks instead of waiting for review.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readDependencies } from './imports.mjs';

/** Folders scanned, relative to the repository root; workspace config files are added below. */
const SCANNED = ['web/src', 'web/e2e', 'functions/src', 'functions/test'];
const CONFIG_DIRS = ['web', 'functions'];
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);

/** The web's import aliases (web/vite.config.ts, web/tsconfig.json). */
const WEB_ALIASES = [
  ['@contracts', 'functions/src/shared/contracts'],
  ['@shared', 'functions/src/shared'],
  ['@locales', 'locales'],
];

/**
 * Files that are the functions' platform adapters and so may import `firebase-functions`: the deployed
 * wiring, the callable wrapper and its runner (which speaks HttpsError), the trigger wrapper, the secret
 * parameters and the logger. Everything else in functions/src is a handler or a helper of handlers and
 * gets the platform through these.
 */
export const FIREBASE_FUNCTIONS_ADAPTERS = new Set([
  'functions/src/index.ts',
  'functions/src/config.ts',
  'functions/src/lib/callable.ts',
  'functions/src/lib/run-callable.ts',
  'functions/src/lib/log.ts',
  'functions/src/invites/on-invite-created.ts',
]);

/** The public entry of tools/local-firebase: the package name, or its index module. */
const LOCAL_FIREBASE_ENTRY = 'tools/local-firebase/src'; // its index, once /index is dropped

export const WALLS = {
  features: 'features stay apart',
  firebase: 'only web/src/lib imports firebase/*',
  callables: 'shared components do not call callables',
  layers: 'dependencies flow shared -> features -> app',
  functionsPlatform: 'function handlers do not import firebase-functions',
  productLocalFirebase: 'product code does not import tools/local-firebase',
  testLocalFirebase: 'tests import tools/local-firebase only through its public entry',
};

const HINTS = {
  features: 'move what both features need into web/src/lib, web/src/components or web/src/hooks',
  firebase: 'add a typed function to web/src/lib and use that',
  callables: 'let the feature run the action and pass the result or a callback down as props',
  layers: 'shared code cannot know the features or the app; move the piece down or pass it in',
  functionsPlatform: 'take what the handler needs as a dependency; only the wiring files speak the platform',
  productLocalFirebase:
    'the local stack is a development tool; product code reaches it only over the network',
  testLocalFirebase:
    "import from 'local-firebase' or tools/local-firebase/src/index (export what is missing there)",
};

const stripExtension = (p) =>
  p.replace(/\.(d\.)?(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/, '').replace(/\/index$/, '');

/**
 * Where a specifier points, relative to the repository root: `{ path }` for a file of this repository
 * (extension and trailing /index dropped), `{ package, subpath }` for an installed package.
 */
export function resolveSpecifier(file, specifier) {
  if (specifier.startsWith('.')) {
    return {
      path: stripExtension(path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))),
    };
  }
  if (file.startsWith('web/')) {
    for (const [alias, target] of WEB_ALIASES) {
      if (specifier === alias || specifier.startsWith(`${alias}/`)) {
        return { path: stripExtension(target + specifier.slice(alias.length)) };
      }
    }
  }
  const parts = specifier.split('/');
  const pkg = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  const subpath = specifier.slice(pkg.length + 1);
  if (pkg === 'local-firebase') {
    return { path: subpath ? `tools/local-firebase/${stripExtension(subpath)}` : LOCAL_FIREBASE_ENTRY };
  }
  return { package: pkg, subpath };
}

const under = (p, dir) => p === dir || p.startsWith(`${dir}/`);

/** Test code: test files, the test support folders and the workspaces' test configs. */
export function isTestFile(file) {
  return (
    /\.test\.[cm]?[jt]sx?$/.test(file) ||
    under(file, 'web/src/testing') ||
    under(file, 'web/e2e') ||
    under(file, 'functions/test') ||
    /^(web|functions)\/vitest\.[\w.-]*config\.[cm]?[jt]s$/.test(file)
  );
}

const isProduct = (file) => (under(file, 'web/src') || under(file, 'functions/src')) && !isTestFile(file);
const featureOf = (p) => /^web\/src\/features\/([^/]+)/.exec(p)?.[1];
const SHARED_WEB = ['web/src/lib', 'web/src/components', 'web/src/hooks', 'web/src/testing'];
const adapterTest = (file) => FIREBASE_FUNCTIONS_ADAPTERS.has(file.replace(/\.test\.ts$/, '.ts'));

/** The walls one import crosses (usually none). */
function wallsCrossed(file, target) {
  const crossed = [];
  const targetPath = target.path;
  const feature = featureOf(file);
  if (feature && targetPath && featureOf(targetPath) && featureOf(targetPath) !== feature) {
    crossed.push('features');
  }
  if (
    under(file, 'web') &&
    !under(file, 'web/src/lib') &&
    (target.package === 'firebase' || target.package?.startsWith('@firebase/'))
  ) {
    crossed.push('firebase');
  }
  if (under(file, 'web/src/components') && !isTestFile(file) && targetPath === 'web/src/lib/callable') {
    crossed.push('callables');
  }
  if (targetPath) {
    const sharedImportsUp =
      SHARED_WEB.some((dir) => under(file, dir)) &&
      (under(targetPath, 'web/src/features') || under(targetPath, 'web/src/app'));
    const featureImportsApp = feature !== undefined && under(targetPath, 'web/src/app');
    if (sharedImportsUp || featureImportsApp) crossed.push('layers');
  }
  if (
    under(file, 'functions/src') &&
    !FIREBASE_FUNCTIONS_ADAPTERS.has(file) &&
    !adapterTest(file) &&
    target.package === 'firebase-functions'
  ) {
    crossed.push('functionsPlatform');
  }
  if (targetPath && under(targetPath, 'tools/local-firebase')) {
    if (isProduct(file)) crossed.push('productLocalFirebase');
    else if (targetPath !== LOCAL_FIREBASE_ENTRY && targetPath !== 'tools/local-firebase') {
      crossed.push('testLocalFirebase');
    }
  }
  return crossed;
}

/** The names a shared component may not call: the web's callable helper and the SDK's. */
const CALLABLE_FUNCTIONS = new Set(['call', 'httpsCallable']);

/**
 * Every wall `file` (a path relative to the repository root) breaks, one message per crossing:
 * "<file>:<line> <what> -- wall "<wall>": <how to fix>".
 */
export function checkFile(file, source) {
  const { modules, calls } = readDependencies(file, source);
  const messages = [];
  const report = (line, what, wall) =>
    messages.push(`${file}:${line} ${what} -- wall "${WALLS[wall]}": ${HINTS[wall]}`);
  for (const ref of modules) {
    for (const wall of wallsCrossed(file, resolveSpecifier(file, ref.specifier))) {
      report(ref.line, `imports '${ref.specifier}'`, wall);
    }
  }
  if (under(file, 'web/src/components') && !isTestFile(file)) {
    for (const c of calls)
      if (CALLABLE_FUNCTIONS.has(c.name)) report(c.line, `calls ${c.name}(...)`, 'callables');
  }
  return messages;
}

function listSources(root, dir) {
  const out = [];
  let entries;
  try {
    entries = readdirSync(path.join(root, dir), { withFileTypes: true });
  } catch {
    return out; // a scanned folder that does not exist has nothing to check
  }
  for (const entry of entries) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) out.push(...listSources(root, rel));
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(rel);
    }
  }
  return out;
}

/** The files the walls apply to, relative to `root`. */
export function scannedFiles(root) {
  const configs = CONFIG_DIRS.flatMap((dir) =>
    readdirSync(path.join(root, dir))
      .filter((name) => SOURCE.test(name))
      .map((name) => `${dir}/${name}`),
  );
  return [...SCANNED.flatMap((dir) => listSources(root, dir)), ...configs].sort();
}

/** Every crossing in the tree at `root`. */
export function checkTree(root) {
  return scannedFiles(root).flatMap((file) => checkFile(file, readFileSync(path.join(root, file), 'utf8')));
}
