// What a source file depends on, read with the TypeScript parser rather than by searching text: a
// commented-out import or an import path inside a string is not a dependency, and an `export … from` or
// a dynamic `import()` is one.
import ts from 'typescript';

/**
 * @typedef {{ specifier: string, line: number, kind: 'import' | 'export' | 'dynamic' | 'require' }} ModuleReference
 * @typedef {{ name: string, line: number }} CallReference
 */

function scriptKind(fileName) {
  if (fileName.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (fileName.endsWith('.jsx')) return ts.ScriptKind.JSX;
  if (/\.[cm]?js$/.test(fileName)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

/**
 * The modules a file imports (static, re-exported, dynamic, required) and the plain functions it calls by
 * name, each with its 1-based line.
 * @param {string} fileName used to pick the dialect (.ts, .tsx, .mjs)
 * @param {string} source
 * @returns {{ modules: ModuleReference[], calls: CallReference[] }}
 */
export function readDependencies(fileName, source) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, scriptKind(fileName));
  const modules = [];
  const calls = [];
  const lineOf = (node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      modules.push({ specifier: node.moduleSpecifier.text, line: lineOf(node), kind: 'import' });
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const target = node.moduleReference.expression;
      if (ts.isStringLiteral(target))
        modules.push({ specifier: target.text, line: lineOf(node), kind: 'require' });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      modules.push({ specifier: node.moduleSpecifier.text, line: lineOf(node), kind: 'export' });
    } else if (ts.isCallExpression(node)) {
      const [first] = node.arguments;
      const literal = first && ts.isStringLiteralLike(first) ? first.text : undefined;
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword && literal !== undefined) {
        modules.push({ specifier: literal, line: lineOf(node), kind: 'dynamic' });
      } else if (ts.isIdentifier(node.expression)) {
        if (node.expression.text === 'require' && literal !== undefined) {
          modules.push({ specifier: literal, line: lineOf(node), kind: 'require' });
        } else {
          calls.push({ name: node.expression.text, line: lineOf(node) });
        }
      }
    } else if (ts.isImportTypeNode(node)) {
      // `typeof import('x')` in a type position: a dependency as much as `import type`.
      const arg = node.argument;
      if (ts.isLiteralTypeNode(arg) && ts.isStringLiteral(arg.literal)) {
        modules.push({ specifier: arg.literal.text, line: lineOf(node), kind: 'dynamic' });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { modules, calls };
}
