import { accountNameFromClaims, emailVerified, isValidEmail, NATIVE_REDIRECT_URI, PROVIDER_SIGN_IN_MESSAGES, type ProviderClaims, type ProviderSignInProblem } from '@mealapp/domain';
import { ConflictException, Inject, Injectable, Logger, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import * as client from 'openid-client';
import { timingSafeEqual } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { sessionBoundReads } from '../session-bound-reads.js';
import { changedRows } from '../../common/changed-rows.js';
import { isUniqueViolation } from '../../common/database-errors.js';
import { SafeFetchError } from '../../common/safe-fetch/safe-fetch-error.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { OidcSettings } from '../../config/oidc-settings.js';
import { UsersService } from '../../users/users.service.js';
import { LoginAttemptsService } from '../login-attempts.service.js';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../password-hasher.js';
import { SessionsService, type SessionTokens } from '../sessions.service.js';
import { randomToken, sha256 } from '../tokens.js';
import { errorText, OidcProviderClient, ProviderUnreachableError, webRedirectUri } from './oidc-provider-client.js';

/** A sign-in at the provider, from the button to the callback: long enough to type a password and a second factor. */
export const SIGN_IN_TTL_MS = 10 * 60 * 1000;
/** A link waiting for the account's password. */
export const PENDING_LINK_TTL_MS = 10 * 60 * 1000;

const NOT_SET_UP = 'Sign-in with an identity provider is not set up here';

export type CallbackOutcome =
  | { kind: 'signed-in'; session: SessionTokens; returnTo: string | null }
  | { kind: 'link'; ticket: string; email: string; returnTo: string | null }
  | { kind: 'confirmed'; returnTo: string | null }
  | { kind: 'problem'; problem: ProviderSignInProblem; returnTo: string | null };

interface PendingSignIn {
  nonce: string;
  codeVerifier: string;
  returnTo: string | null;
  /** Set when the sign-in confirms this signed-in account rather than signing in. */
  confirmUserId: number | null;
  /** Started by the Android or iOS app: the provider comes back by the app's link (NATIVE_REDIRECT_URI). */
  native: boolean;
}

/** Who started a sign-in: the web app (the provider comes back to the web callback) or the Android or iOS app (to its link). */
export type SignInClient = 'web' | 'native';

/** The person as the provider vouched for them in this sign-in. */
interface ProviderPerson {
  issuer: string;
  subject: string;
  claims: ProviderClaims;
}

class Problem extends Error {
  constructor(readonly problem: ProviderSignInProblem, reason: string) {
    super(reason);
  }
}

/**
 * Sign-in with the household's OpenID provider (docs/sign-in.md), ending in the same session as a
 * password sign-in (SessionsService). Accounts are found by the provider's issuer and `sub`, never
 * by e-mail alone: an account with the provider's address is linked only when the provider says
 * the address is verified, and only once the person has given that account's password.
 */
@Injectable()
export class OidcSignInService {
  private readonly logger = new Logger('OidcSignIn');

  constructor(
    private readonly provider: OidcProviderClient,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly attempts: LoginAttemptsService,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get settings(): OidcSettings {
    if (!this.config.oidc) throw new NotFoundException(NOT_SET_UP);
    return this.config.oidc;
  }

  /**
   * The provider's authorization URL for a new sign-in, and its `state` (the browser keeps it in a
   * cookie: the callback must come back to the browser that started). The state's hash, the nonce
   * and the PKCE verifier are kept for the callback, which takes them once.
   * @throws ProviderUnreachableError
   */
  async start(returnTo: string | null, from: SignInClient = 'web'): Promise<{ url: string; state: string }> {
    return this.authorization({ returnTo, confirmUserId: null, native: from === 'native' });
  }

  /**
   * A fresh sign-in at the provider (max_age=0, prompt=login) by the signed-in account, standing in
   * for the password an account made there does not have (deleting the account, setting a password,
   * changing its address: AccountService.confirmIdentity). The callback
   * records it on the account's link (confirmed_at) if the same person signed in.
   * @throws ProviderUnreachableError
   */
  async startConfirmation(userId: number, returnTo: string | null, from: SignInClient = 'web'): Promise<{ url: string; state: string }> {
    if (!(await this.accountLinks(userId)).linked) throw new ConflictException(PROVIDER_SIGN_IN_MESSAGES.notLinked);
    return this.authorization({ returnTo, confirmUserId: userId, native: from === 'native' });
  }

  private async authorization(pending: Omit<PendingSignIn, 'nonce' | 'codeVerifier'>): Promise<{ url: string; state: string }> {
    const settings = this.settings;
    const configuration = await this.provider.configuration();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    await this.dataSource.query(
      `INSERT INTO oidc_sign_ins (state_hash, nonce, code_verifier, return_to, confirm_user_id, native, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [sha256(state), nonce, codeVerifier, pending.returnTo, pending.confirmUserId, pending.native, new Date(Date.now() + SIGN_IN_TTL_MS)],
    );
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri(pending),
      scope: settings.scopes,
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      ...(pending.confirmUserId === null ? {} : { max_age: '0', prompt: 'login' }),
    });
    return { url: url.href, state };
  }

  /**
   * The provider's answer at the callback (`from` 'web') or in the app link the Android or iOS app
   * was opened by ('native'): the person signed in, a link to confirm, or what went wrong. A sign-in
   * finishes only where it started: its redirect URI is part of the code's exchange.
   */
  async finish(query: URLSearchParams, browserState: string | undefined, from: SignInClient = 'web'): Promise<CallbackOutcome> {
    const settings = this.settings;
    const state = query.get('state') ?? '';
    // The state must be the one this browser was given: a callback carried to another browser (to sign it in as someone else) stops here.
    if (!state || !browserState || !sameText(state, browserState)) return { kind: 'problem', problem: 'failed', returnTo: null };
    const pending = await this.takePendingSignIn(state);
    if (!pending) return { kind: 'problem', problem: 'expired', returnTo: null };
    const { returnTo } = pending;
    if (pending.native !== (from === 'native')) return { kind: 'problem', problem: 'failed', returnTo };
    try {
      const person = await this.personFrom(query, state, pending);
      if (pending.confirmUserId !== null) return await this.confirm(pending.confirmUserId, person, returnTo);
      return await this.accountFor(settings, person, returnTo);
    } catch (error) {
      if (error instanceof Problem) {
        this.logger.warn(`sign-in with ${settings.providerName} refused: ${error.problem} (${error.message})`);
        return { kind: 'problem', problem: error.problem, returnTo };
      }
      throw error;
    }
  }

  /**
   * A link waiting for the account's password: the right one links the provider's account and signs
   * in. Guesses count against the account as sign-in's do.
   */
  async link(ticket: string, password: string, address: string): Promise<{ session: SessionTokens; returnTo: string | null }> {
    if (!this.config.oidc) throw new NotFoundException(NOT_SET_UP);
    const [pending] = (await this.dataSource.query(
      `SELECT l.user_id AS "userId", l.issuer, l.subject, l.return_to AS "returnTo", u.email
         FROM oidc_pending_links l JOIN users u ON u.id = l.user_id
        WHERE l.ticket_hash = $1 AND l.expires_at > now()`,
      [sha256(ticket)],
    )) as Array<{ userId: number; issuer: string; subject: string; returnTo: string | null; email: string }>;
    if (!pending) throw new Problem('expired', 'no such link waiting');
    const email = pending.email.toLowerCase();
    await this.attempts.claim(email, address);
    const user = await this.users.findByEmailWithPassword(email);
    const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
    if (!user || user.id !== pending.userId || !user.passwordHash || !ok) throw new UnauthorizedException(PROVIDER_SIGN_IN_MESSAGES.linkFailed);
    await this.attempts.clear(email, address);
    const linked = await this.dataSource.transaction(async (manager) => {
      // Taken once: two taps link once, and a used ticket never links again.
      const taken = await changedRows(manager, `DELETE FROM oidc_pending_links WHERE ticket_hash = $1 RETURNING user_id`, [sha256(ticket)]);
      if (taken.length === 0) return false;
      await this.linkIdentity(manager, user.id, pending.issuer, pending.subject);
      return true;
    });
    if (!linked) throw new Problem('expired', 'the link was already used');
    return { session: await this.sessions.start(user), returnTo: pending.returnTo };
  }

  /** The fresh sign-in counts for the account only if it was the person linked to it. */
  private async confirm(userId: number, person: ProviderPerson, returnTo: string | null): Promise<CallbackOutcome> {
    const confirmed = await changedRows(
      this.dataSource.manager,
      `UPDATE oidc_identities SET confirmed_at = now() WHERE user_id = $1 AND issuer = $2 AND subject = $3 RETURNING id`,
      [userId, person.issuer, person.subject],
    );
    if (confirmed.length === 0) throw new Problem('other-account', 'the provider signed in someone not linked to the account');
    return { kind: 'confirmed', returnTo };
  }

  /** Whether the account signs in with the provider, and whether it has a password besides. */
  async accountLinks(userId: number): Promise<{ linked: boolean; hasPassword: boolean }> {
    return (await this.linksWithSession(userId))?.value ?? { linked: false, hasPassword: false };
  }

  /** The same beside the session's user, in one statement, batched (Settings asks on every visit; auth/session-bound-reads.ts). */
  readonly linksWithSession = sessionBoundReads(
    () => this.dataSource,
    (userId) => `SELECT u.password_hash IS NOT NULL AS "hasPassword", EXISTS (SELECT 1 FROM oidc_identities i WHERE i.user_id = u.id) AS linked FROM users u WHERE u.id = ${userId}`,
    ([row]: Array<{ linked: boolean; hasPassword: boolean }>) => ({ linked: Boolean(row?.linked), hasPassword: Boolean(row?.hasPassword) }),
  );

  /**
   * Stops the provider signing this account in. Only an account with a password may: without one
   * nothing could sign it in. Under the account's row lock, so a password reset at the same moment
   * is seen one way or the other.
   */
  async unlink(userId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [user] = (await manager.query(`SELECT password_hash IS NOT NULL AS "hasPassword" FROM users WHERE id = $1 FOR UPDATE`, [userId])) as Array<{ hasPassword: boolean }>;
      if (!user?.hasPassword) throw new ConflictException(PROVIDER_SIGN_IN_MESSAGES.unlinkNeedsPassword);
      await manager.query(`DELETE FROM oidc_identities WHERE user_id = $1`, [userId]);
    });
  }

  private redirectUri(pending: Pick<PendingSignIn, 'native'>): string {
    return pending.native ? NATIVE_REDIRECT_URI : webRedirectUri(this.config);
  }

  private async takePendingSignIn(state: string): Promise<PendingSignIn | null> {
    // Taken once: a callback replayed (or sent twice) finds nothing.
    const [row] = await changedRows<PendingSignIn & { live: boolean }>(
      this.dataSource.manager,
      `DELETE FROM oidc_sign_ins WHERE state_hash = $1
       RETURNING nonce, code_verifier AS "codeVerifier", return_to AS "returnTo", confirm_user_id AS "confirmUserId", native, expires_at > now() AS live`,
      [sha256(state)],
    );
    return row?.live ? { nonce: row.nonce, codeVerifier: row.codeVerifier, returnTo: row.returnTo, confirmUserId: row.confirmUserId, native: row.native } : null;
  }

  /** The code exchanged and the ID token checked by openid-client; the person's claims, with userinfo's when the token lacks an address. */
  private async personFrom(query: URLSearchParams, state: string, pending: PendingSignIn): Promise<ProviderPerson> {
    let configuration: client.Configuration;
    try {
      configuration = await this.provider.configuration();
    } catch (error) {
      throw new Problem('unreachable', errorText(error));
    }
    const error = query.get('error');
    if (error) throw new Problem(error === 'access_denied' ? 'cancelled' : 'failed', `the provider answered ${error}`);
    const callbackUrl = new URL(this.redirectUri(pending));
    callbackUrl.search = query.toString();
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
        // A confirmation asked for max_age=0: the token must say the person signed in just now.
        ...(pending.confirmUserId === null ? {} : { maxAge: 0 }),
      });
    } catch (cause) {
      throw new Problem(unreachable(cause) ? 'unreachable' : 'failed', errorText(cause));
    }
    const idToken = tokens.claims();
    if (!idToken) throw new Problem('failed', 'no ID token');
    let claims = idToken as ProviderClaims;
    if (typeof idToken.email !== 'string' && configuration.serverMetadata().userinfo_endpoint) {
      try {
        claims = { ...(await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub)), ...idToken } as ProviderClaims;
      } catch (cause) {
        this.logger.warn(`userinfo could not be read: ${errorText(cause)}`);
      }
    }
    return { issuer: idToken.iss, subject: idToken.sub, claims };
  }

  /** spec: linked by `sub`; an address alone never signs anyone in. */
  private async accountFor(settings: OidcSettings, person: ProviderPerson, returnTo: string | null): Promise<CallbackOutcome> {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const linked = await this.linkedUser(person);
      if (linked) return { kind: 'signed-in', session: await this.sessions.start(linked), returnTo };
      const email = typeof person.claims.email === 'string' && isValidEmail(person.claims.email) ? person.claims.email.trim().toLowerCase() : null;
      const existing = email ? await this.users.findByEmail(email) : null;
      if (existing && email) {
        if (!emailVerified(person.claims)) throw new Problem('unverified-email', 'an account has the address and the provider has not verified it');
        return { kind: 'link', ticket: await this.pendingLink(existing.id, person, returnTo), email, returnTo };
      }
      if (!settings.signup) throw new Problem('no-account', 'OIDC_SIGNUP=false and no account is linked');
      if (!email) throw new Problem('no-email', 'the provider shared no address');
      const created = await this.createAccount(email, person);
      // null: the address was taken a moment ago (another sign-up); look again.
      if (created) return { kind: 'signed-in', session: await this.sessions.start(created), returnTo };
    }
    throw new Problem('failed', 'the account changed twice during the sign-in');
  }

  private async linkedUser(person: ProviderPerson) {
    const [row] = (await this.dataSource.query(`SELECT user_id AS "userId" FROM oidc_identities WHERE issuer = $1 AND subject = $2`, [person.issuer, person.subject])) as Array<{ userId: number }>;
    return row ? this.users.findById(row.userId) : null;
  }

  private async pendingLink(userId: number, person: ProviderPerson, returnTo: string | null): Promise<string> {
    const ticket = randomToken();
    await this.dataSource.query(`INSERT INTO oidc_pending_links (ticket_hash, user_id, issuer, subject, return_to, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`, [
      sha256(ticket),
      userId,
      person.issuer,
      person.subject,
      returnTo,
      new Date(Date.now() + PENDING_LINK_TTL_MS),
    ]);
    return ticket;
  }

  /** A new account with no password, and its link, in one transaction; null when the address is taken meanwhile. */
  private async createAccount(email: string, person: ProviderPerson) {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const user = await this.users.insertIn(manager, { email, name: accountNameFromClaims(person.claims), passwordHash: null });
        if (!user) return null;
        await this.linkIdentity(manager, user.id, person.issuer, person.subject);
        return user;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /** One link per provider account and one per account and provider: the constraints decide a race. */
  private async linkIdentity(manager: EntityManager, userId: number, issuer: string, subject: string): Promise<void> {
    await manager.query(`INSERT INTO oidc_identities (user_id, issuer, subject) VALUES ($1, $2, $3) ON CONFLICT (user_id, issuer) DO UPDATE SET subject = EXCLUDED.subject`, [
      userId,
      issuer,
      subject,
    ]);
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The provider could not be reached (as opposed to answering no). */
function unreachable(error: unknown): boolean {
  if (error instanceof ProviderUnreachableError || error instanceof SafeFetchError) return true;
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof SafeFetchError || (error instanceof Error && /timed out|abort/i.test(error.message));
}

export { Problem as ProviderSignInRefusal };
