import { IN_PLACE_NOTICE_DATA } from '@mealapp/domain';
import { openTapTarget, showPush, type AppWindow, type AppWindows } from './events';

const origin = 'https://meals.example';

describe('showPush', () => {
  it('shows the title and body, tagged by kind, with what the tap needs', async () => {
    const showNotification = jest.fn(async () => undefined);
    await showPush({ showNotification }, JSON.stringify({ title: 'Running low', body: 'Running low on rice', data: { type: 'low_stock', url: '/shopping-list' } }));
    expect(showNotification).toHaveBeenCalledWith('Running low', {
      body: 'Running low on rice',
      tag: 'low_stock',
      data: { type: 'low_stock', url: '/shopping-list' },
      icon: '/icons/icon-192.png',
    });
  });

  it('still shows a push that is not the app’s JSON', async () => {
    const showNotification = jest.fn(async () => undefined);
    await showPush({ showNotification }, 'Hello');
    expect(showNotification).toHaveBeenCalledWith('Meal Planner', expect.objectContaining({ body: 'Hello', tag: undefined, data: { type: null, url: '/' } }));
  });
});

describe('openTapTarget', () => {
  function appWindow(state: Partial<Pick<AppWindow, 'focused' | 'visibilityState'>> = {}, { focusFails = false } = {}) {
    const window: AppWindow & { focus: jest.Mock; navigate: jest.Mock } = {
      focused: false,
      visibilityState: 'hidden',
      ...state,
      focus: jest.fn(async () => {
        if (focusFails) throw new Error('Not allowed to focus a window.');
        return window;
      }),
      navigate: jest.fn(async () => window),
    };
    return window;
  }
  const windowsOf = (open: AppWindow[]): AppWindows & { openWindow: jest.Mock } => ({ matchAll: async () => open, openWindow: jest.fn(async () => null) });

  it.each([
    ['expiring_items', `${origin}/pantry`],
    ['low_stock', `${origin}/shopping-list`],
    ['meal_reminder', `${origin}/meal-plans`],
    ['recipe_suggestion', `${origin}/recipes`],
    ['shopping_reminder', `${origin}/`],
  ])('%s: takes the open window to %s and brings it forward', async (type, url) => {
    const open = appWindow();
    const windows = windowsOf([open]);
    await openTapTarget(windows, { type, url: '/ignored' }, origin);
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(url);
    expect(windows.openWindow).not.toHaveBeenCalled();
  });

  it('picks the focused window of several', async () => {
    const [hidden, focused] = [appWindow(), appWindow({ focused: true, visibilityState: 'visible' })];
    await openTapTarget(windowsOf([hidden, focused]), { type: 'low_stock' }, origin);
    expect(focused.navigate).toHaveBeenCalledWith(`${origin}/shopping-list`);
    expect(hidden.navigate).not.toHaveBeenCalled();
  });

  it('opens a window at the route when none is open', async () => {
    const windows = windowsOf([]);
    await openTapTarget(windows, { type: 'meal_reminder' }, origin);
    expect(windows.openWindow).toHaveBeenCalledWith(`${origin}/meal-plans`);
  });

  it('opens / for a notice without data', async () => {
    const windows = windowsOf([]);
    await openTapTarget(windows, null, origin);
    expect(windows.openWindow).toHaveBeenCalledWith(`${origin}/`);
  });

  it('a notice the app showed in place (a cook mode timer) brings its window forward where it is', async () => {
    const open = appWindow({ visibilityState: 'visible' });
    const windows = windowsOf([open]);
    await openTapTarget(windows, IN_PLACE_NOTICE_DATA, origin);
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).not.toHaveBeenCalled();
    expect(windows.openWindow).not.toHaveBeenCalled();
  });

  it('still takes the window to the screen when the browser refuses focus', async () => {
    const open = appWindow({}, { focusFails: true });
    await openTapTarget(windowsOf([open]), { type: 'recipe_suggestion' }, origin);
    expect(open.navigate).toHaveBeenCalledWith(`${origin}/recipes`);
  });
});
