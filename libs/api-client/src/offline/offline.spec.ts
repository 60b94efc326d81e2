import { waitFor } from '@testing-library/react';
import {
  createAppStore,
  generatedApi,
  isUnsaved,
  optimisticList,
  PANTRY_LIST_TAG,
  signedOut,
  type AppStore,
  type CreatePantryItemApiArg,
  type PantryItemDto,
  type UpdatePantryItemApiArg,
} from '../index';
import { stubNetwork, type Answer, type RecordedCall } from '../testing';

const MILK: PantryItemDto = { id: 1, name: 'Milk', status: 'In Stock', category: null, expirationDate: null, updatedBy: null };
const RICE: PantryItemDto = { id: 2, name: 'Rice', status: 'Low Stock', category: null, expirationDate: null, updatedBy: null };

const pantry = optimisticList('listPantryItems', PANTRY_LIST_TAG);
const api = generatedApi.enhanceEndpoints({
  endpoints: {
    createPantryItem: pantry.create((body: CreatePantryItemApiArg, id) => ({ id, name: body.name, status: body.status, category: null, expirationDate: null, updatedBy: null })),
    updatePantryItem: pantry.update((arg: UpdatePantryItemApiArg) => arg.updatePantryItemDto),
    deletePantryItem: pantry.remove(),
  },
});

type Refuse = (call: RecordedCall) => Answer | undefined;

/**
 * A pantry server behind the stubbed fetch that, like the real one, does a keyed write once and
 * answers a repeat of its key with the first answer. `refuse` answers a call instead (a refusal, a 503).
 */
function pantryServer(initial: PantryItemDto[], refuse: Refuse = () => undefined) {
  let rows = initial.map((row) => ({ ...row }));
  let nextId = 100;
  const answered = new Map<string, Answer>();
  const once = (handle: (call: RecordedCall) => Answer) => (call: RecordedCall) => {
    const key = call.headers.get('Idempotency-Key');
    if (key && answered.has(key)) return answered.get(key)!;
    const answer = refuse(call) ?? handle(call);
    if (key && answer.status < 300) answered.set(key, answer);
    return answer;
  };
  const find = (call: RecordedCall) => rows.find((row) => row.id === Number(call.params.id));
  const net = stubNetwork({
    'GET /api/me': { status: 200, body: { id: 1, name: 'Ada', email: 'ada@example.com' } },
    'GET /api/pantry': () => ({ status: 200, body: rows }),
    'POST /api/pantry': once((call) => {
      const row = { ...(call.body as PantryItemDto), id: nextId++, category: null, expirationDate: null, updatedBy: null };
      rows = [...rows, row];
      return { status: 201, body: row };
    }),
    'PATCH /api/pantry/:id': once((call) => {
      const row = find(call);
      if (!row) return { status: 404, body: { error: 'Pantry item not found' } };
      Object.assign(row, call.body);
      return { status: 200, body: { ...row } };
    }),
    'DELETE /api/pantry/:id': once((call) => {
      if (!find(call)) return { status: 404, body: { error: 'Pantry item not found' } };
      rows = rows.filter((row) => row.id !== Number(call.params.id));
      return { status: 204 };
    }),
    'POST /api/auth/logout': { status: 204 },
  });
  const writes = () => net.calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);
  return { ...net, rows: () => rows, writes };
}

/** A signed-in device (user 1 last seen with this token), its pantry list cached and subscribed. */
async function device(user = '1') {
  localStorage.setItem('accessToken', `token-${user}`);
  localStorage.setItem('lastUserId', user);
  const store = createAppStore();
  const subscription = store.dispatch(api.endpoints.listPantryItems.initiate({}));
  await subscription;
  return { store, names: () => shown(store), end: () => subscription.unsubscribe() };
}

const shown = (store: AppStore) => api.endpoints.listPantryItems.select({})(store.getState() as never).data?.map((row) => row.name);
const queue = (store: AppStore) => store.getState().offline.queue.map((write) => `${write.method} ${write.url}`);
const keyOf = (call: RecordedCall) => call.headers.get('Idempotency-Key');

beforeEach(() => localStorage.clear());

test('every pantry write carries a fresh Idempotency-Key, online too', async () => {
  const server = pantryServer([MILK]);
  const { store, end } = await device();
  await store.dispatch(api.endpoints.updatePantryItem.initiate({ id: 1, updatePantryItemDto: { status: 'Low Stock' } }));
  await store.dispatch(api.endpoints.updatePantryItem.initiate({ id: 1, updatePantryItemDto: { status: 'In Stock' } }));
  const keys = server.callsTo('PATCH /api/pantry/1').map(keyOf);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).not.toBe(keys[0]);
  expect(server.callsTo('GET /api/pantry').every((call) => !call.headers.has('Idempotency-Key'))).toBe(true);
  end();
});

test('offline, writes stay on screen, wait on the device in order, and are sent once each, in order, with their keys, when the connection returns', async () => {
  const server = pantryServer([MILK, RICE]);
  const { store, names, end } = await device();
  server.goOffline();

  const added = store.dispatch(api.endpoints.createPantryItem.initiate({ name: 'Salt', status: 'In Stock' }));
  const changed = store.dispatch(api.endpoints.updatePantryItem.initiate({ id: 1, updatePantryItemDto: { status: 'Out of Stock' } }));
  const removed = store.dispatch(api.endpoints.deletePantryItem.initiate(2));
  expect(names()).toEqual(['Milk', 'Salt']);
  await waitFor(() => expect(queue(store)).toEqual(['POST /api/pantry', 'PATCH /api/pantry/1', 'DELETE /api/pantry/2']));
  const queued = store.getState().offline.queue;
  expect(queued[0]).toMatchObject({ user: '1', list: 'pantry', body: { name: 'Salt', status: 'In Stock' } });
  expect(isUnsaved({ id: queued[0].unsavedId! })).toBe(true);
  expect(queued.map((write) => write.label)).toEqual(['Salt', 'Milk', 'Rice']);
  // Kept on the device, for a reload.
  expect(JSON.parse(localStorage.getItem('writeQueue:1')!)).toEqual(queued);
  expect(server.writes()).toEqual([]);

  server.goOnline();
  await Promise.all([added, changed, removed]);
  await waitFor(() => expect(queue(store)).toEqual([]));
  expect(server.writes()).toEqual(['POST /api/pantry', 'PATCH /api/pantry/1', 'DELETE /api/pantry/2']);
  expect(server.calls.filter((call) => call.method !== 'GET').map(keyOf)).toEqual(queued.map((write) => write.idempotencyKey));
  expect(server.rows().map((row) => `${row.name}:${row.status}`)).toEqual(['Milk:Out of Stock', 'Salt:In Stock']);
  await waitFor(() => expect(names()).toEqual(['Milk', 'Salt']));
  expect(localStorage.getItem('writeQueue:1')).toBeNull();
  end();
});

test('a write made online while older ones still wait goes behind them', async () => {
  const server = pantryServer([MILK]);
  const { store, end } = await device();
  server.goOffline();
  const first = store.dispatch(api.endpoints.updatePantryItem.initiate({ id: 1, updatePantryItemDto: { status: 'Low Stock' } }));
  await waitFor(() => expect(queue(store)).toHaveLength(1));
  // The connection is back and the queue is on its way: a new write must not overtake it.
  server.goOnline();
  const second = store.dispatch(api.endpoints.updatePantryItem.initiate({ id: 1, updatePantryItemDto: { status: 'Out of Stock' } }));
  await Promise.all([first, second]);
  expect(server.callsTo('PATCH /api/pantry/1').map((call) => call.body)).toEqual([{ status: 'Low Stock' }, { status: 'Out of Stock' }]);
  expect(server.rows()[0].status).toBe('Out of Stock');
  end();
});

test('a row added offline and then changed: the change is sent to the id the server gave it', async () => {
  const server = pantryServer([MILK]);
  const { store, names, end } = await device();
  server.goOffline();
  const added = store.dispatch(api.endpoints.createPantryItem.initiate({ name: 'Salt', status: 'In Stock' }));
  await waitFor(() => expect(queue(store)).toHaveLength(1));
  const unsavedId = store.getState().offline.queue[0].unsavedId!;
  const changed = store.dispatch(api.endpoints.updatePantryItem.initiate({ id: unsavedId, updatePantryItemDto: { name: 'Sea salt' } }));
  await waitFor(() => expect(queue(store)).toEqual(['POST /api/pantry', `PATCH /api/pantry/${unsavedId}`]));
  expect(names()).toEqual(['Milk', 'Sea salt']);

  server.goOnline();
  await Promise.all([added, changed]);
  expect(server.writes()).toEqual(['POST /api/pantry', 'PATCH /api/pantry/100']);
  expect(server.rows().map((row) => row.name)).toEqual(['Milk', 'Sea salt']);
  await waitFor(() => expect(names()).toEqual(['Milk', 'Sea salt']));
  end();
});

test('a queued write the server refuses is rolled back, announced with the item, and not sent again; the rest go on', async () => {
  const server = pantryServer([MILK, RICE], (call) =>
    call.method === 'POST' ? { status: 409, body: { error: 'Your pantry is full' } } : undefined,
  );
  const { store, names, end } = await device();
  server.goOffline();
  const added = store.dispatch(api.endpoints.createPantryItem.initiate({ name: 'Salt', status: 'In Stock' }));
  await waitFor(() => expect(queue(store)).toHaveLength(1));
  const unsavedId = store.getState().offline.queue[0].unsavedId!;
  const dependent = store.dispatch(api.endpoints.updatePantryItem.initiate({ id: unsavedId, updatePantryItemDto: { status: 'Low Stock' } }));
  const other = store.dispatch(api.endpoints.updatePantryItem.initiate({ id: 2, updatePantryItemDto: { status: 'In Stock' } }));
  expect(names()).toEqual(['Milk', 'Rice', 'Salt']);

  server.goOnline();
  await expect(added.unwrap()).rejects.toMatchObject({ status: 409, data: { error: 'Could not save "Salt": Your pantry is full' } });
  await expect(dependent.unwrap()).rejects.toMatchObject({ status: 409 });
  await other;
  await waitFor(() => expect(queue(store)).toEqual([]));
  expect(store.getState().offline.refusals.map((refusal) => refusal.message)).toEqual(['Could not save "Salt": Your pantry is full']);
  // The change naming the refused row could never be sent; the other one was.
  expect(server.writes()).toEqual(['POST /api/pantry', 'PATCH /api/pantry/2']);
  await waitFor(() => expect(names()).toEqual(['Milk', 'Rice']));
  end();
});

test('no answer or a 5xx stops the run; the retry sends the same write with the same key, once', async () => {
  let unavailable = true;
  const server = pantryServer([MILK], (call) => (call.method === 'PATCH' && unavailable ? { status: 503, body: { error: 'Try later' } } : undefined));
  const { store, end } = await device();
  server.goOffline();
  const changed = store.dispatch(api.endpoints.updatePantryItem.initiate({ id: 1, updatePantryItemDto: { status: 'Low Stock' } }));
  await waitFor(() => expect(queue(store)).toHaveLength(1));
  const { idempotencyKey } = store.getState().offline.queue[0];

  server.goOnline();
  await waitFor(() => expect(server.callsTo('PATCH /api/pantry/1')).toHaveLength(1));
  expect(queue(store)).toEqual(['PATCH /api/pantry/1']);
  unavailable = false;
  // The browser says the connection is back again: the run starts at once, without the backoff.
  server.goOnline();
  await changed;
  expect(server.callsTo('PATCH /api/pantry/1').map(keyOf)).toEqual([idempotencyKey, idempotencyKey]);
  expect(server.rows()[0].status).toBe('Low Stock');
  expect(queue(store)).toEqual([]);
  end();
});

test('after a reload, the queue kept on the device is sent and the list shows what the server saved', async () => {
  const server = pantryServer([MILK]);
  const before = await device();
  server.goOffline();
  void before.store.dispatch(api.endpoints.createPantryItem.initiate({ name: 'Salt', status: 'In Stock' }));
  void before.store.dispatch(api.endpoints.updatePantryItem.initiate({ id: 1, updatePantryItemDto: { status: 'Low Stock' } }));
  await waitFor(() => expect(queue(before.store)).toHaveLength(2));
  await waitFor(() => expect(localStorage.getItem('lastSeen:1/listPantryItems({})')).toContain('Salt'));
  before.end();

  // The page reloads with no network: the last-seen list, pending rows included, and the queue.
  const store = createAppStore();
  expect(queue(store)).toEqual(['POST /api/pantry', 'PATCH /api/pantry/1']);
  const subscription = store.dispatch(api.endpoints.listPantryItems.initiate({}));
  await waitFor(() => expect(shown(store)).toEqual(['Milk', 'Salt']));

  // The page before the reload is still open here, as a second tab would be: both send the queue,
  // and the keys make the server do each write once.
  server.goOnline();
  await waitFor(() => expect(queue(store)).toEqual([]));
  await waitFor(() => expect(queue(before.store)).toEqual([]));
  expect(new Set(server.writes())).toEqual(new Set(['POST /api/pantry', 'PATCH /api/pantry/1']));
  expect(new Set(server.calls.filter((call) => call.method !== 'GET').map(keyOf)).size).toBe(2);
  await waitFor(() => expect(api.endpoints.listPantryItems.select({})(store.getState() as never).data).toEqual(server.rows()));
  expect(server.rows().map((row) => `${row.name}:${row.status}`)).toEqual(['Milk:Low Stock', 'Salt:In Stock']);
  subscription.unsubscribe();
});

describe('last-seen data', () => {
  test('opens with no network, for the user who saw it only, and leaves the device on sign-out', async () => {
    const server = pantryServer([MILK, RICE]);
    const ada = await device('1');
    await waitFor(() => expect(localStorage.getItem('lastSeen:1/listPantryItems({})')).toContain('Rice'));
    ada.end();

    server.goOffline();
    // Reloaded offline, before /api/me answers: user 1's list, from the device.
    const reloaded = createAppStore();
    const list = reloaded.dispatch(api.endpoints.listPantryItems.initiate({}));
    await waitFor(() => expect(shown(reloaded)).toEqual(['Milk', 'Rice']));
    expect(api.endpoints.listPantryItems.select({})(reloaded.getState() as never).isError).toBe(false);
    list.unsubscribe();

    // Another user on this device, offline: nothing of user 1's.
    localStorage.setItem('lastUserId', '2');
    const bob = createAppStore();
    const bobs = bob.dispatch(api.endpoints.listPantryItems.initiate({}));
    await waitFor(() => expect(api.endpoints.listPantryItems.select({})(bob.getState() as never).isError).toBe(true));
    expect(shown(bob)).toBeUndefined();
    bobs.unsubscribe();

    // User 1 signs out: the data leaves the device.
    localStorage.setItem('lastUserId', '1');
    const again = createAppStore();
    again.dispatch(signedOut());
    await waitFor(() => expect(Object.keys(localStorage).filter((key) => key.startsWith('lastSeen:1/'))).toEqual([]));
    expect(localStorage.getItem('lastUserId')).toBeNull();
  });

  test('a long list is kept in parts and comes back whole', async () => {
    const rows = Array.from({ length: 2_500 }, (_, i) => ({ ...MILK, id: i + 1, name: `Item ${i + 1}` }));
    const server = pantryServer(rows);
    const first = await device();
    await waitFor(() => expect(JSON.parse(localStorage.getItem('lastSeen:1/listPantryItems({})') ?? '{}')).toMatchObject({ parts: 3 }));
    expect(JSON.parse(localStorage.getItem('lastSeen:1/listPantryItems({})@part2')!)).toHaveLength(500);
    first.end();
    server.goOffline();
    const store = createAppStore();
    const list = store.dispatch(api.endpoints.listPantryItems.initiate({}));
    await waitFor(() => expect(shown(store)).toHaveLength(2_500));
    expect(shown(store)!.at(-1)).toBe('Item 2500');
    list.unsubscribe();
  });

  test('a fresh answer wins: a list that loads is never replaced by the device copy', async () => {
    const server = pantryServer([MILK]);
    const first = await device();
    await waitFor(() => expect(localStorage.getItem('lastSeen:1/listPantryItems({})')).toContain('Milk'));
    first.end();
    server.rows().push({ ...RICE });
    const { names, end } = await device();
    expect(names()).toEqual(['Milk', 'Rice']);
    end();
  });

  test('a server that answers with an error while online shows the error, not old data', async () => {
    pantryServer([MILK]);
    const first = await device();
    await waitFor(() => expect(localStorage.getItem('lastSeen:1/listPantryItems({})')).toContain('Milk'));
    first.end();
    stubNetwork({ 'GET /api/pantry': { status: 500, body: { error: 'Database unavailable' } } });
    const store = createAppStore();
    const list = store.dispatch(api.endpoints.listPantryItems.initiate({}));
    await list;
    const entry = api.endpoints.listPantryItems.select({})(store.getState() as never);
    expect(entry.isError).toBe(true);
    expect(entry.data).toBeUndefined();
    list.unsubscribe();
  });
});
