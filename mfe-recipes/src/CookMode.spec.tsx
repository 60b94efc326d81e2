import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PantryItem } from '@mealapp/domain';
import { renderPage } from '@mealapp/testing';
import RecipesPage from './RecipesPage';
import { aRecipe, recipesServer } from './testing/recipes-server';

const STEW = aRecipe({
  id: 31,
  title: 'Bean Stew',
  servings: 4,
  ingredients: [
    { name: 'onion', amount: '1' },
    { name: 'canned beans', amount: '2', unit: 'cup' },
    { name: 'egg', amount: '1' },
    { name: 'salt', notes: 'to taste' },
  ],
  instructions: ['Chop the onion.', 'Add the beans and simmer for 20 minutes, then rest 5 minutes.', 'Stir in the egg and season with salt.'],
});
const PANTRY: PantryItem[] = [{ id: 1, name: 'Onion', status: 'In Stock', category: null, expirationDate: null }];

const location = () => screen.getByLabelText('location').textContent;
const stepTitle = () => screen.getByRole('heading', { level: 2, name: /^Step \d of \d$/ });
const stepRegion = () => screen.getByRole('region', { name: /^Step \d of \d$/ });

function stubWakeLock() {
  const sentinels: { released: boolean; release: jest.Mock }[] = [];
  const request = jest.fn(async () => {
    const sentinel = { released: false, release: jest.fn(async () => void (sentinel.released = true)) };
    sentinels.push(sentinel);
    return sentinel;
  });
  Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
  return { request, sentinels };
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('accessToken', 'token');
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});

afterEach(() => {
  delete (navigator as { wakeLock?: unknown }).wakeLock;
  delete (globalThis as { Notification?: unknown }).Notification;
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  jest.useRealTimers();
});

async function openCookMode(user: ReturnType<typeof userEvent.setup>, { more = 0 } = {}) {
  const server = recipesServer({ recipes: [STEW], pantry: PANTRY });
  renderPage(<RecipesPage />, { path: '/recipes/31', route: '/recipes/*' });
  await screen.findByRole('heading', { name: 'Bean Stew', level: 1 });
  for (let i = 0; i < more; i += 1) await user.click(screen.getByRole('button', { name: 'More servings' }));
  await user.click(screen.getByRole('button', { name: 'Start cooking' }));
  await screen.findByRole('heading', { level: 2, name: 'Step 1 of 3' });
  return server;
}

describe('cook mode', () => {
  test('one step at a time with Previous and Next, swipes, and the ingredients each step names', async () => {
    const user = userEvent.setup();
    await openCookMode(user);
    expect(location()).toBe('/recipes/31/cook');
    expect(within(stepRegion()).getByText('Chop the onion.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(screen.getByRole('list', { name: 'In this step' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1 onion']);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepTitle()).toHaveTextContent('Step 2 of 3');
    expect(within(screen.getByRole('list', { name: 'In this step' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['2 cups canned beans']);

    // A swipe left is Next, right is Previous; a mostly vertical move is a scroll.
    fireEvent.pointerDown(stepRegion(), { pointerId: 1, clientX: 300, clientY: 400 });
    fireEvent.pointerUp(stepRegion(), { pointerId: 1, clientX: 120, clientY: 410 });
    expect(stepTitle()).toHaveTextContent('Step 3 of 3');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeInTheDocument();
    fireEvent.pointerDown(stepRegion(), { pointerId: 2, clientX: 100, clientY: 100 });
    fireEvent.pointerUp(stepRegion(), { pointerId: 2, clientX: 140, clientY: 400 });
    expect(stepTitle()).toHaveTextContent('Step 3 of 3');
    fireEvent.pointerDown(stepRegion(), { pointerId: 3, clientX: 100, clientY: 400 });
    fireEvent.pointerUp(stepRegion(), { pointerId: 3, clientX: 300, clientY: 400 });
    expect(stepTitle()).toHaveTextContent('Step 2 of 3');
  });

  test('shows the servings chosen on the recipe: the checklist and the step ingredients scaled', async () => {
    const user = userEvent.setup();
    await openCookMode(user, { more: 2 });
    expect(location()).toBe('/recipes/31/cook');
    const checklist = screen.getByRole('list', { name: 'Ingredients' });
    expect(within(checklist).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1 1/2 onions', '3 cups canned beans', '2 eggs (rounded from 1 1/2)', 'salt, to taste']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(screen.getByRole('list', { name: 'In this step' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['3 cups canned beans']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(within(screen.getByRole('list', { name: 'In this step' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['2 eggs (rounded from 1 1/2)', 'salt, to taste']);
  });

  test('ticked ingredients, checked-off steps and the step reached are kept while cooking, and leaving goes back to the recipe as it was', async () => {
    const user = userEvent.setup();
    await openCookMode(user, { more: 1 });
    await user.click(screen.getByRole('checkbox', { name: /canned beans/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Done with step 1' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Leave cook mode' }));

    expect(location()).toBe('/recipes/31');
    // The recipe kept its servings.
    expect(screen.getByRole('spinbutton', { name: 'Servings' })).toHaveValue(5);
    await user.click(screen.getByRole('button', { name: 'Start cooking' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 2 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /canned beans/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /onion/ })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('checkbox', { name: 'Done with step 1' })).toBeChecked();
  });

  test('Finish records the cooking at the servings cooked; once the pantry offer is answered, cook mode closes and forgets its ticks', async () => {
    const user = userEvent.setup();
    const server = await openCookMode(user, { more: 2 });
    await user.click(screen.getByRole('checkbox', { name: /canned beans/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    const dialog = await screen.findByRole('dialog', { name: 'I cooked this' });
    expect(server.callsTo('POST /api/recipes/31/cooked').map((call) => call.body)).toEqual([{ servings: 6, timeZone: expect.any(String) }]);
    await user.click(within(dialog).getByRole('checkbox', { name: /^Onion: mark Low Stock/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Update pantry' }));
    await waitFor(() => expect(location()).toBe('/recipes/31'));
    expect(await screen.findByText('Recorded as cooked. Pantry updated (1 item)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start cooking' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 1 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /canned beans/ })).not.toBeChecked();
  });

  test('the step takes the focus on opening', async () => {
    const user = userEvent.setup();
    await openCookMode(user);
    expect(stepTitle()).toHaveFocus();
  });

  test('a recipe that cannot be found: the message and a way back, no steps', async () => {
    const user = userEvent.setup();
    recipesServer({ recipes: [STEW] });
    renderPage(<RecipesPage />, { path: '/recipes/99/cook', route: '/recipes/*' });
    expect(await screen.findByRole('heading', { name: 'Recipe not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Step/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Recipes' }));
    expect(location()).toBe('/recipes');
  });
});

describe('the screen stays on', () => {
  test('the wake lock is taken on opening, taken again when the page is shown again, and released on leaving', async () => {
    const user = userEvent.setup();
    const { request, sentinels } = stubWakeLock();
    await openCookMode(user);
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(request).toHaveBeenCalledWith('screen');

    // The browser drops the lock when the page is hidden.
    setVisibility('hidden');
    sentinels[0].released = true;
    expect(request).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await waitFor(() => expect(request).toHaveBeenCalledTimes(2));

    await user.click(screen.getByRole('button', { name: 'Leave cook mode' }));
    expect(sentinels[1].release).toHaveBeenCalled();
    expect(screen.queryByText('Screen may turn off')).not.toBeInTheDocument();
  });

  test('without the API, or when it refuses, cooking goes on and says the screen may turn off', async () => {
    const user = userEvent.setup();
    await openCookMode(user);
    expect(await screen.findByText('Screen may turn off')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('timers', () => {
  const T0 = new Date('2026-11-27T18:00:00Z').getTime();

  /** The notification edge: permission as the browser keeps it, and a service worker registration that records what it shows. */
  function stubNotifications(permission: NotificationPermission, answer: NotificationPermission = permission) {
    const notice = { permission };
    const requestPermission = jest.fn(async () => (notice.permission = answer));
    const NotificationStub = Object.defineProperty(Object.assign(function Notification() {}, { requestPermission }), 'permission', { get: () => notice.permission });
    Object.defineProperty(globalThis, 'Notification', { configurable: true, value: NotificationStub });
    const showNotification = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve({ showNotification }) } });
    return { requestPermission, showNotification };
  }

  async function atStepTwo() {
    jest.useFakeTimers({ now: T0, doNotFake: ['queueMicrotask'] });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await openCookMode(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    return user;
  }

  const tray = () => screen.getByRole('region', { name: 'Timers' });
  const clock = (label: string) => within(tray()).getByRole('timer', { name: `${label}: time left` });
  const status = () => screen.getAllByRole('status').find((element) => element.getAttribute('aria-live') === 'polite')!;

  test('durations in a step become timers; several run at once, pause and cancel; the end rings in the app and through the service worker', async () => {
    const { requestPermission, showNotification } = stubNotifications('default', 'granted');
    const user = await atStepTwo();
    await user.click(screen.getByRole('button', { name: 'Start 20 min timer' }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(clock('Step 2, 20 min')).toHaveTextContent('20:00');
    expect(status()).toHaveTextContent('Timer started: Step 2, 20 min');

    act(() => jest.advanceTimersByTime(60_000));
    expect(clock('Step 2, 20 min')).toHaveTextContent('19:00');
    await user.click(screen.getByRole('button', { name: 'Start 5 min timer' }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(clock('Step 2, 5 min')).toHaveTextContent('05:00');

    await user.click(screen.getByRole('button', { name: 'Pause timer Step 2, 20 min' }));
    act(() => jest.advanceTimersByTime(2 * 60_000));
    expect(clock('Step 2, 20 min')).toHaveTextContent('19:00');
    expect(clock('Step 2, 5 min')).toHaveTextContent('03:00');
    await user.click(screen.getByRole('button', { name: 'Resume timer Step 2, 20 min' }));
    // The running clock is not announced: only starts, ends and cancels are.
    expect(status()).toHaveTextContent('Timer started: Step 2, 5 min');

    act(() => jest.advanceTimersByTime(3 * 60_000));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Timer done: Step 2, 5 min');
    expect(status()).toHaveTextContent('Timer done: Step 2, 5 min');
    await waitFor(() => expect(showNotification).toHaveBeenCalledTimes(1));
    expect(showNotification).toHaveBeenCalledWith('Timer done: Step 2, 5 min', expect.objectContaining({ body: 'Bean Stew', tag: expect.stringMatching(/^cook-timer-/) }));
    expect(within(tray()).queryByRole('timer', { name: 'Step 2, 5 min: time left' })).not.toBeInTheDocument();
    expect(clock('Step 2, 20 min')).toHaveTextContent('16:00');

    await user.click(within(alert).getByRole('button', { name: 'Dismiss Timer done: Step 2, 5 min' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel timer Step 2, 20 min' }));
    expect(screen.queryByRole('region', { name: 'Timers' })).not.toBeInTheDocument();
    expect(status()).toHaveTextContent('Timer cancelled: Step 2, 20 min');
    act(() => jest.advanceTimersByTime(30 * 60_000));
    expect(showNotification).toHaveBeenCalledTimes(1);
  });

  test('a timer that ends while the page is hidden and the tab asleep is shown on return, from its end time', async () => {
    const { showNotification } = stubNotifications('granted');
    const user = await atStepTwo();
    await user.click(screen.getByRole('button', { name: 'Start 20 min timer' }));
    setVisibility('hidden');
    // A locked phone runs no timers: the clock jumps with nothing ticking.
    jest.setSystemTime(T0 + 25 * 60_000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    setVisibility('visible');
    expect(screen.getByRole('alert')).toHaveTextContent('Timer done: Step 2, 20 min');
    await waitFor(() => expect(showNotification).toHaveBeenCalledWith('Timer done: Step 2, 20 min', expect.anything()));
  });

  test('with notifications refused, the in-app alert still rings; timers survive leaving cook mode', async () => {
    const { requestPermission, showNotification } = stubNotifications('denied');
    const user = await atStepTwo();
    await user.click(screen.getByRole('button', { name: 'Start 20 min timer' }));
    expect(requestPermission).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Leave cook mode' }));
    act(() => jest.advanceTimersByTime(21 * 60_000));
    await user.click(screen.getByRole('button', { name: 'Start cooking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Timer done: Step 2, 20 min');
    expect(showNotification).not.toHaveBeenCalled();
  });
});
