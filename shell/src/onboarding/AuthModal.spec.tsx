import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADA, renderApp, screenLoaded } from '../testing/render-app';
import { stubNetwork } from '@mealapp/api-client/testing';

beforeEach(() => localStorage.clear());

async function openModal() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Get Started' }));
  return { user, dialog: screen.getByRole('dialog') };
}

test('Get Started opens sign in; the links move between the three modes', async () => {
  renderApp('/onboarding');
  await screenLoaded();
  const { user, dialog } = await openModal();
  expect(within(dialog).getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
  expect(within(dialog).getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Name')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Confirm Password')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Create Account' })).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
  await user.click(within(dialog).getByRole('button', { name: 'Forgot your password?' }));
  expect(within(dialog).getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Send Reset Email' })).toBeInTheDocument();
  expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: '← Back to Sign In' }));
  expect(within(dialog).getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
});

test('fields validate live with the spec messages and show valid state', async () => {
  renderApp('/onboarding');
  await screenLoaded();
  const { user, dialog } = await openModal();
  await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
  const name = within(dialog).getByLabelText('Name');
  await user.type(name, 'A');
  expect(within(dialog).getByText('Name must be at least 2 characters')).toBeInTheDocument();
  expect(name).toHaveAttribute('aria-invalid', 'true');
  await user.type(name, 'd');
  expect(within(dialog).queryByText('Name must be at least 2 characters')).not.toBeInTheDocument();
  expect(name).not.toHaveAttribute('aria-invalid');

  const email = within(dialog).getByLabelText('Email');
  await user.click(email);
  await user.tab();
  expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Password', { exact: true }), '12345');
  expect(within(dialog).getByText('Password must be at least 6 characters')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Confirm Password'), '1234');
  expect(within(dialog).getByText('Passwords do not match')).toBeInTheDocument();
});

test('submitting an invalid form shows every message and sends nothing', async () => {
  const stub = stubNetwork({});
  renderApp('/onboarding');
  await screenLoaded();
  const { user, dialog } = await openModal();
  await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
  expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
  expect(within(dialog).getByText('Password must be at least 6 characters')).toBeInTheDocument();
  // Only the question of how people sign in here (GET /api/auth/oidc), asked as onboarding opens.
  expect(stub.calls.filter((call) => call.path !== '/api/auth/oidc')).toHaveLength(0);
});

test('switching mode clears the form, the errors and the success flag', async () => {
  stubNetwork({ 'POST /api/auth/forgot-password': { status: 200, body: { message: 'If that address has an account, a link is on its way.' } } });
  renderApp('/onboarding');
  await screenLoaded();
  const { user, dialog } = await openModal();
  await user.type(within(dialog).getByLabelText('Email'), 'bad');
  await user.tab();
  expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Forgot your password?' }));
  expect(within(dialog).getByLabelText('Email')).toHaveValue('');
  expect(within(dialog).queryByText('Please enter a valid email address')).not.toBeInTheDocument();

  await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Send Reset Email' }));
  expect(await within(dialog).findByText('Password reset email sent! Check your inbox.')).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: '← Back to Sign In' }));
  await user.click(within(dialog).getByRole('button', { name: 'Forgot your password?' }));
  expect(within(dialog).queryByText('Password reset email sent! Check your inbox.')).not.toBeInTheDocument();
  expect(within(dialog).getByLabelText('Email')).toHaveValue('');
});

test('a failed sign in shows the server text in a red banner and keeps the input', async () => {
  stubNetwork({ 'POST /api/auth/login': { status: 401, body: { error: 'Invalid email or password' } } });
  renderApp('/onboarding');
  await screenLoaded();
  const { user, dialog } = await openModal();
  await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
  await user.type(within(dialog).getByLabelText('Password', { exact: true }), 'wrong-password');
  await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid email or password');
  expect(within(dialog).getByLabelText('Email')).toHaveValue('ada@example.com');
  expect(within(dialog).getByLabelText('Password', { exact: true })).toHaveValue('wrong-password');
});

test.each([
  [{ status: 500 }, 'Login failed'],
  ['network', 'An error occurred'],
])('sign-in failure %p falls back to "%s"', async (answer, message) => {
  if (answer === 'network') globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as never;
  else stubNetwork({ 'POST /api/auth/login': answer as { status: number } });
  renderApp('/onboarding');
  await screenLoaded();
  const { user, dialog } = await openModal();
  await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
  await user.type(within(dialog).getByLabelText('Password', { exact: true }), 'secret1');
  await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
});

test('sign in shows "Please wait..." while busy, then lands on Home with the greeting', async () => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  stubNetwork({
    'POST /api/auth/login': async () => {
      await gate;
      return { status: 200, body: { accessToken: 'tok' } };
    },
    'GET /api/me': { status: 200, body: ADA },
  });
  const { store } = renderApp('/onboarding');
  await screenLoaded();
  const { user, dialog } = await openModal();
  await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
  await user.type(within(dialog).getByLabelText('Password', { exact: true }), 'secret1');
  await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
  expect(within(dialog).getByRole('button', { name: 'Please wait...' })).toBeDisabled();
  release();
  expect(await screen.findByText('Hi Ada!')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/home');
  expect(store.getState().session.accessToken).toBe('tok');
  expect(localStorage.getItem('accessToken')).toBe('tok');
});

test('create account registers, then signs in', async () => {
  const stub = stubNetwork({
    'POST /api/auth/register': { status: 201, body: ADA },
    'POST /api/auth/login': { status: 200, body: { accessToken: 'tok' } },
    'GET /api/me': { status: 200, body: ADA },
  });
  renderApp('/onboarding');
  await screenLoaded();
  const { user, dialog } = await openModal();
  await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
  await user.type(within(dialog).getByLabelText('Name'), '  Ada Lovelace ');
  await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
  await user.type(within(dialog).getByLabelText('Password', { exact: true }), 'secret1');
  await user.type(within(dialog).getByLabelText('Confirm Password'), 'secret1');
  await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
  expect(await screen.findByText('Hi Ada!')).toBeInTheDocument();
  const calls = stub.calls.filter((call) => call.path !== '/api/auth/oidc');
  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/auth/register', 'POST /api/auth/login', 'GET /api/me']);
  expect(calls[0].body).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', password: 'secret1' });
});

test('a failed registration shows the server text, else "Registration failed"', async () => {
  stubNetwork({ 'POST /api/auth/register': { status: 409, body: { error: 'An account with this email already exists' } } });
  renderApp('/onboarding');
  await screenLoaded();
  const { user, dialog } = await openModal();
  await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
  await user.type(within(dialog).getByLabelText('Name'), 'Ada');
  await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
  await user.type(within(dialog).getByLabelText('Password', { exact: true }), 'secret1');
  await user.type(within(dialog).getByLabelText('Confirm Password'), 'secret1');
  await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('An account with this email already exists');

  stubNetwork({ 'POST /api/auth/register': { status: 400 } });
  await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
  await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Registration failed'));
});

test('a failed reset request shows "Failed to send password reset email"', async () => {
  stubNetwork({ 'POST /api/auth/forgot-password': { status: 400 } });
  renderApp('/onboarding');
  await screenLoaded();
  const { user, dialog } = await openModal();
  await user.click(within(dialog).getByRole('button', { name: 'Forgot your password?' }));
  await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Send Reset Email' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to send password reset email');
});
