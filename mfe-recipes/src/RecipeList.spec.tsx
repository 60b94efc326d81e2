import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PantryItem } from '@mealapp/domain';
import { renderPage } from '@mealapp/testing';
import RecipesPage from './RecipesPage';
import { AtUrl } from './testing/AtUrl';
import { aRecipe, deferred, recipesServer } from './testing/recipes-server';

const DINNER = { id: 1, name: 'Dinner', description: null };
const DESSERT = { id: 2, name: 'Dessert', description: null };

const pantry = (...names: [string, PantryItem['status']][]): PantryItem[] =>
  names.map(([name, status], index) => ({ id: index + 1, name, status, category: null, expirationDate: null }));

const PASTA = aRecipe({ id: 11, title: 'Tomato Pasta', category: DINNER, ingredients: ['Pasta', 'Tomato', 'Garlic'], tags: ['Vegetarian', 'Italian', 'Summer', 'Family'] });
const CURRY = aRecipe({ id: 12, title: 'Chickpea Curry', category: DINNER, cookTime: 45, ingredients: ['Chickpeas', 'Rice'], tags: ['Vegan'] });
const BROWNIES = aRecipe({ id: 13, title: 'Brownies', category: DESSERT, ingredients: ['Flour', 'Sugar', 'Butter', 'Eggs'] });
const TOAST = aRecipe({ id: 14, title: 'Ham Toast', ingredients: ['Bread', 'Ham'] });
const STARTER = aRecipe({ id: 4, title: 'Starter Salad', readOnly: true, library: 'starter', source: 'Starter library', ingredients: ['Lettuce'] });
const KITCHEN = pantry(['Pasta', 'In Stock'], ['Tomato', 'In Stock'], ['Garlic', 'In Stock'], ['Rice', 'Low Stock'], ['Flour', 'In Stock'], ['Sugar', 'Low Stock'], ['Butter', 'In Stock'], ['Eggs', 'In Stock'], ['Lettuce', 'In Stock']);

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken', 'token');
});

const sections = () => screen.getAllByRole('region').map((region) => region.getAttribute('aria-label')).filter((name) => name !== 'Notifications');
const cardTitles = (region?: HTMLElement) =>
  (region ? within(region) : screen).queryAllByTestId('recipe-card').map((card) => within(card).getByRole('heading').textContent);
const card = (title: string) => screen.getAllByTestId('recipe-card').find((each) => within(each).getByRole('heading').textContent === title)!;

async function shown() {
  await screen.findAllByTestId('recipe-card');
}

describe('the list', () => {
  test('groups own recipes by category (Uncategorized last) with counts, and the starter library last, closed', async () => {
    recipesServer({ recipes: [STARTER, TOAST, BROWNIES, PASTA, CURRY], categories: [DINNER, DESSERT], pantry: KITCHEN });
    renderPage(<RecipesPage />, { path: '/recipes' });
    expect(screen.getByRole('heading', { name: 'Recipes', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Loading recipes')).toBeInTheDocument();
    await shown();
    expect(sections()).toEqual(['Dessert', 'Dinner', 'Uncategorized', 'Starter recipes']);
    expect(within(screen.getByRole('region', { name: 'Dinner' })).getByRole('button', { name: /Dinner/ })).toHaveAccessibleName('Dinner 2 items');
    expect(cardTitles(screen.getByRole('region', { name: 'Dinner' }))).toEqual(['Tomato Pasta', 'Chickpea Curry']);
    const starter = screen.getByRole('region', { name: 'Starter recipes' });
    expect(within(starter).getByRole('button', { name: /Starter recipes/ })).toHaveAttribute('aria-expanded', 'false');
    // A closed group renders nothing.
    expect(cardTitles(starter)).toEqual([]);
    await userEvent.setup().click(within(starter).getByRole('button', { name: /Starter recipes/ }));
    expect(cardTitles(starter)).toEqual(['Starter Salad']);
  });

  test('a card: link, status line, Missing and Low Stock badges, 3 tags and +N, heart', async () => {
    recipesServer({ recipes: [PASTA, CURRY, TOAST], categories: [DINNER], pantry: KITCHEN });
    renderPage(<RecipesPage />, { path: '/recipes' });
    await shown();
    const pasta = card('Tomato Pasta');
    // Named by all it shows, title first (WCAG 2.5.3).
    expect(within(pasta).getByRole('link')).toHaveAccessibleName(
      /^Tomato Pasta Ready in 20 min • All ingredients available Ready to Cook Vegetarian Italian \d+ more tags$/,
    );
    expect(within(pasta).getByRole('link')).toHaveAttribute('href', '/recipes/11');
    expect(within(within(pasta).getByRole('list')).getAllByRole('listitem').map((tag) => tag.textContent)).toEqual([
      'Ready to Cook',
      'Vegetarian',
      'Italian',
      expect.stringMatching(/^\+\d+$/),
    ]);
    expect(within(pasta).queryByText(/Missing$/)).not.toBeInTheDocument();

    const curry = card('Chickpea Curry');
    expect(within(curry).getByText('Ready in 45 min • Missing 1 ingredient(s), 1 low stock')).toBeInTheDocument();
    expect(within(curry).getByText('1 Missing')).toBeInTheDocument();
    expect(within(curry).getByText('1 Low Stock')).toBeInTheDocument();
    expect(within(curry).getByRole('button', { name: 'Favorite Chickpea Curry' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(card('Ham Toast')).getByText('Ready in 20 min • Missing 2 ingredient(s)')).toBeInTheDocument();
  });

  test('a new account sees how to start, above the open starter library', async () => {
    recipesServer({ recipes: [STARTER], pantry: KITCHEN });
    renderPage(<RecipesPage />, { path: '/recipes' });
    await shown();
    expect(screen.getByRole('heading', { name: 'No recipes found. Start by adding your first recipe!' })).toBeInTheDocument();
    expect(cardTitles(screen.getByRole('region', { name: 'Starter recipes' }))).toEqual(['Starter Salad']);
  });

  test('no recipes at all', async () => {
    recipesServer({ recipes: [] });
    renderPage(<RecipesPage />, { path: '/recipes' });
    expect(await screen.findByRole('heading', { name: 'No recipes found. Start by adding your first recipe!' })).toBeInTheDocument();
  });

  test('the search matches title or tag, down to the no-match state', async () => {
    const user = userEvent.setup();
    recipesServer({ recipes: [PASTA, CURRY, BROWNIES], categories: [DINNER, DESSERT], pantry: KITCHEN });
    renderPage(<RecipesPage />, { path: '/recipes' });
    await shown();
    const search = screen.getByRole('searchbox', { name: 'Search recipes by title or tag' });
    await user.type(search, 'brown');
    expect(cardTitles()).toEqual(['Brownies']);
    await user.clear(search);
    await user.type(search, 'FAMILY');
    expect(cardTitles()).toEqual(['Tomato Pasta']);
    await user.type(search, 'zz');
    expect(screen.getByRole('heading', { name: 'No recipes match your search and filters.' })).toBeInTheDocument();
  });

  test('tabs: favorites, their empty state, and the AI tab', async () => {
    const user = userEvent.setup();
    recipesServer({ recipes: [PASTA, { ...CURRY, isFavorited: true }], categories: [DINNER], pantry: KITCHEN });
    renderPage(<RecipesPage />, { path: '/recipes' });
    await shown();
    const tabs = screen.getByRole('tablist', { name: 'Recipe lists' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['My RecipesAll', 'FavoritesFav', 'AI RecommendationsAI']);
    await user.click(within(tabs).getByRole('tab', { name: /^Favorites/ }));
    expect(cardTitles()).toEqual(['Chickpea Curry']);
    await user.click(within(card('Chickpea Curry')).getByRole('button', { name: 'Favorite Chickpea Curry' }));
    expect(await screen.findByRole('heading', { name: 'No favorite recipes yet. Heart some recipes to see them here!' })).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: /^AI Recommendations/ }));
    expect(within(tabs).getByRole('tab', { name: /^AI Recommendations/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Set your dietary preferences' })).toHaveAttribute('href', '/preferences');
    expect(screen.queryAllByTestId('recipe-card')).toHaveLength(0);
    expect(await screen.findAllByTestId('ai-recipe-card')).not.toHaveLength(0);
  });

  test('?tab=ai opens the AI tab', async () => {
    recipesServer({ recipes: [PASTA] });
    renderPage(
      <AtUrl url="/recipes?tab=ai">
        <RecipesPage />
      </AtUrl>,
      { path: '/recipes' },
    );
    expect(await screen.findByRole('link', { name: 'Set your dietary preferences' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^AI Recommendations/ })).toHaveAttribute('aria-selected', 'true');
  });

  test('the filter panel: every group and option, category chips, the count, Clear and Done', async () => {
    const user = userEvent.setup();
    recipesServer({ recipes: [PASTA, CURRY, BROWNIES, TOAST], categories: [DINNER, DESSERT], pantry: KITCHEN });
    renderPage(<RecipesPage />, { path: '/recipes' });
    await shown();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Filters' });
    expect(within(panel).getAllByRole('group').map((group) => group.querySelector('legend')!.textContent)).toEqual([
      'Availability',
      'Difficulty',
      'Meal',
      'Dietary',
      'Cuisine',
      'Time',
      'Season',
      'Categories',
    ]);
    expect(within(within(panel).getByRole('group', { name: 'Time' })).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Quick (< 30 min)',
      'Medium (30-60 min)',
      'Long (> 60 min)',
    ]);
    expect(within(within(panel).getByRole('group', { name: 'Categories' })).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Dessert',
      'Dinner',
      'Uncategorized',
    ]);
    expect(within(panel).getByText('0 selected')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Clear' })).toBeDisabled();

    const categories = within(panel).getByRole('group', { name: 'Categories' });
    await user.click(within(panel).getByRole('button', { name: 'Vegan' }));
    expect(within(panel).getByText('1 selected')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Tomato Pasta', 'Chickpea Curry']);
    await user.click(within(categories).getByRole('button', { name: 'Dinner' }));
    await user.click(within(categories).getByRole('button', { name: 'Uncategorized' }));
    expect(cardTitles()).toEqual(['Tomato Pasta', 'Chickpea Curry']);
    await user.click(within(panel).getByRole('button', { name: 'Long (> 60 min)' }));
    expect(screen.getByRole('heading', { name: 'No recipes match your search and filters.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters 4 selected' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Clear' }));
    expect(cardTitles()).toHaveLength(4);
    await user.click(within(panel).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  test('?tag=Ready to Cook preselects the filter and opens every group', async () => {
    const user = userEvent.setup();
    recipesServer({ recipes: [PASTA, CURRY, BROWNIES, STARTER], categories: [DINNER, DESSERT], pantry: KITCHEN });
    renderPage(
      <AtUrl url="/recipes?tag=Ready%20to%20Cook">
        <RecipesPage />
      </AtUrl>,
      { path: '/recipes' },
    );
    await shown();
    expect(cardTitles()).toEqual(['Tomato Pasta', 'Starter Salad']);
    expect(screen.getByRole('button', { name: /Starter recipes/ })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Filters 1 selected' }));
    expect(screen.getByRole('button', { name: 'Ready to Cook' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Ready to Cook' }));
    await user.click(screen.getByRole('button', { name: 'Check Quantities' }));
    expect(cardTitles()).toEqual(['Brownies']);
  });

  test('a failed load says so with the reason, and Retry loads again', async () => {
    let up = false;
    const user = userEvent.setup();
    recipesServer({ recipes: [PASTA], categories: [DINNER] }, { list: () => (up ? undefined : { status: 500, body: { error: 'Database unavailable' } }) });
    renderPage(<RecipesPage />, { path: '/recipes' });
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('Failed to load recipes');
    expect(box).toHaveTextContent('Database unavailable');
    up = true;
    await user.click(within(box).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Tomato Pasta')).toBeInTheDocument();
  });

  test('a tap on a card opens the recipe', async () => {
    recipesServer({ recipes: [PASTA], categories: [DINNER] });
    renderPage(<RecipesPage />, { path: '/recipes' });
    await shown();
    await userEvent.setup().click(screen.getByRole('link', { name: /^Tomato Pasta / }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/recipes/11');
  });
});

describe('favorite and delete', () => {
  test('the heart toggles at once and stays after the server answers; a refusal puts it back and says why', async () => {
    const user = userEvent.setup();
    let hold = deferred();
    const server = recipesServer({ recipes: [PASTA], categories: [DINNER] }, { favorite: () => hold.promise });
    renderPage(<RecipesPage />, { path: '/recipes' });
    await shown();
    const heart = () => screen.getByRole('button', { name: 'Favorite Tomato Pasta' });
    await user.click(heart());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    await act(async () => hold.resolve({ status: 200, body: { id: 11, isFavorited: true } }));
    expect(heart()).toHaveAttribute('aria-pressed', 'true');

    hold = deferred();
    await user.click(heart());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    await act(async () => hold.resolve({ status: 503, body: { error: 'Try later' } }));
    expect(await screen.findByText('Try later')).toBeInTheDocument();
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(server.callsTo('POST /api/recipes/11/favorite')).toHaveLength(2);
  });

  test('swiping a card left beyond 100 px asks first; Cancel keeps it, Delete removes it', async () => {
    const user = userEvent.setup();
    const server = recipesServer({ recipes: [PASTA, CURRY], categories: [DINNER] });
    renderPage(<RecipesPage />, { path: '/recipes' });
    await shown();
    const swipe = () => {
      const content = card('Tomato Pasta').parentElement!;
      const at = (clientX: number) => ({ clientX, clientY: 100, pointerId: 3, pointerType: 'touch', isPrimary: true, bubbles: true });
      const now = jest.spyOn(Date, 'now');
      try {
        now.mockReturnValue(1_000);
        fireEvent.pointerDown(content, at(300));
        now.mockReturnValue(1_150);
        fireEvent.pointerMove(content, at(285));
        expect(content.parentElement).toHaveAttribute('data-swipe-state', 'dragging');
        fireEvent.pointerMove(content, at(195));
        expect(content.parentElement).toHaveAttribute('data-swipe-state', 'armed');
        fireEvent.pointerUp(content, at(195));
      } finally {
        now.mockRestore();
      }
    };
    swipe();
    let dialog = screen.getByRole('dialog', { name: 'Delete Recipe' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this recipe? This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('DELETE /api/recipes/11')).toHaveLength(0);
    expect(cardTitles()).toEqual(['Tomato Pasta', 'Chickpea Curry']);

    swipe();
    dialog = screen.getByRole('dialog', { name: 'Delete Recipe' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Chickpea Curry']));
    await waitFor(() => expect(server.callsTo('DELETE /api/recipes/11')).toHaveLength(1));
  });

  test('the delete is reachable with the keyboard; a refused delete comes back with the reason', async () => {
    const user = userEvent.setup();
    const hold = deferred();
    recipesServer({ recipes: [PASTA, STARTER], categories: [DINNER] }, { delete: () => hold.promise });
    renderPage(<RecipesPage />, { path: '/recipes' });
    await shown();
    const remove = screen.getByRole('button', { name: 'Delete Tomato Pasta' });
    act(() => remove.focus());
    await user.keyboard('{Enter}');
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Recipe' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(cardTitles()).not.toContain('Tomato Pasta'));
    await act(async () => hold.resolve({ status: 500, body: { error: 'Database unavailable' } }));
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(await screen.findByText('Tomato Pasta')).toBeInTheDocument();
  });

  test('shared recipes have no delete', async () => {
    recipesServer({ recipes: [STARTER] });
    renderPage(<RecipesPage />, { path: '/recipes' });
    await shown();
    expect(screen.queryByRole('button', { name: 'Delete Starter Salad' })).not.toBeInTheDocument();
  });
});

describe('Add Cat.', () => {
  test('the sheet needs a name, Enter submits, the new category becomes a chip', async () => {
    const user = userEvent.setup();
    const server = recipesServer({ recipes: [PASTA], categories: [DINNER] });
    renderPage(<RecipesPage />, { path: '/recipes' });
    await shown();
    await user.click(screen.getByRole('button', { name: 'Add Cat., new category' }));
    const sheet = await screen.findByRole('dialog', { name: 'Add Category' });
    const name = within(sheet).getByLabelText('Category name');
    expect(name).toHaveFocus();
    expect(within(sheet).getByRole('button', { name: 'Add' })).toBeDisabled();
    await user.type(name, '   ');
    expect(within(sheet).getByRole('button', { name: 'Add' })).toBeDisabled();
    await user.type(name, ' Soups {Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST /api/recipes/categories')[0].body).toEqual({ name: 'Soups' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(await within(screen.getByRole('group', { name: 'Categories' })).findByRole('button', { name: 'Soups' })).toBeInTheDocument();
  });

  test('a name in use is refused with the server message, and the sheet stays', async () => {
    const user = userEvent.setup();
    recipesServer({ recipes: [PASTA], categories: [DINNER] });
    renderPage(<RecipesPage />, { path: '/recipes' });
    await shown();
    await user.click(screen.getByRole('button', { name: 'Add Cat., new category' }));
    const sheet = await screen.findByRole('dialog', { name: 'Add Category' });
    await user.type(within(sheet).getByLabelText('Category name'), 'dinner');
    await user.click(within(sheet).getByRole('button', { name: 'Add' }));
    expect(await within(sheet).findByText('Category with this name already exists')).toBeInTheDocument();
    expect(within(sheet).getByLabelText('Category name')).toHaveValue('dinner');
  });

  test('a downward swipe of more than 80 px closes the sheet; a shorter one does not', async () => {
    const user = userEvent.setup();
    recipesServer({ recipes: [PASTA], categories: [DINNER] });
    renderPage(<RecipesPage />, { path: '/recipes' });
    await shown();
    await user.click(screen.getByRole('button', { name: 'Add Cat., new category' }));
    await screen.findByRole('dialog', { name: 'Add Category' });
    const drag = (distance: number) => {
      const sheet = screen.getByTestId('category-sheet');
      const at = (clientY: number) => ({ clientX: 100, clientY, pointerId: 5, pointerType: 'touch', isPrimary: true, bubbles: true });
      fireEvent.pointerDown(sheet, at(200));
      fireEvent.pointerMove(sheet, at(200 + distance));
      fireEvent.pointerUp(sheet, at(200 + distance));
    };
    drag(80);
    expect(screen.getByRole('dialog', { name: 'Add Category' })).toBeInTheDocument();
    drag(81);
    expect(screen.queryByRole('dialog', { name: 'Add Category' })).not.toBeInTheDocument();
  });
});

describe('adding', () => {
  test('the floating button opens a menu with the five ways in; arrows move, Enter opens, Escape closes', async () => {
    const user = userEvent.setup();
    recipesServer({ recipes: [PASTA], categories: [DINNER] });
    renderPage(<RecipesPage />, { path: '/recipes' });
    await shown();
    const add = screen.getByRole('button', { name: 'Add recipe' });
    await user.click(add);
    const menu = screen.getByRole('menu', { name: 'Add recipe' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Create Manually', 'Import from URL', 'Scan Recipe', 'Select Photo', 'Import from another app']);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(items[4]).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(add).toHaveFocus();
    await user.click(add);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Add Recipe Manually' })).toBeInTheDocument();
    // Closed, the dialog gives focus back to the add button (the menu item is gone).
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(add).toHaveFocus();
  });
});

describe('a large collection', () => {
  test('10,000 recipes: each open group shows a page of cards, and Show more adds the next', async () => {
    const user = userEvent.setup();
    const [dinner, dessert] = [DINNER, DESSERT].map((category) => aRecipe({ title: 'Recipe', category, ingredients: ['Salt'] }));
    const many = Array.from({ length: 10_000 }, (_, i) => ({ ...(i % 2 ? dinner : dessert), id: 1000 + i, title: `Recipe ${i}` }));
    recipesServer({ recipes: many, categories: [DINNER, DESSERT] });
    renderPage(<RecipesPage />, { path: '/recipes' });
    await shown();
    const group = screen.getByRole('region', { name: 'Dinner' });
    expect(within(group).getByRole('button', { name: /Dinner/ })).toHaveAccessibleName('Dinner 5000 items');
    expect(cardTitles(group)).toHaveLength(24);
    expect(cardTitles()).toHaveLength(48);
    await user.click(within(group).getByRole('button', { name: 'Show more (4976 more)' }));
    expect(cardTitles(group)).toHaveLength(48);
    await user.click(within(group).getByRole('button', { name: /^Dinner/ }));
    expect(cardTitles()).toHaveLength(24);
  }, 20_000);
});
