import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, screenLoaded } from '../testing/render-app';
import { stubNetwork } from '@mealapp/api-client/testing';

beforeEach(() => localStorage.clear());

async function fill(password: string, confirm: string) {
  const user = userEvent.setup();
  if (password) await user.type(screen.getByLabelText('New Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  return user;
}

test('without a token the link is called invalid and the button is disabled', async () => {
  renderApp('/reset-password');
  await screenLoaded();
  expect(screen.getByText('Invalid reset link. Please request a new password reset.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  expect(screen.getByRole('link', { name: 'Back to Sign In' })).toBeInTheDocument();
});

test.each([
  ['', '', 'Both fields are required'],
  ['longenough', '', 'Both fields are required'],
  ['longenough', 'different1', 'Passwords do not match'],
  ['short', 'short', 'Password must be at least 8 characters long'],
])('%p / %p -> %s', async (password, confirm, message) => {
  const stub = stubNetwork({});
  renderApp('/reset-password?token=abc');
  await screenLoaded();
  await fill(password, confirm);
  expect(screen.getByRole('alert')).toHaveTextContent(message);
  expect(stub.calls).toHaveLength(0);
});

test('each field has a show/hide toggle', async () => {
  renderApp('/reset-password?token=abc');
  await screenLoaded();
  const user = userEvent.setup();
  const field = screen.getByLabelText('New Password');
  expect(field).toHaveAttribute('type', 'password');
  await user.click(screen.getAllByRole('button', { name: 'Show password' })[0]);
  expect(field).toHaveAttribute('type', 'text');
  expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(field).toHaveAttribute('type', 'password');
});

test('busy, then success, then Go to Sign In opens the sign-in modal on /onboarding', async () => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const stub = stubNetwork({
    'POST /api/auth/reset-password': async () => {
      await gate;
      return { status: 200, body: { message: 'Password has been reset' } };
    },
  });
  renderApp('/reset-password?token=abc');
  await screenLoaded();
  const user = await fill('new-password', 'new-password');
  expect(screen.getByRole('button', { name: 'Resetting Password...' })).toBeDisabled();
  release();
  expect(await screen.findByText('Password Reset Successfully')).toBeInTheDocument();
  expect(stub.calls[0].body).toEqual({ token: 'abc', password: 'new-password' });
  await user.click(screen.getByRole('button', { name: 'Go to Sign In' }));
  expect(within(await screen.findByRole('dialog')).getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/onboarding');
});

test.each([
  [{ status: 400, body: { error: 'This reset link is invalid or has expired' } }, 'This reset link is invalid or has expired'],
  [{ status: 500 }, 'Failed to reset password'],
  ['network', 'An error occurred while resetting password'],
])('failure %p shows "%s"', async (answer, message) => {
  if (answer === 'network') globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as never;
  else stubNetwork({ 'POST /api/auth/reset-password': answer as { status: number } });
  renderApp('/reset-password?token=abc');
  await screenLoaded();
  await fill('new-password', 'new-password');
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByLabelText('New Password')).toHaveValue('new-password');
});
