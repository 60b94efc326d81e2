import {
  createAppStore,
  generatedApi,
  optimisticList,
  PANTRY_LIST_TAG,
  isUnsaved,
  rowKey,
  type AppStore,
  type CreatePantryItemApiArg,
  type ListPantryItemsApiArg,
  type PantryItemDto,
  type UpdatePantryItemApiArg,
} from './index';
import { waitFor } from '@testing-library/react';
import { deferred, stubNetwork, type Answer } from './testing';

const MILK: PantryItemDto = { id: 1, name: 'Milk', status: 'In Stock', category: null, expirationDate: null, updatedBy: null };
const RICE: PantryItemDto = { id: 2, name: 'Rice', status: 'Low Stock', category: null, expirationDate: null, updatedBy: null };
const ALL: ListPantryItemsApiArg = {};
const LOW: ListPantryItemsApiArg = { status: 'Low Stock' };

const pantry = optimisticList('listPantryItems', PANTRY_LIST_TAG, (item, arg) => !arg.status || item.status === arg.status);
const api = generatedApi.enhanceEndpoints({
  endpoints: {
    createPantryItem: pantry.create((body: CreatePantryItemApiArg, id) => ({ id, name: body.name, status: body.status, category: null, expirationDate: null, updatedBy: null })),
    updatePantryItem: pantry.update((arg: UpdatePantryItemApiArg) => arg.updatePantryItemDto),
    deletePantryItem: pantry.remove(),
  },
});

/** A store with the whole list and the Low Stock list cached, over a server that holds `rows` and answers changes with `answer`. */
async function cachedPantry(answer: () => Answer | Promise<Answer>) {
  localStorage.setItem('accessToken', 'token');
  const rows = [MILK, RICE];
  const server = stubNetwork({
    'GET /api/pantry': (call) => ({ status: 200, body: rows.filter((row) => !call.query.get('status') || row.status === call.query.get('status')) }),
    'POST /api/pantry': answer,
    'PATCH /api/pantry/:id': answer,
    'DELETE /api/pantry/:id': answer,
  });
  const store = createAppStore();
  const subscriptions = [store.dispatch(api.endpoints.listPantryItems.initiate(ALL)), store.dispatch(api.endpoints.listPantryItems.initiate(LOW))];
  await Promise.all(subscriptions);
  const names = (arg: ListPantryItemsApiArg) => api.endpoints.listPantryItems.select(arg)(store.getState() as never).data?.map((row) => row.name);
  const shown = () => ({ all: names(ALL), low: names(LOW) });
  return { store, server, shown, end: () => subscriptions.forEach((entry) => entry.unsubscribe()) };
}

const OK = (body: unknown): Answer => ({ status: 200, body });
const REFUSED: Answer = { status: 400, body: { error: 'No' } };
const SALT: PantryItemDto = { id: 3, name: 'Salt', status: 'Low Stock', category: null, expirationDate: null, updatedBy: null };

describe.each([
  {
    name: 'a new row shows at once in the copies it belongs to',
    start: (store: AppStore) => store.dispatch(api.endpoints.createPantryItem.initiate({ name: 'Salt', status: 'Low Stock' })),
    saved: OK(SALT),
    during: { all: ['Milk', 'Rice', 'Salt'], low: ['Rice', 'Salt'] },
  },
  {
    name: 'a change shows at once in every copy, and out of one whose filter it leaves',
    start: (store: AppStore) => store.dispatch(api.endpoints.updatePantryItem.initiate({ id: RICE.id, updatePantryItemDto: { status: 'In Stock' } })),
    saved: OK({ ...RICE, status: 'In Stock' }),
    during: { all: ['Milk', 'Rice'], low: [] },
  },
  {
    name: 'a deleted row leaves every copy at once',
    start: (store: AppStore) => store.dispatch(api.endpoints.deletePantryItem.initiate(RICE.id)),
    saved: { status: 204 },
    during: { all: ['Milk'], low: [] },
  },
])('$name', ({ start, saved, during }) => {
  // Starts the change, sees it on screen before the server answers, then lets it answer.
  async function answered(outcome: Answer) {
    const reply = deferred();
    const { store, server, shown, end } = await cachedPantry(() => reply.promise);
    const started = start(store);
    expect(shown()).toEqual(during);
    reply.resolve(outcome);
    await started;
    return { server, shown, end };
  }

  test('saved: it stays, and no copy is fetched again', async () => {
    const { server, shown, end } = await answered(saved);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(shown()).toEqual(during);
    expect(server.count('GET /api/pantry')).toBe(2);
    end();
  });

  test('refused: every copy is fetched again and shows what the server holds', async () => {
    const { server, shown, end } = await answered(REFUSED);
    await waitFor(() => expect(server.count('GET /api/pantry')).toBe(4));
    await waitFor(() => expect(shown()).toEqual({ all: ['Milk', 'Rice'], low: ['Rice'] }));
    end();
  });
});

test("a saved row keeps the unsaved row's key, so the element on screen stays", async () => {
  const { store, end } = await cachedPantry(() => OK(SALT));
  const lastRow = () => api.endpoints.listPantryItems.select(ALL)(store.getState() as never).data!.at(-1)!;
  const started = store.dispatch(api.endpoints.createPantryItem.initiate({ name: 'Salt', status: 'Low Stock' }));
  const unsaved = lastRow();
  expect(isUnsaved(unsaved)).toBe(true);
  await started;
  expect(lastRow()).toEqual(SALT);
  expect(rowKey(lastRow())).toBe(unsaved.id);
  end();
});

test('patch runs a recipe on every cached copy, with the argument it was fetched with', async () => {
  const { store, shown, end } = await cachedPantry(() => REFUSED);
  const seen: ListPantryItemsApiArg[] = [];
  pantry.patch(store, (draft, arg) => {
    seen.push(arg);
    draft.reverse();
  });
  expect(seen).toEqual([ALL, LOW]);
  expect(shown()).toEqual({ all: ['Rice', 'Milk'], low: ['Rice'] });
  end();
});
