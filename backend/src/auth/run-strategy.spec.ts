import type { IncomingMessage } from 'node:http';
import passport from 'passport';
import { runStrategy } from './run-strategy.js';

/** A strategy that does what it is told: the request's `x-outcome` header names the call it makes. */
class Scripted extends passport.Strategy {
  override authenticate(this: passport.StrategyCreated<this>, req: IncomingMessage): void {
    switch (req.headers['x-outcome']) {
      case 'success':
        return this.success({ id: 7 } as Express.User);
      case 'fail':
        return this.fail(401);
      case 'redirect':
        return this.redirect('/elsewhere');
      case 'pass':
        return this.pass();
      case 'error':
        return this.error(new Error('database down'));
      case 'later':
        setImmediate(() => this.success({ id: 8 } as Express.User));
        return;
      default:
        throw new Error('thrown');
    }
  }
}

const request = (outcome: string) => ({ headers: { 'x-outcome': outcome } }) as unknown as IncomingMessage;

describe('runStrategy', () => {
  it.each([
    ['success', { id: 7 }],
    ['later', { id: 8 }],
    ['fail', false],
    ['redirect', false],
    ['pass', false],
  ])('answers what the strategy decided on %p', async (outcome, user) => {
    await expect(runStrategy(new Scripted(), request(outcome))).resolves.toEqual(user);
  });

  it.each(['error', 'throw'])('rejects when the strategy %s', async (outcome) => {
    await expect(runStrategy(new Scripted(), request(outcome))).rejects.toThrow(outcome === 'error' ? 'database down' : 'thrown');
  });

  it('leaves the strategy itself untouched, so concurrent requests do not share outcomes', async () => {
    const strategy = new Scripted();
    const [a, b] = await Promise.all([runStrategy(strategy, request('later')), runStrategy(strategy, request('fail'))]);
    expect([a, b]).toEqual([{ id: 8 }, false]);
    expect(Object.hasOwn(strategy, 'success')).toBe(false);
  });
});
