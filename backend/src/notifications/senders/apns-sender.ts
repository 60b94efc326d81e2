import type { NotificationPayload } from '@mealapp/domain';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { connect, constants, type ClientHttp2Session } from 'node:http2';
import { isIP } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { refusedAddressReason } from '../../common/safe-fetch/address-policy.js';
import { systemResolver } from '../../common/safe-fetch/safe-fetch.js';
import type { ApnsSettings } from '../../config/apns-settings.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PUSH_TTL_SECONDS, unreachable, type PushAttempt } from '../push-sender.js';

/** APNs takes a provider token for up to an hour and refuses new ones more often than every 20 minutes: renewed after 40. */
const TOKEN_RENEW_MS = 40 * 60 * 1000;

/** What APNs calls a token that will never take a notice again: 410 Unregistered, or 400 BadDeviceToken. */
const goneReason = (status: number, reason: string | undefined) => status === 410 || (status === 400 && reason === 'BadDeviceToken');

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * iOS notices, through APNs over HTTP/2 with token-based authentication: an ES256 JWT from the
 * .p8 key (kid the key id, iss the team id), reused for 40 minutes and renewed; one POST
 * /3/device/{token} per notice with apns-topic (the app id), apns-push-type alert, a collapse id
 * per kind of notice and an expiration (a daily notice is of no use the next day). node:http2,
 * not a push library: the connection has to go through the project's outbound policy (the host's
 * addresses checked, the connection made to a checked one), and Node's own client does that with a
 * few lines where @parse/node-apn and apns2 open their connections themselves. Certificates are
 * checked as always; a private test server is trusted through NODE_EXTRA_CA_CERTS only.
 */
@Injectable()
export class ApnsSender implements OnModuleDestroy {
  private readonly settings: ApnsSettings | null;
  private readonly key: KeyObject | null;
  private providerToken: { value: string; renewAt: number } | null = null;
  private session: Promise<ClientHttp2Session> | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.settings = config.apns;
    this.key = config.apns ? createPrivateKey(config.apns.key) : null;
  }

  get configured(): boolean {
    return this.settings !== null;
  }

  onModuleDestroy(): void {
    void this.session?.then((session) => session.close()).catch(() => undefined);
    this.session = null;
  }

  /** One try of one notice to one iOS device; `gone` when APNs no longer knows the token. */
  async attempt(deviceToken: string, payload: NotificationPayload): Promise<PushAttempt> {
    const settings = this.settings;
    if (!settings) return { status: null, retryAfter: null, gone: false, detail: 'no iOS sender is set up' };
    const where = `APNs at ${settings.host}`;
    try {
      let answer = await this.post(settings, deviceToken, payload);
      if (answer.status === 403 && answer.reason === 'ExpiredProviderToken') {
        this.providerToken = null;
        answer = await this.post(settings, deviceToken, payload);
      }
      return {
        status: answer.status,
        retryAfter: answer.retryAfter,
        gone: goneReason(answer.status, answer.reason),
        detail: `${where} answered HTTP ${answer.status}${answer.reason ? ` ${answer.reason}` : ''}`,
      };
    } catch (error) {
      return unreachable(where, error);
    }
  }

  private async post(settings: ApnsSettings, deviceToken: string, payload: NotificationPayload): Promise<{ status: number; reason?: string; retryAfter: string | null }> {
    const session = await this.openSession(settings);
    const body = JSON.stringify({ aps: { alert: { title: payload.title, body: payload.body }, sound: 'default', 'thread-id': payload.data.type }, type: payload.data.type, url: payload.data.url });
    const request = session.request({
      [constants.HTTP2_HEADER_METHOD]: 'POST',
      [constants.HTTP2_HEADER_PATH]: `/3/device/${encodeURIComponent(deviceToken)}`,
      authorization: `bearer ${this.currentToken(settings)}`,
      'apns-topic': settings.topic,
      'apns-push-type': 'alert',
      'apns-priority': '10',
      'apns-collapse-id': payload.data.type,
      'apns-expiration': String(Math.floor(Date.now() / 1000) + PUSH_TTL_SECONDS),
      'content-type': 'application/json',
    });
    request.setTimeout(this.config.pushTimeoutMs, () => request.close(constants.NGHTTP2_CANCEL));
    request.end(body);
    return new Promise((resolve, reject) => {
      let status = 0;
      let retryAfter: string | null = null;
      const chunks: Buffer[] = [];
      request.on('response', (headers) => {
        status = Number(headers[constants.HTTP2_HEADER_STATUS]);
        retryAfter = typeof headers['retry-after'] === 'string' ? headers['retry-after'] : null;
      });
      request.on('data', (chunk: Buffer) => {
        if (chunks.reduce((sum, part) => sum + part.length, 0) < 4096) chunks.push(chunk);
      });
      request.on('end', () => {
        if (status === 0) return reject(new Error(`no answer within ${this.config.pushTimeoutMs} ms`));
        let reason: string | undefined;
        try {
          reason = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { reason?: string }).reason;
        } catch {
          reason = undefined;
        }
        resolve({ status, reason, retryAfter });
      });
      request.on('error', reject);
    });
  }

  /** The provider token, made again once it is 40 minutes old. */
  private currentToken(settings: ApnsSettings): string {
    if (this.providerToken && Date.now() < this.providerToken.renewAt) return this.providerToken.value;
    const signed = `${b64url(JSON.stringify({ alg: 'ES256', kid: settings.keyId }))}.${b64url(JSON.stringify({ iss: settings.teamId, iat: Math.floor(Date.now() / 1000) }))}`;
    const value = `${signed}.${b64url(sign('sha256', Buffer.from(signed), { key: this.key!, dsaEncoding: 'ieee-p1363' }))}`;
    this.providerToken = { value, renewAt: Date.now() + TOKEN_RENEW_MS };
    return value;
  }

  /**
   * One HTTP/2 connection, kept while APNs keeps it (Apple asks providers to reuse theirs), to an
   * address of the host the outbound policy allows: public ones, loopback under OUTBOUND_ALLOW_LOOPBACK.
   */
  private openSession(settings: ApnsSettings): Promise<ClientHttp2Session> {
    if (!this.session) {
      const pending = this.connect(settings);
      this.session = pending;
      const forget = () => {
        if (this.session === pending) this.session = null;
      };
      pending.then((session) => {
        session.on('close', forget);
        session.on('goaway', forget);
        session.on('error', forget);
      }, forget);
    }
    return this.session;
  }

  private async connect(settings: ApnsSettings): Promise<ClientHttp2Session> {
    const [hostname, portText] = settings.host.split(':');
    const port = Number(portText ?? 443);
    const policy = { allowLoopback: this.config.outboundAllowLoopback };
    const addresses = isIP(hostname) ? [hostname] : await systemResolver(hostname);
    const address = addresses.find((candidate) => refusedAddressReason(candidate, policy) === null);
    if (!address) throw new Error(`${hostname} has no address the outbound policy allows (${addresses.map((a) => `${a}: ${refusedAddressReason(a, policy)}`).join('; ')})`);
    // The checked address is the one connected to; the certificate is checked against the host's name.
    const session = connect(`https://${settings.host}`, {
      createConnection: () => tlsConnect({ host: address, port, servername: isIP(hostname) ? undefined : hostname, ALPNProtocols: ['h2'] }),
    });
    session.unref();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        session.destroy();
        reject(new Error(`no connection within ${this.config.pushTimeoutMs} ms`));
      }, this.config.pushTimeoutMs);
      session.once('connect', () => {
        clearTimeout(timer);
        resolve(session);
      });
      session.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
  }
}
