#!/usr/bin/env node
// npm run check:deploy [-- --project <id>]: before `firebase deploy`, checks offline what a deploy would
// get wrong (scripts/lib/deploy-checks.mjs) and says what to do about each problem. Exit code 1 on any.
// Run it after `npm run build`: it reads the built functions.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkDeploy } from './lib/deploy-checks.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { project: { type: 'string' } } });
const { problems, notes, project } = await checkDeploy({ root, project: values.project });

console.log(`check:deploy${project ? ` for ${project}` : ''}`);
for (const note of notes) console.log(`  note: ${note}`);
for (const problem of problems) console.log(`  ✗ ${problem}`);
if (problems.length > 0) {
  console.log(`${problems.length} problem(s): fix them before \`firebase deploy\`.`);
  process.exit(1);
}
console.log('  ✓ project, web settings, functions environment, App Check, indexes and TTL policies');
