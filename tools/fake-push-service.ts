import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A stand-in for a Web Push service (RFC 8030) on 127.0.0.1: the one double in the notifications
 * tests, at the edge. It checks each push as a real service would (RFC 8292 VAPID: an ES256 JWT
 * for this origin, expiring within 24 h, with a subject, signed by the key it names; RFC 8291
 * aes128gcm content; a TTL) and answers 403 or 400 when one is wrong, recording why. Each
 * endpoint path can be told to answer 201 (the default), 404, 410, 429, 500, 503, or never (`hang`), or several of those in turn.
 */
export type PushServiceAnswer = 201 | 404 | 410 | 429 | 500 | 503 | 'hang';

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The VAPID token's claims and key; null when the push was refused before that. */
  vapid: { aud: string; exp: number; sub: string; key: string } | null;
  /** Why this service refused the push; null when it was accepted (as far as checks go). */
  refused: string | null;
  answered: PushServiceAnswer;
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');

function verifyVapid(headers: IncomingHttpHeaders, origin: string): { vapid: NonNullable<ReceivedPush['vapid']> } | { refused: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(headers.authorization ?? '');
  if (!match) return { refused: `Authorization is not "vapid t=<JWT>, k=<key>": ${headers.authorization}` };
  const [, token, key] = match;
  const [headerPart, claimsPart, signaturePart] = token.split('.');
  const header = JSON.parse(Buffer.from(headerPart, 'base64url').toString()) as { alg?: string; typ?: string };
  if (header.alg !== 'ES256') return { refused: `JWT alg ${header.alg}` };
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return { refused: 'k is not an uncompressed P-256 point' };
  const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) }, format: 'jwk' });
  const signed = verify('sha256', Buffer.from(`${headerPart}.${claimsPart}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signaturePart, 'base64url'));
  if (!signed) return { refused: 'JWT signature does not verify against k' };
  const claims = JSON.parse(Buffer.from(claimsPart, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  if (claims.aud !== origin) return { refused: `JWT aud ${claims.aud}, expected ${origin}` };
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + 24 * 60 * 60) return { refused: `JWT exp ${claims.exp} is not within 24 h` };
  if (!claims.sub) return { refused: 'JWT has no sub' };
  return { vapid: { aud: claims.aud, exp: claims.exp, sub: claims.sub, key } };
}

export class FakePushService {
  readonly received: ReceivedPush[] = [];
  private readonly answers = new Map<string, PushServiceAnswer>();
  private readonly turns = new Map<string, Array<{ status: PushServiceAnswer; retryAfter?: string }>>();
  private readonly waiters: Array<{ count: number; resolve: () => void }> = [];
  private readonly sockets = new Set<Socket>();
  private readonly server: Server = createServer((req, res) => void this.handle(req, res));

  constructor() {
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  /** Closes the server, cutting hung answers. */
  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  get origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** A fresh endpoint on this service. */
  endpoint(name: string): string {
    return `${this.origin}/push/${name}-${randomBytes(6).toString('hex')}`;
  }

  answer(endpoint: string, answer: PushServiceAnswer): void {
    this.answers.set(new URL(endpoint).pathname, answer);
  }

  /** The endpoint answers these in turn, one a push, then the last one from then on; a Retry-After with any. */
  answerInTurn(endpoint: string, answers: Array<{ status: PushServiceAnswer; retryAfter?: string }>): void {
    this.turns.set(new URL(endpoint).pathname, [...answers]);
  }

  to(endpoint: string): ReceivedPush[] {
    const path = new URL(endpoint).pathname;
    return this.received.filter((push) => push.path === path);
  }

  /** Resolves once `count` pushes in all have come in. */
  waitForPushes(count: number): Promise<void> {
    if (this.received.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ count, resolve }));
  }

  clear(): void {
    this.received.length = 0;
    this.answers.clear();
    this.turns.clear();
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    const path = new URL(req.url ?? '/', this.origin).pathname;
    const turns = this.turns.get(path);
    const turn = turns && turns.length > 1 ? turns.shift() : turns?.[0];
    const answered = turn?.status ?? this.answers.get(path) ?? 201;
    const push: ReceivedPush = { path, headers: req.headers, body, vapid: null, refused: null, answered };
    let checked: ReturnType<typeof verifyVapid>;
    try {
      checked = req.method === 'POST' ? verifyVapid(req.headers, this.origin) : { refused: `method ${req.method}` };
    } catch (error) {
      checked = { refused: `malformed VAPID token: ${error instanceof Error ? error.message : String(error)}` };
    }
    if ('refused' in checked) push.refused = checked.refused;
    else {
      push.vapid = checked.vapid;
      if (req.headers['content-encoding'] !== 'aes128gcm') push.refused = `Content-Encoding ${req.headers['content-encoding']}`;
      else if (!/^\d+$/.test(String(req.headers.ttl ?? ''))) push.refused = `TTL ${req.headers.ttl}`;
      else if (body.length === 0) push.refused = 'no body';
    }
    this.received.push(push);
    for (const waiter of this.waiters.filter((w) => this.received.length >= w.count)) {
      this.waiters.splice(this.waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
    if (push.refused) {
      res.writeHead(push.vapid ? 400 : 403, { 'content-type': 'application/json' }).end(JSON.stringify({ reason: push.refused }));
      return;
    }
    if (answered === 'hang') return;
    const headers: Record<string, string> = answered === 201 ? { location: `${this.origin}/message/${this.received.length}` } : {};
    if (turn?.retryAfter !== undefined) headers['retry-after'] = turn.retryAfter;
    res.writeHead(answered, headers).end();
  }
}

/**
 * A browser's side of a subscription: a P-256 key pair and auth secret (as PushManager makes
 * them), the JSON the app posts, and RFC 8291 decryption of what the push service received.
 */
export class PushSubscriber {
  private readonly ecdh = createECDH('prime256v1');
  private readonly authSecret = randomBytes(16);
  readonly publicKey: Buffer;

  constructor(readonly endpoint: string) {
    this.publicKey = this.ecdh.generateKeys();
  }

  toJSON(): { endpoint: string; keys: { p256dh: string; auth: string } } {
    return { endpoint: this.endpoint, keys: { p256dh: b64url(this.publicKey), auth: b64url(this.authSecret) } };
  }

  /** RFC 8188 aes128gcm, one record, with RFC 8291's key derivation; throws when the body does not decrypt. */
  decrypt(body: Buffer): unknown {
    const salt = body.subarray(0, 16);
    const idLength = body[20];
    const serverKey = body.subarray(21, 21 + idLength);
    const ciphertext = body.subarray(21 + idLength);
    const secret = this.ecdh.computeSecret(serverKey);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), this.publicKey, serverKey]);
    const ikm = Buffer.from(hkdfSync('sha256', secret, this.authSecret, keyInfo, 32));
    const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
    const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
    const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    if (padded[end] !== 2) throw new Error('the last record does not end with the 0x02 delimiter');
    return JSON.parse(padded.subarray(0, end).toString('utf8'));
  }
}
