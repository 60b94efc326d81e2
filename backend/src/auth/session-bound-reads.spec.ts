import { type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { ModuleRef } from '@nestjs/core';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import type { PersonRates } from '../common/throttling.js';
import type { SignedInUser } from '../users/signed-in-users.js';
import type { UsersService } from '../users/users.service.js';
import { AccessTokensService } from './access-tokens.service.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';
import { JwtStrategy } from './jwt.strategy.js';
import { ReadWithSession, type SessionBound, SessionBoundRoutes, sessionReadOf } from './session-bound-reads.js';

/** The users table as the test sets it: what a session-bound read and the session lookup both find. */
class Stored {
  users = new Map<number, SignedInUser>([[7, { id: 7, name: 'Ada', email: 'ada@example.com', sessionVersion: 0 }]]);
  readonly reads: number[] = [];
  readonly lookups: number[] = [];

  withSession(userId: number): Promise<SessionBound<string> | null> {
    this.reads.push(userId);
    const user = this.users.get(userId);
    return Promise.resolve(user ? { user, value: `preferences of ${userId}` } : null);
  }
}

class Routes {
  @ReadWithSession(Stored, (stored, userId) => stored.withSession(userId))
  marked(): void {}

  unmarked(): void {}
}

const jwt = new JwtService({ secret: 'a test key', signOptions: { algorithm: 'HS256', expiresIn: 900 }, verifyOptions: { algorithms: ['HS256'] } });

function setUp() {
  const stored = new Stored();
  const users = {
    findSignedIn: (id: number) => {
      stored.lookups.push(id);
      return Promise.resolve(stored.users.get(id) ?? null);
    },
  } as unknown as UsersService;
  const tokens = new AccessTokensService(jwt, users);
  const routes = new SessionBoundRoutes({ get: () => stored } as unknown as ModuleRef, new Reflector(), tokens);
  const guard = new JwtAuthGuard(new JwtStrategy(tokens), { count: () => Promise.resolve() } as unknown as PersonRates, routes);
  const call = async (route: 'marked' | 'unmarked', token: string) => {
    const req: { method: string; headers: { authorization: string }; user?: unknown } = { method: 'GET', headers: { authorization: `Bearer ${token}` } };
    const context = { getHandler: () => Routes.prototype[route], switchToHttp: () => ({ getRequest: () => req }) } as unknown as ExecutionContext;
    return { req, verdict: await guard.canActivate(context).catch((error: unknown) => error) };
  };
  return { stored, call };
}

describe('JwtAuthGuard with a read that carries the session (session-bound-reads.ts)', () => {
  it("authenticates a marked route by its read's user, hands the handler the read, and looks nothing else up", async () => {
    const { stored, call } = setUp();
    const { req, verdict } = await call('marked', await jwt.signAsync({ sub: 7, ver: 0 }));
    expect(verdict).toBe(true);
    expect(req.user).toEqual({ id: 7, name: 'Ada', email: 'ada@example.com' });
    expect(sessionReadOf(req)).toBe('preferences of 7');
    expect(stored.reads).toEqual([7]);
    expect(stored.lookups).toEqual([]);
  });

  it('answers 401 when the session has ended since the token was issued, and the read reaches no one', async () => {
    const { stored, call } = setUp();
    const token = await jwt.signAsync({ sub: 7, ver: 0 });
    stored.users.set(7, { ...stored.users.get(7)!, sessionVersion: 1 });
    const { req, verdict } = await call('marked', token);
    expect(verdict).toBeInstanceOf(UnauthorizedException);
    expect(req.user).toBeUndefined();
    expect(() => sessionReadOf(req)).toThrow();
  });

  it('answers 401 when the account is gone', async () => {
    const { stored, call } = setUp();
    const token = await jwt.signAsync({ sub: 7, ver: 0 });
    stored.users.delete(7);
    const { verdict } = await call('marked', token);
    expect(verdict).toBeInstanceOf(UnauthorizedException);
  });

  it('answers 401 to a token not signed by us without reading anything', async () => {
    const { stored, call } = setUp();
    const forged = await new JwtService({ secret: 'another key', signOptions: { algorithm: 'HS256', expiresIn: 900 } }).signAsync({ sub: 7, ver: 0 });
    const { verdict } = await call('marked', forged);
    expect(verdict).toBeInstanceOf(UnauthorizedException);
    expect(stored.reads).toEqual([]);
  });

  it('checks the session on its own for a route without a read', async () => {
    const { stored, call } = setUp();
    const { req, verdict } = await call('unmarked', await jwt.signAsync({ sub: 7, ver: 0 }));
    expect(verdict).toBe(true);
    expect(stored.lookups).toEqual([7]);
    expect(stored.reads).toEqual([]);
    expect(() => sessionReadOf(req)).toThrow();
  });
});

describe('AccessTokensService.grants', () => {
  const tokens = new AccessTokensService(jwt, {} as UsersService);
  it.each([
    [{ sub: 7, ver: 2 }, { id: 7, sessionVersion: 2 }, true],
    [{ sub: 7 }, { id: 7, sessionVersion: 0 }, true],
    [{ sub: 7, ver: 1 }, { id: 7, sessionVersion: 2 }, false],
    [{ sub: 7, ver: 2 }, { id: 8, sessionVersion: 2 }, false],
  ])('token %j, user %j: %s', (payload, user, granted) => {
    expect(tokens.grants(payload, user)).toBe(granted);
  });
});
