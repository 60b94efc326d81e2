import { MEAL_PLAN_LIST_TAG, PANTRY_LIST_TAG, RECIPE_LIST_TAG, SHOPPING_LIST_TAG } from '@mealapp/api-client';
import { HOUSEHOLD_EVENT_ENTITIES, type HouseholdEventEntity } from '@mealapp/domain';
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
  it.each<[HouseholdEventEntity, number, unknown[]]>([
    ['pantry', 3, [PANTRY_LIST_TAG]],
    ['shopping', 3, [SHOPPING_LIST_TAG]],
    ['meal-plan', 3, [MEAL_PLAN_LIST_TAG]],
    ['recipe', 12, [RECIPE_LIST_TAG, { type: 'recipes', id: 12 }, MEAL_PLAN_LIST_TAG]],
    ['recipe-category', 4, ['recipes']],
    ['membership', 7, ['households']],
  ])('%s', (entity, id, tags) => {
    expect(tagsForChange({ entity, id })).toEqual(tags);
  });

  it('knows every entity of the event contract', () => {
    for (const entity of HOUSEHOLD_EVENT_ENTITIES) expect(tagsForChange({ entity, id: 1 }).length).toBeGreaterThan(0);
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
    const first = streamOf(['id: 41\nevent: change\ndata: {"entity":"meal-plan","id":9,"op":"upsert","by":null}\n\n']);
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

  it('on a membership change, marks the households stale; events cut anywhere are read whole', async () => {
    const store = fakeStore('token-a');
    const frame = 'id: 60\nevent: change\ndata: {"entity":"membership","id":7,"op":"delete","by":{"id":7}}\n\n';
    const { response, end } = streamOf([frame.slice(0, 9), frame.slice(9, 30), frame.slice(30, -1), frame.slice(-1)], { open: true });
    const stop = followHouseholdEvents(store, { invalidate: store.invalidate, fetch: jest.fn().mockResolvedValue(response), batchMs: 1 });
    await until(() => invalidated(store.dispatched).length > 0);
    expect(invalidated(store.dispatched)).toEqual(['households']);
    stop();
    end();
  });

  it('skips events off the contract and reads on in the same chunk; a reload without data lines is no event', async () => {
    const store = fakeStore('token-a');
    const { response, end } = streamOf(
      [
        'id: 70\nevent: change\ndata: {"entity":"garden","id":1,"op":"upsert","by":null}\n\n' +
          'event: hello\ndata: {}\n\n' +
          'id: 71\r\nevent: change\r\ndata: not json\r\n\r\n' +
          'event: reload\n\n' +
          'id: 72\nevent: reload\ndata: {}\n\n',
      ],
      { open: true },
    );
    const stop = followHouseholdEvents(store, { invalidate: store.invalidate, fetch: jest.fn().mockResolvedValue(response), batchMs: 1 });
    await until(() => invalidated(store.dispatched).length > 0);
    expect(store.dispatched).toEqual([HOUSEHOLD_TAGS]);
    stop();
    end();
  });

  it('gathers changes that come together into one invalidation', async () => {
    const store = fakeStore('token-a');
    const ticks = Array.from({ length: 5 }, (_, i) => `id: ${i + 1}\nevent: change\ndata: {"entity":"shopping","id":${i + 1},"op":"upsert","by":{"id":1}}\n\n`).join('');
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

  describe('with delta reads (catchUp)', () => {
    const change = (seq: number, entity: string, id: number, op = 'upsert') => `id: ${seq}\nevent: change\ndata: {"entity":"${entity}","id":${id},"op":"${op}","by":{"id":1}}\n\n`;

    it("reads a batch's rows from just before its first change, then from the position each read reached; lists are not marked stale", async () => {
      const store = fakeStore('token-a');
      const first = streamOf([change(41, 'pantry', 3), change(42, 'shopping', 4)], { open: true });
      const fetch = jest.fn().mockResolvedValue(first.response);
      const catchUp = jest.fn().mockResolvedValueOnce({ seq: 42, reload: false }).mockResolvedValueOnce({ seq: 50, reload: false });
      const stop = followHouseholdEvents(store, { invalidate: store.invalidate, fetch, batchMs: 1, catchUp });
      await until(() => catchUp.mock.calls.length === 1);
      expect(catchUp).toHaveBeenCalledWith(40);
      stop();
      first.end();

      // A later change on another connection asks from the position reached.
      const second = streamOf([change(50, 'meal-plan', 9)], { open: true });
      const again = followHouseholdEvents(store, { invalidate: store.invalidate, fetch: jest.fn().mockResolvedValue(second.response), batchMs: 1, catchUp });
      await until(() => catchUp.mock.calls.length === 2);
      // A new follower starts with no position: from just before its first change.
      expect(catchUp).toHaveBeenLastCalledWith(49);
      expect(invalidated(store.dispatched)).toEqual([]);
      again();
      second.end();
    });

    it('reads one batch at a time: a change heard meanwhile is read after, from the position reached', async () => {
      const store = fakeStore('token-a');
      const encoder = new TextEncoder();
      let push: (chunk: string) => void = () => {};
      const body = {
        getReader: () => ({
          read: () =>
            new Promise((resolve) => {
              push = (chunk) => resolve({ done: false, value: encoder.encode(chunk) });
            }),
        }),
      };
      const fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, body } as unknown as Response);
      let release: () => void = () => {};
      const firstRead = new Promise<void>((resolve) => {
        release = resolve;
      });
      const catchUp = jest.fn(async (since: number) => {
        if (since === 9) await firstRead;
        return { seq: since === 9 ? 12 : 20, reload: false };
      });
      const stop = followHouseholdEvents(store, { invalidate: store.invalidate, fetch, batchMs: 1, catchUp });
      await until(() => fetch.mock.calls.length === 1);
      push(change(10, 'pantry', 1));
      await until(() => catchUp.mock.calls.length === 1);
      push(change(13, 'pantry', 2));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(catchUp).toHaveBeenCalledTimes(1);
      release();
      await until(() => catchUp.mock.calls.length === 2);
      expect(catchUp.mock.calls.map(([since]) => since)).toEqual([9, 12]);
      stop();
    });

    it("marks a recipe's detail stale beside its delta, and categories and members as before", async () => {
      const store = fakeStore('token-a');
      const { response, end } = streamOf([change(5, 'recipe', 12), change(6, 'recipe-category', 4), change(7, 'membership', 2)], { open: true });
      const catchUp = jest.fn().mockResolvedValue({ seq: 7, reload: false });
      const stop = followHouseholdEvents(store, { invalidate: store.invalidate, fetch: jest.fn().mockResolvedValue(response), batchMs: 1, catchUp });
      await until(() => catchUp.mock.calls.length === 1 && invalidated(store.dispatched).length === 3);
      expect(invalidated(store.dispatched)).toEqual([{ type: 'recipes', id: 12 }, 'recipes', 'households']);
      stop();
      end();
    });

    it('marks the lists stale when the read fails, and everything when the answer says reload', async () => {
      const store = fakeStore('token-a');
      const failing = streamOf([change(5, 'pantry', 1), change(6, 'shopping', 2)], { open: true });
      const catchUp = jest.fn().mockResolvedValueOnce(null).mockResolvedValueOnce({ seq: 30, reload: true });
      const stop = followHouseholdEvents(store, { invalidate: store.invalidate, fetch: jest.fn().mockResolvedValue(failing.response), batchMs: 1, catchUp });
      await until(() => invalidated(store.dispatched).length === 2);
      expect(invalidated(store.dispatched)).toEqual([PANTRY_LIST_TAG, SHOPPING_LIST_TAG]);
      stop();
      failing.end();

      store.dispatched.length = 0;
      const behind = streamOf([change(29, 'pantry', 1)], { open: true });
      const again = followHouseholdEvents(store, { invalidate: store.invalidate, fetch: jest.fn().mockResolvedValue(behind.response), batchMs: 1, catchUp });
      await until(() => invalidated(store.dispatched).length > 0);
      expect(invalidated(store.dispatched)).toEqual(HOUSEHOLD_TAGS);
      again();
      behind.end();
    });
  });
});
