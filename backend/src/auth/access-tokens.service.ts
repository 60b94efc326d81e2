import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { LRUCache } from 'lru-cache';
import type { User } from '../users/entities/user.entity.js';
import type { SignedInUser } from '../users/signed-in-users.js';
import { UsersService } from '../users/users.service.js';

export interface AccessTokenPayload {
  sub: number;
  /** The user's session version when issued: raising it ends every access token issued before. */
  ver?: number;
}

/** Tokens verified at once; each is about 200 bytes, so the cache stays around 2 MB at most. */
const VERIFIED_TOKENS_KEPT = 10_000;

@Injectable()
export class AccessTokensService {
  private readonly verified = new LRUCache<string, Readonly<AccessTokenPayload & { exp: number }>>({ max: VERIFIED_TOKENS_KEPT });

  constructor(
    private readonly jwt: JwtService,
    private readonly users: UsersService,
  ) {}

  issue(user: Pick<User, 'id' | 'sessionVersion'>): Promise<string> {
    const payload: AccessTokenPayload = { sub: user.id, ver: user.sessionVersion };
    return this.jwt.signAsync(payload);
  }

  /**
   * The user a verified token speaks for, as stored now; null when the account is gone or every
   * session was ended after the token was issued (tokens from before versions count as version 0).
   */
  async userFor(payload: AccessTokenPayload): Promise<SignedInUser | null> {
    const user = await this.users.findSignedIn(payload.sub);
    return user && this.grants(payload, user) ? user : null;
  }

  /** Whether a verified token speaks for `user` as stored now: theirs, and issued since their sessions last ended. */
  grants(payload: AccessTokenPayload, user: Pick<SignedInUser, 'id' | 'sessionVersion'>): boolean {
    return payload.sub === user.id && (payload.ver ?? 0) === user.sessionVersion;
  }

  /** The token of an `Authorization: Bearer …` header, or null. */
  bearerToken(authorization: string | undefined): string | null {
    return /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? null;
  }

  /** The payload of an `Authorization: Bearer …` header's token, as `verify` judges it, else null. */
  payloadOf(authorization: string | undefined): Readonly<AccessTokenPayload> | null {
    return this.verify(this.bearerToken(authorization));
  }

  /**
   * The payload of a token we signed that has not expired and names a user (an integer `sub`: ours
   * always do), else null. A verified token is remembered until its expiry, so the signature is
   * checked once per token, not once per call; what the token grants is still checked on every call
   * (userFor, grants).
   */
  verify(token: string | null): Readonly<AccessTokenPayload> | null {
    if (!token) return null;
    const known = this.verified.get(token);
    // By the token's own expiry, as jwt.verify judges it: the cache's TTL runs on another clock and
    // may keep an entry a moment longer.
    if (known) return Date.now() < known.exp * 1000 ? known : null;
    try {
      const payload = Object.freeze(this.jwt.verify<AccessTokenPayload & { exp: number }>(token));
      if (!Number.isInteger(payload.sub)) return null;
      const ttl = payload.exp * 1000 - Date.now();
      if (ttl > 0) this.verified.set(token, payload, { ttl });
      return payload;
    } catch {
      return null;
    }
  }

  /** For routes open to everyone that attach the user when one is signed in: never throws. */
  async userIdFromHeader(authorization: string | undefined): Promise<number | null> {
    const payload = this.payloadOf(authorization);
    if (!payload) return null;
    try {
      return (await this.userFor(payload))?.id ?? null;
    } catch {
      return null;
    }
  }
}
