import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useListShoppingItemsQuery } from '@mealapp/api-client';
import { addDays, localDateString, type PantryItem } from '@mealapp/domain';
import { renderPage } from '@mealapp/testing';
import RecipesPage from './RecipesPage';
import { aRecipe, deferred, recipesServer } from './testing/recipes-server';

const DINNER = { id: 1, name: 'Dinner', description: null };

const pantry = (...names: [string, PantryItem['status']][]): PantryItem[] =>
  names.map(([name, status], index) => ({ id: index + 1, name, status, category: null, expirationDate: null }));

const SOUP = aRecipe({
  id: 21,
  title: 'Tomato Soup',
  description: 'Warming and quick.',
  category: DINNER,
  cookTime: 25,
  servings: 4,
  tags: ['Vegetarian', 'Winter', 'Family', 'Budget', 'Cozy'],
  ingredients: [
    { name: 'tomatoes', amount: '2', unit: 'cup' },
    { name: 'Onion', amount: '1' },
    { name: 'Cream', amount: '1/2', unit: 'cup' },
  ],
  instructions: ['Chop everything.', 'Simmer for 20 minutes.', 'Blend until smooth.'],
  nutrition: { id: 1, recipeId: 21, calories: 180, protein: 4, carbs: null, fat: 9, fiber: null, sugar: null, sodium: null, servingSize: null },
});
const KITCHEN = pantry(['Tomatoes', 'In Stock'], ['Onion', 'Low Stock'], ['Cream', 'Out of Stock']);

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken', 'token');
});

const toasts = () => screen.getByRole('region', { name: 'Notifications' });
const statusCard = () => screen.getByRole('region', { name: 'Ingredient Status' });

async function openSoup(server = recipesServer({ recipes: [SOUP], categories: [DINNER], pantry: KITCHEN })) {
  renderPage(<RecipesPage />, { path: '/recipes/21' });
  await screen.findByRole('heading', { name: 'Tomato Soup', level: 1 });
  await within(statusCard()).findByText('67%');
  return server;
}

describe('a recipe', () => {
  test('hero buttons, title, time, servings, category and 4 tags with +N', async () => {
    await openSoup();
    for (const name of ['Back', 'Share', 'Favorite', 'Edit recipe', 'Edit image']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'false');
    const details = screen.getByRole('list', { name: 'Recipe details' });
    expect(within(details).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['25 min', '4 servings', 'Dinner']);
    const tags = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((tag) => tag.textContent);
    expect(tags.slice(0, 4)).toEqual(['Vegetarian', 'Winter', 'Family', 'Budget']);
    expect(tags[4]).toMatch(/^\+\d+$/);
    expect(tags).toHaveLength(5);
    expect(screen.queryByRole('region', { name: 'Demo Mode' })).not.toBeInTheDocument();
  });

  test('the Ingredient Status card and the ingredient list, matched against the pantry', async () => {
    await openSoup();
    const card = statusCard();
    expect(card).toHaveTextContent('67%');
    expect(within(within(card).getByRole('list', { name: 'Missing ingredients' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Cream']);
    expect(within(within(card).getByRole('list', { name: 'Low stock ingredients' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Onion']);
    expect(within(card).getByRole('button', { name: 'Add Needed to Shopping List' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Add All to Shopping List' })).toBeInTheDocument();

    const list = screen.getByRole('region', { name: 'Ingredients' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-state'))).toEqual(['available', 'low', 'missing']);
    expect(rows[0]).toHaveTextContent('2 cups tomatoes');
    expect(rows[1]).toHaveTextContent('(Low Stock)');
    expect(rows[2].querySelector('.name')).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(list).getByText('Note: Recipe assumes you have sufficient quantities of available ingredients.')).toBeInTheDocument();
  });

  test('numbered instructions and nutrition with only the values present', async () => {
    await openSoup();
    const steps = within(screen.getByRole('region', { name: 'Instructions' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['Chop everything.', 'Simmer for 20 minutes.', 'Blend until smooth.']);
    const nutrition = screen.getByRole('region', { name: 'Nutrition (per serving)' });
    expect(within(nutrition).getAllByRole('term').map((term) => term.textContent)).toEqual(['Calories', 'Protein', 'Fat']);
    expect(within(nutrition).getAllByRole('definition').map((value) => value.textContent)).toEqual(['180', '4 g', '9 g']);
  });

  test('no nutrition, no grid; a recipe with nothing missing offers only Add All', async () => {
    recipesServer({ recipes: [{ ...SOUP, nutrition: null }], categories: [DINNER], pantry: pantry(['Tomatoes', 'In Stock'], ['Onion', 'In Stock'], ['Cream', 'In Stock']) });
    renderPage(<RecipesPage />, { path: '/recipes/21' });
    expect(await within(await screen.findByRole('region', { name: 'Ingredient Status' })).findByText('100%')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Nutrition (per serving)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Needed to Shopping List' })).not.toBeInTheDocument();
  });
});

describe('adding to the shopping list', () => {
  function ShoppingListReader() {
    const { data } = useListShoppingItemsQuery();
    return <output aria-label="shopping count">{data?.length ?? '-'}</output>;
  }

  test('Add Needed adds missing and low items, merging one already pending, and refreshes the shopping list', async () => {
    const user = userEvent.setup();
    const server = recipesServer({
      recipes: [SOUP],
      categories: [DINNER],
      pantry: KITCHEN,
      shopping: [{ id: 1, name: 'Onion', quantity: '1', category: 'Produce', isShopped: false }],
    });
    renderPage(
      <>
        <RecipesPage />
        <ShoppingListReader />
      </>,
      { path: '/recipes/21' },
    );
    await within(await screen.findByRole('region', { name: 'Ingredient Status' })).findByText('67%');
    expect(await screen.findByLabelText('shopping count')).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: 'Add Needed to Shopping List' }));
    expect(await within(toasts()).findByText('Added 2 needed ingredient(s) to shopping list!')).toBeInTheDocument();
    expect(server.callsTo('POST /api/recipes/21/shopping')[0].body).toEqual({ scope: 'needed' });
    expect(server.shopping().map((item) => [item.name, item.quantity])).toEqual([
      ['Onion', '2'],
      ['Cream', '1/2 cup'],
    ]);
    await waitFor(() => expect(screen.getByLabelText('shopping count')).toHaveTextContent('2'));
  });

  test('Add All adds every ingredient', async () => {
    const user = userEvent.setup();
    const server = await openSoup();
    await user.click(screen.getByRole('button', { name: 'Add All to Shopping List' }));
    expect(await within(toasts()).findByText('Added 3 ingredient(s) to shopping list!')).toBeInTheDocument();
    expect(server.callsTo('POST /api/recipes/21/shopping')[0].body).toEqual({ scope: 'all' });
  });

  test('nothing to add: the spec messages', async () => {
    const user = userEvent.setup();
    recipesServer(
      { recipes: [SOUP, aRecipe({ id: 22, title: 'Air', ingredients: [] })], pantry: KITCHEN },
      { shopping: () => ({ status: 200, body: { added: 0, merged: 0, items: [] } }) },
    );
    const view = renderPage(<RecipesPage />, { path: '/recipes/21' });
    await within(await screen.findByRole('region', { name: 'Ingredient Status' })).findByText('67%');
    await user.click(screen.getByRole('button', { name: 'Add Needed to Shopping List' }));
    expect(await within(toasts()).findByText('No missing or low stock ingredients to add!')).toBeInTheDocument();
    view.unmount();

    const net = recipesServer({ recipes: [aRecipe({ id: 22, title: 'Air', ingredients: [] })], pantry: KITCHEN });
    renderPage(<RecipesPage />, { path: '/recipes/22' });
    await within(await screen.findByRole('region', { name: 'Ingredient Status' })).findByText('100%');
    await user.click(screen.getByRole('button', { name: 'Add All to Shopping List' }));
    expect(await within(toasts()).findByText('No ingredients to add!')).toBeInTheDocument();
    expect(net.callsTo('POST /api/recipes/22/shopping')).toHaveLength(0);
  });

  test('a failure says so and adds nothing', async () => {
    const user = userEvent.setup();
    const server = recipesServer({ recipes: [SOUP], pantry: KITCHEN }, { shopping: () => ({ status: 500, body: { error: 'Database unavailable' } }) });
    await openSoup(server);
    await user.click(screen.getByRole('button', { name: 'Add All to Shopping List' }));
    expect(await within(toasts()).findByText('Failed to add ingredients to shopping list. Please try again.')).toBeInTheDocument();
    expect(server.shopping()).toEqual([]);
  });
});

describe('Add to Meal Plan', () => {
  const today = localDateString(new Date());
  const tomorrow = addDays(today, 1);
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  async function openPlanDialog(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: 'Add to Meal Plan' }));
    return screen.findByRole('dialog', { name: 'Add to Meal Plan' });
  }

  test('a day from today on and a meal; Add waits for a date; the entry is saved and the spec toast shows', async () => {
    const user = userEvent.setup();
    const server = await openSoup();
    const dialog = await openPlanDialog(user);
    const date = within(dialog).getByLabelText('Date');
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveAttribute('min', today);
    expect(date).toHaveValue('');
    expect(date).toHaveFocus();
    const mealType = within(dialog).getByRole('combobox', { name: 'Meal Type' });
    expect(within(mealType).getAllByRole('option').map((option) => option.textContent)).toEqual(['Breakfast', 'Lunch', 'Dinner']);
    expect(mealType).toHaveValue('breakfast');
    const add = within(dialog).getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();

    await user.type(date, tomorrow);
    await user.selectOptions(mealType, 'Dinner');
    expect(add).toBeEnabled();
    await user.click(add);

    expect(await within(toasts()).findByText(`Successfully added "Tomato Soup" to dinner on ${tomorrow}!`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo('POST /api/meal-plans').map((call) => call.body)).toEqual([{ date: tomorrow, mealType: 'dinner', type: 'recipe', recipeId: 21, timeZone }]);
    expect(server.mealPlans().map((entry) => [entry.date, entry.mealType, entry.recipeId])).toEqual([[tomorrow, 'dinner', 21]]);
  });

  test('Add is busy while the server saves', async () => {
    const user = userEvent.setup();
    const hold = deferred();
    const server = recipesServer({ recipes: [SOUP], categories: [DINNER], pantry: KITCHEN }, { mealPlan: () => hold.promise.then(() => undefined) });
    await openSoup(server);
    const dialog = await openPlanDialog(user);
    await user.type(within(dialog).getByLabelText('Date'), today);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    const add = within(dialog).getByRole('button', { name: 'Add' });
    await waitFor(() => expect(add).toHaveAttribute('aria-busy', 'true'));
    expect(add).toBeDisabled();
    await act(async () => hold.resolve({ status: 200 }));
    expect(await within(toasts()).findByText(`Successfully added "Tomato Soup" to breakfast on ${today}!`)).toBeInTheDocument();
    expect(server.callsTo('POST /api/meal-plans')).toHaveLength(1);
  });

  test('a taken slot keeps the dialog and the choices, says why, and shows no success', async () => {
    const user = userEvent.setup();
    const taken = { id: 7, date: tomorrow, mealType: 'dinner' as const, type: 'custom' as const, recipeId: null, recipe: null, customName: 'Leftovers', cookId: null, cook: null, servings: null, cookedAt: null };
    const server = recipesServer({ recipes: [SOUP], categories: [DINNER], pantry: KITCHEN, mealPlans: [taken] });
    await openSoup(server);
    const dialog = await openPlanDialog(user);
    await user.type(within(dialog).getByLabelText('Date'), tomorrow);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Meal Type' }), 'Dinner');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create meal plan');
    expect(alert).toHaveTextContent(`A meal is already planned for Dinner on ${tomorrow}. Remove it first.`);
    expect(screen.getByRole('dialog', { name: 'Add to Meal Plan' })).toBe(dialog);
    expect(within(dialog).getByLabelText('Date')).toHaveValue(tomorrow);
    expect(within(dialog).getByRole('combobox', { name: 'Meal Type' })).toHaveValue('dinner');
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeEnabled();
    expect(within(toasts()).queryByText(/Successfully added/)).not.toBeInTheDocument();
    expect(server.mealPlans()).toEqual([taken]);
  });

  test('Cancel closes the dialog and sends nothing', async () => {
    const user = userEvent.setup();
    const server = await openSoup();
    const dialog = await openPlanDialog(user);
    await user.type(within(dialog).getByLabelText('Date'), tomorrow);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Meal Plan' })).toHaveFocus();
    expect(server.callsTo('POST /api/meal-plans')).toEqual([]);
  });

  test('a shared demo recipe can be planned too', async () => {
    const user = userEvent.setup();
    const demo = aRecipe({ id: 2, title: 'Pancakes', source: 'Test Recipe', readOnly: true, library: 'demo' });
    const server = recipesServer({ recipes: [demo] });
    renderPage(<RecipesPage />, { path: '/recipes/2' });
    await screen.findByRole('heading', { name: 'Pancakes', level: 1 });
    const dialog = await openPlanDialog(user);
    await user.type(within(dialog).getByLabelText('Date'), today);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(toasts()).findByText(`Successfully added "Pancakes" to breakfast on ${today}!`)).toBeInTheDocument();
    expect(server.callsTo('POST /api/meal-plans').map((call) => (call.body as { recipeId: number }).recipeId)).toEqual([2]);
  });
});

describe('states', () => {
  test('an unknown recipe: Recipe not found', async () => {
    recipesServer({ recipes: [SOUP] });
    renderPage(<RecipesPage />, { path: '/recipes/999' });
    expect(await screen.findByRole('heading', { name: 'Recipe not found' })).toBeInTheDocument();
  });

  test('an id that is not a number is not found either, without a request', async () => {
    const server = recipesServer({ recipes: [SOUP] });
    renderPage(<RecipesPage />, { path: '/recipes/abc' });
    expect(await screen.findByRole('heading', { name: 'Recipe not found' })).toBeInTheDocument();
    expect(server.calls.filter((call) => call.path.startsWith('/api/recipes'))).toEqual([]);
  });

  test('a failed load: Recipe Temporarily Unavailable, with Back to Recipes and View Demo Recipe, and no invented data', async () => {
    const user = userEvent.setup();
    recipesServer({ recipes: [SOUP] }, { get: () => ({ status: 500, body: { error: 'Database unavailable' } }) });
    renderPage(<RecipesPage />, { path: '/recipes/21' });
    expect(await screen.findByRole('heading', { name: 'Recipe Temporarily Unavailable' })).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(screen.queryByText('Tomato Soup')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Demo Recipe' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/recipes/1');
  });

  test('Back to Recipes goes to the list', async () => {
    const user = userEvent.setup();
    recipesServer({ recipes: [SOUP] }, { get: () => ({ status: 503 }) });
    renderPage(<RecipesPage />, { path: '/recipes/21' });
    await user.click(await screen.findByRole('button', { name: 'Back to Recipes' }));
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/recipes$/);
  });

  test('rate limited: the high-traffic wording', async () => {
    recipesServer({ recipes: [SOUP] }, { get: () => ({ status: 429, body: { error: 'ThrottlerException: Too Many Requests' } }) });
    renderPage(<RecipesPage />, { path: '/recipes/21' });
    expect(await screen.findByRole('heading', { name: 'Recipe Temporarily Unavailable' })).toBeInTheDocument();
    expect(
      screen.getByText('The API is currently experiencing high traffic. Please try again in a few moments, or try viewing recipe ID 1-3 for demo data.'),
    ).toBeInTheDocument();
  });

  test.each([
    ['its source is Test Recipe', { source: 'Test Recipe' }],
    ['its title contains Test Recipe', { title: 'My Test Recipe' }],
  ])('the Demo Mode banner when %s', async (_name, fields) => {
    recipesServer({ recipes: [aRecipe({ id: 1, title: 'Pancakes', ...fields })] });
    renderPage(<RecipesPage />, { path: '/recipes/1' });
    expect(await screen.findByRole('region', { name: 'Demo Mode' })).toBeInTheDocument();
  });

  test('the hero shows a skeleton while the image loads, then a plate when it cannot', async () => {
    await openSoup();
    expect(screen.getByTestId('hero-skeleton')).toBeInTheDocument();
    const image = document.querySelector('img[src="/stock-images/fallback.svg"]')!;
    fireEvent.error(image);
    expect(screen.getByTestId('hero-fallback')).toBeInTheDocument();
    expect(screen.queryByTestId('hero-skeleton')).not.toBeInTheDocument();
  });
});

describe('actions', () => {
  test('favorite shows at once, before the server answers', async () => {
    const user = userEvent.setup();
    const hold = deferred();
    const server = recipesServer({ recipes: [SOUP], categories: [DINNER], pantry: KITCHEN }, { favorite: () => hold.promise.then(() => undefined) });
    await openSoup(server);
    await user.click(screen.getByRole('button', { name: 'Favorite' }));
    // The store tells the page of RTK Query's changes on the next frame.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'true'));
    expect(server.recipes()[0].isFavorited).toBe(false);
    await act(async () => hold.resolve({ status: 200 }));
    await waitFor(() => expect(server.recipes()[0].isFavorited).toBe(true));
    expect(screen.getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('share: the native sheet, else the clipboard, else a text-area copy', async () => {
    const user = userEvent.setup();
    await openSoup();
    const url = `${window.location.origin}/recipes/21`;
    const share = jest.fn(async () => undefined);
    Object.assign(navigator, { share });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Tomato Soup', text: 'Tomato Soup', url });

    Object.assign(navigator, { share: undefined });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await within(toasts()).findByText('Recipe link copied to clipboard!')).toBeInTheDocument();

    writeText.mockRejectedValue(new Error('denied'));
    const execCommand = jest.fn(() => true);
    Object.assign(document, { execCommand });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(execCommand).toHaveBeenCalledWith('copy'));
    writeText.mockRestore();
  });

  test('a shared recipe offers Save as my copy: the add form, filled in, creates the user\'s own recipe', async () => {
    const user = userEvent.setup();
    const demo = aRecipe({ id: 2, title: 'Pancakes', source: 'Test Recipe', readOnly: true, library: 'demo', ingredients: [{ name: 'flour', amount: '1', unit: 'cup' }], instructions: ['Mix.', 'Fry.'] });
    const server = recipesServer({ recipes: [demo] });
    renderPage(<RecipesPage />, { path: '/recipes/2' });
    await screen.findByRole('heading', { name: 'Pancakes', level: 1 });
    expect(screen.queryByRole('button', { name: 'Edit recipe' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit image' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save as my copy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Recipe Manually' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Pancakes');
    expect(within(dialog).getByLabelText('Ingredient 1 name')).toHaveValue('flour');
    expect(within(dialog).getByLabelText('Step 2')).toHaveValue('Fry.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Recipe' }));
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('/recipes/101'));
    expect(server.callsTo('PUT /api/recipes/2')).toHaveLength(0);
    expect(server.recipes().map((recipe) => [recipe.id, recipe.title, recipe.readOnly])).toEqual([
      [2, 'Pancakes', true],
      [101, 'Pancakes', false],
    ]);
  });

  test('edit: the form filled in, saved, and the recipe shown as saved', async () => {
    const user = userEvent.setup();
    const server = await openSoup();
    await user.click(screen.getByRole('button', { name: 'Edit recipe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Recipe' });
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Roast Tomato Soup');
    await user.click(within(dialog).getByRole('button', { name: 'Save Recipe' }));
    expect(await screen.findByRole('heading', { name: 'Roast Tomato Soup', level: 1 })).toBeInTheDocument();
    expect(within(toasts()).getByText('Recipe updated successfully!')).toBeInTheDocument();
    const body = server.callsTo('PUT /api/recipes/21')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ title: 'Roast Tomato Soup', categoryId: 1, cookTime: 25, servings: 4 });
  });
});

describe('Edit Recipe Image', () => {
  test('stock images with suggestions first; the choice is saved', async () => {
    const user = userEvent.setup();
    const server = await openSoup();
    await user.click(screen.getByRole('button', { name: 'Edit image' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Recipe Image' });
    expect(within(dialog).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Stock Images', 'Image URL', 'Upload']);
    const suggested = within(within(dialog).getByRole('group', { name: 'Suggested images' })).getAllByRole('button');
    expect(suggested.length).toBeGreaterThan(0);
    expect(suggested.length).toBeLessThanOrEqual(5);
    expect(suggested[0]).toHaveTextContent(/Tomato/);
    expect(within(dialog).getByRole('button', { name: 'Save Image' })).toBeDisabled();
    await user.click(suggested[0]);
    await user.click(within(dialog).getByRole('button', { name: 'Save Image' }));
    expect(await within(toasts()).findByText('Recipe image updated successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const body = server.callsTo('PATCH /api/recipes/21/image')[0].body as { imageType: string; stockImageId: string };
    expect(body.imageType).toBe('stock');
    expect(body.stockImageId).toMatch(/tomato/);
  });

  test('an image URL (Use URL disabled while empty); a refusal is shown and nothing changes', async () => {
    const user = userEvent.setup();
    const server = recipesServer({ recipes: [SOUP], pantry: KITCHEN }, { image: () => ({ status: 400, body: { error: 'imageUrl must be a URL' } }) });
    await openSoup(server);
    await user.click(screen.getByRole('button', { name: 'Edit image' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Recipe Image' });
    await user.click(within(dialog).getByRole('tab', { name: 'Image URL' }));
    const use = within(dialog).getByRole('button', { name: 'Use URL' });
    expect(use).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Image URL' }), 'https://example.com/soup.jpg');
    await user.click(use);
    await user.click(within(dialog).getByRole('button', { name: 'Save Image' }));
    expect(await within(dialog).findByText('imageUrl must be a URL')).toBeInTheDocument();
    expect(server.callsTo('PATCH /api/recipes/21/image')[0].body).toEqual({ imageType: 'url', imageUrl: 'https://example.com/soup.jpg', stockImageId: null });
    expect(server.recipes()[0].imageUrl).toBeNull();
  });

  test('an upload: PNG, JPG up to 5MB, sent to the upload call', async () => {
    const user = userEvent.setup();
    const server = await openSoup();
    await user.click(screen.getByRole('button', { name: 'Edit image' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Recipe Image' });
    await user.click(within(dialog).getByRole('tab', { name: 'Upload' }));
    const input = within(dialog).getByLabelText('Upload image');
    expect(input).toHaveAccessibleDescription('PNG, JPG up to 5MB');
    await user.upload(input, new File([new Uint8Array(10)], 'soup.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Image' }));
    expect(await within(toasts()).findByText('Recipe image updated successfully!')).toBeInTheDocument();
    expect(server.callsTo('POST /api/recipes/21/image/upload')).toHaveLength(1);
    // FormData: the browser writes the multipart boundary into the content type.
    expect(server.callsTo('POST /api/recipes/21/image/upload')[0].headers.get('content-type')).toBeNull();
  });
});
