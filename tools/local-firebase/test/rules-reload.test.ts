// Rules files at start-up: a file that does not parse stops local-firebase with line and column; a
// running instance reloads the file when it changes and keeps the previous rules when an edit breaks it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { tsWorkerExecArgv } from '../src/functions-host/dev-loader.js';
import { type LocalFirebase, startLocalFirebase } from '../src/index.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'rules-reload-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const rulesWith = (condition: string) =>
  `rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n    match /notes/{id} {\n      allow read: if ${condition};\n    }\n  }\n}\n`;

describe('rules files', () => {
  test('the CLI refuses to start with a rules file that does not parse, naming line and column', async () => {
    const file = path.join(dir, 'broken.rules');
    writeFileSync(file, rulesWith('request.auth.uid =='));
    const cli = spawn(
      process.execPath,
      [
        ...tsWorkerExecArgv(),
        path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/cli.ts'),
        '--project',
        'demo-rules',
        '--firestore-port',
        '0',
        '--rules',
        file,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    cli.stdout.on('data', (c) => (output += c));
    cli.stderr.on('data', (c) => (output += c));
    const code = await new Promise((resolve) => cli.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain(`${file}:5:41: expected an expression, found ";"`);
  }, 60_000);

  test('a running instance reloads the file; a broken edit keeps the rules in force', async () => {
    const file = path.join(dir, 'firestore.rules');
    writeFileSync(file, rulesWith('false'));
    let app: LocalFirebase | undefined;
    try {
      app = await startLocalFirebase({ project: 'demo-rules', firestorePort: 0, rulesFile: file });
      const url = `http://${app.firestore.hostPort}/v1/projects/demo-rules/databases/(default)/documents:runQuery`;
      const query = () =>
        fetch(url, {
          method: 'POST',
          body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'notes' }] } }),
        }).then((r) => r.status);
      expect(await query()).toBe(403);
      writeFileSync(file, rulesWith('true'));
      await expect.poll(query, { timeout: 10_000 }).toBe(200);
      writeFileSync(file, rulesWith('true &&'));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await query()).toBe(200);
    } finally {
      await app?.stop();
    }
  });
});
