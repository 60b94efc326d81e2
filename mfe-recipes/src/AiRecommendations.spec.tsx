import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, localDateString, type PantryItem } from '@mealapp/domain';
import { renderPage } from '@mealapp/testing';
import AiRecommendationsCard from './AiRecommendationsCard';
import RecipesPage from './RecipesPage';
import { AtUrl } from './testing/AtUrl';
import { aRecipe, recipesServer } from './testing/recipes-server';

const soon = addDays(localDateString(new Date()), 1);
const PANTRY: PantryItem[] = [
  { id: 1, name: 'Spinach', status: 'In Stock', category: null, expirationDate: soon },
  { id: 2, name: 'Lentils', status: 'In Stock', category: null, expirationDate: null },
  { id: 3, name: 'Pasta', status: 'In Stock', category: null, expirationDate: null },
];
const DAL = aRecipe({ id: 21, title: 'Spinach Dal', description: 'Lentils and greens.', cookTime: 25, ingredients: ['Spinach', 'Lentils'], nutrition: { calories: 420 } as never });
const PASTA = aRecipe({ id: 22, title: 'Plain Pasta', cookTime: 15, ingredients: ['Pasta', 'Olive oil'] });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken', 'token');
});

function openAiTab() {
  renderPage(
    <AtUrl url="/recipes?tab=ai">
      <RecipesPage />
    </AtUrl>,
    { path: '/recipes' },
  );
}

const cards = () => screen.getAllByTestId('ai-recipe-card');

test('the AI tab: the banner, then each recommendation with its match, badge, time, calories, description and reason, best first', async () => {
  const server = recipesServer({ recipes: [PASTA, DAL], pantry: PANTRY });
  openAiTab();
  expect(screen.getByText('Loading recommendations')).toBeInTheDocument();
  await screen.findAllByTestId('ai-recipe-card');
  expect(screen.getByRole('link', { name: 'Set your dietary preferences' })).toHaveAttribute('href', '/preferences');
  expect(server.callsTo('GET /api/recipes').some((call) => call.query.get('recommended') === 'true')).toBe(true);
  const [dal, pasta] = cards();
  expect(within(dal).getByRole('link', { name: 'Spinach Dal' })).toHaveAttribute('href', '/recipes/21');
  expect(dal).toHaveTextContent('Smart Swap');
  expect(dal).toHaveTextContent(/\d+% match • 25 min • 420 cal/);
  expect(dal).toHaveTextContent('Lentils and greens.');
  expect(dal).toHaveTextContent('Uses up your spinach before it expires');
  expect(within(pasta).getByRole('link', { name: 'Plain Pasta' })).toBeInTheDocument();
  expect(pasta).toHaveTextContent(/\d+% match • 15 min/);
  expect(pasta).not.toHaveTextContent(' cal');
});

test('the search text filters the recommendations, and says when none match', async () => {
  const user = userEvent.setup();
  recipesServer({ recipes: [PASTA, DAL], pantry: PANTRY });
  openAiTab();
  await screen.findAllByTestId('ai-recipe-card');
  await user.type(screen.getByRole('searchbox'), 'spinach');
  await waitFor(() => expect(cards()).toHaveLength(1));
  expect(cards()[0]).toHaveTextContent('Spinach Dal');
  await user.type(screen.getByRole('searchbox'), 'zz');
  expect(await screen.findByRole('heading', { name: 'No AI recommendations match your search.' })).toBeInTheDocument();
});

test('a failed load says so and retries', async () => {
  const user = userEvent.setup();
  let refuse = true;
  recipesServer({ recipes: [DAL], pantry: PANTRY }, { recommended: () => (refuse ? { status: 500, body: { error: 'Database unavailable' } } : undefined) });
  openAiTab();
  const box = await screen.findByRole('alert');
  expect(box).toHaveTextContent('Failed to load recommendations');
  expect(box).toHaveTextContent('Database unavailable');
  refuse = false;
  await user.click(within(box).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByTestId('ai-recipe-card')).toHaveTextContent('Spinach Dal');
});

test("Home's card counts the suggestions and links to the AI tab; with none, the spec text", async () => {
  recipesServer({ recipes: [PASTA, DAL], pantry: PANTRY });
  const { unmount } = renderPage(<AiRecommendationsCard />, { path: '/home' });
  const card = await screen.findByRole('link', { name: 'AI Recommendations 2 personalized suggestions PREMIUM' });
  expect(card).toHaveAttribute('href', '/recipes?tab=ai');
  unmount();
  recipesServer({ recipes: [], pantry: PANTRY });
  renderPage(<AiRecommendationsCard />, { path: '/home' });
  expect(await screen.findByText('Get personalized meal suggestions')).toBeInTheDocument();
});
