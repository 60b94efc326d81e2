import { isUnsaved, rowKey } from './optimistic-list';
import { optimisticCreate, optimisticRemove, optimisticUpdate, type CachedLists } from './optimistic-mutations';

type Shelf = 'fridge' | 'cupboard';
interface Item {
  id: number;
  name: string;
  shelf: Shelf;
}
type Filter = { shelf?: Shelf };

const MILK: Item = { id: 1, name: 'Milk', shelf: 'fridge' };
const RICE: Item = { id: 2, name: 'Rice', shelf: 'cupboard' };
const EGGS: Item = { id: 3, name: 'Eggs', shelf: 'fridge' };

// The cached copies of a list query: the whole list, and the lists filtered by shelf.
const ARGS = { all: {}, fridge: { shelf: 'fridge' }, cupboard: { shelf: 'cupboard' } } satisfies Record<string, Filter>;
type Copies = Partial<Record<keyof typeof ARGS, Item[]>>;

function cache(copies: Copies) {
  const held = (Object.keys(copies) as Array<keyof typeof ARGS>).map((name) => ({ name, arg: ARGS[name] as Filter, rows: copies[name]!.map((row) => ({ ...row })) }));
  const lists: CachedLists<Item, Filter> = {
    patch: (recipe) => held.forEach(({ rows, arg }) => recipe(rows, arg)),
    belongs: (row, arg) => !arg.shelf || row.shelf === arg.shelf,
  };
  const shown = () => Object.fromEntries(held.map(({ name, rows }) => [name, rows.map((row) => `${row.name}@${row.shelf}`)]));
  const rowsOf = (name: string) => held.find((copy) => copy.name === name)!.rows;
  return { lists, shown, rowsOf };
}

function answer<T>() {
  let resolve!: (value: { data: T }) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<{ data: T }>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}

const REFUSED = { status: 400, data: { error: 'No' } };

describe('optimisticCreate', () => {
  test.each([
    {
      name: 'an unfiltered list shows the row at once, then the saved one in its place',
      copies: { all: [MILK] },
      draft: { name: 'Rice', shelf: 'cupboard' as Shelf },
      saved: RICE,
      during: { all: ['Milk@fridge', 'Rice@cupboard'] },
      after: { all: ['Milk@fridge', 'Rice@cupboard'] },
    },
    {
      name: 'filtered copies get the row only where it belongs',
      copies: { all: [MILK], fridge: [MILK], cupboard: [] },
      draft: { name: 'Rice', shelf: 'cupboard' as Shelf },
      saved: RICE,
      during: { all: ['Milk@fridge', 'Rice@cupboard'], fridge: ['Milk@fridge'], cupboard: ['Rice@cupboard'] },
      after: { all: ['Milk@fridge', 'Rice@cupboard'], fridge: ['Milk@fridge'], cupboard: ['Rice@cupboard'] },
    },
    {
      name: 'a saved row that differs from the draft moves to the copies it belongs to',
      copies: { all: [MILK], fridge: [MILK], cupboard: [] },
      draft: { name: 'Eggs', shelf: 'cupboard' as Shelf },
      saved: EGGS,
      during: { all: ['Milk@fridge', 'Eggs@cupboard'], fridge: ['Milk@fridge'], cupboard: ['Eggs@cupboard'] },
      after: { all: ['Milk@fridge', 'Eggs@fridge'], fridge: ['Milk@fridge', 'Eggs@fridge'], cupboard: [] },
    },
  ])('$name', async ({ copies, draft, saved, during, after }) => {
    const { lists, shown, rowsOf } = cache(copies);
    const server = answer<Item>();
    const done = optimisticCreate(lists, (id) => ({ id, ...draft }), server.promise);
    expect(shown()).toEqual(during);
    const unsaved = rowsOf('all').at(-1)!;
    expect(isUnsaved(unsaved)).toBe(true);

    server.resolve({ data: saved });
    await done;
    expect(shown()).toEqual(after);
    const confirmed = rowsOf('all').find((row) => row.id === saved.id)!;
    expect(isUnsaved(confirmed)).toBe(false);
    expect(rowKey(confirmed)).toBe(unsaved.id);
  });

  test('a refused row leaves every copy', async () => {
    const { lists, shown } = cache({ all: [MILK], cupboard: [] });
    const server = answer<Item>();
    const done = optimisticCreate(lists, (id) => ({ id, name: 'Rice', shelf: 'cupboard' }), server.promise);
    expect(shown()).toEqual({ all: ['Milk@fridge', 'Rice@cupboard'], cupboard: ['Rice@cupboard'] });
    server.reject(REFUSED);
    await done;
    expect(shown()).toEqual({ all: ['Milk@fridge'], cupboard: [] });
  });
});

describe('optimisticUpdate', () => {
  test.each([
    {
      name: 'renames in place, then shows the saved row',
      copies: { all: [MILK, RICE] },
      changes: { name: 'Oat milk' },
      outcome: { data: { ...MILK, name: 'Oat Milk' } },
      during: { all: ['Oat milk@fridge', 'Rice@cupboard'] },
      after: { all: ['Oat Milk@fridge', 'Rice@cupboard'] },
    },
    {
      name: 'a refusal puts the row back as it was, in place',
      copies: { all: [MILK, RICE] },
      changes: { name: 'Oat milk' },
      outcome: 'refused',
      during: { all: ['Oat milk@fridge', 'Rice@cupboard'] },
      after: { all: ['Milk@fridge', 'Rice@cupboard'] },
    },
    {
      name: 'a row leaving a filter leaves that copy, and a copy whose filter it enters gains the saved row',
      copies: { all: [MILK, RICE], fridge: [MILK, EGGS], cupboard: [RICE] },
      changes: { shelf: 'cupboard' as Shelf },
      outcome: { data: { ...MILK, shelf: 'cupboard' as Shelf } },
      during: { all: ['Milk@cupboard', 'Rice@cupboard'], fridge: ['Eggs@fridge'], cupboard: ['Rice@cupboard'] },
      after: { all: ['Milk@cupboard', 'Rice@cupboard'], fridge: ['Eggs@fridge'], cupboard: ['Rice@cupboard', 'Milk@cupboard'] },
    },
    {
      name: 'a refused move puts the row back where it was in the copy it left',
      copies: { all: [MILK, RICE], fridge: [MILK, EGGS], cupboard: [RICE] },
      changes: { shelf: 'cupboard' as Shelf },
      outcome: 'refused',
      during: { all: ['Milk@cupboard', 'Rice@cupboard'], fridge: ['Eggs@fridge'], cupboard: ['Rice@cupboard'] },
      after: { all: ['Milk@fridge', 'Rice@cupboard'], fridge: ['Milk@fridge', 'Eggs@fridge'], cupboard: ['Rice@cupboard'] },
    },
    {
      name: 'a saved row that stayed on its shelf comes back where it was in the copy it left',
      copies: { all: [MILK], fridge: [MILK, EGGS], cupboard: [] },
      changes: { shelf: 'cupboard' as Shelf },
      outcome: { data: MILK },
      during: { all: ['Milk@cupboard'], fridge: ['Eggs@fridge'], cupboard: [] },
      after: { all: ['Milk@fridge'], fridge: ['Milk@fridge', 'Eggs@fridge'], cupboard: [] },
    },
  ])('$name', async ({ copies, changes, outcome, during, after }) => {
    const { lists, shown } = cache(copies);
    const server = answer<Item>();
    const done = optimisticUpdate(lists, MILK.id, changes, server.promise);
    expect(shown()).toEqual(during);
    if (typeof outcome === 'string') server.reject(REFUSED);
    else server.resolve(outcome);
    await done;
    expect(shown()).toEqual(after);
  });

  test.each(['saved', 'refused'])('a row deleted meanwhile stays deleted when the change is %s', async (outcome) => {
    const { lists, shown } = cache({ all: [MILK, RICE], fridge: [MILK] });
    const server = answer<Item>();
    const done = optimisticUpdate(lists, MILK.id, { name: 'Oat milk' }, server.promise);
    void optimisticRemove(lists, MILK.id, new Promise(() => {}));
    if (outcome === 'saved') server.resolve({ data: { ...MILK, name: 'Oat milk' } });
    else server.reject(REFUSED);
    await done;
    expect(shown()).toEqual({ all: ['Rice@cupboard'], fridge: [] });
  });

  test('a row no copy holds stays out of them', async () => {
    const { lists, shown } = cache({ all: [RICE], fridge: [] });
    await optimisticUpdate(lists, MILK.id, { name: 'Oat milk' }, Promise.resolve({ data: { ...MILK, name: 'Oat milk' } }));
    expect(shown()).toEqual({ all: ['Rice@cupboard'], fridge: [] });
  });
});

describe('optimisticRemove', () => {
  test.each([
    ['saved: the row stays out of every copy', 'saved', { all: ['Milk@fridge', 'Rice@cupboard'], fridge: ['Milk@fridge'], cupboard: ['Rice@cupboard'] }],
    ['refused: the row comes back where it was in each copy', 'refused', { all: ['Milk@fridge', 'Eggs@fridge', 'Rice@cupboard'], fridge: ['Milk@fridge', 'Eggs@fridge'], cupboard: ['Rice@cupboard'] }],
  ])('%s', async (_name, outcome, after) => {
    const { lists, shown } = cache({ all: [MILK, EGGS, RICE], fridge: [MILK, EGGS], cupboard: [RICE] });
    const server = answer<unknown>();
    const done = optimisticRemove(lists, EGGS.id, server.promise);
    expect(shown()).toEqual({ all: ['Milk@fridge', 'Rice@cupboard'], fridge: ['Milk@fridge'], cupboard: ['Rice@cupboard'] });
    if (outcome === 'refused') server.reject(REFUSED);
    else server.resolve({ data: null });
    await done;
    expect(shown()).toEqual(after);
  });
});
