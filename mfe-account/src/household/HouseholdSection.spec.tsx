import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOUSEHOLD_MESSAGES } from '@mealapp/domain';
import { stubNetwork, type RecordedCall } from '@mealapp/api-client/testing';
import { renderPage } from '@mealapp/testing';
import SettingsPage from '../SettingsPage';

const ada = { id: 1, name: 'Ada Lovelace', email: 'ada@example.com' };
const bo = { id: 2, name: 'Bo Peep', role: 'member' as const };
const home = { id: 7, name: "Ada's household", role: 'owner' as const, isCurrent: true, members: [{ id: 1, name: 'Ada Lovelace', role: 'owner' as const }, bo] };
const flat = { id: 9, name: 'The Flat', role: 'member' as const, isCurrent: false, members: [{ id: 5, name: 'Cy Rent', role: 'owner' as const }, { id: 1, name: 'Ada Lovelace', role: 'member' as const }] };
const invitation = { code: 'K7M2Q-XW9PB', url: 'http://localhost/join/K7M2Q-XW9PB', expiresAt: '2031-05-08T10:00:00.000Z' };

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken', 'token');
});

/** A household server: the list follows what the calls did. */
function server(initial: Array<typeof home | typeof flat>, extra: Parameters<typeof stubNetwork>[0] = {}) {
  let households = initial.map((h) => ({ ...h }));
  const net = stubNetwork({
    'GET /api/me': { status: 200, body: ada },
    'GET /api/households': () => ({ status: 200, body: households }),
    'PUT /api/households/current': (call: RecordedCall) => {
      const { householdId } = call.body as { householdId: number };
      households = households.map((h) => ({ ...h, isCurrent: h.id === householdId }));
      return { status: 200, body: households.find((h) => h.isCurrent) };
    },
    ...extra,
  });
  return net;
}

async function section() {
  return screen.findByRole('region', { name: 'Household' });
}

test('shows the current household and its members, the owner marked; loading first', async () => {
  server([home]);
  renderPage(<SettingsPage />);
  expect(screen.getByText('Loading your household')).toBeInTheDocument();
  const household = await section();
  expect(await within(household).findByText("Ada's household")).toBeInTheDocument();
  expect(within(household).getByText('Owner · 2 members')).toBeInTheDocument();
  expect(within(household).getByText('Ada Lovelace (you)').closest('div')?.parentElement).toHaveTextContent('Owner');
  expect(within(household).getByRole('button', { name: /Bo Peep/ })).toHaveAttribute('aria-haspopup', 'dialog');
  // One household: nothing to switch to.
  expect(screen.queryByRole('button', { name: /Switch household/ })).not.toBeInTheDocument();
});

test('switches to another household; its name is shown from then on', async () => {
  const net = server([home, flat]);
  const user = userEvent.setup();
  renderPage(<SettingsPage />);
  await user.click(await screen.findByRole('button', { name: /Switch household/ }));
  const dialog = screen.getByRole('dialog', { name: 'Switch household' });
  await user.click(within(dialog).getByRole('button', { name: /The Flat/ }));
  expect(await screen.findByText('Switched to The Flat')).toBeInTheDocument();
  expect(net.calls.find((c) => c.method === 'PUT')?.body).toEqual({ householdId: 9 });
  expect(await within(await section()).findByText('Member · 2 members')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Leave household' })).toBeInTheDocument();
});

test('creates a household: the name is checked by the shared rule, a refusal keeps it', async () => {
  let answer = { status: 409, body: { error: HOUSEHOLD_MESSAGES.tooManyHouseholds } };
  const net = server([home], { 'POST /api/households': () => answer });
  const user = userEvent.setup();
  renderPage(<SettingsPage />);
  await user.click(await screen.findByRole('button', { name: 'Create a household' }));
  const dialog = screen.getByRole('dialog', { name: 'New household' });
  await user.click(within(dialog).getByRole('button', { name: 'Create a household' }));
  expect(within(dialog).getByText(HOUSEHOLD_MESSAGES.nameRequired)).toBeInTheDocument();
  expect(net.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

  await user.type(within(dialog).getByLabelText('Household name'), '  The Flat ');
  await user.click(within(dialog).getByRole('button', { name: 'Create a household' }));
  expect(await within(dialog).findByText(HOUSEHOLD_MESSAGES.tooManyHouseholds)).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Household name')).toHaveValue('  The Flat ');

  answer = { status: 201, body: { ...flat, role: 'owner', isCurrent: true } } as never;
  await user.click(within(dialog).getByRole('button', { name: 'Create a household' }));
  expect(await screen.findByText('The Flat created')).toBeInTheDocument();
  expect(net.calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ name: 'The Flat' });
});

test('invites: the code in large type, the link with Copy, and a QR code of the link; withdrawn on request', async () => {
  const net = server([home], {
    'POST /api/households/:id/invitations': { status: 201, body: invitation },
    'DELETE /api/households/:id/invitations/:code': { status: 204 },
  });
  // user-event puts a clipboard of its own on the navigator.
  const user = userEvent.setup();
  renderPage(<SettingsPage />);
  await user.click(await screen.findByRole('button', { name: 'Invite someone' }));
  const dialog = screen.getByRole('dialog', { name: 'Invite to your household' });
  expect(await within(dialog).findByRole('region', { name: 'Invitation code' })).toHaveTextContent('K7M2Q-XW9PB');
  expect(within(dialog).getByRole('region', { name: 'Invitation link' })).toHaveTextContent(invitation.url);
  const qr = await within(dialog).findByRole('img', { name: 'QR code of the invitation link' });
  const svg = decodeURIComponent(qr.getAttribute('src')!.replace('data:image/svg+xml;charset=utf-8,', ''));
  expect(svg).toMatch(/^<svg[^>]*viewBox/);
  expect(net.calls.find((c) => c.method === 'POST')?.path).toBe('/api/households/7/invitations');

  await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
  expect(await navigator.clipboard.readText()).toBe(invitation.url);
  expect(within(dialog).getByText('Link copied')).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Withdraw invitation' }));
  expect(await screen.findByText('Invitation withdrawn')).toBeInTheDocument();
  expect(net.calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/households/7/invitations/K7M2Q-XW9PB');
});

test('shares the link with the share sheet where the device has one', async () => {
  server([home], { 'POST /api/households/:id/invitations': { status: 201, body: invitation } });
  const share = jest.fn(async () => undefined);
  Object.defineProperty(navigator, 'share', { configurable: true, value: share });
  try {
    const user = userEvent.setup();
    renderPage(<SettingsPage />);
    await user.click(await screen.findByRole('button', { name: 'Invite someone' }));
    await user.click(await screen.findByRole('button', { name: 'Share link' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: invitation.url }));
  } finally {
    delete (navigator as { share?: unknown }).share;
  }
});

test('joins by a code: Join waits for something that can be a code; a refusal shows the server text and keeps the code', async () => {
  let answer: { status: number; body: unknown } = { status: 404, body: { error: HOUSEHOLD_MESSAGES.invitationNotFound } };
  const net = server([home], { 'POST /api/households/join': () => answer });
  const user = userEvent.setup();
  renderPage(<SettingsPage />);
  await user.click(await screen.findByRole('button', { name: 'Join with a code' }));
  const dialog = screen.getByRole('dialog', { name: 'Join a household' });
  const join = within(dialog).getByRole('button', { name: 'Join' });
  expect(join).toBeDisabled();
  await user.type(within(dialog).getByLabelText('Invitation code'), 'k7m2q xw9p');
  expect(join).toBeDisabled();
  await user.type(within(dialog).getByLabelText('Invitation code'), 'b');
  expect(join).toBeEnabled();
  await user.click(join);
  expect(await within(dialog).findByText(HOUSEHOLD_MESSAGES.invitationNotFound)).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Invitation code')).toHaveValue('k7m2q xw9pb');
  expect(net.calls.find((c) => c.path === '/api/households/join')?.body).toEqual({ code: 'K7M2QXW9PB' });

  answer = { status: 200, body: { ...flat, isCurrent: true } };
  await user.click(join);
  expect(await screen.findByText('You joined The Flat')).toBeInTheDocument();
});

test('the owner removes a member and hands the household over, each after saying what it does', async () => {
  const net = server([home], {
    'DELETE /api/households/:id/members/:userId': { status: 204 },
    'PATCH /api/households/:id/members/:userId': { status: 200, body: { ...home, role: 'member' } },
  });
  const user = userEvent.setup();
  renderPage(<SettingsPage />);
  await user.click(await screen.findByRole('button', { name: /Bo Peep/ }));
  await user.click(within(screen.getByRole('dialog', { name: 'Bo Peep' })).getByRole('button', { name: 'Remove' }));
  let confirm = screen.getByRole('dialog', { name: 'Remove Bo Peep?' });
  expect(confirm).toHaveTextContent("Bo Peep will no longer see the pantry, shopping list, meal plan and recipes of Ada's household.");
  await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  expect(net.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: /Bo Peep/ }));
  await user.click(within(screen.getByRole('dialog', { name: 'Bo Peep' })).getByRole('button', { name: 'Remove' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Remove Bo Peep?' })).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('Bo Peep removed')).toBeInTheDocument();
  expect(net.calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/households/7/members/2');

  await user.click(screen.getByRole('button', { name: /Bo Peep/ }));
  await user.click(within(screen.getByRole('dialog', { name: 'Bo Peep' })).getByRole('button', { name: 'Make owner' }));
  confirm = screen.getByRole('dialog', { name: 'Make Bo Peep the owner?' });
  expect(confirm).toHaveTextContent("Bo Peep will own Ada's household; you stay in it as a member.");
  await user.click(within(confirm).getByRole('button', { name: 'Make owner' }));
  expect(await screen.findByText('Bo Peep is now the owner')).toBeInTheDocument();
  expect(net.calls.find((c) => c.method === 'PATCH')).toMatchObject({ path: '/api/households/7/members/2', body: { role: 'owner' } });
});

test('delete names what goes, and a refusal stays in the dialog', async () => {
  let answer: { status: number; body?: unknown } = { status: 403, body: { error: HOUSEHOLD_MESSAGES.ownerOnly } };
  server([home], { 'DELETE /api/households/:id': () => answer });
  const user = userEvent.setup();
  renderPage(<SettingsPage />);
  await user.click(await screen.findByRole('button', { name: 'Delete household' }));
  const confirm = screen.getByRole('dialog', { name: "Delete Ada's household?" });
  expect(confirm).toHaveTextContent("The pantry, shopping list, meal plan and recipes of Ada's household will be deleted for everyone.");
  await user.click(within(confirm).getByRole('button', { name: 'Delete household' }));
  expect(await within(confirm).findByText(HOUSEHOLD_MESSAGES.ownerOnly)).toBeInTheDocument();
  answer = { status: 204 };
  await user.click(within(confirm).getByRole('button', { name: 'Delete household' }));
  expect(await screen.findByText("Ada's household deleted")).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('a member leaves after confirming', async () => {
  const net = server([{ ...flat, isCurrent: true }], { 'DELETE /api/households/:id/members/:userId': { status: 204 } });
  const user = userEvent.setup();
  renderPage(<SettingsPage />);
  expect(screen.queryByRole('button', { name: 'Delete household' })).not.toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Leave household' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Invite someone' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Leave household' }));
  const confirm = screen.getByRole('dialog', { name: 'Leave The Flat?' });
  expect(confirm).toHaveTextContent('You will no longer see the pantry, shopping list, meal plan and recipes of The Flat.');
  await user.click(within(confirm).getByRole('button', { name: 'Leave household' }));
  expect(await screen.findByText('You left The Flat')).toBeInTheDocument();
  expect(net.calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/households/9/members/1');
});
