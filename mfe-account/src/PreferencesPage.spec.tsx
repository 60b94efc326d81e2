import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PREFERENCES, type Preferences } from '@mealapp/domain';
import { deferred, stubNetwork } from '@mealapp/api-client/testing';
import { renderPage } from '@mealapp/testing';
import PreferencesPage from './PreferencesPage';

const saved: Preferences = {
  dietaryRestrictions: ['Vegan'],
  allergies: { nuts: true, shellfish: false, eggs: false, fish: false },
  maxCookingTime: 60,
  spiceLevel: 3,
  favoriteCuisines: ['Italian', 'Indian'],
};

const deviceCopy = () => JSON.parse(localStorage.getItem('userPreferences') ?? 'null') as Preferences | null;
const echo = { status: 200 } as const;
const answerBody = (call: { body: unknown }) => ({ ...echo, body: call.body });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken', 'token');
});

function renderPreferences() {
  const user = userEvent.setup();
  renderPage(<PreferencesPage />, { path: '/preferences' });
  return user;
}

/** What the screen shows, read from its controls. */
async function shown() {
  await screen.findByRole('group', { name: 'Dietary Restrictions' });
  const picked = (group: string) =>
    within(screen.getByRole('group', { name: group }))
      .getAllByRole(group === 'Spice level' ? 'radio' : 'checkbox')
      .filter((input) => (input as HTMLInputElement).checked)
      .map((input) => input.closest('label')!.textContent!.replace('✓', ''));
  return {
    dietaryRestrictions: picked('Dietary Restrictions'),
    allergies: Object.fromEntries(
      ['Nuts', 'Shellfish', 'Eggs', 'Fish'].map((name) => [name.toLowerCase(), screen.getByRole('switch', { name }).getAttribute('aria-checked') === 'true']),
    ),
    maxCookingTime: Number((screen.getByRole('slider', { name: 'Maximum cooking time' }) as HTMLInputElement).value),
    spiceLevel: picked('Spice level'),
    favoriteCuisines: picked('Favorite Cuisines'),
  };
}

const onScreen = (p: Preferences) => ({ ...p, spiceLevel: [['Mild', 'Medium', 'Spicy', 'Very Hot'][p.spiceLevel - 1]] });

test("shows 'Loading preferences...' until the server answers, then the four sections with the user's preferences", async () => {
  const answer = deferred();
  stubNetwork({ 'GET /api/preferences': () => answer.promise });
  renderPreferences();
  expect(screen.getByRole('heading', { level: 1, name: 'Your Preferences' })).toBeInTheDocument();
  expect(screen.getByText('Customize your meal recommendations')).toBeInTheDocument();
  expect(screen.getByText('Loading preferences...')).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Dietary Restrictions' })).not.toBeInTheDocument();

  answer.resolve({ status: 200, body: saved });
  expect(await shown()).toEqual(onScreen(saved));
  expect(screen.queryByText('Loading preferences...')).not.toBeInTheDocument();
  for (const name of ['Dietary Restrictions', 'Allergies & Intolerances', 'Cooking Preferences', 'Favorite Cuisines']) {
    expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
  }
  const slider = screen.getByRole('slider', { name: 'Maximum cooking time' });
  expect(slider).toHaveAttribute('min', '10');
  expect(slider).toHaveAttribute('max', '120');
  expect(slider).toHaveAttribute('step', '10');
  expect(slider).toHaveAttribute('aria-valuetext', '60 minutes');
  expect(screen.getByText('60 minutes')).toBeVisible();
  expect(deviceCopy()).toEqual(saved);
});

test("every change is POSTed at once as the full object, with 'Saving preferences...' until the server answers", async () => {
  const answers: ReturnType<typeof deferred>[] = [];
  const net = stubNetwork({
    'GET /api/preferences': { status: 200, body: DEFAULT_PREFERENCES },
    'POST /api/preferences': () => {
      const answer = deferred();
      answers.push(answer);
      return answer.promise;
    },
  });
  const user = renderPreferences();
  await shown();
  expect(screen.queryByText('Saving preferences...')).not.toBeInTheDocument();

  await user.click(screen.getByRole('checkbox', { name: 'Vegan' }));
  expect(await screen.findByText('Saving preferences...')).toBeInTheDocument();
  expect(net.callsTo('POST /api/preferences').map((c) => c.body)).toEqual([{ ...DEFAULT_PREFERENCES, dietaryRestrictions: ['Vegan'] }]);
  act(() => answers[0].resolve({ status: 200, body: net.calls.at(-1)!.body }));
  await waitFor(() => expect(screen.queryByText('Saving preferences...')).not.toBeInTheDocument());

  await user.click(screen.getByRole('switch', { name: 'Nuts' }));
  fireEvent.change(screen.getByRole('slider', { name: 'Maximum cooking time' }), { target: { value: '90' } });
  await user.click(screen.getByRole('radio', { name: 'Very Hot' }));
  await user.click(screen.getByRole('checkbox', { name: 'Mexican' }));
  await user.click(screen.getByRole('checkbox', { name: 'Asian' }));
  const expected: Preferences = {
    dietaryRestrictions: ['Vegan'],
    allergies: { nuts: true, shellfish: false, eggs: false, fish: false },
    maxCookingTime: 90,
    spiceLevel: 4,
    favoriteCuisines: ['Asian', 'Mexican'],
  };
  const posts = net.callsTo('POST /api/preferences').map((c) => c.body as Preferences);
  expect(posts).toHaveLength(6);
  expect(posts.at(-1)).toEqual(expected);
  expect(posts[2]).toEqual({ ...DEFAULT_PREFERENCES, dietaryRestrictions: ['Vegan'], allergies: expected.allergies, maxCookingTime: 90 });
  expect(screen.getByText('90 minutes')).toBeVisible();
  expect(deviceCopy()).toEqual(expected);

  answers.slice(1).forEach((answer, i) => act(() => answer.resolve(answerBody({ body: posts[i + 1] }))));
  await waitFor(() => expect(screen.queryByText('Saving preferences...')).not.toBeInTheDocument());
  expect(screen.queryByText('Failed to save preferences')).not.toBeInTheDocument();
  expect(await shown()).toEqual(onScreen(expected));
});

test('a failed load shows the copy kept on this device', async () => {
  localStorage.setItem('userPreferences', JSON.stringify(saved));
  const net = stubNetwork({ 'GET /api/preferences': { status: 500, body: { error: 'Internal server error' } } });
  renderPreferences();
  expect(await shown()).toEqual(onScreen(saved));
  expect(net.count('POST /api/preferences')).toBe(0);
});

test('a change that failed to save before the page closed is shown and sent on the next visit', async () => {
  const withKeto: Preferences = { ...saved, dietaryRestrictions: ['Vegan', 'Keto'] };
  localStorage.setItem('userPreferences', JSON.stringify(withKeto));
  localStorage.setItem('userPreferencesUnsent', '1');
  const net = stubNetwork({ 'GET /api/preferences': { status: 200, body: saved }, 'POST /api/preferences': answerBody });
  renderPreferences();
  expect(await shown()).toEqual(onScreen(withKeto));
  await waitFor(() => expect(net.callsTo('POST /api/preferences').at(-1)?.body).toEqual(withKeto));
  await waitFor(() => expect(localStorage.getItem('userPreferencesUnsent')).toBeNull());
  expect(deviceCopy()).toEqual(withKeto);
});

test.each([
  ['no copy on this device', null],
  ['a copy that no longer passes the rules', JSON.stringify({ ...saved, spiceLevel: 9 })],
  ['a copy that is not JSON', '{oops'],
])('a failed load with %s shows the defaults', async (_label, stored) => {
  if (stored !== null) localStorage.setItem('userPreferences', stored);
  stubNetwork({ 'GET /api/preferences': { status: 503 } });
  renderPreferences();
  expect(await shown()).toEqual(onScreen(DEFAULT_PREFERENCES));
});

test("a failed save shows 'Failed to save preferences', keeps the change on screen and on the device, and sends it again when the connection returns", async () => {
  let online = false;
  const net = stubNetwork({
    'GET /api/preferences': { status: 200, body: saved },
    'POST /api/preferences': (call) => (online ? answerBody(call) : { status: 503 }),
  });
  const user = renderPreferences();
  await shown();

  await user.click(screen.getByRole('checkbox', { name: 'Keto' }));
  const withKeto: Preferences = { ...saved, dietaryRestrictions: ['Vegan', 'Keto'] };
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save preferences');
  expect(screen.queryByText('Saving preferences...')).not.toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Keto' })).toBeChecked();
  expect(deviceCopy()).toEqual(withKeto);

  // the next change is a retry too: it carries the unsaved one
  await user.click(screen.getByRole('switch', { name: 'Fish' }));
  const withFish: Preferences = { ...withKeto, allergies: { ...saved.allergies, fish: true } };
  await waitFor(() => expect(net.count('POST /api/preferences')).toBe(2));
  expect(net.callsTo('POST /api/preferences')[1].body).toEqual(withFish);
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save preferences');
  expect(deviceCopy()).toEqual(withFish);

  online = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  await waitFor(() => expect(net.count('POST /api/preferences')).toBe(3));
  expect(net.callsTo('POST /api/preferences')[2].body).toEqual(withFish);
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  expect(await shown()).toEqual(onScreen(withFish));

  // once saved, coming online again sends nothing
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(net.count('POST /api/preferences')).toBe(3);
});
