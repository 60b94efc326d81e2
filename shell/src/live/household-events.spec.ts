import { MEAL_PLAN_LIST_TAG, PANTRY_LIST_TAG, RECIPE_LIST_TAG, SHOPPING_LIST_TAG } from '@mealapp/api-client';
import { followHouseholdEvents, HOUSEHOLD_TAGS, tagsForChange } from './household-events';

/** A response whose body hands out `chunks`, then stays open until `end()` (or ends at once). */
function streamOf(chunks: string[], { open = false } = {}) {
  const encoder = new TextEncoder();
  let end: () => void = () => {};
  const ended = new Promise<{ done: true; value: undefined }>((resolve) => {
    end = () => resolve({ done: true, value: undefined });
  });
  const queue = [...chunks];
  const body = {
    getReader: () => ({
      read: () => (queue.length > 0 ? Promise.resolve({ done: false, value: encoder.encode(queue.shift()) }) : open ? ended : Promise.resolve({ done: true, value: undefined })),
    }),
  };
  return { response: { ok: true, status: 200, body } as unknown as Response, end: () => end() };
}

function fakeStore(token: string | null) {
  const state = { session: { accessToken: token } };
  const listeners = new Set<() => void>();
  const dispatched: unknown[][] = [];
  return {
    state,
    dispatched,
    invalidate: (tags: unknown[]) => void dispatched.push(tags),
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn(next: string) {
      state.session.accessToken = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

const invalidated = (dispatched: unknown[][]) => dispatched.flat();

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};

describe('tagsForChange', () => {
  it.each<[string, unknown, unknown[]]>([
    ['pantry', 3, [PANTRY_LIST_TAG]],
    ['shopping', 3, [SHOPPING_LIST_TAG]],
    ['meal-plan', 3, [MEAL_PLAN_LIST_TAG]],
    ['recipe', 12, [RECIPE_LIST_TAG, { type: 'recipes', id: 12 }, MEAL_PLAN_LIST_TAG]],
    ['recipe-category', 4, ['recipes']],
    ['membership', 7, ['households']],
    ['something new', 1, []],
  ])('%s', (entity, id, tags) => {
    expect(tagsForChange(entity, id)).toEqual(tags);
  });
});

describe('followHouseholdEvents', () => {
  it('marks what each change touches as stale, with the token in the header, not the URL', async () => {
    const store = fakeStore('token-a');
    const { response, end } = streamOf(
      ['id: 7\nevent: change\ndata: {"entity":"pantry","id":3,"op":"upsert","by":{"id":1}}\n\n', ': ping\n\nid: 8\nevent: change\ndata: {"entity":"shopping","id":4,"op":"delete","by":null}\n\n'],
      { open: true },
    );
    const fetch = jest.fn().mockResolvedValue(response);
    const stop = followHouseholdEvents(store, { invalidate: store.invalidate, fetch, batchMs: 1 });
    await until(() => invalidated(store.dispatched).length === 2);
    expect(invalidated(store.dispatched)).toEqual([PANTRY_LIST_TAG, SHOPPING_LIST_TAG]);
    expect(fetch).toHaveBeenCalledWith('/api/events', expect.objectContaining({ headers: { Authorization: 'Bearer token-a', Accept: 'text/event-stream' } }));
    stop();
    end();
  });

  it('takes a dropped stream up again from the last event id', async () => {
    const store = fakeStore('token-a');
    const first = streamOf(['id: 41\nevent: change\ndata: {"entity":"meal-plan","id":9}\n\n']);
    const second = streamOf([], { open: true });
    const fetch = jest.fn().mockResolvedValueOnce(first.response).mockResolvedValueOnce(second.response);
    const stop = followHouseholdEvents(store, { invalidate: store.invalidate, fetch, batchMs: 1, retryBaseMs: 1 });
    await until(() => fetch.mock.calls.length === 2);
    expect((fetch.mock.calls[1][1] as { headers: Record<string, string> }).headers['Last-Event-ID']).toBe('41');
    stop();
    second.end();
  });

  it('on reload, marks everything the household holds as stale', async () => {
    const store = fakeStore('token-a');
    const { response, end } = streamOf(['id: 50\nevent: reload\ndata: {}\n\n'], { open: true });
    const stop = followHouseholdEvents(store, { invalidate: store.invalidate, fetch: jest.fn().mockResolvedValue(response), batchMs: 1 });
    await until(() => invalidated(store.dispatched).length > 0);
    expect(invalidated(store.dispatched)).toEqual(HOUSEHOLD_TAGS);
    stop();
    end();
  });

  it('gathers changes that come together into one invalidation', async () => {
    const store = fakeStore('token-a');
    const ticks = Array.from({ length: 5 }, (_, i) => `id: ${i + 1}\nevent: change\ndata: {"entity":"shopping","id":${i}}\n\n`).join('');
    const { response, end } = streamOf([ticks], { open: true });
    const stop = followHouseholdEvents(store, { invalidate: store.invalidate, fetch: jest.fn().mockResolvedValue(response), batchMs: 20 });
    await until(() => invalidated(store.dispatched).length > 0);
    expect(store.dispatched).toHaveLength(1);
    stop();
    end();
  });

  it('waits for a sign-in, and for a new token after a 401', async () => {
    const store = fakeStore(null);
    const open = streamOf([], { open: true });
    const fetch = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, status: 401, body: null } as unknown as Response)
      .mockResolvedValueOnce(open.response);
    const stop = followHouseholdEvents(store, { invalidate: store.invalidate, fetch, retryBaseMs: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
    store.signIn('token-a');
    await until(() => fetch.mock.calls.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).toHaveBeenCalledTimes(1);
    store.signIn('token-b');
    await until(() => fetch.mock.calls.length === 2);
    expect((fetch.mock.calls[1][1] as { headers: Record<string, string> }).headers.Authorization).toBe('Bearer token-b');
    stop();
    open.end();
  });

  it('stops: the open stream is aborted', async () => {
    const store = fakeStore('token-a');
    const { response, end } = streamOf([], { open: true });
    const fetch = jest.fn().mockResolvedValue(response);
    const stop = followHouseholdEvents(store, { invalidate: store.invalidate, fetch });
    await until(() => fetch.mock.calls.length === 1);
    const { signal } = fetch.mock.calls[0][1] as { signal: AbortSignal };
    stop();
    expect(signal.aborted).toBe(true);
    end();
  });
});
