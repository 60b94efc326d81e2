import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repoRoot = join(__dirname, '../..');
const tsc = join(repoRoot, 'node_modules/typescript/bin/tsc');

/**
 * A free port below Linux's ephemeral range (32768 and up). A port the system hands out for
 * `listen(0)` could be handed again to another suite's server (they listen on port 0) between
 * this check and the app's own listen; below the range, nothing else is given it.
 */
async function freePort(): Promise<number> {
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

/** Starts the built server on the embedded database (DATABASE_URL removed) and waits for /api/health. */
async function startServer(dataDir: string, port: number): Promise<{ child: ChildProcess; output: () => string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), WEB_ROOT: 'none', NODE_ENV: 'production' };
  delete env.DATABASE_URL;
  delete env.JWT_SECRET;
  delete env.NODE_OPTIONS;
  const child = spawn(process.execPath, [join(repoRoot, 'backend/dist/main.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${log}`);
    // Our server says so once it listens; until then an answer would come from someone else.
    if (!log.includes('is running at')) {
      await new Promise((r) => setTimeout(r, 200));
      continue;
    }
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return { child, output: () => log };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not answer /api/health in time:\n${log}`);
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

// ARCHITECTURE: acknowledged writes must survive a killed process. Runs in both test runs (embedded DB always).
describe('embedded PGlite durability: kill -9 right after an acknowledged write', () => {
  let dataDir: string;
  let child: ChildProcess | undefined;

  beforeAll(() => {
    // `npm test` builds before this suite and says so; run alone, build the server (and the domain lib it imports) now.
    if (process.env.MEALAPP_BUILT !== '1') {
      for (const project of ['libs/domain/tsconfig.build.json', 'backend/tsconfig.build.json']) {
        const result = spawnSync(process.execPath, [tsc, '-p', join(repoRoot, project)], { cwd: repoRoot, encoding: 'utf8' });
        if (result.status !== 0) throw new Error(`build of ${project} failed:\n${result.stdout}${result.stderr}`);
      }
    }
    dataDir = mkdtempSync(join(tmpdir(), 'mealapp-durability-'));
  }, 180_000);

  afterAll(async () => {
    if (child) await killHard(child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a user registered just before SIGKILL can sign in after a restart', async () => {
    const port = await freePort();
    const account = { email: `durable-${Date.now()}@example.com`, password: 'secret123', name: 'Durable Dora' };
    const first = await startServer(dataDir, port);
    child = first.child;
    const registered = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(account),
    });
    expect(registered.status).toBe(201);
    await killHard(first.child);
    expect(first.child.signalCode).toBe('SIGKILL');

    const second = await startServer(dataDir, port);
    child = second.child;
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const me = await fetch(`http://127.0.0.1:${port}/api/me`, { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(await me.json()).toMatchObject({ name: 'Durable Dora', email: account.email });
  }, 120_000);
});
