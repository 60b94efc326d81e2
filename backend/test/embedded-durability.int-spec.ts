import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServerUnlessBuilt, freePort, killHard, startBuiltServer } from './support/built-server.js';

/** The built server on the embedded database (DATABASE_URL and JWT_SECRET removed), as `npm start` runs it. */
const startServer = (dataDir: string, port: number) => startBuiltServer(port, { DATA_DIR: dataDir, NODE_ENV: 'production', DATABASE_URL: undefined, JWT_SECRET: undefined });

// ARCHITECTURE: acknowledged writes must survive a killed process. Runs in both test runs (embedded DB always).
describe('embedded PGlite durability: kill -9 right after an acknowledged write', () => {
  let dataDir: string;
  let child: ChildProcess | undefined;

  beforeAll(() => {
    buildServerUnlessBuilt();
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
