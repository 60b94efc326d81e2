import { addDays, calendarDateIn, MEAL_PLAN_MESSAGES } from '@mealapp/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { HouseholdDto, HouseholdInvitationDto } from '../src/households/dto/household.dto.js';
import type { MealPlanDto } from '../src/meal-plans/dto/meal-plan.dto.js';
import { bearer, signUp } from './support/accounts.js';
import { useTestApp } from './support/test-app.js';

type Who = Awaited<ReturnType<typeof signUp>>;

const NOT_MEMBER = { error: MEAL_PLAN_MESSAGES.cookNotMember };
const tomorrow = () => addDays(calendarDateIn(new Date(), 'UTC'), 1);

/** A meal slot names who cooks it: a member of the meal's household, or nobody. */
describe('meal plans: who cooks', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });
  const db = () => app.t.app.get(DataSource);
  const as = (who: Who) => bearer(who.accessToken);

  const current = async (who: Who) => ((await request(app.server).get('/api/households').set(as(who)).expect(200)).body as HouseholdDto[]).find((h) => h.isCurrent)!;
  const plan = (who: Who, body: object) => request(app.server).post('/api/meal-plans').set(as(who)).send({ date: tomorrow(), mealType: 'dinner', type: 'custom', customName: 'Soup', ...body });
  const setCook = (who: Who, id: number, cookId: unknown) => request(app.server).patch(`/api/meal-plans/${id}`).set(as(who)).send({ cookId });
  const entries = async (who: Who) =>
    (await request(app.server).get('/api/meal-plans').query({ startDate: tomorrow(), endDate: tomorrow() }).set(as(who)).expect(200)).body as MealPlanDto[];
  const cooksOf = async (who: Who) => (await entries(who)).map((entry) => entry.cook);

  /** Ada owns the household, Bo joined it by invitation; Cy is someone else. */
  async function household() {
    const ada = await signUp(app.server, { name: 'Ada Lovelace' });
    const bo = await signUp(app.server, { name: 'Bo' });
    const cy = await signUp(app.server, { name: 'Cy' });
    const home = await current(ada);
    const invitation = (await request(app.server).post(`/api/households/${home.id}/invitations`).set(as(ada)).expect(201)).body as HouseholdInvitationDto;
    await request(app.server).post('/api/households/join').set(as(bo)).send({ code: invitation.code }).expect(200);
    return { ada, bo, cy, home };
  }

  it('names the cook on planning and by PATCH; every member reads it with the name; null clears it', async () => {
    const { ada, bo } = await household();
    const dinner = (await plan(ada, { cookId: bo.user.id }).expect(201)).body as MealPlanDto;
    expect(dinner).toMatchObject({ cookId: bo.user.id, cook: { id: bo.user.id, name: 'Bo' } });
    const lunch = (await plan(ada, { mealType: 'lunch' }).expect(201)).body as MealPlanDto;
    expect(lunch).toMatchObject({ cookId: null, cook: null });

    expect((await setCook(bo, lunch.id, ada.user.id).expect(200)).body).toEqual({ ...lunch, cookId: ada.user.id, cook: { id: ada.user.id, name: 'Ada Lovelace' } });
    expect(await cooksOf(ada)).toEqual([
      { id: ada.user.id, name: 'Ada Lovelace' },
      { id: bo.user.id, name: 'Bo' },
    ]);
    expect((await setCook(ada, dinner.id, null).expect(200)).body).toEqual({ ...dinner, cookId: null, cook: null });
    expect(await cooksOf(bo)).toEqual([{ id: ada.user.id, name: 'Ada Lovelace' }, null]);
  });

  it('refuses a cook who is not a member (400, naming why) or not an id, and changes nothing', async () => {
    const { ada, cy } = await household();
    const dinner = (await plan(ada, {}).expect(201)).body as MealPlanDto;
    const before = await entries(ada);

    for (const cookId of [cy.user.id, 2_000_000_000]) {
      expect((await plan(ada, { mealType: 'lunch', cookId }).expect(400)).body).toEqual(NOT_MEMBER);
      expect((await setCook(ada, dinner.id, cookId).expect(400)).body).toEqual(NOT_MEMBER);
    }
    for (const cookId of [0, -1, 1.5, '2', 2 ** 31]) {
      expect((await setCook(ada, dinner.id, cookId).expect(400)).body).toEqual({ error: MEAL_PLAN_MESSAGES.cookId });
    }
    expect((await request(app.server).patch(`/api/meal-plans/${dinner.id}`).set(as(ada)).send({}).expect(400)).body).toEqual({ error: 'cookId, servings, date or mealType is required' });
    expect((await request(app.server).patch(`/api/meal-plans/${dinner.id}`).set(as(ada)).send({ cookId: null, colour: 'red' }).expect(400)).body).toEqual({
      error: 'property colour should not exist',
    });
    expect(await entries(ada)).toEqual(before);
  });

  it("answers 404 for another household's entry and changes nothing, even naming one of its members", async () => {
    const { ada, bo, cy } = await household();
    const dinner = (await plan(ada, { cookId: bo.user.id }).expect(201)).body as MealPlanDto;
    for (const cookId of [cy.user.id, ada.user.id, null]) {
      expect((await setCook(cy, dinner.id, cookId).expect(404)).body).toEqual({ error: MEAL_PLAN_MESSAGES.notFound });
    }
    expect((await setCook(ada, 2_000_000_000, null).expect(404)).body).toEqual({ error: MEAL_PLAN_MESSAGES.notFound });
    expect(await cooksOf(ada)).toEqual([{ id: bo.user.id, name: 'Bo' }]);
  });

  it("a member who leaves or is removed stops cooking that household's meals, and only those", async () => {
    const { ada, bo, home } = await household();
    const dinner = (await plan(ada, { cookId: bo.user.id }).expect(201)).body as MealPlanDto;
    await plan(ada, { mealType: 'lunch', cookId: ada.user.id }).expect(201);
    // Bo cooks in a household of their own too: leaving Ada's leaves that one as it is.
    const boHome = (await request(app.server).get('/api/households').set(as(bo)).expect(200)).body as HouseholdDto[];
    const own = boHome.find((h) => h.id !== home.id)!;
    await request(app.server).put('/api/households/current').set(as(bo)).send({ householdId: own.id }).expect(200);
    await plan(bo, { cookId: bo.user.id }).expect(201);
    await request(app.server).put('/api/households/current').set(as(bo)).send({ householdId: home.id }).expect(200);

    await request(app.server).delete(`/api/households/${home.id}/members/${bo.user.id}`).set(as(ada)).expect(204);
    expect(await cooksOf(ada)).toEqual([{ id: ada.user.id, name: 'Ada Lovelace' }, null]);
    await request(app.server).put('/api/households/current').set(as(bo)).send({ householdId: own.id }).expect(200);
    expect(await cooksOf(bo)).toEqual([{ id: bo.user.id, name: 'Bo' }]);
    // And cannot be named again while out of it.
    expect((await setCook(ada, dinner.id, bo.user.id).expect(400)).body).toEqual(NOT_MEMBER);

    // Leaving by themselves works the same.
    const invitation = (await request(app.server).post(`/api/households/${home.id}/invitations`).set(as(ada)).expect(201)).body as HouseholdInvitationDto;
    await request(app.server).post('/api/households/join').set(as(bo)).send({ code: invitation.code }).expect(200);
    await setCook(ada, dinner.id, bo.user.id).expect(200);
    await request(app.server).delete(`/api/households/${home.id}/members/${bo.user.id}`).set(as(bo)).expect(204);
    expect(await cooksOf(ada)).toEqual([{ id: ada.user.id, name: 'Ada Lovelace' }, null]);
  });

  it("a household's deletion and a cook's account deletion go through with cooks named", async () => {
    const { ada, bo, home } = await household();
    await plan(bo, { cookId: ada.user.id }).expect(201);
    await plan(ada, { mealType: 'lunch', cookId: bo.user.id }).expect(201);
    await db().query(`DELETE FROM users WHERE id = $1`, [bo.user.id]);
    // Bo's own plan went with Bo's account (who planned it); Ada's lunch stays, with nobody cooking.
    expect((await entries(ada)).map(({ mealType, cook }) => [mealType, cook])).toEqual([['lunch', null]]);

    await setCook(ada, (await entries(ada))[0].id, ada.user.id).expect(200);
    await request(app.server).delete(`/api/households/${home.id}`).set(as(ada)).expect(204);
    expect(Number((await db().query<Array<{ n: string }>>(`SELECT count(*) AS n FROM meal_plans WHERE household_id = $1`, [home.id]))[0].n)).toBe(0);
  });
});
