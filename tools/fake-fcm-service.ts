import { generateKeyPairSync, randomBytes, verify, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test-only: Google's OAuth 2 token endpoint and FCM HTTP v1's `messages:send`, on 127.0.0.1, checking
 * what the real ones check. The token endpoint takes a JWT-bearer grant whose assertion must be
 * RS256-signed by the service account's key, issued by its client_email, for this token_uri, with
 * the messaging scope and an expiry within the hour; it answers an access token. `messages:send`
 * takes only those access tokens, for this project, and a message with a token, a notification
 * and string data. Each device token can be told to answer an FCM error, or several in turn.
 */

export const FCM_MESSAGING_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

export interface FcmMessage {
  token: string;
  notification?: { title?: string; body?: string };
  data?: Record<string, string>;
  android?: { priority?: string; ttl?: string; collapse_key?: string; notification?: { channel_id?: string; tag?: string } };
}

/** What a device token answers: 200 (the default), or one of FCM's errors. */
export type FcmAnswer = 200 | 'UNREGISTERED' | 'INVALID_TOKEN' | 429 | 500 | 503;


const FCM_ERRORS: Record<Exclude<FcmAnswer, 200>, { status: number; body: object }> = {
  UNREGISTERED: {
    status: 404,
    body: { error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND', details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' }] } },
  },
  INVALID_TOKEN: {
    status: 400,
    body: { error: { code: 400, message: 'The registration token is not a valid FCM registration token', status: 'INVALID_ARGUMENT', details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'INVALID_ARGUMENT' }] } },
  },
  429: { status: 429, body: { error: { code: 429, message: 'Quota exceeded', status: 'RESOURCE_EXHAUSTED' } } },
  500: { status: 500, body: { error: { code: 500, message: 'Internal error', status: 'INTERNAL' } } },
  503: { status: 503, body: { error: { code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE' } } },
};

export class FakeFcmService {
  readonly projectId = `meal-planner-${randomBytes(3).toString('hex')}`;
  readonly clientEmail = `push-sender@${this.projectId}.iam.gserviceaccount.com`;
  /** Messages taken (answered 200), in order. */
  readonly sent: FcmMessage[] = [];
  /** Every messages:send call, whatever it was answered. */
  readonly calls: Array<{ token: string | null; status: number }> = [];
  /** Why a request was refused (401 or 400), for a test to read. */
  readonly refusals: string[] = [];
  tokensIssued = 0;
  private readonly keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  private readonly accessTokens = new Set<string>();
  private readonly answers = new Map<string, Array<{ answer: FcmAnswer; retryAfter?: string }>>();
  private readonly server: Server = createServer((req, res) => void this.handle(req, res));

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  get origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  get tokenUri(): string {
    return `${this.origin}/token`;
  }

  /** The service account key file Firebase would hand out, signed by `key` (this service's own unless given another). */
  serviceAccount(key: KeyObject = this.keys.privateKey): Record<string, string> {
    return {
      type: 'service_account',
      project_id: this.projectId,
      private_key_id: randomBytes(20).toString('hex'),
      private_key: key.export({ type: 'pkcs8', format: 'pem' }).toString(),
      client_email: this.clientEmail,
      token_uri: this.tokenUri,
    };
  }

  /** The device token answers these in turn, the last one from then on. */
  answer(deviceToken: string, ...answers: Array<FcmAnswer | { answer: FcmAnswer; retryAfter: string }>): void {
    this.answers.set(deviceToken, answers.map((answer) => (typeof answer === 'object' ? answer : { answer })));
  }

  /** Access tokens stop working, as when Google revokes them: the next send is answered 401. */
  revokeAccessTokens(): void {
    this.accessTokens.clear();
  }

  clear(): void {
    this.sent.length = 0;
    this.calls.length = 0;
    this.refusals.length = 0;
    this.answers.clear();
  }

  to(deviceToken: string): FcmMessage[] {
    return this.sent.filter((message) => message.token === deviceToken);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
    const body = Buffer.concat(chunks).toString('utf8');
    const json = (status: number, answer: object, headers: Record<string, string> = {}): void => void res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(answer));
    const path = new URL(req.url ?? '/', this.origin).pathname;
    if (req.method === 'POST' && path === '/token') {
      const refused = this.checkGrant(req, body);
      if (refused) {
        this.refusals.push(refused);
        return json(400, { error: 'invalid_grant', error_description: refused });
      }
      const token = `ya29.${randomBytes(24).toString('base64url')}`;
      this.accessTokens.add(token);
      this.tokensIssued += 1;
      return json(200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
    }
    if (req.method === 'POST' && path === `/v1/projects/${this.projectId}/messages:send`) {
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!bearer || !this.accessTokens.has(bearer)) {
        this.refusals.push(`messages:send without a valid access token (${req.headers.authorization ? 'unknown token' : 'none'})`);
        this.calls.push({ token: null, status: 401 });
        return json(401, { error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' } });
      }
      const message = this.readMessage(body);
      if (typeof message === 'string') {
        this.refusals.push(message);
        this.calls.push({ token: null, status: 400 });
        return json(400, { error: { code: 400, message, status: 'INVALID_ARGUMENT' } });
      }
      const turns = this.answers.get(message.token);
      const turn = turns && turns.length > 1 ? turns.shift()! : turns?.[0];
      if (turn && turn.answer !== 200) {
        const error = FCM_ERRORS[turn.answer];
        this.calls.push({ token: message.token, status: error.status });
        return json(error.status, error.body, turn.retryAfter ? { 'retry-after': turn.retryAfter } : {});
      }
      this.calls.push({ token: message.token, status: 200 });
      this.sent.push(message);
      return json(200, { name: `projects/${this.projectId}/messages/${randomBytes(8).toString('hex')}` });
    }
    json(404, { error: { code: 404, message: `no ${req.method} ${path}`, status: 'NOT_FOUND' } });
  }

  /** Why the token request is refused, or null when it is a good JWT-bearer grant. */
  private checkGrant(req: IncomingMessage, body: string): string | null {
    if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) return `content type ${req.headers['content-type']}`;
    const form = new URLSearchParams(body);
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') return `grant_type ${form.get('grant_type')}`;
    const parts = (form.get('assertion') ?? '').split('.');
    if (parts.length !== 3) return 'the assertion is not a JWT';
    const [header, claims, signature] = parts;
    let decoded: { header: { alg?: string }; claims: { iss?: string; aud?: string; scope?: string; iat?: number; exp?: number } };
    try {
      decoded = { header: JSON.parse(Buffer.from(header, 'base64url').toString()), claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) };
    } catch {
      return 'the assertion is not JSON';
    }
    if (decoded.header.alg !== 'RS256') return `alg ${decoded.header.alg}`;
    if (!verify('sha256', Buffer.from(`${header}.${claims}`), this.keys.publicKey, Buffer.from(signature, 'base64url'))) return "the assertion is not signed by the service account's key";
    const { iss, aud, scope, iat, exp } = decoded.claims;
    if (iss !== this.clientEmail) return `iss ${iss}`;
    if (aud !== this.tokenUri) return `aud ${aud}`;
    if (!String(scope).split(' ').includes(FCM_MESSAGING_SCOPE)) return `scope ${scope}`;
    const now = Math.floor(Date.now() / 1000);
    if (typeof iat !== 'number' || typeof exp !== 'number' || iat > now + 60 || exp <= now || exp - iat > 3600) return `iat ${iat}, exp ${exp}: not a live assertion of at most an hour`;
    return null;
  }

  private readMessage(body: string): FcmMessage | string {
    let parsed: { message?: FcmMessage };
    try {
      parsed = JSON.parse(body) as { message?: FcmMessage };
    } catch {
      return 'the body is not JSON';
    }
    const message = parsed.message;
    if (!message || typeof message.token !== 'string' || message.token === '') return 'message.token is required';
    if (message.data && Object.values(message.data).some((value) => typeof value !== 'string')) return 'message.data values must be strings';
    if (message.android?.priority && !['NORMAL', 'HIGH', 'normal', 'high'].includes(message.android.priority)) return `android.priority ${message.android.priority}`;
    return message;
  }
}

/** A token in the form Android's FCM plugin hands over (for tests). */
export const androidDeviceToken = (): string => `${randomBytes(11).toString('base64url')}:APA91b${randomBytes(100).toString('base64url')}`;
