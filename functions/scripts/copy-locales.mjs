// Copies locales/<lang>/email.json and recipe.json into functions/lib/locales so the deployed functions
// (which upload only functions/) can localise the invitation e-mail and shopping item amounts.
import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const functionsDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(functionsDir, '..', 'locales');
const target = join(functionsDir, 'lib', 'locales');

let copied = 0;
for (const lang of readdirSync(source)) {
  for (const name of ['email.json', 'recipe.json']) {
    const file = join(source, lang, name);
    if (!existsSync(file)) continue;
    mkdirSync(join(target, lang), { recursive: true });
    copyFileSync(file, join(target, lang, name));
    copied++;
  }
}
if (copied === 0) throw new Error(`no locales/<lang>/email.json or recipe.json found under ${source}`);
console.log(`copy-locales: ${copied} files -> ${target}`);
