import { ANDROID_NOTICE_CHANNEL, type NotificationPayload } from '@mealapp/domain';
import { Inject, Injectable } from '@nestjs/common';
import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { SafeFetcher } from '../../common/safe-fetch/safe-fetcher.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { FcmSettings } from '../../config/fcm-settings.js';
import { PUSH_TTL_SECONDS, unreachable, type PushAttempt } from '../push-sender.js';

/** The scope FCM HTTP v1 asks of the access token. */
export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';

/** An access token is used until this long before it expires, then renewed. */
const RENEW_BEFORE_MS = 5 * 60 * 1000;

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** What FCM says of a token it no longer knows: UNREGISTERED (404), or a 400 that calls the token invalid. */
function tokenGone(status: number, body: string): boolean {
  if (status === 404) return true;
  if (status !== 400) return false;
  try {
    const error = (JSON.parse(body) as { error?: { message?: unknown; details?: Array<{ errorCode?: unknown }> } }).error;
    const codes = (error?.details ?? []).map((detail) => detail.errorCode);
    return codes.includes('UNREGISTERED') || (codes.includes('INVALID_ARGUMENT') && /registration token/i.test(String(error?.message ?? '')));
  } catch {
    return false;
  }
}

/**
 * Android's notices, through FCM HTTP v1. The service account's key signs an OAuth 2 JWT assertion
 * (RS256: iss the account, aud its token_uri, the messaging scope, an hour), exchanged at token_uri
 * for an access token kept until five minutes before it expires; each notice is then one
 * `messages:send` with it. Both requests go through the guarded fetcher, as every other outbound
 * request does (public addresses only; loopback under OUTBOUND_ALLOW_LOOPBACK), which is why the
 * assertion is signed here with node:crypto rather than by google-auth-library, whose requests go
 * out through its own HTTP client.
 */
@Injectable()
export class FcmSender {
  private readonly settings: FcmSettings | null;
  private readonly key: KeyObject | null;
  private accessToken: { value: string; renewAt: number } | null = null;
  private renewing: Promise<string> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly fetcher: SafeFetcher,
  ) {
    this.settings = config.fcm;
    this.key = config.fcm ? createPrivateKey(config.fcm.privateKey) : null;
  }

  get configured(): boolean {
    return this.settings !== null;
  }

  /** One try of one notice to one Android device; `gone` when FCM no longer knows the token. */
  async attempt(token: string, payload: NotificationPayload): Promise<PushAttempt> {
    const settings = this.settings;
    if (!settings) return { status: null, retryAfter: null, gone: false, detail: 'no Android sender is set up' };
    const where = `FCM at ${new URL(settings.apiUrl).origin}`;
    try {
      let answer = await this.send(settings, token, payload, await this.currentToken(settings));
      if (answer.status === 401) {
        // The access token was revoked or expired early: one new one, one more try.
        this.accessToken = null;
        answer = await this.send(settings, token, payload, await this.currentToken(settings));
      }
      const said = answer.body.toString('utf8', 0, 300).replace(/\s+/g, ' ').trim();
      const retryAfter = answer.headers['retry-after'];
      return {
        status: answer.status,
        retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
        gone: tokenGone(answer.status, answer.body.toString('utf8')),
        detail: `${where} answered HTTP ${answer.status}${answer.status >= 300 && said ? ` ${said}` : ''}`,
      };
    } catch (error) {
      return unreachable(where, error);
    }
  }

  private send(settings: FcmSettings, token: string, payload: NotificationPayload, accessToken: string) {
    const message = {
      token,
      notification: { title: payload.title, body: payload.body },
      // data values are strings (FCM's rule); the app routes a tap by type, as the web does.
      data: { type: payload.data.type, url: payload.data.url },
      android: { priority: 'HIGH', ttl: `${PUSH_TTL_SECONDS}s`, collapse_key: payload.data.type, notification: { channel_id: ANDROID_NOTICE_CHANNEL.id, tag: payload.data.type } },
    };
    return this.fetcher.post(`${settings.apiUrl}/v1/projects/${encodeURIComponent(settings.projectId)}/messages:send`, {
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json; charset=utf-8' },
      body: Buffer.from(JSON.stringify({ message })),
      timeoutMs: this.config.pushTimeoutMs,
    });
  }

  /** The kept access token, or a new one; one exchange at a time however many notices wait for it. */
  private currentToken(settings: FcmSettings): Promise<string> {
    if (this.accessToken && Date.now() < this.accessToken.renewAt) return Promise.resolve(this.accessToken.value);
    this.renewing ??= this.exchange(settings).finally(() => (this.renewing = null));
    return this.renewing;
  }

  private async exchange(settings: FcmSettings): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const header = { alg: 'RS256', typ: 'JWT', ...(settings.privateKeyId ? { kid: settings.privateKeyId } : {}) };
    const claims = { iss: settings.clientEmail, scope: FCM_SCOPE, aud: settings.tokenUri, iat: now, exp: now + 3600 };
    const signed = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(claims))}`;
    const assertion = `${signed}.${b64url(sign('sha256', Buffer.from(signed), this.key!))}`;
    const answer = await this.fetcher.post(settings.tokenUri, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: Buffer.from(new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString()),
      timeoutMs: this.config.pushTimeoutMs,
    });
    const said = answer.body.toString('utf8');
    if (answer.status !== 200) throw new Error(`the token endpoint answered HTTP ${answer.status} ${said.slice(0, 200).replace(/\s+/g, ' ')}`);
    const token = JSON.parse(said) as { access_token?: unknown; expires_in?: unknown };
    if (typeof token.access_token !== 'string' || token.access_token === '') throw new Error('the token endpoint answered no access_token');
    const lifetimeMs = (typeof token.expires_in === 'number' && token.expires_in > 0 ? token.expires_in : 3600) * 1000;
    this.accessToken = { value: token.access_token, renewAt: Date.now() + Math.max(0, lifetimeMs - RENEW_BEFORE_MS) };
    return token.access_token;
  }
}
