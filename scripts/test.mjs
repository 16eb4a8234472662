#!/usr/bin/env node
// `npm test`: builds what the stack-based tests load, then runs every workspace's suites in order
// (unit, integration against a stack started on free ports, end-to-end in Debian Chromium) and prints
// one closing line "tests: N passed, N failed". Extra arguments pick steps: `npm test -- web functions`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const steps = [
  // The demo services last: they import the functions' build and local-firebase's service types.
  {
    name: 'build',
    run: () =>
      sh('npm', ['run', 'build', '-w', 'functions']) &&
      sh('npm', ['run', 'build', '-w', 'tools/local-firebase']) &&
      sh('npm', ['run', 'build', '-w', 'tools/demo-services']),
  },
  { name: 'lint', run: () => sh('npx', ['biome', 'check', '.']) },
  { name: 'typecheck', run: () => sh('npm', ['run', 'typecheck', '--workspaces', '--if-present']) },
  { name: 'walls', vitest: '.', config: 'scripts/walls/vitest.config.mjs' },
  { name: 'local-firebase', vitest: 'tools/local-firebase' },
  { name: 'demo-services', vitest: 'tools/demo-services' },
  { name: 'functions', vitest: 'functions' },
  { name: 'rules', vitest: 'functions', config: 'vitest.rules.config.ts' },
  { name: 'functions-integration', vitest: 'functions', config: 'vitest.integration.config.ts' },
  // The same callables again on the official Functions emulator: the deployable onCall wiring.
  { name: 'functions-emulator', vitest: 'functions', config: 'vitest.emulator.config.ts' },
  { name: 'functions-attack', vitest: 'functions', config: 'vitest.attack.config.ts' },
  { name: 'web', vitest: 'web' },
  { name: 'e2e', vitest: 'web', config: 'vitest.e2e.config.ts' },
];

function sh(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  return r.status === 0;
}

if (!existsSync(CHROMIUM)) {
  console.error(
    `npm test needs Debian Chromium at ${CHROMIUM} for the browser tests.\n` +
      'Install it with: sudo apt-get install -y chromium   (or set CHROMIUM_PATH)',
  );
  process.exit(1);
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !steps.some((s) => s.name === name));
if (unknown.length) {
  console.error(`no test step named ${unknown.join(', ')}; steps: ${steps.map((s) => s.name).join(', ')}`);
  process.exit(1);
}
const selected = wanted.length ? steps.filter((s) => wanted.includes(s.name)) : steps;
const tmp = mkdtempSync(path.join(tmpdir(), 'meal-test-'));
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

for (const step of selected) {
  const started = Date.now();
  console.log(`\n=== ${step.name} ===`);
  let ok;
  if (step.vitest) {
    const cwd = path.join(root, step.vitest);
    if (step.config && !existsSync(path.join(cwd, step.config))) {
      // A renamed or deleted config must not turn a whole suite into a silent pass.
      console.error(`${step.name}: no config at ${path.join(step.vitest, step.config)}`);
      failures.push(step.name);
      continue;
    }
    const out = path.join(tmp, `${step.name}.json`);
    const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
    if (step.config) args.push('--config', step.config);
    ok = sh('npx', args, { cwd });
    if (existsSync(out)) {
      const report = JSON.parse(readFileSync(out, 'utf8'));
      passed += report.numPassedTests;
      failed += report.numFailedTests;
      skipped += report.numPendingTests + report.numTodoTests;
      if (report.numTotalTests === 0) {
        ok = false;
        console.error(`${step.name}: ran no test`);
      } else if (!ok && report.numFailedTests === 0) {
        // Every test passed, yet vitest failed: a suite that did not load, a failing hook or an
        // unhandled error. Say so here, since the closing line counts tests only.
        console.error(
          `${step.name}: no test failed, but vitest did (${report.numFailedTestSuites} failed suite(s); ` +
            'otherwise an unhandled error, printed above)',
        );
      }
    } else if (!ok) {
      failed += 1;
    }
  } else {
    ok = step.run();
  }
  console.log(
    `=== ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`,
  );
  if (!ok) failures.push(step.name);
}
rmSync(tmp, { recursive: true, force: true });

if (failures.length) console.error(`\nfailed steps: ${failures.join(', ')}`);
if (skipped) console.log(`${skipped} test(s) skipped (not counted as passed)`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
