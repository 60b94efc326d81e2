import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, localDateString, MEAL_PLAN_MESSAGES } from '@mealapp/domain';
import type { HouseholdDto, HouseholdMemberDto, MealPlanDto, RecipeSummaryDto } from '@mealapp/api-client';
import { stubNetwork, type Answer, type RecordedCall } from '@mealapp/api-client/testing';
import { renderPage } from '@mealapp/testing';
import PlannerPage from './PlannerPage';

const today = localDateString(new Date());
const day = (offset: number) => addDays(today, offset);
const longName = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(Date.parse(date));
/** A day tile's name: the weekday and day it shows, then the month ("Tue 24 November"). */
const tileName = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(Date.parse(date));

const PASTA = { id: 11, title: 'Tomato Pasta', description: 'A weeknight classic', cookTime: 20, servings: 4, imageUrl: null, imageType: 'stock', stockImageId: null };
const CURRY = { id: 12, title: 'Chickpea Curry', description: 'Warming', cookTime: 45, servings: 1, imageUrl: null, imageType: 'stock', stockImageId: null };

const custom = (id: number, date: string, mealType: MealPlanDto['mealType'], customName: string): MealPlanDto => ({
  id,
  date,
  mealType,
  type: 'custom',
  recipeId: null,
  recipe: null,
  customName,
  cookId: null,
  cook: null,
  servings: null,
  cookedAt: null,
});

const ADA: HouseholdMemberDto = { id: 1, name: 'Ada', role: 'owner' };
const BO: HouseholdMemberDto = { id: 2, name: 'Bo', role: 'member' };

/** The server's side of the planner: the stored entries, answered by range, changed by the calls. */
function plannerServer(
  stored: MealPlanDto[] = [],
  refuse: { create?: Answer; remove?: Answer; cook?: Answer } = {},
  shopping: Answer = { status: 200, body: { added: 0, merged: 0, items: [] } },
  members: HouseholdMemberDto[] = [ADA],
) {
  let entries = [...stored];
  let nextId = 100;
  const net = stubNetwork({
    'GET /api/meal-plans': (call: RecordedCall) => {
      const [start, end] = [call.query.get('startDate')!, call.query.get('endDate')!];
      return { status: 200, body: entries.filter((e) => e.date >= start && e.date <= end) };
    },
    'POST /api/meal-plans': (call) => {
      if (refuse.create) return refuse.create;
      const body = call.body as { date: string; mealType: MealPlanDto['mealType']; type: 'recipe' | 'custom'; recipeId?: number; customName?: string };
      const recipe = [PASTA, CURRY].find((r) => r.id === body.recipeId) ?? null;
      const entry: MealPlanDto = {
        id: (nextId += 1),
        date: body.date,
        mealType: body.mealType,
        type: body.type,
        recipeId: recipe?.id ?? null,
        recipe: recipe as MealPlanDto['recipe'],
        customName: body.customName ?? null,
        cookId: null,
        cook: null,
        servings: null,
        cookedAt: null,
      };
      entries = [...entries, entry];
      return { status: 201, body: entry };
    },
    'PATCH /api/meal-plans/:id': (call) => {
      if (refuse.cook) return refuse.cook;
      const { cookId } = call.body as { cookId: number | null };
      const cook = members.find((member) => member.id === cookId);
      entries = entries.map((e) => (e.id === Number(call.params.id) ? { ...e, cookId, cook: cook ? { id: cook.id, name: cook.name } : null } : e));
      return { status: 200, body: entries.find((e) => e.id === Number(call.params.id)) };
    },
    'GET /api/households': { status: 200, body: [{ id: 7, name: 'Home', role: 'owner', isCurrent: true, members }] satisfies HouseholdDto[] },
    'DELETE /api/meal-plans/:id': (call) => {
      if (refuse.remove) return refuse.remove;
      entries = entries.filter((e) => e.id !== Number(call.params.id));
      return { status: 204 };
    },
    'GET /api/recipes': { status: 200, body: [PASTA, CURRY] as unknown as RecipeSummaryDto[] },
    'POST /api/meal-plans/shopping': shopping,
  });
  return { net, entries: () => entries };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken', 'token');
});

function renderPlanner() {
  const user = userEvent.setup();
  renderPage(<PlannerPage />, { path: '/planner' });
  return user;
}

const tiles = () => within(screen.getByRole('list', { name: /Week$/ })).getAllByRole('button');
const tileNames = () => tiles().map((tile) => tile.textContent);
const dots = () => tiles().map((tile) => tile.querySelector('[data-status]')!.getAttribute('data-status'));
const slot = (name: string) => screen.getByRole('group', { name });

async function openDay(user: ReturnType<typeof userEvent.setup>, offset: number, planned = 0) {
  await user.click(await screen.findByRole('button', { name: `${tileName(day(offset))}, ${planned} of 3 meals planned` }));
}

test("shows the two-week heading, this week's 7 days from today with status dots, and the prompt until a day is picked", async () => {
  const { net } = plannerServer([
    custom(1, day(0), 'breakfast', 'Porridge'),
    custom(2, day(0), 'lunch', 'Soup'),
    custom(3, day(0), 'dinner', 'Stew'),
    custom(4, day(2), 'lunch', 'Salad'),
  ]);
  renderPlanner();
  expect(screen.getByRole('heading', { level: 1, name: 'Meal Planner' })).toBeInTheDocument();
  expect(screen.getByText('Plan your next two weeks')).toBeInTheDocument();
  await screen.findByRole('list', { name: 'This Week' });

  expect(net.callsTo('GET /api/meal-plans').map((c) => [c.query.get('startDate'), c.query.get('endDate')])).toEqual([[day(0), day(13)]]);
  expect(tileNames()).toEqual([0, 1, 2, 3, 4, 5, 6].map((offset) => `${tileName(day(offset))}, ${{ 0: 3, 2: 1 }[offset] ?? 0} of 3 meals planned`));
  expect(dots()).toEqual(['all', 'none', 'some', 'none', 'none', 'none', 'none']);
  expect(screen.getByRole('heading', { name: 'Select a day to view or edit meals' })).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Breakfast' })).not.toBeInTheDocument();
});

test('pages between This Week and Next Week by Next/Previous, the toggle and a horizontal swipe over 50 px', async () => {
  plannerServer([custom(1, day(8), 'dinner', 'Pizza')]);
  const user = renderPlanner();
  await screen.findByRole('list', { name: 'This Week' });
  const firstOf = () => tileNames()[0];

  await user.click(screen.getByRole('button', { name: 'Next ›' }));
  expect(screen.getByRole('list', { name: 'Next Week' })).toBeInTheDocument();
  expect(tileNames()).toHaveLength(7);
  expect(firstOf()).toBe(`${tileName(day(7))}, 0 of 3 meals planned`);
  expect(dots()[1]).toBe('some');
  expect(screen.getByRole('button', { name: 'Next ›' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Next Week' })).toHaveAttribute('aria-pressed', 'true');

  await user.click(screen.getByRole('button', { name: '‹ Previous' }));
  expect(firstOf()).toBe(`${tileName(day(0))}, 0 of 3 meals planned`);
  expect(screen.getByRole('button', { name: '‹ Previous' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Next Week' }));
  expect(firstOf()).toContain(tileName(day(7)));
  await user.click(screen.getByRole('button', { name: 'This Week' }));
  expect(firstOf()).toContain(tileName(day(0)));

  const swipe = (dx: number) => {
    const grid = screen.getByRole('list', { name: /Week$/ });
    // jsdom's pointer events carry no coordinates; set the one the swipe reads.
    const at = (type: 'pointerDown' | 'pointerUp', x: number) => {
      const event = createEvent[type](grid);
      Object.defineProperty(event, 'clientX', { value: x });
      fireEvent(grid, event);
    };
    at('pointerDown', 200);
    at('pointerUp', 200 + dx);
  };
  swipe(-50);
  expect(firstOf()).toContain(tileName(day(0)));
  swipe(-51);
  expect(firstOf()).toContain(tileName(day(7)));
  swipe(50);
  expect(firstOf()).toContain(tileName(day(7)));
  swipe(51);
  expect(firstOf()).toContain(tileName(day(0)));
});

test('adds a recipe meal from Select Recipe: it shows with its cook time once the server stored it', async () => {
  const { net } = plannerServer();
  const user = renderPlanner();
  await openDay(user, 1);
  expect(screen.getByRole('heading', { level: 2, name: longName(day(1)) })).toBeInTheDocument();
  expect(screen.getByText('0 planned')).toBeInTheDocument();
  expect(['Breakfast', 'Lunch', 'Dinner'].map((name) => within(slot(name)).getByRole('button').textContent)).toEqual(['+ Add meal', '+ Add meal', '+ Add meal']);

  await user.click(within(slot('Dinner')).getByRole('button', { name: '+ Add meal' }));
  const dialog = await screen.findByRole('dialog', { name: 'Select Recipe' });
  const pasta = await within(dialog).findByRole('button', { name: /Tomato Pasta/ });
  expect(pasta).toHaveTextContent('A weeknight classic');
  expect(pasta).toHaveTextContent('20 min · 4 servings');
  expect(within(pasta).getByRole('presentation')).toHaveAttribute('src', '/stock-images/fallback.svg');
  expect(within(dialog).getByLabelText('Or add a custom meal:')).toBeInTheDocument();

  await user.type(within(dialog).getByRole('searchbox', { name: 'Search recipes' }), 'curry');
  expect(within(dialog).getAllByRole('button', { name: /min/ }).map((b) => b.querySelector('strong')!.textContent)).toEqual(['Chickpea Curry']);
  expect(within(dialog).getByRole('button', { name: /Chickpea Curry/ })).toHaveTextContent('45 min · 1 serving');
  expect(within(dialog).getByRole('button', { name: /Chickpea Curry/ })).not.toHaveTextContent('servings');
  await user.click(within(dialog).getByRole('button', { name: /Chickpea Curry/ }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(net.callsTo('POST /api/meal-plans').map((c) => c.body)).toEqual([
    { date: day(1), mealType: 'dinner', type: 'recipe', recipeId: 12, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
  ]);
  expect(within(slot('Dinner')).getByText('Chickpea Curry')).toBeInTheDocument();
  expect(within(slot('Dinner')).getByText('45 min')).toBeInTheDocument();
  expect(within(slot('Dinner')).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  expect(screen.getByText('1 planned')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: `${tileName(day(1))}, 1 of 3 meals planned` })).toBeInTheDocument();
});

test("adds a custom meal, trimmed, labelled 'Custom meal'; Add stays disabled for a blank name", async () => {
  const { net } = plannerServer();
  const user = renderPlanner();
  await openDay(user, 0);
  await user.click(within(slot('Lunch')).getByRole('button', { name: '+ Add meal' }));
  const dialog = await screen.findByRole('dialog', { name: 'Select Recipe' });
  const name = within(dialog).getByLabelText('Or add a custom meal:');
  await user.type(name, '   ');
  expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
  await user.type(name, 'Leftovers  {Enter}');

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(net.callsTo('POST /api/meal-plans').map((c) => (c.body as { customName: string; type: string }).customName)).toEqual(['Leftovers']);
  expect(within(slot('Lunch')).getByText('Leftovers')).toBeInTheDocument();
  expect(within(slot('Lunch')).getByText('Custom meal')).toBeInTheDocument();
});

test('a failed add keeps the dialog open with the error, and nothing is shown as planned', async () => {
  const { net } = plannerServer([], { create: { status: 409, body: { error: 'A meal is already planned for Breakfast.' } } });
  const user = renderPlanner();
  await openDay(user, 0);
  await user.click(within(slot('Breakfast')).getByRole('button', { name: '+ Add meal' }));
  const dialog = await screen.findByRole('dialog', { name: 'Select Recipe' });
  await user.click(await within(dialog).findByRole('button', { name: /Tomato Pasta/ }));

  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to create meal plan: A meal is already planned for Breakfast.');
  expect(net.count('POST /api/meal-plans')).toBe(1);
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(within(slot('Breakfast')).getByRole('button', { name: '+ Add meal' })).toBeInTheDocument();
  expect(within(slot('Breakfast')).queryByText('Tomato Pasta')).not.toBeInTheDocument();
  expect(screen.getByText('0 planned')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: `${tileName(day(0))}, 0 of 3 meals planned` })).toBeInTheDocument();
});

test('removes a meal; a refused removal brings it back with the error', async () => {
  const server = plannerServer([custom(1, day(0), 'breakfast', 'Porridge'), custom(2, day(0), 'dinner', 'Stew')]);
  const user = renderPlanner();
  await openDay(user, 0, 2);
  await user.click(within(slot('Breakfast')).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(within(slot('Breakfast')).getByRole('button', { name: '+ Add meal' })).toBeInTheDocument());
  expect(server.net.callsTo('DELETE /api/meal-plans/1')).toHaveLength(1);
  expect(screen.getByText('1 planned')).toBeInTheDocument();
  expect(server.entries().map((e) => e.id)).toEqual([2]);

  const refusing = plannerServer([custom(2, day(0), 'dinner', 'Stew')], { remove: { status: 500, body: { error: 'Internal server error' } } });
  await user.click(within(slot('Dinner')).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete meal plan: Internal server error');
  expect(refusing.net.count('DELETE /api/meal-plans/2')).toBe(1);
  expect(within(slot('Dinner')).getByText('Stew')).toBeInTheDocument();
  expect(screen.getByText('1 planned')).toBeInTheDocument();
});

test("a failed load shows 'Failed to fetch meal plans' with Retry, and no days as if empty", async () => {
  stubNetwork({ 'GET /api/meal-plans': { status: 500 } });
  const user = renderPlanner();
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch meal plans: HTTP error! status: 500');
  expect(screen.queryByRole('list', { name: 'This Week' })).not.toBeInTheDocument();
  plannerServer([custom(1, day(0), 'lunch', 'Soup')]);
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: `${tileName(day(0))}, 1 of 3 meals planned` })).toBeInTheDocument();
});

test.each([
  ['what the week needs, merged or added, counted', { status: 200, body: { added: 2, merged: 1, items: [] } }, 'Added 3 items to your shopping list'],
  ['nothing needed', { status: 200, body: { added: 0, merged: 0, items: [] } }, "Nothing to add: the pantry has what the week's recipes need"],
  ['a refusal, with its reason', { status: 409, body: { error: 'The shopping list is full' } }, 'Failed to add ingredients to the shopping list: The shopping list is full'],
] as const)("the shown week's missing ingredients go to the shopping list in one action: %s", async (_name, answer, message) => {
  const { net } = plannerServer([], {}, answer as Answer);
  const user = renderPlanner();
  await user.click(await screen.findByRole('button', { name: "Add this week's missing ingredients to the shopping list" }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(net.callsTo('POST /api/meal-plans/shopping')[0].body).toEqual({ startDate: day(0), endDate: day(6) });
  await user.click(screen.getByRole('button', { name: 'Next Week' }));
  await user.click(screen.getByRole('button', { name: "Add next week's missing ingredients to the shopping list" }));
  await waitFor(() => expect(net.callsTo('POST /api/meal-plans/shopping')).toHaveLength(2));
  expect(net.callsTo('POST /api/meal-plans/shopping')[1].body).toEqual({ startDate: day(7), endDate: day(13) });
});

describe('who cooks', () => {
  const cookOf = (name: string) => within(slot(name)).getByRole('combobox', { name: `Who cooks ${name}` });

  test('in a household of two, a planned meal gets a labelled picker of its members; the pick is saved and reads "Bo cooks"', async () => {
    const server = plannerServer([custom(1, day(0), 'dinner', 'Stew')], {}, undefined, [ADA, BO]);
    const user = renderPlanner();
    await openDay(user, 0, 1);
    const picker = await waitFor(() => cookOf('Dinner'));
    expect(picker).toHaveDisplayValue('Who cooks?');
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['Who cooks?', 'Ada cooks', 'Bo cooks']);
    // Empty slots have nobody to name.
    expect(within(slot('Breakfast')).queryByRole('combobox')).not.toBeInTheDocument();

    await user.selectOptions(picker, 'Bo cooks');
    await waitFor(() => expect(server.net.callsTo('PATCH /api/meal-plans/1').map((call) => call.body)).toEqual([{ cookId: BO.id }]));
    await waitFor(() => expect(server.entries()[0].cook).toEqual({ id: BO.id, name: 'Bo' }));
    expect(cookOf('Dinner')).toHaveDisplayValue('Bo cooks');

    await user.selectOptions(cookOf('Dinner'), 'Who cooks?');
    await waitFor(() => expect(server.entries()[0].cookId).toBeNull());
    expect(server.net.callsTo('PATCH /api/meal-plans/1').map((call) => call.body)).toEqual([{ cookId: BO.id }, { cookId: null }]);
    expect(cookOf('Dinner')).toHaveDisplayValue('Who cooks?');
  });

  test('a person alone is not asked; a cook already named still shows as text', async () => {
    plannerServer([{ ...custom(1, day(0), 'dinner', 'Stew'), cookId: ADA.id, cook: { id: ADA.id, name: 'Ada' } }, custom(2, day(0), 'lunch', 'Soup')]);
    const user = renderPlanner();
    await openDay(user, 0, 2);
    expect(await within(slot('Dinner')).findByText('Ada cooks')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(slot('Lunch')).queryByText(/cooks/)).not.toBeInTheDocument();
  });

  test('a refused pick says why and the picker goes back to who cooked before', async () => {
    const before = { ...custom(1, day(0), 'dinner', 'Stew'), cookId: ADA.id, cook: { id: ADA.id, name: 'Ada' } };
    plannerServer([before], { cook: { status: 400, body: { error: MEAL_PLAN_MESSAGES.cookNotMember } } }, undefined, [ADA, BO]);
    const user = renderPlanner();
    await openDay(user, 0, 1);
    await user.selectOptions(await waitFor(() => cookOf('Dinner')), 'Bo cooks');
    expect(await screen.findByRole('alert')).toHaveTextContent(`${MEAL_PLAN_MESSAGES.cookFailed}: ${MEAL_PLAN_MESSAGES.cookNotMember}`);
    await waitFor(() => expect(cookOf('Dinner')).toHaveDisplayValue('Ada cooks'));
  });
});

test('a meal recorded as cooked is marked Cooked; one planned for its own servings says how many', async () => {
  const pasta = { ...custom(1, day(0), 'dinner', ''), type: 'recipe' as const, recipeId: PASTA.id, recipe: PASTA as MealPlanDto['recipe'], customName: null };
  plannerServer([
    { ...pasta, servings: 6, cookedAt: '2026-11-27T18:40:00.000Z' },
    { ...pasta, id: 2, mealType: 'lunch', servings: null, cookedAt: null },
  ]);
  const user = renderPlanner();
  await openDay(user, 0, 2);
  expect(within(slot('Dinner')).getByText('Cooked')).toBeInTheDocument();
  expect(within(slot('Dinner')).getByText('6 servings')).toBeInTheDocument();
  expect(within(slot('Lunch')).getByText('Tomato Pasta')).toBeInTheDocument();
  expect(within(slot('Lunch')).queryByText('Cooked')).not.toBeInTheDocument();
  expect(within(slot('Lunch')).queryByText(/servings/)).not.toBeInTheDocument();
});
