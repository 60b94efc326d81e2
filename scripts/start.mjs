// `npm start`: install if needed (dev dependencies included: the build needs them), build
// everything, then serve the shell, every remote and the API from one port on the embedded database
// (or DATABASE_URL), in production mode unless NODE_ENV says otherwise. Migrations run at start-up.
import { spawn } from 'node:child_process';
import { buildAll, ensureInstalled, root, SERVER_ARGS } from './workspace.mjs';

ensureInstalled();
buildAll();
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' };
const server = spawn(process.execPath, SERVER_ARGS, { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
