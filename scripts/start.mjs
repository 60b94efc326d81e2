// `npm start`: install if needed, build everything, then serve the shell, every remote and the
// API from one port on the embedded database (or DATABASE_URL). Migrations run at start-up.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildAll, ensureInstalled, root } from './workspace.mjs';

ensureInstalled();
buildAll();
const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'backend/dist/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
