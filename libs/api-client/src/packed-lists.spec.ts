import { PACKED_LIST_MEDIA_TYPE, packList } from '@mealapp/domain';
import { accountApi, createAppStore, type PantryItemDto, type ShoppingItemDto } from './index';
import { stubNetwork, type RecordedCall } from './testing';

const ada = { id: 3, name: 'Ada' };
const pantry: PantryItemDto[] = [
  { id: 1, name: 'Milk', status: 'In Stock', category: 'Dairy & Eggs', expirationDate: '2026-12-01', updatedBy: ada },
  { id: 4, name: 'Rice', status: 'Low Stock', category: null, expirationDate: null, updatedBy: null },
];
const shopping = [{ id: 7, name: 'Eggs', quantity: '6', category: 'Dairy & Eggs', isShopped: true, addedBy: ada, checkedBy: ada, updatedBy: ada }] as ShoppingItemDto[];

/** A server that packs when asked, as the API does, and answers the array otherwise. */
const packedWhenAsked = (rows: object[], people: string[]) => (call: RecordedCall) => ({
  status: 200,
  body: call.headers.get('accept')?.startsWith(PACKED_LIST_MEDIA_TYPE) ? packList(rows, people) : rows,
});

async function read(server: ReturnType<typeof stubNetwork>) {
  const store = createAppStore();
  const subscriptions = [store.dispatch(accountApi.endpoints.listPantryItems.initiate({})), store.dispatch(accountApi.endpoints.listShoppingItems.initiate(undefined))];
  await Promise.all(subscriptions);
  const state = store.getState() as never;
  subscriptions.forEach((subscription) => subscription.unsubscribe());
  return { server, pantry: accountApi.endpoints.listPantryItems.select({})(state).data, shopping: accountApi.endpoints.listShoppingItems.select(undefined)(state).data };
}

beforeEach(() => localStorage.setItem('accessToken', 'token'));

it('asks for the whole lists packed and hands the app their rows as the spec writes them', async () => {
  const server = stubNetwork({ 'GET /api/pantry': packedWhenAsked(pantry, ['updatedBy']), 'GET /api/shopping': packedWhenAsked(shopping, ['addedBy', 'checkedBy', 'updatedBy']) });
  const answer = await read(server);
  expect(server.callsTo('GET /api/pantry')[0].headers.get('accept')).toMatch(new RegExp(`^${PACKED_LIST_MEDIA_TYPE.replace(/[.+]/g, '\\$&')}`));
  expect(answer.pantry).toEqual(pantry);
  expect(answer.shopping).toEqual(shopping);
});

it('reads the array of objects from a server that does not pack', async () => {
  const answer = await read(stubNetwork({ 'GET /api/pantry': { status: 200, body: pantry }, 'GET /api/shopping': { status: 200, body: shopping } }));
  expect(answer.pantry).toEqual(pantry);
  expect(answer.shopping).toEqual(shopping);
});
