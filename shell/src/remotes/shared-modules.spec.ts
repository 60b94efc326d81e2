import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { HOME_FEATURE_CARDS } from '../home/feature-cards';
import * as sharedReactRedux from './shared-react-redux';
import * as sharedReduxToolkit from './shared-redux-toolkit';
import * as sharedRouter from './shared-router';
import * as sharedStyledComponents from './shared-styled-components';
import * as Ui from '@mealapp/ui';

const root = join(__dirname, '../../..');

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name)) yield path;
  }
}

/** The sources a feature app's build bundles itself (its own, and the libraries that are not shared). */
const featureAppSources = [
  ...readdirSync(root)
    .filter((name) => name.startsWith('mfe-'))
    .map((app) => join(root, app, 'src')),
  join(root, 'libs/app-providers/src'),
  join(root, 'libs/domain/src'),
].flatMap((dir) => [...sources(dir)]);

/** Every value the feature apps import from `module`, as "name (file)"; a default import is "default". */
function importsOf(module: string): string[] {
  const found: string[] = [];
  for (const file of featureAppSources) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || (statement.moduleSpecifier as ts.StringLiteral).text !== module) continue;
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      const bindings = clause.namedBindings;
      if (clause.name) found.push(`default (${file})`);
      if (bindings && ts.isNamespaceImport(bindings)) found.push(`* (${file})`);
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements.filter((e) => !e.isTypeOnly)) found.push(`${(element.propertyName ?? element.name).text} (${file})`);
      }
    }
  }
  return found;
}

// The shell provides these to the feature apps with only the exports listed (federation-host.ts).
test.each([
  ['react-router-dom', sharedRouter],
  ['@reduxjs/toolkit', sharedReduxToolkit],
  ['react-redux', sharedReactRedux],
  ['styled-components', sharedStyledComponents],
])('the shared %s offers every name the feature apps import from it', (module, shared) => {
  const offered = new Set(Object.keys(shared));
  expect(importsOf(module).filter((entry) => !offered.has(entry.split(' ')[0]))).toEqual([]);
});

test('the feature apps import from the shared modules (the scan finds them)', () => {
  for (const module of ['react-router-dom', '@reduxjs/toolkit', 'styled-components']) expect(importsOf(module).length).toBeGreaterThan(0);
});

/** The module specifiers `file` imports for their values (type-only imports load nothing). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements
    .filter((s): s is ts.ImportDeclaration | ts.ExportDeclaration => (ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) && s.moduleSpecifier !== undefined)
    .filter((s) => !(ts.isImportDeclaration(s) ? s.importClause?.isTypeOnly : s.isTypeOnly))
    .map((s) => (s.moduleSpecifier as ts.StringLiteral).text);
}

/** Every package and own file a module loads, following its own files' imports (not dynamic ones: those load later). */
function loadedBy(entry: string): { packages: Set<string>; files: Set<string> } {
  const packages = new Set<string>();
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of valueImports(file)) {
      if (!specifier.startsWith('.')) packages.add(specifier);
      else visit(['.tsx', '.ts', '/index.ts', '/index.tsx'].map((ext) => join(file, '..', specifier) + ext).find((path) => existsSync(path)) ?? '');
    }
  };
  visit(entry);
  return { packages, files };
}
const packagesLoadedBy = (entry: string) => loadedBy(entry).packages;

// Home loads each card's module, and with it the shared modules the card imports: the screens'
// controls (@mealapp/ui/controls) would then load on Home too (federation-host.ts).
test.each(HOME_FEATURE_CARDS.map(({ remote, module }) => [`${remote}/${module}`, join(root, `mfe-${remote}`, 'src', `${module}.tsx`)]))(
  "Home's card %s loads none of the feature screens' controls",
  (_name, file) => {
    const packages = packagesLoadedBy(file);
    expect(packages).toContain('@mealapp/ui');
    expect(packages).not.toContain('@mealapp/ui/controls');
  },
);

test('a feature screen loads the controls (the scan follows imports that far)', () => {
  expect(packagesLoadedBy(join(root, 'mfe-pantry', 'src', 'PantryPage.tsx'))).toContain('@mealapp/ui/controls');
});

// A chunk carries a module whole: the recipe cards on Home would bring every recipe screen's texts
// (9 KB) and icons with one of them (mfe-recipes/src/card/card-text.ts, shared/card-icons.tsx).
const recipesShared = (name: string) => join(root, 'mfe-recipes', 'src', 'shared', name);
test.each(HOME_FEATURE_CARDS.filter(({ remote }) => remote === 'recipes').map(({ module }) => [module, join(root, 'mfe-recipes', 'src', `${module}.tsx`)]))(
  "Home's recipe card %s loads none of the recipe screens' texts and icons",
  (_name, file) => {
    const { files } = loadedBy(file);
    expect(files).toContain(recipesShared('card-icons.tsx'));
    expect(files).not.toContain(recipesShared('messages.ts'));
    expect(files).not.toContain(recipesShared('icons.tsx'));
  },
);

test('a recipe screen loads them (the scan follows imports that far)', () => {
  const { files } = loadedBy(join(root, 'mfe-recipes', 'src', 'RecipesPage.tsx'));
  expect(files).toContain(recipesShared('messages.ts'));
  expect(files).toContain(recipesShared('icons.tsx'));
});

// Settings' dialogs load when they first open (mfe-account/src/shared/lazy-dialog.tsx), and the
// screen reads the native platform from the apps' bridge: @capacitor/core was 7.5 KB of its start.
const accountFile = (path: string) => join(root, 'mfe-account', 'src', path);
const SETTINGS_DIALOGS = ['profile/ProfileModal.tsx', 'password/PasswordModal.tsx', 'settings/HelpFaqModal.tsx', 'my-data/ImportDialog.tsx', 'my-data/DeleteAccountDialog.tsx', 'notifications/NotificationSettingsModal.tsx'];
test('/settings starts with none of its dialogs, nor @capacitor/core', () => {
  const { files, packages } = loadedBy(accountFile('SettingsPage.tsx'));
  expect(files).toContain(accountFile('my-data/MyDataSection.tsx'));
  for (const dialog of SETTINGS_DIALOGS) expect(files).not.toContain(accountFile(dialog));
  expect(packages).not.toContain('@capacitor/core');
});

test("the signed-in app's routes leave out the tour itself (its steps, keys and cards), which loads when a tour starts", () => {
  const { files } = loadedBy(join(root, 'shell', 'src', 'routes', 'AppRoutes.tsx'));
  const tutorialFile = (name: string) => join(root, 'shell', 'src', 'tutorial', name);
  expect(files).toContain(tutorialFile('TutorialProvider.tsx'));
  for (const name of ['TutorialRun.tsx', 'tutorial-steps.ts', 'TutorialOverlay.tsx']) expect(files).not.toContain(tutorialFile(name));
});

test('the API client starts without what builds and sends an error report, which loads with the first report', () => {
  const { files } = loadedBy(join(root, 'libs', 'api-client', 'src', 'index.ts'));
  expect(files).toContain(join(root, 'libs', 'api-client', 'src', 'client-errors.ts'));
  expect(files).not.toContain(join(root, 'libs', 'api-client', 'src', 'client-error-report.ts'));
});

// A feature app built before the apps had their own links imports them from 'react-router-dom'.
test("the shared router offers the design system's Link and NavLink under react-router's names", () => {
  expect(sharedRouter.Link).toBe(Ui.Link);
  expect(sharedRouter.NavLink).toBe(Ui.NavLink);
});
