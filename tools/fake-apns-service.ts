import { spawnSync } from 'node:child_process';
import { generateKeyPairSync, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createSecureServer, type Http2SecureServer, type IncomingHttpHeaders, type ServerHttp2Stream } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Test-only: APNs on 127.0.0.1, over HTTP/2 and TLS with a certificate of its own test authority
 * (`caFile`, which a client trusts only through NODE_EXTRA_CA_CERTS), checking what Apple checks:
 * the provider token's ES256 signature against the .p8 key's public key, its `kid` (the key id),
 * `iss` (the team id) and age (an hour at most), the topic and the push type. Each device token can
 * be told to answer one of APNs' errors, or several in turn. The certificates are made with the
 * machine's openssl.
 */

export interface ApnsPush {
  token: string;
  headers: IncomingHttpHeaders;
  payload: { aps?: { alert?: { title?: string; body?: string } }; [key: string]: unknown };
}

/** 200 (the default), or one of APNs' answers. */
export type ApnsAnswer = 200 | 'BadDeviceToken' | 'Unregistered' | 429 | 500 | 503;

const APNS_ERRORS: Record<Exclude<ApnsAnswer, 200>, { status: number; reason: string }> = {
  BadDeviceToken: { status: 400, reason: 'BadDeviceToken' },
  Unregistered: { status: 410, reason: 'Unregistered' },
  429: { status: 429, reason: 'TooManyRequests' },
  500: { status: 500, reason: 'InternalServerError' },
  503: { status: 503, reason: 'ServiceUnavailable' },
};

function openssl(args: string[], cwd: string): void {
  const result = spawnSync('openssl', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`openssl ${args.join(' ')} failed: ${result.stderr}`);
}

export class FakeApnsService {
  readonly keyId = 'KEY1234567';
  readonly teamId = 'TEAM987654';
  readonly topic = 'app.mealplanner';
  /** Pushes taken (answered 200), in order. */
  readonly received: ApnsPush[] = [];
  readonly calls: Array<{ token: string; status: number; reason?: string }> = [];
  /** Every provider token presented, and the TLS connections made. */
  readonly providerTokens = new Set<string>();
  connections = 0;
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  private readonly dir = mkdtempSync(join(tmpdir(), 'fake-apns-'));
  private readonly answers = new Map<string, ApnsAnswer[]>();
  private server: Http2SecureServer | null = null;

  /** The test authority's certificate: what NODE_EXTRA_CA_CERTS names for the server under test. */
  get caFile(): string {
    return join(this.dir, 'ca.pem');
  }

  /** The .p8 key file Apple would hand out (PKCS #8 PEM, P-256). */
  get keyFile(): string {
    return join(this.dir, `AuthKey_${this.keyId}.p8`);
  }

  /** APNS_HOST for the server under test. */
  get host(): string {
    return `127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async start(): Promise<this> {
    const dir = this.dir;
    writeFileSync(this.keyFile, this.keys.privateKey.export({ type: 'pkcs8', format: 'pem' }));
    const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
    openssl(['req', '-x509', ...ec, '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', '/CN=Meal Planner test APNs authority', '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign'], dir);
    openssl(['req', ...ec, '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=127.0.0.1'], dir);
    writeFileSync(join(dir, 'server.ext'), 'subjectAltName=IP:127.0.0.1\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n');
    openssl(['x509', '-req', '-in', 'server.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', 'server.pem', '-days', '2', '-extfile', 'server.ext'], dir);
    const server = createSecureServer({ key: readFileSync(join(dir, 'server.key')), cert: readFileSync(join(dir, 'server.pem')) });
    server.on('secureConnection', () => (this.connections += 1));
    server.on('stream', (stream, headers) => void this.handle(stream, headers));
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    rmSync(this.dir, { recursive: true, force: true });
  }

  answer(token: string, ...answers: ApnsAnswer[]): void {
    this.answers.set(token, answers);
  }

  to(token: string): ApnsPush[] {
    return this.received.filter((push) => push.token === token);
  }

  private async handle(stream: ServerHttp2Stream, headers: IncomingHttpHeaders): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
    const token = /^\/3\/device\/([^/?]+)$/.exec(String(headers[':path']))?.[1] ?? '';
    const answer = (status: number, reason?: string) => {
      this.calls.push({ token, status, reason });
      stream.respond({ ':status': status, 'apns-id': '00000000-0000-4000-8000-000000000000', ...(reason ? { 'content-type': 'application/json' } : {}) });
      stream.end(reason ? JSON.stringify({ reason }) : undefined);
    };
    if (headers[':method'] !== 'POST' || !token) return answer(405, 'MethodNotAllowed');
    const refused = this.checkProviderToken(String(headers.authorization ?? ''));
    if (refused) return answer(403, refused);
    if (headers['apns-topic'] !== this.topic) return answer(400, 'TopicDisallowed');
    if (headers['apns-push-type'] !== 'alert') return answer(400, 'InvalidPushType');
    let payload: ApnsPush['payload'];
    try {
      payload = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ApnsPush['payload'];
    } catch {
      return answer(400, 'PayloadEmpty');
    }
    if (!payload.aps?.alert) return answer(400, 'PayloadEmpty');
    const turns = this.answers.get(token);
    const turn = turns && turns.length > 1 ? turns.shift()! : turns?.[0];
    if (turn && turn !== 200) return answer(APNS_ERRORS[turn].status, APNS_ERRORS[turn].reason);
    this.received.push({ token, headers, payload });
    answer(200);
  }

  /** Apple's reason for refusing the provider token, or null when it is good. */
  private checkProviderToken(authorization: string): string | null {
    const jwt = /^bearer ([\w-]+)\.([\w-]+)\.([\w-]+)$/.exec(authorization);
    if (!jwt) return 'MissingProviderToken';
    const [, header, claims, signature] = jwt;
    try {
      const { alg, kid } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string; kid?: string };
      const { iss, iat } = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { iss?: string; iat?: number };
      if (alg !== 'ES256' || kid !== this.keyId || iss !== this.teamId) return 'InvalidProviderToken';
      if (!verify('sha256', Buffer.from(`${header}.${claims}`), { key: this.keys.publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))) return 'InvalidProviderToken';
      const now = Math.floor(Date.now() / 1000);
      if (typeof iat !== 'number' || iat > now + 60) return 'InvalidProviderToken';
      if (iat < now - 3600) return 'ExpiredProviderToken';
    } catch {
      return 'InvalidProviderToken';
    }
    this.providerTokens.add(authorization);
    return null;
  }
}

/** A token in the form iOS hands over: 32 bytes as hex. */
export const iosDeviceToken = (): string => Array.from({ length: 32 }, () => Math.floor(Math.random() * 256).toString(16).padStart(2, '0')).join('');
