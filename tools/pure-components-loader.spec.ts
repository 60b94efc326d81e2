import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pureComponents from './pure-components-loader.cjs';

test('marks top-level React components and contexts pure and drops their display names', () => {
  const source = [
    'import * as React10 from "react";',
    'var Link = React10.forwardRef(',
    '  function LinkWithRef(props, ref) { return null; }',
    ');',
    'Link.displayName = "Link";',
    'var Memo = React3.memo(Inner);',
    'var RouteContext = React.createContext(null);',
    'RouteContext.displayName = "Route";',
    'RenderErrorBoundary.contextType = RSCRouterContext;',
    'function inner() { let Form2 = React10.forwardRef(render); Form2.displayName = "Form"; }',
  ].join('\n');
  expect(pureComponents(source).split('\n')).toEqual([
    'import * as React10 from "react";',
    'var Link = /* @__PURE__ */ React10.forwardRef(',
    '  function LinkWithRef(props, ref) { return null; }',
    ');',
    '',
    'var Memo = /* @__PURE__ */ React3.memo(Inner);',
    'var RouteContext = /* @__PURE__ */ React.createContext(null);',
    '',
    // Not a display name: the component needs it.
    'RenderErrorBoundary.contextType = RSCRouterContext;',
    // Not at the top level: left as it is.
    'function inner() { let Form2 = React10.forwardRef(render); Form2.displayName = "Form"; }',
  ]);
});

// The build the apps bundle (tools/rsbuild-app.ts applies the loader to its chunk files).
const routerBuild = dirname(createRequire(join(__dirname, '../shell/package.json')).resolve('react-router'));
const chunks = readdirSync(routerBuild)
  .filter((name) => /^chunk-.*\.mjs$/.test(name))
  .map((name) => readFileSync(join(routerBuild, name), 'utf8'));

test("react-router's build still defines its components as the loader expects", () => {
  const out = chunks.map(pureComponents).join('\n');
  // The components the apps do not use, which a bundler kept before.
  for (const name of ['Form', 'ScrollRestoration', 'Link', 'NavLink']) expect(out).toMatch(new RegExp(`^(var|function) ${name}\\b`, 'm'));
  for (const name of ['Form', 'Link', 'NavLink']) expect(out).toMatch(new RegExp(`^var ${name} = /\\* @__PURE__ \\*/ React\\d*\\.forwardRef\\(`, 'm'));
  // Nothing at the top level writes to a component any more but what it needs to work.
  expect(out.match(/^[\w$]+\.[\w$]+ = .*$/gm) ?? []).toEqual(['RenderErrorBoundary.contextType = RSCRouterContext;']);
});
