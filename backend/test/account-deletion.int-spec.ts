import request from 'supertest';
import { DataSource } from 'typeorm';
import { USER_DATA_TABLES } from '../src/my-data/user-data-tables.js';
import { bearer, signUp } from './support/accounts.js';
import { households } from './support/households.js';
import { seedEverything } from './support/my-data.js';
import { mailsTo } from './support/outbox.js';
import { useTestApp } from './support/test-app.js';

describe('your data: account deletion', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });
  const db = () => app.t.app.get(DataSource);
  const members = households(db);

  /** Every column that could name a person: a foreign key to users, or a name ending in user_id or _by. */
  async function personColumnsInSchema(): Promise<Array<{ table: string; column: string }>> {
    return (await db().query(
      `SELECT DISTINCT c.table_name AS table, c.column_name AS column FROM information_schema.columns c
     WHERE c.table_schema = 'public' AND (c.column_name LIKE '%user\\_id' OR c.column_name LIKE '%\\_by'
       OR EXISTS (SELECT 1 FROM information_schema.key_column_usage k
         JOIN information_schema.referential_constraints r ON r.constraint_name = k.constraint_name AND r.constraint_schema = k.constraint_schema
         JOIN information_schema.constraint_column_usage u ON u.constraint_name = r.unique_constraint_name AND u.constraint_schema = r.unique_constraint_schema
         WHERE k.table_schema = 'public' AND k.table_name = c.table_name AND k.column_name = c.column_name AND u.table_name = 'users'))
     ORDER BY 1, 2`,
    )) as Array<{ table: string; column: string }>;
  }

  async function rowsNaming(userId: number): Promise<string[]> {
    const found: string[] = [];
    for (const { table, column } of await personColumnsInSchema()) {
      const [{ n }] = (await db().query(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`, [userId])) as Array<{ n: number }>;
      if (n > 0) found.push(`${table}.${column}: ${n}`);
    }
    const [{ n }] = (await db().query(`SELECT count(*)::int AS n FROM users WHERE id = $1`, [userId])) as Array<{ n: number }>;
    if (n > 0) found.push('users.id');
    return found;
  }

  const deleteMe = (token: string, password: unknown) => request(app.server).delete('/api/me').set(bearer(token)).send({ password });

  describe('DELETE /api/me', () => {
    it('refuses a wrong password with 403 and keeps everything; a missing one with 400', async () => {
      const ada = await signUp(app.server);
      await seedEverything(app.server, ada.accessToken, 'Keep');
      const res = await deleteMe(ada.accessToken, 'not-my-password').expect(403);
      expect(res.body).toEqual({ error: 'Current password is incorrect' });
      await deleteMe(ada.accessToken, undefined).expect(400);
      await request(app.server).delete('/api/me').set(bearer(ada.accessToken)).send({ password: ada.account.password, extra: 1 }).expect(400);
      await request(app.server).get('/api/me').set(bearer(ada.accessToken)).expect(200);
      expect((await rowsNaming(ada.user.id)).length).toBeGreaterThan(5);
    });

    it('counts wrong passwords toward the sign-in lockout, as a password change does', async () => {
      const ada = await signUp(app.server);
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) statuses.push((await deleteMe(ada.accessToken, `wrong-${i}`)).status);
      expect(statuses.slice(0, 3)).toEqual([403, 403, 403]);
      expect(statuses).toContain(429);
      await deleteMe(ada.accessToken, ada.account.password).expect(429);
      await request(app.server).get('/api/me').set(bearer(ada.accessToken)).expect(200);
    });

    it('removes every row naming the person, hands owned households on or deletes them, ends sessions and mails a confirmation', async () => {
      const ada = await signUp(app.server, { name: 'Ada Leaving' });
      const bo = await signUp(app.server, { name: 'Bo Next' });
      const cy = await signUp(app.server, { name: 'Cy Later' });
      const di = await signUp(app.server, { name: 'Di Owner' });
      const auth = bearer(ada.accessToken);

      // Ada's own household, hers alone: deleted with everything in it
      const alone = await members.homeOf(ada.user.id);
      await seedEverything(app.server, ada.accessToken, 'Alone');
      // a household Ada owns with Bo (joined first) and Cy: handed to Bo
      const family = ((await request(app.server).post('/api/households').set(auth).send({ name: 'Family' }).expect(201)).body as { id: number }).id;
      await members.join(bo.user.id, family);
      await members.join(cy.user.id, family);
      await db().query(`UPDATE household_members SET joined_at = now() + interval '1 hour' WHERE household_id = $1 AND user_id = $2`, [family, cy.user.id]);
      await request(app.server).put('/api/households/current').set(auth).send({ householdId: family }).expect(200);
      await request(app.server).post('/api/pantry').set(auth).send({ name: 'Family flour', status: 'In Stock' }).expect(201);
      const list = await request(app.server).post('/api/shopping').set(auth).send({ name: 'Family eggs' }).expect(201);
      await request(app.server)
        .patch(`/api/shopping/${(list.body as { id: number }).id}/toggle`)
        .set(bearer(bo.accessToken))
        .send({})
        .expect(200);
      await request(app.server)
        .patch(`/api/shopping/${(list.body as { id: number }).id}/toggle`)
        .set(auth)
        .send({})
        .expect(200);
      // a household Di owns, where Ada is a member: Ada leaves it, what she added stays
      const dis = await members.homeOf(di.user.id);
      await members.join(ada.user.id, dis);
      await request(app.server).post('/api/pantry').set(auth).send({ name: 'Di salt by Ada', status: 'In Stock' }).expect(201);
      const refresh = await request(app.server).post('/api/auth/refresh').set('Cookie', `refresh_token=${ada.refreshToken}`);
      const liveCookie = (refresh.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('refresh_token='))!.split(';')[0];

      await deleteMe(ada.accessToken, ada.account.password).expect(204);

      expect(await rowsNaming(ada.user.id)).toEqual([]);
      const byEmail = (await db().query(`SELECT count(*)::int AS n FROM failed_logins WHERE lower(email) = lower($1)`, [ada.account.email])) as Array<{ n: number }>;
      expect(byEmail[0].n).toBe(0);
      // her own household and its rows are gone
      expect(await db().query(`SELECT id FROM households WHERE id = $1`, [alone])).toEqual([]);
      expect(await db().query(`SELECT id FROM pantry_items WHERE household_id = $1`, [alone])).toEqual([]);
      // Family is Bo's now, with what Ada added in it
      expect(await db().query(`SELECT user_id, role FROM household_members WHERE household_id = $1 ORDER BY user_id`, [family])).toEqual([
        { user_id: bo.user.id, role: 'owner' },
        { user_id: cy.user.id, role: 'member' },
      ]);
      // (the eggs reached the pantry when ticked)
      expect(await db().query(`SELECT name, user_id, updated_by FROM pantry_items WHERE household_id = $1 ORDER BY name`, [family])).toEqual([
        { name: 'Family eggs', user_id: bo.user.id, updated_by: null },
        { name: 'Family flour', user_id: bo.user.id, updated_by: null },
      ]);
      expect(await db().query(`SELECT name, user_id, checked_by FROM shopping_items WHERE household_id = $1`, [family])).toEqual([
        { name: 'Family eggs', user_id: bo.user.id, checked_by: null },
      ]);
      // Di's household keeps the salt, now credited to Di
      expect(await db().query(`SELECT name, user_id FROM pantry_items WHERE household_id = $1`, [dis])).toEqual([{ name: 'Di salt by Ada', user_id: di.user.id }]);
      // the other members carry on
      await request(app.server).get('/api/pantry').set(bearer(bo.accessToken)).expect(200);

      // signed out everywhere, and cannot sign in again
      await request(app.server).get('/api/me').set(auth).expect(401);
      await request(app.server).post('/api/auth/refresh').set('Cookie', liveCookie).expect(401);
      await request(app.server).post('/api/auth/login').send({ email: ada.account.email, password: ada.account.password }).expect(401);

      const mails = await mailsTo(app.t, ada.account.email);
      expect(mails.map((mail) => mail.subject)).toEqual(['Your account was deleted']);
      expect(mails[0].body).toContain('Family: handed over to Bo Next');
      expect(mails[0].body).toMatch(/household: deleted with everything in it/);
    });

    it("leaves other people's rows alone", async () => {
      const ada = await signUp(app.server);
      const bo = await signUp(app.server);
      await seedEverything(app.server, bo.accessToken, 'Bo');
      const before = await rowsNaming(bo.user.id);
      await deleteMe(ada.accessToken, ada.account.password).expect(204);
      expect(await rowsNaming(bo.user.id)).toEqual(before);
    });
  });

  describe('user-data-tables.ts', () => {
    it('classifies every table, and names every column that refers to a person', async () => {
      const tables = (
        (await db().query(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`)) as Array<{
          name: string;
        }>
      ).map((t) => t.name);
      expect(tables.filter((table) => !(table in USER_DATA_TABLES))).toEqual([]);
      expect(Object.keys(USER_DATA_TABLES).filter((table) => !tables.includes(table))).toEqual([]);
      const unnamed = (await personColumnsInSchema()).filter(({ table, column }) => !(column in (USER_DATA_TABLES as Record<string, { person: object }>)[table].person));
      expect(unnamed).toEqual([]);
    });
  });
});
