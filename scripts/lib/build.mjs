import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Newest modification time of the files under `dir` (a sources folder; node_modules skipped). A folder
 * named lib could be source, not build output.
 */
function newest(dir) {
  let max = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const p = path.join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return max;
}

/**
 * Builds a workspace when its output is missing or older than its sources. A failed build throws
 * with the command to run, instead of starting half a stack.
 */
export function ensureBuilt(root, { workspace, sources, output, log = console.log }) {
  const out = path.join(root, output);
  const src = path.join(root, sources);
  if (!existsSync(src))
    throw new Error(`${sources} is missing: is this a complete checkout? Run \`npm install\`.`);
  if (existsSync(out) && statSync(out).mtimeMs >= newest(src)) return false;
  const cmd = `npm run build -w ${workspace}`;
  log(`Building ${workspace} (${existsSync(out) ? 'sources changed' : `${output} is missing`}): ${cmd}`);
  const res = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    encoding: 'utf8',
    stdio: 'pipe',
  });
  if (res.status !== 0 || !existsSync(out)) {
    const output_ = `${res.stdout ?? ''}${res.stderr ?? ''}`.trim().split('\n').slice(-25).join('\n');
    throw new Error(`Building ${workspace} failed. Fix the errors below, then run \`${cmd}\`:\n${output_}`);
  }
  return true;
}
