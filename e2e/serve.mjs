// The end-to-end server: the built app as `npm start` runs it, with its log copied to a file
// (E2E_SERVER_LOG), where the journeys read an e-mailed reset link as the person running the server
// would. No HTTP route serves mail.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const log = createWriteStream(process.env.E2E_SERVER_LOG, { flags: 'w' });
const server = spawn(process.execPath, [join(dirname(fileURLToPath(import.meta.url)), '../backend/dist/main.js')], { stdio: ['ignore', 'pipe', 'pipe'] });
for (const [from, to] of [[server.stdout, process.stdout], [server.stderr, process.stderr]]) {
  from.on('data', (chunk) => {
    log.write(chunk);
    to.write(chunk);
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => log.end(() => process.exit(code ?? (signal ? 1 : 0))));
