import request from 'supertest';
import { DataSource } from 'typeorm';
import { RetentionService } from '../../src/common/retention.service.js';
import { signUp } from '../support/accounts.js';
import { useTestApp } from '../support/test-app.js';

describe('retention: throttle counters, mail, sign-in attempts, tokens, invitations, error reports, idempotency keys and household changes are pruned', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });

  it('deletes what has outlived its use and keeps the rest', async () => {
    const db = app.t.app.get(DataSource);
    const { user } = await signUp(app.server);
    await db.query(`INSERT INTO outbox_messages (recipient, subject, body, created_at) VALUES ('old@example.com', 's', 'b', now() - interval '8 days'), ('new@example.com', 's', 'b', now())`);
    await db.query(`INSERT INTO failed_logins (email, address, created_at) VALUES ('old@example.com', '1', now() - interval '2 days'), ('new@example.com', '1', now())`);
    await db.query(`INSERT INTO client_error_reports (message, created_at) VALUES ('old', now() - interval '31 days'), ('new', now())`);
    await db.query(
      `INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES ($1, repeat('a', 64), now() - interval '2 days'), ($1, repeat('b', 64), now() + interval '1 hour')`,
      [user.id],
    );
    await db.query(`INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at) VALUES ($1, gen_random_uuid(), repeat('c', 64), now() - interval '2 days')`, [user.id]);
    await db.query(
      `INSERT INTO idempotent_writes (user_id, key, fingerprint, created_at) VALUES ($1, 'old-key-0000000001', repeat('d', 64), now() - interval '31 days'), ($1, 'new-key-0000000001', repeat('e', 64), now())`,
      [user.id],
    );
    await db.query(
      `INSERT INTO household_changes (household_id, entity, entity_id, op, created_at) VALUES (-1, 'pantry', 1, 'upsert', now() - interval '8 days'), (-1, 'pantry', 2, 'delete', now())`,
    );
    // A throttle's counter expires with its window (`expire`, in ms since 1970).
    await db.query(`INSERT INTO throttle_counters (key, points, expire) VALUES ('test:old', 3, $1), ('test:new', 1, $2)`, [Date.now() - 1_000, Date.now() + 60_000]);

    await db.query(
      `INSERT INTO household_invitations (household_id, code_hash, expires_at)
       SELECT current_household_id, decode(repeat(c, 64), 'hex'), now() - make_interval(days => d) FROM users, (VALUES ('a', 31), ('b', 29)) AS v(c, d) WHERE id = $1`,
      [user.id],
    );

    // A sign-in at the identity provider under way, and a link waiting for a password: minutes.
    await db.query(
      `INSERT INTO oidc_sign_ins (state_hash, nonce, code_verifier, expires_at) VALUES (repeat('f', 64), 'n', 'v', now() - interval '1 minute'), (repeat('1', 64), 'n', 'v', now() + interval '5 minutes')`,
    );
    await db.query(
      `INSERT INTO oidc_pending_links (ticket_hash, user_id, issuer, subject, expires_at) VALUES (repeat('f', 64), $1, 'https://id.example', 'old', now() - interval '1 minute'), (repeat('1', 64), $1, 'https://id.example', 'new', now() + interval '5 minutes')`,
      [user.id],
    );

    const deleted = await app.t.app.get(RetentionService).prune();
    expect(deleted).toEqual({
      throttle_counters: 1,
      outbox_messages: 1,
      failed_logins: 1,
      client_error_reports: 1,
      password_reset_tokens: 1,
      refresh_tokens: 1,
      idempotent_writes: 1,
      household_invitations: 1,
      household_changes: 1,
      oidc_sign_ins: 1,
      oidc_pending_links: 1,
    });
    const left = await db.query<Array<{ what: string }>>(
      `SELECT recipient AS what FROM outbox_messages WHERE recipient IN ('old@example.com', 'new@example.com')
       UNION ALL SELECT 'login:' || email FROM failed_logins WHERE email IN ('old@example.com', 'new@example.com')
       UNION ALL SELECT 'report:' || message FROM client_error_reports WHERE message IN ('old', 'new')
       UNION ALL SELECT 'reset:' || left(token_hash, 1) FROM password_reset_tokens WHERE user_id = $1
       UNION ALL SELECT 'key:' || key FROM idempotent_writes WHERE user_id = $1
       UNION ALL SELECT 'invitation:' || left(encode(code_hash, 'hex'), 1) FROM household_invitations
       UNION ALL SELECT 'change:' || entity_id FROM household_changes WHERE household_id = -1
       UNION ALL SELECT 'counter:' || key FROM throttle_counters WHERE key LIKE 'test:%'
       UNION ALL SELECT 'sign-in:' || left(state_hash, 1) FROM oidc_sign_ins
       UNION ALL SELECT 'link:' || subject FROM oidc_pending_links`,
      [user.id],
    );
    expect(left.map((row) => row.what).sort()).toEqual(['change:2', 'counter:test:new', 'invitation:b', 'key:new-key-0000000001', 'link:new', 'login:new@example.com', 'new@example.com', 'report:new', 'reset:b', 'sign-in:1']);
    expect(await app.t.app.get(RetentionService).prune()).toEqual({
      throttle_counters: 0,
      outbox_messages: 0,
      failed_logins: 0,
      client_error_reports: 0,
      password_reset_tokens: 0,
      refresh_tokens: 0,
      idempotent_writes: 0,
      household_invitations: 0,
      household_changes: 0,
      oidc_sign_ins: 0,
      oidc_pending_links: 0,
    });
  });

  it('keeps at most the newest 10,000 error reports', async () => {
    const db = app.t.app.get(DataSource);
    await db.query(`INSERT INTO client_error_reports (message) SELECT 'bulk ' || n FROM generate_series(1, 10005) AS n`);
    await app.t.app.get(RetentionService).prune();
    const [{ count, oldest }] = await db.query<Array<{ count: string; oldest: string }>>(`SELECT count(*), min(message) FILTER (WHERE message LIKE 'bulk %') AS oldest FROM client_error_reports`);
    expect(Number(count)).toBe(10_000);
    expect(oldest).not.toBe('bulk 1');
    await db.query(`DELETE FROM client_error_reports`);
  });

  it("keeps at most the newest 1,000 changes of each household, whatever the others' count", async () => {
    const db = app.t.app.get(DataSource);
    await db.query(`INSERT INTO household_changes (household_id, entity, entity_id, op) SELECT -2, 'shopping', n, 'upsert' FROM generate_series(1, 1005) AS n`);
    await db.query(`INSERT INTO household_changes (household_id, entity, entity_id, op) SELECT -3, 'shopping', n, 'upsert' FROM generate_series(1, 3) AS n`);
    await app.t.app.get(RetentionService).prune();
    const kept = await db.query<Array<{ household: number; count: number; oldest: number }>>(
      `SELECT household_id AS household, count(*)::int AS count, min(entity_id) AS oldest FROM household_changes WHERE household_id IN (-2, -3) GROUP BY 1 ORDER BY 1`,
    );
    expect(kept).toEqual([
      { household: -3, count: 3, oldest: 1 },
      { household: -2, count: 1_000, oldest: 6 },
    ]);
  });
});

describe('client error reports are capped per address and in total', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });

  it('an address that has sent 200 today is refused with 429, and nothing more is stored', async () => {
    const db = app.t.app.get(DataSource);
    const { id } = (await request(app.server).post('/api/errors').send({ message: 'first' }).expect(201)).body as { id: number };
    const [{ address }] = await db.query<Array<{ address: string }>>('SELECT address FROM client_error_reports WHERE id = $1', [id]);
    expect(address).toMatch(/127\.0\.0\.1|::1/);
    await db.query(`INSERT INTO client_error_reports (message, address) SELECT 'filler', $1 FROM generate_series(1, 199)`, [address]);
    const res = await request(app.server).post('/api/errors').send({ message: 'one too many' }).expect(429);
    expect(res.body).toEqual({ error: 'Too many error reports. Please try again later.' });
    const [{ count }] = await db.query<Array<{ count: string }>>(`SELECT count(*) FROM client_error_reports WHERE message = 'one too many'`);
    expect(Number(count)).toBe(0);
    await db.query(`DELETE FROM client_error_reports`);
  });

  it('a full store refuses new reports until the next pruning', async () => {
    const db = app.t.app.get(DataSource);
    await db.query(`INSERT INTO client_error_reports (message, address) SELECT 'filler', 'elsewhere-' || n FROM generate_series(1, 10000) AS n`);
    await request(app.server).post('/api/errors').send({ message: 'no room' }).expect(429);
    await db.query(`DELETE FROM client_error_reports`);
    await request(app.server).post('/api/errors').send({ message: 'room again' }).expect(201);
  });
});

describe('writes are rate-limited per user', () => {
  const app = useTestApp();

  it('the 121st write in a minute answers 429; reads and another user are unaffected', async () => {
    const { accessToken } = await signUp(app.server);
    const auth = { Authorization: `Bearer ${accessToken}` };
    for (let i = 0; i < 120; i += 1) await request(app.server).patch('/api/pantry/999999').set(auth).send({ name: 'x' }).expect(404);
    const limited = await request(app.server).post('/api/pantry').set(auth).send({ name: 'Rice', status: 'In Stock' }).expect(429);
    expect(limited.body).toEqual({ error: 'Too many requests. Please try again later.' });
    await request(app.server).get('/api/pantry').set(auth).expect(200);
    const other = await signUp(app.server);
    await request(app.server).post('/api/pantry').set({ Authorization: `Bearer ${other.accessToken}` }).send({ name: 'Rice', status: 'In Stock' }).expect(201);
    const stored = (await request(app.server).get('/api/pantry').set(auth).expect(200)).body as unknown[];
    expect(stored).toEqual([]);
  });
});
