/**
 * One store, one API cache, one theme: these load once, from the shell, which provides them to the
 * feature apps at run time (shell/src/remotes/federation-host.ts). `@mealapp/domain` is not among
 * them: it holds no state, and a shared module cannot be tree-shaken, so each app bundles just the
 * rules it uses instead of every app loading every catalogue.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'styled-components',
  '@mealapp/ui',
  // The feature screens' controls: a module of the design system Home does not load (libs/ui/src/controls.ts).
  '@mealapp/ui/controls',
  '@mealapp/api-client',
] as const;

export type SharedSingleton = (typeof SHARED_SINGLETONS)[number];

/** The package a shared module belongs to, whose version it has: `@mealapp/ui` for `@mealapp/ui/controls`. */
export function packageOf(shared: SharedSingleton): string {
  return shared.split('/').slice(0, shared.startsWith('@') ? 2 : 1).join('/');
}
