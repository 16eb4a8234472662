// The walls between the layers of the web app and the functions, and around tools/local-firebase, checked
// on every file's imports so a crossing fails `npm test` with the file, the line and the wall it breaks
// instead of waiting for review.
// Most walls judge one import at a time; the cycle walls judge the graph of every product file's imports.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findCycles } from './cycles.mjs';
import { readDependencies } from './imports.mjs';

/** Folders scanned, relative to the repository root; workspace config files are added below. */
const SCANNED = [
  'web/src',
  'web/e2e',
  'functions/src',
  'functions/test',
  // The local Firebase, which must stay free of the app, and the app's stand-ins plugged into it.
  'tools/local-firebase',
  'tools/demo-services',
];
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
 * wiring, the secret parameters, the callable wrapper and its runner (which speaks HttpsError), the
 * logger and the trigger wrapper. Everything else in functions/src is a handler or a helper of handlers
 * and gets the platform through these.
 */
export const FIREBASE_FUNCTIONS_ADAPTERS = new Set([
  'functions/src/index.ts',
  'functions/src/platform/config.ts',
  'functions/src/platform/callable.ts',
  'functions/src/platform/run-callable.ts',
  'functions/src/platform/log.ts',
  'functions/src/invites/on-invite-created.ts',
]);

/**
 * The shared layers of web/src, in the one order they may import each other: a layer imports only
 * itself and the layers before it. `lib` holds SDK adapters and pure code, `hooks` React hooks and
 * providers, `components` shared UI, `domains` one folder per domain with its queries, callable wrappers,
 * hooks and components (WEB_DOMAINS below), `features` one screen each, composing the domains, `app` the
 * shell and the routes. web/src/testing may import any shared layer.
 */
export const WEB_LAYERS = ['lib', 'hooks', 'components', 'domains', 'features', 'app'];

const LOCAL_FIREBASE = 'tools/local-firebase';

/**
 * The npm names of this repository's own packages other than local-firebase: the root and its workspaces
 * (package.json). Imported by these names they resolve into the app, as a relative path out of
 * tools/local-firebase does.
 */
export const APP_PACKAGES = ['meal-assistant', 'functions', 'demo-services', 'web'];

/** An import of tools/local-firebase that stays inside it or reaches an installed package of the world. */
const staysInLocalFirebase = (target) =>
  target.path !== undefined ? under(target.path, LOCAL_FIREBASE) : !APP_PACKAGES.includes(target.package);

/**
 * The web's domains (web/src/domains/<name>, named as the server's functions/src/<name>) and the domains
 * each builds on. A product file of one domain imports another only where this says so, so the order is
 * written down and one way: the diary builds on nutrition and the account, never the other way round.
 */
export const WEB_DOMAINS = {
  account: [],
  nutrition: ['account'],
  lists: ['account'],
  diary: ['account', 'nutrition'],
  weight: ['account', 'diary', 'nutrition'],
  recipes: ['account', 'diary', 'lists', 'nutrition'],
  plans: ['account', 'diary', 'lists', 'nutrition', 'recipes'],
};

/** The public entry of tools/local-firebase: the package name, or its index module. */
const LOCAL_FIREBASE_ENTRY = 'tools/local-firebase/src'; // its index, once /index is dropped

export const WALLS = {
  features: 'features stay apart',
  firebase: 'only web/src/lib imports firebase/*',
  callables: 'shared components do not call callables',
  layers: 'dependencies flow shared -> features -> app',
  webLayers: 'web layers flow lib -> hooks -> components -> domains -> features -> app',
  domains: 'one domain imports another only one way',
  domainOrder: 'a domain imports only the domains it builds on (WEB_DOMAINS)',
  folderCycles: 'no folder import cycles',
  fileCycles: 'no file import cycles',
  sharedContracts: 'functions/src/shared imports only zod and itself',
  functionsPlatform: 'function handlers do not import firebase-functions',
  productLocalFirebase: 'product code does not import tools/local-firebase',
  testLocalFirebase: 'tests import tools/local-firebase only through its public entry',
  localFirebaseAlone: 'tools/local-firebase imports nothing of this app',
};

const HINTS = {
  features:
    'move what both screens show of one domain into web/src/domains/<domain>, anything else into web/src/lib, web/src/hooks or web/src/components',
  firebase: 'add a typed function to web/src/lib and use that',
  callables:
    "let a hook (a feature's, or a domain's hooks/use-*.ts) run the action and pass the result or a callback down as props",
  layers: 'shared code cannot know the features or the app; move the piece down or pass it in',
  webLayers:
    'a layer imports only the layers to its left (lib <- hooks <- components <- domains): move the piece down (pure code or an SDK query to web/src/lib, a hook to web/src/hooks) or pass it in as a prop',
  domains:
    'decide which domain builds on the other (the diary on nutrition) and move what the lower one needs into it',
  domainOrder:
    "move what both need into the domain below (WEB_DOMAINS in scripts/walls/walls.mjs lists each one's), or pass it in; a new domain, or a new direction that keeps the order one way, is added there",
  folderCycles:
    'move what both folders need into one that both may import (a subfolder such as hooks/ or lib/ that never imports its parent, or a lower layer), or pass it in',
  fileCycles:
    'move what both files need (a type, a constant, pure code) into a third file that both import, or let the lower file take a callback or announce an event instead of importing the one above it',
  sharedContracts:
    'the web compiles these files too: keep them zod and plain data, and move the rest to the functions that need it',
  functionsPlatform: 'take what the handler needs as a dependency; only the wiring files speak the platform',
  productLocalFirebase:
    'the local stack is a development tool; product code reaches it only over the network',
  testLocalFirebase:
    "import from 'local-firebase' or tools/local-firebase/src/index (export what is missing there)",
  localFirebaseAlone:
    'it is a package for any Firebase project: take what the app has to give as an option (a rules file, a functions folder, a --service module), move generic code into the package, and keep app-side code in tools/demo-services or scripts/',
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
const SHARED_WEB = [
  'web/src/lib',
  'web/src/components',
  'web/src/hooks',
  'web/src/domains',
  'web/src/testing',
];
const adapterTest = (file) => FIREBASE_FUNCTIONS_ADAPTERS.has(file.replace(/\.test\.ts$/, '.ts'));
/** The index of a web/src path's layer in WEB_LAYERS; undefined outside them (main.tsx, testing, styles). */
const layerOf = (p) => {
  const index = WEB_LAYERS.indexOf(/^web\/src\/([^/]+)\//.exec(p)?.[1] ?? '');
  return index === -1 ? undefined : index;
};
const DOMAINS_LAYER = WEB_LAYERS.indexOf('domains');
/** The domain a web/src path belongs to, if any. */
const domainOf = (p) => /^web\/src\/domains\/([^/]+)(?:\/|$)/.exec(p)?.[1];
/** Shared UI: web/src/components and each domain's components/ folder. */
const isSharedComponent = (file) =>
  (under(file, 'web/src/components') || /^web\/src\/domains\/[^/]+\/components\//.test(file)) &&
  !isTestFile(file);
const SHARED_CONTRACTS = 'functions/src/shared';

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
  if (isSharedComponent(file) && targetPath === 'web/src/lib/callable') {
    crossed.push('callables');
  }
  if (targetPath) {
    const sharedImportsUp =
      SHARED_WEB.some((dir) => under(file, dir)) &&
      (under(targetPath, 'web/src/features') || under(targetPath, 'web/src/app'));
    const featureImportsApp = feature !== undefined && under(targetPath, 'web/src/app');
    if (sharedImportsUp || featureImportsApp) crossed.push('layers');
    // Up to domains only: an import of features or app from below is the `layers` wall's.
    const [from, to] = [layerOf(file), layerOf(targetPath)];
    if (from !== undefined && to !== undefined && to > from && to <= DOMAINS_LAYER) crossed.push('webLayers');
    // Product code only: a test may reach across to set up what it tests (as for the cycle walls).
    const [ownDomain, otherDomain] = [domainOf(file), domainOf(targetPath)];
    if (
      ownDomain &&
      otherDomain &&
      ownDomain !== otherDomain &&
      !isTestFile(file) &&
      !WEB_DOMAINS[ownDomain]?.includes(otherDomain)
    ) {
      crossed.push('domainOrder');
    }
  }
  if (under(file, SHARED_CONTRACTS) && !isTestFile(file)) {
    const allowed =
      target.package === 'zod' || (targetPath !== undefined && under(targetPath, SHARED_CONTRACTS));
    if (!allowed) crossed.push('sharedContracts');
  }
  if (
    under(file, 'functions/src') &&
    !FIREBASE_FUNCTIONS_ADAPTERS.has(file) &&
    !adapterTest(file) &&
    target.package === 'firebase-functions'
  ) {
    crossed.push('functionsPlatform');
  }
  if (targetPath && under(targetPath, LOCAL_FIREBASE) && !under(file, LOCAL_FIREBASE)) {
    if (isProduct(file)) crossed.push('productLocalFirebase');
    else if (targetPath !== LOCAL_FIREBASE_ENTRY && targetPath !== 'tools/local-firebase') {
      crossed.push('testLocalFirebase');
    }
  }
  if (under(file, LOCAL_FIREBASE) && !staysInLocalFirebase(target)) crossed.push('localFirebaseAlone');
  return crossed;
}

/** The names a shared component may not call: the web's callable helper and the SDK's. */
const CALLABLE_FUNCTIONS = new Set(['call', 'httpsCallable']);

/**
 * Every wall `file` (a path relative to the repository root) breaks, one message per crossing:
 * "<file>:<line> <what> -- wall "<wall>": <how to fix>".
 */
export function checkFile(file, source) {
  return checkDependencies(file, readDependencies(file, source));
}

function checkDependencies(file, { modules, calls }) {
  const messages = [];
  const report = (line, what, wall) =>
    messages.push(`${file}:${line} ${what} -- wall "${WALLS[wall]}": ${HINTS[wall]}`);
  for (const ref of modules) {
    for (const wall of wallsCrossed(file, resolveSpecifier(file, ref.specifier))) {
      report(ref.line, `imports '${ref.specifier}'`, wall);
    }
  }
  if (isSharedComponent(file)) {
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

/**
 * The folder graphs, and the file graph, whose cycles are walls. `unit` names the node a path belongs to
 * (undefined: not in this graph); `dirs` holds every folder of the files checked, so an import of a folder
 * (its index) counts for that folder. Product files only: a test may reach across to set up what it tests.
 */
const GRAPHS = [
  {
    // Every folder of web/src is a node: a subfolder (a feature's components/) never imports its parent.
    wall: 'folderCycles',
    unit: (p, dirs) => (under(p, 'web/src') ? (dirs.has(p) ? p : path.posix.dirname(p)) : undefined),
  },
  {
    // The server's domains are its top-level folders; files directly in functions/src are the wiring.
    wall: 'folderCycles',
    unit: (p, dirs) => {
      if (!under(p, 'functions/src')) return undefined;
      if (p === 'functions/src') return p;
      const [top, ...rest] = p.slice('functions/src/'.length).split('/');
      return rest.length > 0 || dirs.has(p) ? `functions/src/${top}` : 'functions/src';
    },
  },
  {
    // A domain with subfolders is one node: the diary may build on nutrition, never both ways.
    wall: 'domains',
    unit: (p, dirs) => {
      const match = /^web\/src\/domains\/([^/]+)(\/.*)?$/.exec(p);
      return match && (match[2] || dirs.has(p)) ? `web/src/domains/${match[1]}` : undefined;
    },
  },
  {
    // Every file is a node, whatever its folder, lazy and type-only imports included: two files that import
    // each other can be neither read, nor tested, nor loaded one without the other.
    wall: 'fileCycles',
    unit: (p) => (under(p, 'web/src') || under(p, 'functions/src') ? stripExtension(p) : undefined),
  },
];

/** Every folder that holds one of `files`, and their parents. */
function foldersOf(files) {
  const dirs = new Set();
  for (const file of files) {
    for (let dir = path.posix.dirname(file); dir !== '.' && !dirs.has(dir); dir = path.posix.dirname(dir)) {
      dirs.add(dir);
    }
  }
  return dirs;
}

/**
 * One message per tangle of folders (or files) that import each other, naming one cycle and an import for
 * each of its steps (the first one found names it):
 * "<a> -> <b> -> <a> (<file>:<line> imports '<specifier>'; ...) -- wall "<wall>": <how to fix>".
 */
function cycleMessages(wall, edges) {
  return findCycles(edges).map(({ cycle, steps, others }) => {
    const imports = steps.map((edge) => `${edge.file}:${edge.line} imports '${edge.specifier}'`);
    const more = others.length > 0 ? `; tangled with it: ${others.join(', ')}` : '';
    return `${cycle.join(' -> ')} (${imports.join('; ')}${more}) -- wall "${WALLS[wall]}": ${HINTS[wall]}`;
  });
}

/**
 * Every crossing among `entries` ({ file, source }, paths relative to the repository root): each file's
 * own walls, then the cycles of the folder graphs they make together.
 */
export function checkSources(entries) {
  const dirs = foldersOf(entries.map((entry) => entry.file));
  const edges = new Map(GRAPHS.map((graph) => [graph, []]));
  const messages = [];
  for (const { file, source } of entries) {
    const dependencies = readDependencies(file, source);
    messages.push(...checkDependencies(file, dependencies));
    if (isTestFile(file)) continue;
    for (const ref of dependencies.modules) {
      const target = resolveSpecifier(file, ref.specifier).path;
      if (target === undefined) continue;
      for (const graph of GRAPHS) {
        const [from, to] = [graph.unit(file, dirs), graph.unit(target, dirs)];
        if (from !== undefined && to !== undefined && from !== to) {
          edges.get(graph).push({ from, to, file, line: ref.line, specifier: ref.specifier });
        }
      }
    }
  }
  for (const graph of GRAPHS) messages.push(...cycleMessages(graph.wall, edges.get(graph)));
  return messages;
}

/** Every crossing in the tree at `root`. */
export function checkTree(root) {
  return checkSources(
    scannedFiles(root).map((file) => ({ file, source: readFileSync(path.join(root, file), 'utf8') })),
  );
}
