import request from 'supertest';
import { DataSource } from 'typeorm';
import { bearer, signUp } from './support/accounts.js';
import { useTestApp } from './support/test-app.js';

/**
 * The small reads whose query reads the session's user too (auth/session-bound-reads.ts):
 * the session still decides. A token whose session ended, or whose account is gone, gets the 401 of
 * every signed-in call and none of the data read meanwhile; a live one gets its own user's data.
 */
describe('small reads that carry the session check', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });
  const db = () => app.t.app.get(DataSource);
  const READS = ['/api/households', '/api/preferences', '/api/notifications/settings', '/api/auth/oidc/account', '/api/recipes/categories'];

  it.each(READS)('%s answers 401 to a token whose session was ended (a password change signs out everywhere)', async (path) => {
    const { user, accessToken } = await signUp(app.server);
    await request(app.server).get(path).set(bearer(accessToken)).expect(200);
    await db().query('UPDATE users SET session_version = session_version + 1 WHERE id = $1', [user.id]);
    const res = await request(app.server).get(path).set(bearer(accessToken)).expect(401);
    expect(res.body).toEqual({ error: 'Authentication required' });
  });

  it.each(READS)('%s answers 401 to the token of a deleted account', async (path) => {
    const { user, accessToken } = await signUp(app.server);
    await db().query('DELETE FROM users WHERE id = $1', [user.id]);
    const res = await request(app.server).get(path).set(bearer(accessToken)).expect(401);
    expect(res.body).toEqual({ error: 'Authentication required' });
  });

  it('answers each caller their own data when many ask at once (reads of different people batched together)', async () => {
    const people = await Promise.all([0, 1, 2].map(() => signUp(app.server)));
    await Promise.all(
      people.map(({ accessToken }, i) =>
        request(app.server)
          .post('/api/preferences')
          .set(bearer(accessToken))
          .send({ dietaryRestrictions: [], allergies: { nuts: false, shellfish: false, eggs: false, fish: false }, maxCookingTime: 20 + i * 10, spiceLevel: 2, favoriteCuisines: [] })
          .expect(200),
      ),
    );
    const answers = await Promise.all(
      people.flatMap(({ accessToken }) => [0, 1, 2, 3].map(() => request(app.server).get('/api/preferences').set(bearer(accessToken)).expect(200))),
    );
    expect(answers.map((res) => (res.body as { maxCookingTime: number }).maxCookingTime)).toEqual([20, 20, 20, 20, 30, 30, 30, 30, 40, 40, 40, 40]);
    const households = await Promise.all(people.map(({ accessToken }) => request(app.server).get('/api/households').set(bearer(accessToken)).expect(200)));
    expect(households.map((res) => (res.body as Array<{ members: Array<{ id: number }> }>)[0].members.map((m) => m.id))).toEqual(people.map(({ user }) => [user.id]));
  });
});
