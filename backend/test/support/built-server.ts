import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { join } from 'node:path';

const repoRoot = join(__dirname, '../../..');

/** `npm test` builds before the integration tests and says so (MEALAPP_BUILT=1); run alone, this builds the server and the domain lib it imports. */
export function buildServerUnlessBuilt(): void {
  if (process.env.MEALAPP_BUILT === '1') return;
  const tsc = join(repoRoot, 'node_modules/typescript/bin/tsc');
  for (const project of ['libs/domain/tsconfig.build.json', 'backend/tsconfig.build.json']) {
    const result = spawnSync(process.execPath, [tsc, '-p', join(repoRoot, project)], { cwd: repoRoot, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`build of ${project} failed:\n${result.stdout}${result.stderr}`);
  }
}

/**
 * A free port below Linux's ephemeral range (32768 and up). A port the system hands out for
 * `listen(0)` could be handed again to another suite's server (they listen on port 0) between
 * this check and the app's own listen; below the range, nothing else is given it.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

export interface BuiltServer {
  child: ChildProcess;
  port: number;
  url: string;
  output(): string;
}

/** Starts backend/dist/main.js on `port` with `env` over the test's own environment, and waits for /api/health. */
export async function startBuiltServer(port: number, env: NodeJS.ProcessEnv): Promise<BuiltServer> {
  // LOG_LEVEL info: the line saying it listens is logged at info, which NODE_ENV=test would hide.
  const merged: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), WEB_ROOT: 'none', LOG_LEVEL: 'info', ...env };
  delete merged.NODE_OPTIONS;
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  const child = spawn(process.execPath, [join(repoRoot, 'backend/dist/main.js')], { env: merged, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${log}`);
    // Our server says so once it is ready; until then an answer would come from someone else.
    if (log.includes('is running at')) {
      try {
        if ((await fetch(`${url}/api/health`)).ok) return { child, port, url, output: () => log };
      } catch {
        // not listening yet
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not answer /api/health in time:\n${log}`);
}

/** SIGKILL: the process gets no chance to finish anything. Resolves once it is gone. */
export function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
