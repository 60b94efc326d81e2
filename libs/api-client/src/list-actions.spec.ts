import { act, renderHook } from '@testing-library/react';
import { useListActions } from './list-actions';

interface Body {
  name: string;
}
interface Changes {
  name?: string;
}
interface UpdateArg {
  id: number;
  changes: Changes;
}

const ERRORS = { create: 'Failed to create', update: 'Failed to update', delete: 'Failed to delete' };
const updateArg = (id: number, changes: Changes): UpdateArg => ({ id, changes });

/** A stand-in for a use…Mutation hook: each call answers the next outcome (a value when saved, `{ refused }` when not). */
function mutation<Arg>(...outcomes: Array<{ refused: unknown } | { saved: unknown } | Promise<unknown>>) {
  const trigger = jest.fn((_arg: Arg) => {
    const outcome = outcomes.shift()!;
    const answer = outcome instanceof Promise ? outcome : 'refused' in outcome ? Promise.reject(outcome.refused) : Promise.resolve(outcome.saved);
    return { unwrap: () => answer };
  });
  return { trigger, hook: () => [trigger] as const };
}

function actions(create = mutation<Body>(), update = mutation<UpdateArg>(), remove = mutation<number>()) {
  return renderHook(() => useListActions([create.hook, update.hook, remove.hook], updateArg, ERRORS));
}

describe('create and update answer null when saved, else the text for the form', () => {
  test.each([
    ['saved', { saved: { id: 1 } }, null, null],
    ["refused: the server's text", { refused: { status: 409, data: { error: 'Your pantry is full' } } }, 'Your pantry is full', 'Your pantry is full'],
    ['refused without text: the status', { refused: { status: 500, data: null } }, 'HTTP error! status: 500', 'HTTP error! status: 500'],
    ["no answer at all: the call's fallback", { refused: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } }, ERRORS.create, ERRORS.update],
  ])('%s', async (_name, outcome, createText, updateText) => {
    const create = mutation<Body>(outcome);
    const update = mutation<UpdateArg>(outcome);
    const { result } = actions(create, update);
    await expect(result.current.create({ name: 'Milk' })).resolves.toBe(createText);
    await expect(result.current.update(7, { name: 'Oat milk' })).resolves.toBe(updateText);
    expect(create.trigger).toHaveBeenCalledWith({ name: 'Milk' });
    expect(update.trigger).toHaveBeenCalledWith({ id: 7, changes: { name: 'Oat milk' } });
    expect(result.current.error).toBeNull();
  });
});

test('a refused delete shows in the banner, and the next change clears it when it starts', async () => {
  let saveLater!: () => void;
  const remove = mutation<number>({ refused: { status: 404, data: { error: 'Pantry item not found' } } }, new Promise<void>((resolve) => (saveLater = resolve)));
  const { result } = actions(undefined, undefined, remove);
  await act(() => result.current.remove({ id: 4 }));
  expect(remove.trigger).toHaveBeenCalledWith(4);
  expect(result.current.error).toBe('Pantry item not found');

  let second!: Promise<void>;
  act(() => void (second = result.current.remove({ id: 5 })));
  expect(result.current.error).toBeNull();
  act(() => saveLater());
  await act(() => second);
  expect(result.current.error).toBeNull();
});

test("a saved change does not hide another change's refusal that came meanwhile", async () => {
  let saveLater!: () => void;
  const remove = mutation<number>(new Promise<void>((resolve) => (saveLater = resolve)), { refused: { status: 500, data: null } });
  const { result } = actions(undefined, undefined, remove);
  let slow!: Promise<void>;
  act(() => void (slow = result.current.remove({ id: 4 })));
  await act(() => result.current.run(() => remove.trigger(5).unwrap(), 'Failed to clear'));
  expect(result.current.error).toBe('HTTP error! status: 500');
  act(() => saveLater());
  await act(() => slow);
  expect(result.current.error).toBe('HTTP error! status: 500');
});

test('reportError sets the banner from elsewhere; the callbacks stay the same between renders', () => {
  const { result, rerender } = actions();
  const first = result.current;
  act(() => result.current.reportError('Failed to combine similar items'));
  rerender();
  expect(result.current.error).toBe('Failed to combine similar items');
  for (const name of ['create', 'update', 'remove', 'run', 'reportError'] as const) expect(result.current[name]).toBe(first[name]);
});
