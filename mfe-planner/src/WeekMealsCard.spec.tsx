import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, localDateString, MEAL_TYPES } from '@mealapp/domain';
import { stubNetwork } from '@mealapp/api-client/testing';
import { renderPage } from '@mealapp/testing';
import WeekMealsCard from './WeekMealsCard';

const today = localDateString(new Date());
/** `count` custom meals from today on, three a day. */
const meals = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, date: addDays(today, Math.floor(i / 3)), mealType: MEAL_TYPES[i % 3], type: 'custom', recipeId: null, recipe: null, customName: 'Soup' }));

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken', 'token');
});

test("Home's card: meals planned this week against 21, the bar, the percent and the planning status, linking to the planner", async () => {
  const net = stubNetwork({ 'GET /api/meal-plans': { status: 200, body: meals(7) } });
  renderPage(<WeekMealsCard />, { path: '/home' });
  const card = await screen.findByRole('link', { name: "This Week's Meals 7 of 21 meals planned • Add 14 more meals 33 33% Partially planned" });
  expect(card).toHaveAttribute('href', '/planner');
  expect(within(card).getByRole('progressbar', { name: "33% of this week's meals planned" })).toHaveAttribute('value', '33');
  expect(within(card).getByText('33%')).toBeInTheDocument();
  expect(within(card).getByText('Partially planned')).toBeInTheDocument();
  expect(net.callsTo('GET /api/meal-plans')[0].query.toString()).toBe(`startDate=${today}&endDate=${addDays(today, 6)}`);
});

test('nothing planned: the spec text and Needs planning', async () => {
  stubNetwork({ 'GET /api/meal-plans': { status: 200, body: [] } });
  renderPage(<WeekMealsCard />, { path: '/home' });
  expect(await screen.findByText('Start planning your weekly meals')).toBeInTheDocument();
  expect(screen.getByText('Needs planning')).toBeInTheDocument();
});

test('a failed load offers Retry, never invented figures', async () => {
  let up = false;
  stubNetwork({ 'GET /api/meal-plans': () => (up ? { status: 200, body: meals(21) } : { status: 500, body: { error: 'Database unavailable' } }) });
  renderPage(<WeekMealsCard />, { path: '/home' });
  const failed = await screen.findByRole('group', { name: "This Week's Meals" });
  expect(failed).toHaveTextContent('Database unavailable');
  up = true;
  await userEvent.setup().click(within(failed).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('21 of 21 meals planned')).toBeInTheDocument();
  expect(screen.getByText('Well planned')).toBeInTheDocument();
});
