import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppThemeProvider } from '../theme/AppThemeProvider';
import { TOAST_CLOSE_ANIMATION_MS, TOAST_DEFAULT_DURATION_MS, TOAST_SIMPLE_DURATION_MS } from './constants';
import { ToastProvider, useToast, type ToastOptions } from './ToastProvider';

function Trigger({ toast }: { toast: ToastOptions }) {
  const { show } = useToast();
  return (
    <button type="button" onClick={() => show(toast)}>
      show
    </button>
  );
}

function renderWith(toast: ToastOptions) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <AppThemeProvider mode="light">
      <ToastProvider>
        <Trigger toast={toast} />
      </ToastProvider>
    </AppThemeProvider>,
  );
  return user;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('spec constants', () => {
  expect([TOAST_DEFAULT_DURATION_MS, TOAST_SIMPLE_DURATION_MS, TOAST_CLOSE_ANIMATION_MS]).toEqual([5000, 3000, 300]);
});

test('a toast with no duration stays 5000 ms, then goes', async () => {
  const user = renderWith({ type: 'success', message: 'Profile updated successfully!' });
  await user.click(screen.getByRole('button', { name: 'show' }));
  expect(screen.getByText('Profile updated successfully!')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS - 1));
  expect(screen.getByText('Profile updated successfully!')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
});

test('duration 0 never dismisses itself', async () => {
  const user = renderWith({ type: 'error', message: 'Sticky', duration: 0 });
  await user.click(screen.getByRole('button', { name: 'show' }));
  act(() => jest.advanceTimersByTime(60 * 60 * 1000));
  expect(screen.getByText('Sticky')).toBeInTheDocument();
});

test('a custom duration is honoured', async () => {
  const user = renderWith({ type: 'info', message: 'Quick', duration: TOAST_SIMPLE_DURATION_MS });
  await user.click(screen.getByRole('button', { name: 'show' }));
  act(() => jest.advanceTimersByTime(TOAST_SIMPLE_DURATION_MS - 1));
  expect(screen.getByText('Quick')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('Quick')).not.toBeInTheDocument();
});

test('closing by hand animates for 300 ms before removal', async () => {
  const user = renderWith({ type: 'warning', title: 'Heads up', message: 'Closing', duration: 0 });
  await user.click(screen.getByRole('button', { name: 'show' }));
  await user.click(screen.getByRole('button', { name: 'Close notification' }));
  const item = screen.getByText('Closing').closest('li');
  expect(item).toHaveAttribute('data-state', 'closing');
  act(() => jest.advanceTimersByTime(TOAST_CLOSE_ANIMATION_MS - 1));
  expect(screen.getByText('Closing')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText('Closing')).not.toBeInTheDocument();
});

test('toasts render inside live regions, errors assertive', async () => {
  const user = renderWith({ type: 'error', message: 'Failed to update profile. Please try again.' });
  await user.click(screen.getByRole('button', { name: 'show' }));
  const region = screen.getByRole('region', { name: 'Notifications' });
  expect(screen.getByText('Failed to update profile. Please try again.').closest('[aria-live]')).toHaveAttribute('aria-live', 'assertive');
  expect(region).toContainElement(screen.getByText('Failed to update profile. Please try again.'));
});

test('an action runs and closes the toast', async () => {
  const onClick = jest.fn();
  const user = renderWith({ type: 'info', message: 'Item deleted', action: { label: 'Undo', onClick } });
  await user.click(screen.getByRole('button', { name: 'show' }));
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(screen.getByText('Item deleted').closest('li')).toHaveAttribute('data-state', 'closing');
});
