import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * When the host itself runs from TypeScript sources (vitest), the worker is a .ts file too. Node 20 cannot
 * strip types, so the worker gets module hooks that transpile .ts with the workspace's TypeScript.
 * Built code (dist/) never uses this.
 */
export function tsWorkerExecArgv(): string[] {
  const require = createRequire(import.meta.url);
  const tsUrl = pathToFileURL(require.resolve('typescript')).href;
  const hooks = `
import ts from ${JSON.stringify(tsUrl)};
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
export async function resolve(specifier, context, next) {
  if (context.parentURL?.endsWith('.ts') && specifier.startsWith('.') && specifier.endsWith('.js')) {
    const url = new URL(specifier, context.parentURL);
    if (!existsSync(fileURLToPath(url))) return next(specifier.slice(0, -3) + '.ts', context);
  }
  return next(specifier, context);
}
export async function load(url, context, next) {
  if (url.startsWith('file:') && url.endsWith('.ts')) {
    const source = await readFile(new URL(url), 'utf8');
    const out = ts.transpileModule(source, {
      fileName: fileURLToPath(url),
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, sourceMap: false },
    });
    return { format: 'module', source: out.outputText, shortCircuit: true };
  }
  return next(url, context);
}`;
  const hooksUrl = `data:text/javascript,${encodeURIComponent(hooks)}`;
  const register = `import { register } from 'node:module'; register(${JSON.stringify(hooksUrl)});`;
  return ['--import', `data:text/javascript,${encodeURIComponent(register)}`];
}
