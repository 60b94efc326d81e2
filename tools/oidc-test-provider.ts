import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/** Who signs in at the test provider next: the claims it vouches for. */
export interface ProviderPerson {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface OidcTestProviderOptions {
  /** A port of its own (to be "down" first and come up later on it); any free one by default. */
  port?: number;
  clientId?: string;
  /** Absent: a public client, PKCE only. */
  clientSecret?: string;
  redirectUris: string[];
}

/** A free loopback port, for a provider that is to come up later. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A real OpenID provider (oidc-provider) in its own process (tools/oidc-test-provider.mjs): the
 * household's identity provider for the integration tests and the journeys.
 */
export class OidcTestProvider {
  private constructor(
    private readonly child: ChildProcess,
    readonly issuer: string,
  ) {}

  static async start(options: OidcTestProviderOptions): Promise<OidcTestProvider> {
    const child = spawn(process.execPath, [join(__dirname, 'oidc-test-provider.mjs')], {
      env: {
        ...process.env,
        OIDC_TEST_PORT: String(options.port ?? 0),
        OIDC_TEST_CLIENT_ID: options.clientId ?? 'mealplanner',
        OIDC_TEST_CLIENT_SECRET: options.clientSecret ?? '',
        OIDC_TEST_REDIRECT_URIS: options.redirectUris.join(','),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const issuer = await new Promise<string>((resolve, reject) => {
      const lines = createInterface({ input: child.stdout! });
      lines.once('line', (line) => resolve((JSON.parse(line) as { issuer: string }).issuer));
      child.once('exit', (code) => reject(new Error(`the test provider stopped (${code}): ${errors}`)));
    });
    return new OidcTestProvider(child, issuer);
  }

  /** Who signs in next (at once: no form, consent given). */
  signInAs(person: ProviderPerson): Promise<void> {
    return this.control('/test/person', person);
  }

  /** A new signing key; the old one is no longer published. */
  rotateKeys(): Promise<void> {
    return this.control('/test/rotate', {});
  }

  /** The next ID token carries another nonce, or is signed by a key the provider never published. */
  tamperNextIdToken(change: { nonce?: string; foreignKey?: true }): Promise<void> {
    return this.control('/test/next-token', change);
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.kill('SIGTERM');
    await exited;
  }

  private async control(path: string, body: unknown): Promise<void> {
    const answer = await fetch(`${this.issuer}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (answer.status !== 204) throw new Error(`${path} answered ${answer.status}`);
  }
}
