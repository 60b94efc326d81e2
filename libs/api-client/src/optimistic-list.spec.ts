import { createNextState as produce } from '@reduxjs/toolkit';
import { confirmRow, isUnsaved, nextUnsavedId, removeRow, restoreRow, rowKey, upsertRow } from './optimistic-list';

interface Item {
  id: number;
  name: string;
}

test('an unsaved id is above every server id, and each one is new', () => {
  const first = nextUnsavedId();
  const second = nextUnsavedId();
  expect(second).not.toBe(first);
  expect(isUnsaved({ id: first })).toBe(true);
  expect(isUnsaved({ id: 2_147_483_647 })).toBe(false);
  expect(Number.isSafeInteger(second)).toBe(true);
});

test('a confirmed row takes the unsaved row\'s place and keeps its key', () => {
  const unsavedId = nextUnsavedId();
  const list: Item[] = [{ id: 1, name: 'Milk' }, { id: unsavedId, name: 'Eggs' }, { id: 2, name: 'Rice' }];
  confirmRow(list, { id: 40, name: 'Eggs' }, unsavedId);
  expect(list).toEqual([{ id: 1, name: 'Milk' }, { id: 40, name: 'Eggs' }, { id: 2, name: 'Rice' }]);
  expect(rowKey(list[1])).toBe(unsavedId);
  expect(rowKey(list[0])).toBe(1);
});

test.each([
  ['replaces the row with the same id', [{ id: 1, name: 'Milk' }], { id: 1, name: 'Oat milk' }, [{ id: 1, name: 'Oat milk' }]],
  ['appends a row that is not there', [{ id: 1, name: 'Milk' }], { id: 2, name: 'Rice' }, [{ id: 1, name: 'Milk' }, { id: 2, name: 'Rice' }]],
])('upsertRow %s', (_name, list: Item[], row: Item, expected: Item[]) => {
  upsertRow(list, row);
  expect(list).toEqual(expected);
});

test('a removed row comes back where it was, once', () => {
  const list: Item[] = [{ id: 1, name: 'Milk' }, { id: 2, name: 'Rice' }, { id: 3, name: 'Eggs' }];
  const removed = removeRow(list, 2)!;
  expect(removed).toEqual({ row: { id: 2, name: 'Rice' }, index: 1 });
  expect(list.map((item) => item.id)).toEqual([1, 3]);
  restoreRow(list, removed);
  restoreRow(list, removed);
  expect(list.map((item) => item.id)).toEqual([1, 2, 3]);
  expect(removeRow(list, 99)).toBeUndefined();
});

test('a row removed inside a cache update, nested fields and all, can be put back after the update ended', () => {
  interface Nested {
    id: number;
    status: { missing: number };
    tags: string[];
  }
  let removed: ReturnType<typeof removeRow<Nested>>;
  const before: Nested[] = [{ id: 1, status: { missing: 2 }, tags: ['Quick'] }];
  const after = produce(before, (draft) => {
    removed = removeRow(draft, 1);
  });
  expect(after).toEqual([]);
  const restored = produce(after, (draft) => restoreRow(draft, removed!));
  expect(restored).toEqual(before);
});
