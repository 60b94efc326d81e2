import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, stubNetwork } from '@mealapp/api-client/testing';
import { renderPage } from '@mealapp/testing';
import { browserNavigation } from '@mealapp/ui';
import SettingsPage from '../SettingsPage';

const ada = { id: 1, name: 'Ada Lovelace', email: 'ada@example.com' };
const tally = (added: number, existing: number) => ({ added, existing });
const result = {
  categories: tally(1, 0),
  recipes: tally(2, 1),
  pantry: tally(3, 0),
  shopping: tally(0, 2),
  mealPlans: tally(1, 0),
  marks: tally(2, 0),
  preferences: tally(1, 0),
  notificationSettings: tally(0, 1),
};
const exportDoc = {
  format: 'mealapp-export',
  version: 1,
  exportedAt: '2026-11-26T10:00:00.000Z',
  households: [],
};

// jsdom's Blob has no text(); every browser the app supports has (File is a Blob).
beforeAll(() => {
  if (typeof Blob.prototype.text !== 'function') {
    Blob.prototype.text = function text(this: Blob) {
      return new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as string);
        reader.readAsText(this);
      });
    };
  }
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken', 'token');
});

async function settings() {
  const user = userEvent.setup();
  const view = renderPage(<SettingsPage />);
  await screen.findByText(/ada@example.com/);
  return { user, ...view };
}

describe('Export my data', () => {
  const createObjectURL = jest.fn(() => 'blob:export');
  beforeEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  });

  it('downloads the export as a dated file', async () => {
    const net = stubNetwork({
      'GET /api/me': { status: 200, body: ada },
      'GET /api/me/export': { status: 200, body: exportDoc },
    });
    const clicked: Array<{ download: string; href: string }> = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    const { user } = await settings();
    await user.click(screen.getByRole('button', { name: /Export my data/ }));
    await screen.findByText('Your data was downloaded');
    expect(net.callsTo('GET /api/me/export')).toHaveLength(1);
    expect(clicked).toEqual([{ download: 'meal-planner-export-2026-11-26.json', href: 'blob:export' }]);
    const blob = (createObjectURL.mock.calls as unknown as Array<[Blob]>)[0][0];
    expect(JSON.parse(await blob.text())).toEqual(exportDoc);
    click.mockRestore();
  });

  it('says so when the export fails', async () => {
    stubNetwork({
      'GET /api/me': { status: 200, body: ada },
      'GET /api/me/export': {
        status: 500,
        body: { error: 'Internal server error' },
      },
    });
    const { user } = await settings();
    await user.click(screen.getByRole('button', { name: /Export my data/ }));
    expect(await screen.findByText(/could not be exported|Internal server error/)).toBeInTheDocument();
  });
});

describe('Import', () => {
  const file = (text: string) =>
    new File([text], 'meal-planner-export-2026-11-26.json', {
      type: 'application/json',
    });

  it('shows progress while importing, then how many of each were added and already there', async () => {
    const answer = deferred();
    const net = stubNetwork({
      'GET /api/me': { status: 200, body: ada },
      'POST /api/me/import': () => answer.promise,
    });
    const { user } = await settings();
    await user.click(screen.getByRole('button', { name: /^Import/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Import your data' });
    await user.upload(within(dialog).getByLabelText('Choose the export file'), file(JSON.stringify(exportDoc)));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Importing…');
    expect(within(dialog).getByLabelText('Choose the export file')).toBeDisabled();
    answer.resolve({ status: 200, body: result });
    const table = await within(dialog).findByRole('table', {
      name: 'Import finished',
    });
    expect(within(table).getByRole('row', { name: 'Recipes 2 1' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Shopping list items 0 2' })).toBeInTheDocument();
    expect(net.callsTo('POST /api/me/import')[0].body).toEqual(exportDoc);
  });

  it('refuses a file that is not JSON without sending it, and shows the server refusal of a bad export', async () => {
    const net = stubNetwork({
      'GET /api/me': { status: 200, body: ada },
      'POST /api/me/import': {
        status: 400,
        body: {
          error: 'version: 2 is not a version this server reads (it reads 1)',
        },
      },
    });
    const { user } = await settings();
    await user.click(screen.getByRole('button', { name: /^Import/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Import your data' });
    await user.upload(within(dialog).getByLabelText('Choose the export file'), file('not json'));
    expect(await within(dialog).findByText('This file is not a Meal Planner export.')).toBeInTheDocument();
    expect(net.callsTo('POST /api/me/import')).toHaveLength(0);
    await user.upload(within(dialog).getByLabelText('Choose the export file'), file(JSON.stringify({ ...exportDoc, version: 2 })));
    expect(await within(dialog).findByText(/version: 2 is not a version/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('Delete account', () => {
  const households = [
    {
      id: 10,
      name: "Ada's household",
      role: 'owner',
      isCurrent: true,
      members: [{ id: 1, name: 'Ada Lovelace', role: 'owner' }],
    },
    {
      id: 11,
      name: 'Family',
      role: 'owner',
      isCurrent: false,
      members: [
        { id: 1, name: 'Ada Lovelace', role: 'owner' },
        { id: 2, name: 'Bo', role: 'member' },
        { id: 3, name: 'Cy', role: 'member' },
      ],
    },
    {
      id: 12,
      name: 'Flat',
      role: 'member',
      isCurrent: false,
      members: [
        { id: 4, name: 'Di', role: 'owner' },
        { id: 1, name: 'Ada Lovelace', role: 'member' },
      ],
    },
  ];

  it('says exactly what goes, keeps the password on a refusal, then deletes and signs out', async () => {
    let attempts = 0;
    const net = stubNetwork({
      'GET /api/me': { status: 200, body: ada },
      'GET /api/households': { status: 200, body: households },
      'DELETE /api/me': () => Promise.resolve((attempts += 1) === 1 ? { status: 403, body: { error: 'Current password is incorrect' } } : { status: 204 }),
      'POST /api/auth/logout': { status: 401, body: { error: 'Unauthorized' } },
    });
    const { user, store } = await settings();
    await user.click(screen.getByRole('button', { name: /Delete account/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    for (const item of ['your recipes, with their favorites and pins', 'your pantry', 'your shopping list', 'your meal plans']) {
      expect(within(dialog).getByText(item)).toBeInTheDocument();
    }
    const fates = await within(dialog).findByRole('list', {
      name: 'Your households',
    });
    expect(
      within(fates)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(["Ada's household is deleted, with everything in it.", 'Family is handed over to Bo, with everything in it.']);

    const password = within(dialog).getByLabelText('Your password');
    await user.type(password, 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Current password is incorrect')).toBeInTheDocument();
    expect(password).toHaveValue('wrong-one');
    expect(store.getState().session.accessToken).toBe('token');

    await user.clear(password);
    await user.type(password, 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/onboarding'));
    expect(net.callsTo('DELETE /api/me').map((call) => call.body)).toEqual([{ password: 'wrong-one' }, { password: 'secret123' }]);
    expect(store.getState().session.accessToken).toBeNull();
  });

  it('an account made at the identity provider confirms there first, then comes back ready to delete', async () => {
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    try {
      const account = { status: 200, body: { providerName: 'Authentik', linked: true, hasPassword: false } };
      const net = stubNetwork({
        'GET /api/me': { status: 200, body: ada },
        'GET /api/households': { status: 200, body: households },
        'GET /api/auth/oidc/account': account,
        'POST /api/auth/oidc/account/confirm': { status: 200, body: { url: 'https://auth.example.org/authorize?max_age=0' } },
        'DELETE /api/me': { status: 204 },
        'POST /api/auth/logout': { status: 204 },
      });
      const { user } = await settings();
      await user.click(screen.getByRole('button', { name: /Delete account/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
      expect(await within(dialog).findByText('Your account signs in with Authentik. Confirm it is you by signing in there again.')).toBeInTheDocument();
      expect(within(dialog).queryByLabelText('Your password')).not.toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Confirm with Authentik' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('https://auth.example.org/authorize?max_age=0'));
      expect(net.callsTo('POST /api/auth/oidc/account/confirm').map((call) => call.body)).toEqual([{ returnTo: '/settings?delete=confirmed' }]);
      expect(net.callsTo('DELETE /api/me')).toHaveLength(0);
    } finally {
      assign.mockRestore();
    }
  });

  it('back from the provider, the dialog opens ready to delete, without a password', async () => {
    const net = stubNetwork({
      'GET /api/me': { status: 200, body: ada },
      'GET /api/households': { status: 200, body: households },
      'GET /api/auth/oidc/account': { status: 200, body: { providerName: 'Authentik', linked: true, hasPassword: false } },
      'DELETE /api/me': { status: 204 },
      'POST /api/auth/logout': { status: 204 },
    });
    const user = userEvent.setup();
    renderPage(<SettingsPage />, { path: '/settings?delete=confirmed', route: '/settings' });
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(await within(dialog).findByText('Confirmed with Authentik. Delete your account now?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/onboarding'));
    expect(net.callsTo('DELETE /api/me').map((call) => call.body)).toEqual([{}]);
  });

  it('asks for the password before calling', async () => {
    const net = stubNetwork({
      'GET /api/me': { status: 200, body: ada },
      'GET /api/households': { status: 200, body: households },
    });
    const { user } = await settings();
    await user.click(screen.getByRole('button', { name: /Delete account/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Current password is required')).toBeInTheDocument();
    expect(net.callsTo('DELETE /api/me')).toHaveLength(0);
  });
});
