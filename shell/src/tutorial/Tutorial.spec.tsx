import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestTutorial, resetTutorial, TUTORIAL_SEEN_KEY } from '@mealapp/ui';
import { stubNetwork } from '@mealapp/api-client/testing';
import type { RemoteLoader } from '../remotes/remote-registry';
import { ADA, renderApp } from '../testing/render-app';
import { TUTORIAL_STEPS } from './tutorial-steps';

/** Each feature renders its name and the tour's targets, as the real ones do (data-tutorial). */
const TARGETS: Record<string, string[]> = {
  'pantry/PantryPage': ['pantry-list', 'pantry-add'],
  'shopping/ShoppingListPage': ['shopping-list'],
  'planner/PlannerPage': ['planner'],
  'recipes/RecipesPage': ['recipes-list', 'recipe-view'],
  'account/SettingsPage': ['settings'],
};

const loaderWith =
  (targets: Record<string, string[]>): RemoteLoader =>
  async ({ remote, module }) => ({
    default: () => (
      <>
        <h1>{`${remote}/${module}`}</h1>
        {(targets[`${remote}/${module}`] ?? []).map((id) => (
          <div key={id} data-tutorial={id}>
            {id}
          </div>
        ))}
      </>
    ),
  });
const targetLoader = loaderWith(TARGETS);

beforeEach(() => {
  localStorage.clear();
  stubNetwork({ 'GET /api/me': { status: 200, body: ADA } });
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const location = () => screen.getByTestId('location').textContent;
const seenFlag = () => localStorage.getItem(TUTORIAL_SEEN_KEY);

/** The tour is over: no card, the seen flag set, and (given `at`) the user left on that route. */
function expectTourEnded(at?: string) {
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(seenFlag()).toBe('true');
  if (at) expect(location()).toBe(at);
}
const card = (title: string) => screen.findByRole('dialog', { name: title });
const highlight = () => document.querySelector<HTMLElement>('[data-tutorial-highlight]');
/** The polite live region's words (the card itself says only "Step N of 8"). */
const expectAnnounced = (text: string) => {
  const region = screen.getByText(text);
  expect(region).toHaveAttribute('role', 'status');
  expect(region).toHaveAttribute('aria-live', 'polite');
};

async function firstRunHome() {
  const view = renderApp('/home', { signedIn: true, tutorialSeen: false, loader: targetLoader });
  await screen.findByRole('heading', { name: 'Hi Ada!' });
  return view;
}

describe('the first-run offer on Home', () => {
  test('shows once: "Not now" marks the tour as seen and it is not offered again', async () => {
    const user = userEvent.setup();
    const { unmount } = await firstRunHome();
    const offer = screen.getByRole('region', { name: 'New here?' });
    expect(within(offer).getByText('Take a 1-minute tour of the app.')).toBeInTheDocument();
    // Not a dialog: the app stays usable around it.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(offer).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'New here?' })).not.toBeInTheDocument();
    expect(seenFlag()).toBe('true');

    unmount();
    renderApp('/home', { signedIn: true, tutorialSeen: true, loader: targetLoader });
    await screen.findByRole('heading', { name: 'Hi Ada!' });
    expect(screen.queryByRole('region', { name: 'New here?' })).not.toBeInTheDocument();
  });

  test('is not shown once the tour has been seen', async () => {
    renderApp('/home', { signedIn: true, loader: targetLoader });
    await screen.findByRole('heading', { name: 'Hi Ada!' });
    expect(screen.queryByRole('region', { name: 'New here?' })).not.toBeInTheDocument();
  });

  test('"Start tour" starts at the first step, a dialog that takes focus and is announced', async () => {
    const user = userEvent.setup();
    await firstRunHome();
    await user.click(screen.getByRole('button', { name: 'Start tour' }));

    const dialog = await card('Getting around');
    expect(dialog).toHaveAccessibleDescription(TUTORIAL_STEPS[0].text);
    expect(dialog).not.toHaveAttribute('aria-modal');
    expect(within(dialog).getByText('Step 1 of 8')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toHaveFocus();
    expectAnnounced('Step 1 of 8: Getting around');
    // The ring follows once the card has measured its target (the card's code loads as the tour starts).
    await waitFor(() => expect(highlight()).toHaveAttribute('data-tutorial-highlight', 'nav'));
    // Running, it is no longer offered.
    expect(screen.queryByRole('region', { name: 'New here?' })).not.toBeInTheDocument();
    expect(seenFlag()).toBeNull();
  });
});

describe('the tour', () => {
  test('walks the eight steps on their routes with Next and Back, and Finish marks it as seen', async () => {
    const user = userEvent.setup();
    await firstRunHome();
    act(() => requestTutorial());

    for (const [index, step] of TUTORIAL_STEPS.entries()) {
      const dialog = await card(step.title);
      expect(location()).toBe(step.route);
      expect(within(dialog).getByText(`Step ${index + 1} of 8`)).toBeInTheDocument();
      await waitFor(() => expect(highlight()).toHaveAttribute('data-tutorial-highlight', step.id));
      expectAnnounced(`Step ${index + 1} of 8: ${step.title}`);
      if (index === 3) {
        // Back once, to the pantry's add button, and on again.
        await user.click(within(dialog).getByRole('button', { name: 'Back' }));
        await card(TUTORIAL_STEPS[2].title);
        expect(location()).toBe('/pantry');
        await user.click(screen.getByRole('button', { name: 'Next' }));
        await card(step.title);
      }
      if (index < TUTORIAL_STEPS.length - 1) await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(highlight()).toBeNull();
    expect(seenFlag()).toBe('true');
    expect(location()).toBe('/settings');
  });

  test('waits 300 ms after a route change before showing the step; none on the same route', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await firstRunHome();
    act(() => requestTutorial());
    expect(screen.getByRole('dialog', { name: 'Getting around' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(location()).toBe('/pantry');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(299));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'Your pantry' })).toBeInTheDocument();

    // The add button is on the same route: no wait.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Add to your pantry' })).toBeInTheDocument();
  });

  test('keys: Right arrow and Enter go forward, Left arrow goes back, Escape ends it and marks it seen', async () => {
    const user = userEvent.setup();
    await firstRunHome();
    act(() => requestTutorial());
    await card('Getting around');

    await user.keyboard('{ArrowRight}');
    await card('Your pantry');
    await user.keyboard('{ArrowLeft}');
    await card('Getting around');
    // Left on the first step stays there.
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Getting around' })).toBeInTheDocument();

    // Focus is on Next: its Enter presses it, once.
    await user.keyboard('{Enter}');
    await card('Your pantry');
    expect(location()).toBe('/pantry');
    // Enter on the card's heading area (not a button) goes forward too.
    const dialog = screen.getByRole('dialog', { name: 'Your pantry' });
    within(dialog).getByRole('heading', { name: 'Your pantry' }).setAttribute('tabindex', '-1');
    act(() => within(dialog).getByRole('heading', { name: 'Your pantry' }).focus());
    await user.keyboard('{Enter}');
    await card('Add to your pantry');

    await user.keyboard('{Escape}');
    expectTourEnded('/pantry');
  });

  test("Enter on Skip or Back is that button's own: Back goes back, Skip ends the tour", async () => {
    const user = userEvent.setup();
    await firstRunHome();
    act(() => requestTutorial());
    await card('Getting around');
    await user.keyboard('{ArrowRight}');
    await card('Your pantry');
    await user.keyboard('{ArrowRight}');
    const third = await card('Add to your pantry');

    act(() => within(third).getByRole('button', { name: 'Back' }).focus());
    await user.keyboard('{Enter}');
    await card('Your pantry');

    act(() => screen.getByRole('button', { name: 'Skip' }).focus());
    await user.keyboard('{Enter}');
    expectTourEnded('/pantry');
  });

  test("the page's own controls keep their keys while the tour runs", async () => {
    const user = userEvent.setup();
    await firstRunHome();
    act(() => requestTutorial());
    await card('Getting around');
    act(() => screen.getByRole('link', { name: 'Settings' }).focus());
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Getting around' })).toBeInTheDocument();
    expect(location()).toBe('/home');
  });

  test('Skip marks it as seen; ending gives focus back to where it was', async () => {
    const user = userEvent.setup();
    await firstRunHome();
    const gear = screen.getByRole('link', { name: 'Settings' });
    act(() => gear.focus());
    act(() => requestTutorial());
    const dialog = await card('Getting around');
    expect(within(dialog).getByRole('button', { name: 'Next' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    expectTourEnded();
    expect(gear).toHaveFocus();
  });

  test('when the place it started from is gone, focus goes to the page heading', async () => {
    const user = userEvent.setup();
    await firstRunHome();
    await user.click(screen.getByRole('button', { name: 'Start tour' }));
    await card('Getting around');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('heading', { level: 1, name: 'Hi Ada!' })).toHaveFocus();
  });

  test('Settings > Start Tutorial (the window event) starts it from another page, again after it was seen', async () => {
    renderApp('/settings', { signedIn: true, loader: targetLoader });
    await screen.findByRole('heading', { name: 'account/SettingsPage' });
    act(() => requestTutorial());
    await card('Getting around');
    expect(location()).toBe('/home');
  });

  test('resetTutorial removes the flag and stops a running tour; Home offers it again', async () => {
    renderApp('/home', { signedIn: true, loader: targetLoader });
    await screen.findByRole('heading', { name: 'Hi Ada!' });
    act(() => requestTutorial());
    await card('Getting around');
    act(() => resetTutorial());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(seenFlag()).toBeNull();
    expect(screen.getByRole('region', { name: 'New here?' })).toBeInTheDocument();
  });
});

describe('the highlight', () => {
  const rect = (top: number, left: number, width: number, height: number) =>
    ({ top, left, width, height, bottom: top + height, right: left + width, x: left, y: top, toJSON: () => ({}) }) as DOMRect;

  test('rings the step element and follows it when the page moves', async () => {
    await firstRunHome();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const measure = jest.spyOn(nav, 'getBoundingClientRect').mockReturnValue(rect(700, 0, 390, 64));
    act(() => requestTutorial());
    await card('Getting around');
    const ring = highlight()!;
    expect(ring).toHaveAttribute('data-tutorial-highlight', 'nav');
    expect(ring).toHaveAttribute('aria-hidden', 'true');
    expect(ring.style).toMatchObject({ top: '694px', left: '2px', width: '394px', height: '72px' });

    measure.mockReturnValue(rect(600, 0, 390, 64));
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    await waitFor(() => expect(highlight()!.style.top).toBe('594px'));
    // The card sits above an element at the bottom of the screen.
    expect(screen.getByRole('dialog')).toHaveAttribute('data-placement', 'above');
  });

  test('waits for a feature that loads late, and a step whose element never shows is centred without a ring', async () => {
    const user = userEvent.setup();
    const pantryOnly = loaderWith({ 'pantry/PantryPage': ['pantry-list', 'pantry-add'] });
    const lateFeatures: RemoteLoader = (feature, attempt) => new Promise((resolve) => setTimeout(() => resolve(pantryOnly(feature, attempt)), 500));
    renderApp('/home', { signedIn: true, loader: lateFeatures });
    await screen.findByRole('heading', { name: 'Hi Ada!' });
    act(() => requestTutorial());
    await card('Getting around');
    await user.keyboard('{ArrowRight}');

    const pantry = await card('Your pantry');
    await waitFor(() => expect(highlight()).toHaveAttribute('data-tutorial-highlight', 'pantry-list'));
    expect(pantry).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    await card('Add to your pantry');
    await user.keyboard('{ArrowRight}');
    // The shopping feature has no list element here: the step still shows.
    const shopping = await card('Shopping list');
    await screen.findByRole('heading', { name: 'shopping/ShoppingListPage' });
    expect(highlight()).toBeNull();
    expect(shopping).toHaveAttribute('data-placement', 'center');
  });
});
