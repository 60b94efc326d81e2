import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import * as sharedRouter from './shared-router';

const root = join(__dirname, '../../..');

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name)) yield path;
  }
}

/** Every value a feature app imports from 'react-router-dom', as "name (file)". */
function routerImports(): string[] {
  const found: string[] = [];
  const apps = readdirSync(root).filter((name) => name.startsWith('mfe-'));
  for (const file of apps.flatMap((app) => [...sources(join(root, app, 'src'))])) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || (statement.moduleSpecifier as ts.StringLiteral).text !== 'react-router-dom') continue;
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      const bindings = clause.namedBindings;
      if (clause.name || (bindings && ts.isNamespaceImport(bindings))) found.push(`* (${file})`);
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements.filter((e) => !e.isTypeOnly)) found.push(`${(element.propertyName ?? element.name).text} (${file})`);
      }
    }
  }
  return found;
}

test('the shared router offers every name the feature apps import from react-router-dom', () => {
  const imports = routerImports();
  expect(imports.length).toBeGreaterThan(0);
  const offered = new Set(Object.keys(sharedRouter));
  expect(imports.filter((entry) => !offered.has(entry.split(' ')[0]))).toEqual([]);
});
