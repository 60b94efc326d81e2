import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppThemeProvider } from '../theme/AppThemeProvider';
import { isListPending, ListPending, type PendingList } from './ListPending';

const list = (overrides: Partial<PendingList>): PendingList => ({ isLoading: false, isFetching: false, error: null, retry: jest.fn(), ...overrides });

function show(state: PendingList) {
  return render(
    <AppThemeProvider mode="light">
      <ListPending list={state} loadingLabel="Loading pantry items" />
    </AppThemeProvider>,
  );
}

test.each([
  ['loading', list({ isLoading: true }), true],
  ['failed', list({ error: 'Could not load' }), true],
  ['loaded', list({}), false],
])('%s: pending is %s', (_state, state, pending) => {
  expect(isListPending(state)).toBe(pending);
});

test('while loading, a named spinner', () => {
  show(list({ isLoading: true }));
  expect(screen.getByRole('status')).toHaveTextContent('Loading pantry items');
});

test('a failed load shows the error and Retry asks again', async () => {
  const state = list({ error: 'Could not load your pantry' });
  show(state);
  expect(screen.getByRole('alert')).toHaveTextContent('Could not load your pantry');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(state.retry).toHaveBeenCalledTimes(1);
});

test('once the list is there, nothing', () => {
  const { container } = show(list({}));
  expect(container).toBeEmptyDOMElement();
});
