import { HOUSEHOLD_MESSAGES as M } from '@mealapp/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { HouseholdDto, HouseholdInvitationDto } from '../src/households/dto/household.dto.js';
import { bearer, signUp } from './support/accounts.js';
import { useTestApp, type SharedTestApp } from './support/test-app.js';

type Who = Awaited<ReturnType<typeof signUp>>;

const calls = (app: SharedTestApp) => {
  const as = (who: Who) => bearer(who.accessToken);
  return {
    households: async (who: Who) => (await request(app.server).get('/api/households').set(as(who)).expect(200)).body as HouseholdDto[],
    current: async (who: Who) => ((await request(app.server).get('/api/households').set(as(who)).expect(200)).body as HouseholdDto[]).find((h) => h.isCurrent)!,
    invite: async (who: Who, id: number) => (await request(app.server).post(`/api/households/${id}/invitations`).set(as(who)).expect(201)).body as HouseholdInvitationDto,
    join: (who: Who, code: string) => request(app.server).post('/api/households/join').set(as(who)).send({ code }),
    pantry: async (who: Who) => ((await request(app.server).get('/api/pantry').set(as(who)).expect(200)).body as Array<{ name: string }>).map((item) => item.name),
    as,
  };
};

describe('households: /api/households', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });
  const { households, current, invite, join, pantry, as } = calls(app);
  const db = () => app.t.app.get(DataSource);

  /** A owns a household holding Milk; B has been invited and joined it. */
  async function together() {
    const a = await signUp(app.server, { name: 'Ada Lovelace' });
    const b = await signUp(app.server, { name: 'Bo Peep' });
    await request(app.server).post('/api/pantry').set(as(a)).send({ name: 'Milk', status: 'In Stock' }).expect(201);
    const home = await current(a);
    const invitation = await invite(a, home.id);
    await join(b, invitation.code).expect(200);
    return { a, b, home };
  }

  it('every account has a household of its own: owner, current, with itself as the one member', async () => {
    const a = await signUp(app.server, { name: 'Ada Lovelace' });
    expect(await households(a)).toEqual([{ id: expect.any(Number), name: "Ada's household", role: 'owner', isCurrent: true, members: [{ id: a.user.id, name: 'Ada Lovelace', role: 'owner' }] }]);
  });

  it('creates a household, current from then on, and renames it; a bad name is refused and nothing is made', async () => {
    const a = await signUp(app.server);
    const [own] = await households(a);
    const flat = (await request(app.server).post('/api/households').set(as(a)).send({ name: '  The Flat ' }).expect(201)).body as HouseholdDto;
    expect(flat).toMatchObject({ name: 'The Flat', role: 'owner', isCurrent: true });
    expect(await pantry(a)).toEqual([]);
    expect((await request(app.server).patch(`/api/households/${flat.id}`).set(as(a)).send({ ...flat, name: 'Our Flat' }).expect(200)).body).toMatchObject({ name: 'Our Flat' });
    for (const [body, error] of [
      [{ name: '  ' }, M.nameRequired],
      [{ name: 'x'.repeat(61) }, M.nameTooLong],
      [{}, M.nameRequired],
      [{ name: 'Home', colour: 'red' }, 'property colour should not exist'],
    ] as const) {
      expect((await request(app.server).post('/api/households').set(as(a)).send(body).expect(400)).body).toEqual({ error });
    }
    expect((await households(a)).map((h) => h.id)).toEqual([own.id, flat.id]);
  });

  it('invites by a code and a link valid for 7 days; the invitee sees who invited them, joins, and shares the pantry', async () => {
    const a = await signUp(app.server, { name: 'Ada Lovelace' });
    const b = await signUp(app.server, { name: 'Bo Peep' });
    await request(app.server).post('/api/pantry').set(as(a)).send({ name: 'Milk', status: 'In Stock' }).expect(201);
    const home = await current(a);
    const invitation = await invite(a, home.id);
    expect(invitation.code).toMatch(/^[2-9A-HJKMNP-TV-Z]{5}-[2-9A-HJKMNP-TV-Z]{5}$/);
    expect(invitation.url).toBe(`${app.t.config.appUrl}/join/${invitation.code}`);
    const days = (Date.parse(invitation.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const typed = invitation.code.toLowerCase().replace('-', ' ');
    expect((await request(app.server).get(`/api/households/invitations/${encodeURIComponent(typed)}`).set(as(b)).expect(200)).body).toEqual({
      householdName: "Ada's household",
      invitedBy: 'Ada Lovelace',
      expiresAt: invitation.expiresAt,
    });
    const joined = (await join(b, typed).expect(200)).body as HouseholdDto;
    expect(joined).toMatchObject({ id: home.id, role: 'member', isCurrent: true });
    expect(joined.members).toEqual([
      { id: a.user.id, name: 'Ada Lovelace', role: 'owner' },
      { id: b.user.id, name: 'Bo Peep', role: 'member' },
    ]);
    expect(await pantry(b)).toEqual(['Milk']);
    // B keeps their own household too, no longer current.
    expect((await households(b)).map((h) => [h.role, h.isCurrent])).toEqual([
      ['owner', false],
      ['member', true],
    ]);
  });

  it('an invitation is used once, can be withdrawn, expires, and a wrong code is refused alike', async () => {
    const { a, home } = await together();
    const c = await signUp(app.server);
    const [used] = (await db().query(`SELECT 1 FROM household_invitations WHERE household_id = $1 AND used_at IS NOT NULL`, [home.id])) as unknown[];
    expect(used).toBeDefined();
    const again = await invite(a, home.id);
    await request(app.server).delete(`/api/households/${home.id}/invitations/${again.code}`).set(as(a)).expect(204);
    for (const gone of [again.code, 'ZZZZZ-ZZZZZ']) {
      expect((await request(app.server).delete(`/api/households/${home.id}/invitations/${gone}`).set(as(a)).expect(404)).body).toEqual({ error: M.invitationNotFound });
    }
    const expired = await invite(a, home.id);
    await db().query(`UPDATE household_invitations SET expires_at = now() - interval '1 second' WHERE household_id = $1 AND used_at IS NULL AND revoked_at IS NULL`, [home.id]);
    const all = [await invite(a, home.id), await invite(a, home.id)];
    await request(app.server).delete(`/api/households/${home.id}/invitations`).set(as(a)).expect(204);
    for (const code of [again.code, expired.code, ...all.map((i) => i.code), 'ZZZZZ-ZZZZZ', 'not a code']) {
      expect((await join(c, code).expect(404)).body).toEqual({ error: M.invitationNotFound });
      await request(app.server).get(`/api/households/invitations/${encodeURIComponent(code)}`).set(as(c)).expect(404);
    }
    expect((await join(c, '').expect(404)).body).toEqual({ error: M.invitationNotFound });
    expect((await households(c)).map((h) => h.id)).not.toContain(home.id);
    // Every invitation is kept, as the record of who joined how, until retention removes it (a month after it expired).
    const kept = (await db().query(`SELECT count(*)::int AS n FROM household_invitations WHERE household_id = $1`, [home.id])) as Array<{ n: number }>;
    expect(kept[0].n).toBe(5);
  });

  it('switches households; a household that is not theirs answers 404', async () => {
    const { a, b, home } = await together();
    const [own] = (await households(b)).filter((h) => h.role === 'owner');
    expect((await request(app.server).put('/api/households/current').set(as(b)).send({ householdId: own.id }).expect(200)).body).toMatchObject({ id: own.id, isCurrent: true });
    expect(await pantry(b)).toEqual([]);
    await request(app.server).put('/api/households/current').set(as(b)).send({ householdId: home.id }).expect(200);
    expect(await pantry(b)).toEqual(['Milk']);
    const [aOwn] = await households(a);
    const outsider = await signUp(app.server);
    expect((await request(app.server).put('/api/households/current').set(as(outsider)).send({ householdId: aOwn.id }).expect(404)).body).toEqual({ error: M.notFound });
  });

  it('the owner removes a member, who loses access on their next call and is back in their own household', async () => {
    const { a, b, home } = await together();
    const [own] = (await households(b)).filter((h) => h.role === 'owner');
    const [milk] = (await request(app.server).get('/api/pantry').set(as(b)).expect(200)).body as Array<{ id: number }>;
    await request(app.server).delete(`/api/households/${home.id}/members/${b.user.id}`).set(as(a)).expect(204);
    await request(app.server).patch(`/api/pantry/${milk.id}`).set(as(b)).send({ status: 'Low Stock' }).expect(404);
    expect(await pantry(b)).toEqual([]);
    // Back in the household they own, not in a new one.
    expect((await households(b)).map((h) => [h.id, h.isCurrent])).toEqual([[own.id, true]]);
    expect((await households(a))[0].members.map((m) => m.id)).toEqual([a.user.id]);
    expect((await request(app.server).delete(`/api/households/${home.id}/members/${b.user.id}`).set(as(a)).expect(404)).body).toEqual({ error: M.memberNotFound });
  });

  it('a member leaves; the owner cannot leave, and a member cannot remove another', async () => {
    const { a, b, home } = await together();
    const c = await signUp(app.server);
    await join(c, (await invite(a, home.id)).code).expect(200);
    expect((await request(app.server).delete(`/api/households/${home.id}/members/${c.user.id}`).set(as(b)).expect(403)).body).toEqual({ error: M.ownerOnly });
    expect((await request(app.server).delete(`/api/households/${home.id}/members/${a.user.id}`).set(as(a)).expect(409)).body).toEqual({ error: M.ownerCannotLeave });
    await request(app.server).delete(`/api/households/${home.id}/members/${b.user.id}`).set(as(b)).expect(204);
    expect(await pantry(b)).toEqual([]);
    expect((await households(a)).find((h) => h.id === home.id)?.members.map((m) => m.id)).toEqual([a.user.id, c.user.id]);
  });

  it('hands the household over: the new owner may rename it, the old one stays as a member and may not', async () => {
    const { a, b, home } = await together();
    const handed = (await request(app.server).patch(`/api/households/${home.id}/members/${b.user.id}`).set(as(a)).send({ role: 'owner' }).expect(200)).body as HouseholdDto;
    expect(handed).toMatchObject({ role: 'member' });
    expect(handed.members.map((m) => [m.id, m.role])).toEqual([
      [b.user.id, 'owner'],
      [a.user.id, 'member'],
    ]);
    expect((await request(app.server).patch(`/api/households/${home.id}`).set(as(a)).send({ name: 'Mine' }).expect(403)).body).toEqual({ error: M.ownerOnly });
    await request(app.server).patch(`/api/households/${home.id}`).set(as(b)).send({ name: 'Ours' }).expect(200);
    expect((await request(app.server).patch(`/api/households/${home.id}/members/${a.user.id}`).set(as(b)).send({ role: 'member' }).expect(400)).body).toEqual({ error: M.onlyRoleOwner });
  });

  it('deleting a household deletes what it holds and moves every member on, to a new household of their own if they have none', async () => {
    const { a, b, home } = await together();
    const [aOwn] = await households(a);
    // A, in their own household only now as owner of home: delete theirs first, so home is all A has.
    expect(aOwn.id).toBe(home.id);
    await request(app.server).delete(`/api/households/${home.id}`).set(as(b)).expect(403);
    await request(app.server).delete(`/api/households/${home.id}`).set(as(a)).expect(204);
    expect(Number((await db().query(`SELECT count(*) AS n FROM pantry_items WHERE household_id = $1`, [home.id]))[0].n)).toBe(0);
    const [fresh] = await households(a);
    expect(fresh).toMatchObject({ name: "Ada's household", role: 'owner', isCurrent: true });
    expect(fresh.id).not.toBe(home.id);
    expect((await current(b)).role).toBe('owner');
    expect(await pantry(a)).toEqual([]);
  });

  it("anyone else gets 404 for a household's every route and id, and changes nothing", async () => {
    const { a, b, home } = await together();
    const outsider = await signUp(app.server);
    const code = (await invite(a, home.id)).code;
    const tries = [
      request(app.server).patch(`/api/households/${home.id}`).set(as(outsider)).send({ name: 'Taken' }),
      request(app.server).delete(`/api/households/${home.id}`).set(as(outsider)),
      request(app.server).post(`/api/households/${home.id}/invitations`).set(as(outsider)),
      request(app.server).delete(`/api/households/${home.id}/invitations`).set(as(outsider)),
      request(app.server).delete(`/api/households/${home.id}/invitations/${code}`).set(as(outsider)),
      request(app.server).delete(`/api/households/${home.id}/members/${b.user.id}`).set(as(outsider)),
      request(app.server).patch(`/api/households/${home.id}/members/${outsider.user.id}`).set(as(outsider)).send({ role: 'owner' }),
      request(app.server).put('/api/households/current').set(as(outsider)).send({ householdId: home.id }),
      request(app.server).patch('/api/households/99999999').set(as(outsider)).send({ name: 'x' }),
      request(app.server).delete('/api/households/abc').set(as(outsider)),
    ];
    for (const call of tries) expect((await call).status).toBe(404);
    expect((await households(a)).find((h) => h.id === home.id)).toMatchObject({ name: "Ada's household" });
    // The invitation is still open for the one it was meant for.
    await join(await signUp(app.server), code).expect(200);
  });
});

describe('households: codes are rate limited', () => {
  const app = useTestApp();
  const { join, as } = calls(app);

  it('refuses the eleventh code tried in a minute with 429', async () => {
    const who = await signUp(app.server);
    for (let i = 0; i < 10; i += 1) await join(who, 'ZZZZZ-ZZZZZ').expect(404);
    expect((await join(who, 'ZZZZZ-ZZZZZ').expect(429)).body).toEqual({ error: 'Too many invitation codes tried. Please wait a minute and try again.' });
    await request(app.server).get('/api/households/invitations/ZZZZZ-ZZZZZ').set(as(who)).expect(429);
  });
});
