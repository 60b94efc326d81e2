import type { IncomingHttpHeaders } from 'node:http';
import type passport from 'passport';

/**
 * Runs a Passport strategy for one request by Passport's strategy protocol (the strategy calls
 * success, fail or error on a per-request copy of itself, as passport.authenticate arranges), and
 * answers the user, or false when the strategy failed or asked for a redirect or a pass. No
 * session, no login helpers on the request: these calls are stateless bearer checks.
 */
export function runStrategy<TUser>(strategy: passport.Strategy, req: { headers: IncomingHttpHeaders }): Promise<TUser | false> {
  return new Promise((resolve, reject) => {
    const attempt = Object.create(strategy) as passport.StrategyCreated<passport.Strategy>;
    attempt.success = (user) => resolve(user as TUser);
    attempt.fail = () => resolve(false);
    attempt.redirect = () => resolve(false);
    attempt.pass = () => resolve(false);
    attempt.error = (error: unknown) => reject(error);
    try {
      attempt.authenticate(req as never);
    } catch (error) {
      reject(error);
    }
  });
}
