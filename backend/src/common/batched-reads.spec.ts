import { BatchedReads, byKey } from './batched-reads.js';

interface User {
  id: number;
  name: string;
  sessionVersion: number;
}
const user = (id: number, sessionVersion = 0): User => ({ id, name: `User ${id}`, sessionVersion });

/** A users table whose queries read when they start and finish only when the test says so. */
function slowTable() {
  const rows = new Map<number, User>([
    [1, user(1)],
    [2, user(2)],
  ]);
  const queries: Array<{ ids: readonly number[]; finish: () => void; fail: (error: Error) => void }> = [];
  const findByIds = (ids: readonly number[]) =>
    new Promise<Map<number, User>>((resolve, reject) => {
      const read = ids.flatMap((id) => (rows.has(id) ? [rows.get(id)!] : []));
      queries.push({ ids, finish: () => resolve(byKey(read, (row) => row.id)), fail: reject });
    });
  const started = async (count: number) => {
    while (queries.length < count) await new Promise((resolve) => setImmediate(resolve));
  };
  return { rows, queries, started, users: new BatchedReads(findByIds) };
}

test('requests that arrive together are answered by one query, each with its own user', async () => {
  const table = slowTable();
  const answers = Promise.all([table.users.load(1), table.users.load(2), table.users.load(1), table.users.load(3)]);
  await table.started(1);
  expect(table.queries[0].ids).toEqual([1, 2, 3]);
  table.queries[0].finish();
  expect((await answers).map((u) => u?.id ?? null)).toEqual([1, 2, 1, null]);
  expect(table.queries).toHaveLength(1);
});

test('requests that arrive while a query runs wait for the next one, together, and see what changed meanwhile', async () => {
  const table = slowTable();
  const first = table.users.load(1);
  await table.started(1);
  table.rows.set(1, user(1, 1)); // every session ended while the first query ran
  const second = table.users.load(1);
  const third = table.users.load(2);
  await new Promise((resolve) => setImmediate(resolve));
  expect(table.queries).toHaveLength(1); // the next query waits for this one, gathering requests
  table.queries[0].finish();
  expect((await first)?.sessionVersion).toBe(0);
  await table.started(2);
  expect(table.queries[1].ids).toEqual([1, 2]);
  table.queries[1].finish();
  expect((await second)?.sessionVersion).toBe(1);
  expect((await third)?.id).toBe(2);
});

test('a failed query fails its requests only; the next ones are looked up again', async () => {
  const table = slowTable();
  const failing = table.users.load(1);
  await table.started(1);
  table.queries[0].fail(new Error('connection lost'));
  await expect(failing).rejects.toThrow('connection lost');
  const next = table.users.load(2);
  await table.started(2);
  table.queries[1].finish();
  expect((await next)?.id).toBe(2);
});
