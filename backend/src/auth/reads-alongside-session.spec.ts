import { type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { ModuleRef } from '@nestjs/core';
import { Reflector } from '@nestjs/core';
import passport from 'passport';
import type { PersonRates } from '../common/throttling.js';
import type { AccessTokensService } from './access-tokens.service.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';
import type { JwtStrategy } from './jwt.strategy.js';
import { AlongsideReads, ReadAlongsideSession, sessionReadOf } from './reads-alongside-session.js';

/** The session lookup, settled by the test: the strategy answers once `settle` is called. */
function pendingSession() {
  let settle!: (user: { id: number } | false) => void;
  const answered = new Promise<{ id: number } | false>((resolve) => (settle = resolve));
  class Session extends passport.Strategy {
    override authenticate(this: passport.StrategyCreated<this>): void {
      void answered.then((user) => (user ? this.success(user) : this.fail(401)));
    }
  }
  return { strategy: new Session() as unknown as JwtStrategy, settle };
}

class Preferences {
  readonly reads: number[] = [];
  get(userId: number): Promise<string> {
    this.reads.push(userId);
    return Promise.resolve(`preferences of ${userId}`);
  }
}

class Routes {
  @ReadAlongsideSession(Preferences, (preferences, userId) => preferences.get(userId))
  marked(): void {}

  unmarked(): void {}
}

function setUp(tokenUserId: number | null = 7) {
  const preferences = new Preferences();
  const session = pendingSession();
  const subjectOf = jest.fn(() => tokenUserId);
  const reads = new AlongsideReads({ get: () => preferences } as unknown as ModuleRef, new Reflector(), { subjectOf } as unknown as AccessTokensService);
  const guard = new JwtAuthGuard(session.strategy, { count: () => Promise.resolve() } as unknown as PersonRates, reads);
  const call = (route: 'marked' | 'unmarked', method = 'GET') => {
    const req = { method, headers: { authorization: 'Bearer token' } };
    const context = { getHandler: () => Routes.prototype[route], switchToHttp: () => ({ getRequest: () => req }) } as unknown as ExecutionContext;
    return { req, verdict: guard.canActivate(context) };
  };
  return { preferences, session, subjectOf, call };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('JwtAuthGuard with a read alongside the session (reads-alongside-session.ts)', () => {
  it("starts a marked GET's read for the token's user before the session is confirmed, and hands the handler that read once it is", async () => {
    const { preferences, session, call } = setUp();
    const { req, verdict } = call('marked');
    expect(preferences.reads).toEqual([7]);
    expect(() => sessionReadOf(req)).toThrow();

    session.settle({ id: 7 });
    await expect(verdict).resolves.toBe(true);
    await expect(sessionReadOf(req)).resolves.toBe('preferences of 7');
    expect(preferences.reads).toEqual([7]);
  });

  it('answers 401 when the session has ended, and the read started early reaches no one', async () => {
    const { preferences, session, call } = setUp();
    const { req, verdict } = call('marked');
    session.settle(false);
    await expect(verdict).rejects.toBeInstanceOf(UnauthorizedException);
    expect(preferences.reads).toEqual([7]);
    expect(() => sessionReadOf(req)).toThrow();
  });

  it('lets a read that failed meanwhile go unseen when the session has ended (no unhandled rejection)', async () => {
    const { preferences, session, call } = setUp();
    jest.spyOn(preferences, 'get').mockRejectedValue(new Error('database down'));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const { verdict } = call('marked');
      await settled();
      session.settle(false);
      await expect(verdict).rejects.toBeInstanceOf(UnauthorizedException);
      await settled();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('starts the read of any other method only after the session is confirmed', async () => {
    const { preferences, session, call } = setUp();
    const { req, verdict } = call('marked', 'POST');
    expect(preferences.reads).toEqual([]);
    session.settle({ id: 7 });
    await verdict;
    await expect(sessionReadOf(req)).resolves.toBe('preferences of 7');
  });

  it('reads for the confirmed user, never for another one the token named', async () => {
    const { preferences, session, call } = setUp(8);
    const { req, verdict } = call('marked');
    session.settle({ id: 7 });
    await verdict;
    await expect(sessionReadOf(req)).resolves.toBe('preferences of 7');
    expect(preferences.reads).toEqual([8, 7]);
  });

  it('does nothing more for a route without a read (the token is not looked at twice)', async () => {
    const { preferences, session, subjectOf, call } = setUp();
    const { req, verdict } = call('unmarked');
    session.settle({ id: 7 });
    await expect(verdict).resolves.toBe(true);
    expect(subjectOf).not.toHaveBeenCalled();
    expect(preferences.reads).toEqual([]);
    expect(() => sessionReadOf(req)).toThrow();
  });
});
