import { addDays, DEFAULT_NOTIFICATION_SETTINGS, FAMILY_UPDATE_BATCH_MINUTES, localClock, NOTIFICATION_SETTING_KEYS, type NotificationPayload } from '@mealapp/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { FakePushService, PushSubscriber } from '@mealapp/build-tools/fake-push-service';
import { NotificationsJob } from '../src/notifications/notifications.job.js';
import { bearer, signUp } from './support/accounts.js';
import { households } from './support/households.js';
import { secondJob } from './support/second-job.js';
import { useTestApp } from './support/test-app.js';

// The push service is the one double: everything else is the app, its job and its database.
const push = new FakePushService();
beforeAll(() => push.start());
afterAll(() => push.stop());

const baseEnv = { THROTTLE_RELAXED: '1', OUTBOUND_ALLOW_LOOPBACK: 'true', VAPID_SUBJECT: 'mailto:ops@example.com', PUSH_TIMEOUT_MS: '1000' };
// Only familyUpdates (or nothing): the job runs at the real time, when daily notices may be due too.
const allOff = Object.fromEntries(NOTIFICATION_SETTING_KEYS.map((key) => [key, false])) as typeof DEFAULT_NOTIFICATION_SETTINGS;
const familyOnly = { ...allOff, familyUpdates: true };

/** The moment a batch started now is due: the job is run at real times, since additions carry the database's. */
const batchDue = () => new Date(Date.now() + FAMILY_UPDATE_BATCH_MINUTES * 60_000 + 1_000);

describe('familyUpdates: a push when another member adds to the shopping list or the plan', () => {
  const app = useTestApp(baseEnv);
  const db = () => app.t.app.get(DataSource);
  const job = () => app.t.app.get(NotificationsJob);
  const home = households(db);

  /** A subscribed member of `householdId` (their own new household when absent), with these settings. */
  async function member(name: string, settings: typeof DEFAULT_NOTIFICATION_SETTINGS, householdId?: number) {
    const { accessToken, user } = await signUp(app.server, { name });
    if (householdId !== undefined) await home.join(user.id, householdId);
    await request(app.server).put('/api/notifications/settings').set(bearer(accessToken)).send(settings).expect(200);
    const device = new PushSubscriber(push.endpoint(`family-user${user.id}`));
    await request(app.server).post('/api/notifications/subscribe').set(bearer(accessToken)).send(device.toJSON()).expect(201);
    return { accessToken, user, device, household: householdId ?? (await home.homeOf(user.id)) };
  }

  const addToList = async (token: string, ...names: string[]) => {
    const ids: number[] = [];
    for (const name of names) ids.push(((await request(app.server).post('/api/shopping').set(bearer(token)).send({ name }).expect(201)).body as { id: number }).id);
    return ids;
  };
  const received = (device: PushSubscriber) => push.to(device.endpoint).map((delivery) => device.decrypt(delivery.body) as NotificationPayload);

  it('sends the other member one push naming the 3 items once the batch is due, none to the one who added, and never the same batch twice', async () => {
    const ada = await member('Ada Lovelace', familyOnly);
    const bo = await member('Bo Smith', familyOnly, ada.household);
    await addToList(bo.accessToken, 'Milk', 'Eggs', 'Bread');

    expect(await job().run(new Date())).toMatchObject({ claimed: 0 });
    expect(received(ada.device)).toEqual([]);

    expect(await job().run(batchDue())).toMatchObject({ claimed: 1, delivered: 1 });
    expect(received(ada.device)).toEqual([
      { title: 'Shopping list', body: 'Bo added milk, eggs and bread to the shopping list', data: { type: 'family_shopping', url: '/shopping-list' } },
    ]);
    expect(received(bo.device)).toEqual([]);

    expect(await job().run(batchDue())).toMatchObject({ claimed: 0, delivered: 0 });
    // Ada ticks Bo's milk: a change, logged under the row's creator (Bo), is not something Bo added
    const list = (await request(app.server).get('/api/shopping').set(bearer(ada.accessToken)).expect(200)).body as Array<{ id: number; name: string }>;
    await request(app.server).patch(`/api/shopping/${list.find((item) => item.name === 'Milk')?.id}/toggle`).set(bearer(ada.accessToken)).send({}).expect(200);
    expect(await job().run(batchDue())).toMatchObject({ claimed: 0, delivered: 0 });
    expect(received(ada.device)).toHaveLength(1);
  });

  it('sends nothing to a member with familyUpdates off, while one with it on hears', async () => {
    const ada = await member('Ada Lovelace', allOff);
    const cy = await member('Cy Young', familyOnly, ada.household);
    const bo = await member('Bo Smith', familyOnly, ada.household);
    await addToList(bo.accessToken, 'Milk');
    await job().run(batchDue());
    expect(received(ada.device)).toEqual([]);
    expect(received(cy.device).map((payload) => payload.body)).toEqual(['Bo added milk to the shopping list']);
  });

  it("never tells a member of their own additions, only of the others'", async () => {
    const ada = await member('Ada Lovelace', familyOnly);
    const bo = await member('Bo Smith', familyOnly, ada.household);
    await addToList(ada.accessToken, 'Jam');
    await addToList(bo.accessToken, 'Tea');
    await job().run(batchDue());
    expect(received(ada.device).map((payload) => payload.body)).toEqual(['Bo added tea to the shopping list']);
    expect(received(bo.device).map((payload) => payload.body)).toEqual(['Ada added jam to the shopping list']);
  });

  it('leaves out what was deleted before the batch went out', async () => {
    const ada = await member('Ada Lovelace', familyOnly);
    const bo = await member('Bo Smith', familyOnly, ada.household);
    const [, eggs] = await addToList(bo.accessToken, 'Milk', 'Eggs');
    await request(app.server).delete(`/api/shopping/${eggs}`).set(bearer(bo.accessToken)).expect(204);
    await job().run(batchDue());
    expect(received(ada.device).map((payload) => payload.body)).toEqual(['Bo added milk to the shopping list']);
  });

  it('opens the planner for meals alone, and the list when a batch holds both', async () => {
    const ada = await member('Ada Lovelace', familyOnly);
    const bo = await member('Bo Smith', familyOnly, ada.household);
    const tomorrow = addDays(localClock(new Date(), 'UTC').date, 1);
    await request(app.server).post('/api/meal-plans').set(bearer(bo.accessToken)).send({ date: tomorrow, mealType: 'dinner', type: 'custom', customName: 'Lasagna' }).expect(201);
    await job().run(batchDue());
    await addToList(ada.accessToken, 'Basil');
    await request(app.server).post('/api/meal-plans').set(bearer(ada.accessToken)).send({ date: tomorrow, mealType: 'lunch', type: 'custom', customName: 'Soup' }).expect(201);
    await job().run(batchDue());

    const [plan] = received(ada.device);
    expect(plan).toEqual({ title: 'Meal plan', body: expect.stringMatching(/^Bo planned lasagna for (tomorrow's|today's) dinner$/), data: { type: 'family_plan', url: '/meal-plans' } });
    const [both] = received(bo.device);
    expect(both).toEqual({
      title: 'Shopping list',
      body: expect.stringMatching(/^Ada added basil to the shopping list and planned soup for (tomorrow's|today's) lunch$/),
      data: { type: 'family_shopping', url: '/shopping-list' },
    });
  });

  it('sends a batch once when two instances run the job at the same moment on one database', async () => {
    const ada = await member('Ada Lovelace', familyOnly);
    const bo = await member('Bo Smith', familyOnly, ada.household);
    await addToList(bo.accessToken, 'Milk', 'Eggs');
    const other = await secondJob(app.t, baseEnv);
    try {
      const now = batchDue();
      const reports = await Promise.all([job().run(now), other.job.run(now)]);
      expect(reports.reduce((sum, report) => sum + report.claimed, 0)).toBe(1);
    } finally {
      await other.close();
    }
    expect(received(ada.device).map((payload) => payload.body)).toEqual(['Bo added milk and eggs to the shopping list']);
  });
});
