import { listOnScreen, type ListQueryResult } from './list-query';

const MILK = { id: 1, name: 'Milk' };
const idle: ListQueryResult<typeof MILK> = { isLoading: false, isFetching: false, isError: false, refetch: jest.fn() };

test.each([
  ['loading', { ...idle, isLoading: true, isFetching: true }, { items: [], isLoading: true, isFetching: true, error: null }],
  ['loaded', { ...idle, data: [MILK] }, { items: [MILK], isLoading: false, isFetching: false, error: null }],
  ["a failed load: the server's text", { ...idle, isError: true, error: { status: 500, data: { error: 'Database unavailable' } } }, { items: [], isLoading: false, isFetching: false, error: 'Database unavailable' }],
  ['a failed load with no answer: the fallback', { ...idle, isError: true, error: { status: 'FETCH_ERROR' } }, { items: [], isLoading: false, isFetching: false, error: 'Failed to fetch items' }],
  ['a failed refetch keeps the last list, with no error', { ...idle, data: [MILK], isError: true, error: { status: 503 } }, { items: [MILK], isLoading: false, isFetching: false, error: null }],
])('%s', (_name, query, shown) => {
  expect(listOnScreen(query, 'Failed to fetch items')).toEqual({ ...shown, retry: expect.any(Function) });
});

test('retry fetches again; an empty list is the same array every time (no re-render)', () => {
  const refetch = jest.fn();
  listOnScreen({ ...idle, refetch }, 'Failed').retry();
  expect(refetch).toHaveBeenCalledTimes(1);
  expect(listOnScreen(idle, 'Failed').items).toBe(listOnScreen({ ...idle, isLoading: true }, 'Failed').items);
});
