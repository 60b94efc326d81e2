// `npm run dev`: Rsbuild dev servers with hot reload for the shell (http://localhost:3000) and
// every remote (3101-3105), the API in watch mode on 3333. The shell's dev server proxies /api.
import { join } from 'node:path';
import { bin, ensureInstalled, root, run, startChild } from './workspace.mjs';

const API_PORT = 3333;
const remotes = { pantry: 3101, shopping: 3102, recipes: 3103, planner: 3104, account: 3105 };

ensureInstalled();
run(process.execPath, [bin('typescript', 'bin/tsc'), '-p', 'libs/domain/tsconfig.build.json']);
run(process.execPath, [bin('typescript', 'bin/tsc'), '-p', 'backend/tsconfig.build.json']);

const children = [
  startChild(process.execPath, [bin('typescript', 'bin/tsc'), '-p', 'libs/domain/tsconfig.build.json', '--watch', '--preserveWatchOutput']),
  startChild(process.execPath, [bin('typescript', 'bin/tsc'), '-p', 'backend/tsconfig.build.json', '--watch', '--preserveWatchOutput']),
  startChild(process.execPath, ['--watch', '--enable-source-maps', join(root, 'backend/dist/main.js')], {
    env: {
      PORT: String(API_PORT),
      WEB_ROOT: 'none',
      APP_URL: 'http://localhost:3000',
      MF_REMOTES: JSON.stringify(Object.fromEntries(Object.entries(remotes).map(([name, port]) => [name, `http://localhost:${port}/mf-manifest.json`]))),
    },
  }),
  ...['shell', ...Object.keys(remotes).map((name) => `mfe-${name}`)].map((dir) =>
    startChild(process.execPath, [bin('@rsbuild/core', 'bin/rsbuild.js'), 'dev'], { cwd: join(root, dir), env: { API_ORIGIN: `http://localhost:${API_PORT}` } }),
  ),
];

console.log('\n  Dev: http://localhost:3000 (API on :3333, remotes on :3101-3105)\n');
const stopAll = () => {
  for (const { stop } of children) stop();
  process.exit(0);
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
