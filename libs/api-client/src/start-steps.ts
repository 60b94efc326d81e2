import { yieldToMain } from './yield-to-main';

/**
 * The client's modules a step per task, for the app's start (shell/src/index.tsx): Redux Toolkit
 * (with Redux, Immer and Reselect), RTK Query, the API's making, and the generated endpoints'
 * injection, each of which builds its thunks, matchers and hooks. Evaluated together with the rest
 * of the client they were one task of 90-190 ms at 4x CPU; the caller's next import evaluates that
 * rest (the endpoints' cache tags, the store's reducers, the offline layer). An `import()` of a
 * module already in the page's scripts (`eager`) evaluates it, and what it imports, in the caller's
 * task, and each step imports the one before, so each evaluates only its own.
 *
 * `webpackExports` keeps each library's unused exports out: an `import()` keeps its module's every
 * export (with the shell's styled-components step, 3.6 KB compressed). The generated endpoints'
 * step costs 0.5 KB: imported by itself, a module is no longer concatenated with its importer, so
 * their 200 exports' getters are written twice. It takes 30-45 ms at 4x CPU out of the last step,
 * which was up to 99.
 */
const STEPS = [
  () => import(/* webpackMode: "eager", webpackExports: ["configureStore"] */ '@reduxjs/toolkit'),
  () => import(/* webpackMode: "eager", webpackExports: ["createApi"] */ '@reduxjs/toolkit/query/react'),
  () => import(/* webpackMode: "eager", webpackExports: ["baseApi"] */ './base-api'),
  () => import(/* webpackMode: "eager", webpackExports: ["generatedApi"] */ './generated/api'),
];

export async function evaluateClientInSteps(): Promise<void> {
  for (const step of STEPS) {
    await step();
    await yieldToMain();
  }
}
