import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore } from '@mealapp/api-client';
import { DEFAULT_APP_SETTINGS } from '@mealapp/domain';
import { renderPage } from '@mealapp/testing';
import RecipesPage from './RecipesPage';
import { aRecipe, deferred, recipesServer } from './testing/recipes-server';

const DINNER = { id: 1, name: 'Dinner', description: null };
const PASTA = aRecipe({ id: 11, title: 'Tomato Pasta', category: DINNER, ingredients: ['Pasta'] });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken', 'token');
});

type User = ReturnType<typeof userEvent.setup>;

// A tag chip is its text and its remove button.
const tagsIn = (dialog: HTMLElement) => within(within(dialog).getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((tag) => tag.firstChild?.textContent);

async function openForm(user: User, options: { compact?: boolean } = {}) {
  const store = createAppStore({
    session: { accessToken: 'token', user: null, expired: false },
    deviceSettings: { ...DEFAULT_APP_SETTINGS, compactParsedIngredients: options.compact ?? false },
  });
  renderPage(<RecipesPage />, { path: '/recipes', store });
  await screen.findAllByTestId('recipe-card');
  await user.click(screen.getByRole('button', { name: 'Add recipe' }));
  await user.click(screen.getByRole('menuitem', { name: 'Create Manually' }));
  return screen.findByRole('dialog', { name: 'Add Recipe Manually' });
}

const save = (user: User, dialog: HTMLElement) => user.click(within(dialog).getByRole('button', { name: 'Save Recipe' }));

async function fillMinimal(user: User, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Title'), 'Garlic Bread');
  await user.type(within(dialog).getByLabelText('Ingredient 1'), '1 cup milk');
  await user.type(within(dialog).getByLabelText('Step 1'), 'Toast it.');
}

test('every field, on the Fill Form tab beside Paste & Parse', async () => {
  const user = userEvent.setup();
  recipesServer({ recipes: [PASTA], categories: [DINNER] });
  const dialog = await openForm(user);
  expect(within(dialog).getByLabelText('Title')).toHaveFocus();
  const tabs = within(dialog).getByRole('tablist', { name: 'How to add the recipe' });
  expect(within(tabs).getByRole('tab', { name: 'Fill Form' })).toHaveAttribute('aria-selected', 'true');
  expect(within(tabs).getByRole('tab', { name: 'Paste & Parse' })).toHaveAttribute('aria-selected', 'false');
  for (const label of ['Description', 'Category', 'Cuisine', 'Prep (min)', 'Cook (min)', 'Servings', 'Difficulty', 'New tag', 'Ingredient 1', 'Step 1', 'Calories']) {
    expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
  }
  expect(within(dialog).getByLabelText('Difficulty')).toHaveDisplayValue('Medium');
  await waitFor(() => expect(within(within(dialog).getByLabelText('Category')).getAllByRole('option').map((o) => o.textContent)).toEqual(['None', 'Dinner']));
  expect(within(dialog).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(expect.arrayContaining(['Stock Images', 'Image URL', 'Upload']));
});

test('the spec messages before anything is sent, one at a time', async () => {
  const user = userEvent.setup();
  const server = recipesServer({ recipes: [PASTA], categories: [DINNER] });
  const dialog = await openForm(user);
  await save(user, dialog);
  expect(within(dialog).getByLabelText('Title')).toHaveAccessibleDescription('Recipe title is required');
  expect(within(dialog).getByLabelText('Title')).toHaveFocus();
  await user.type(within(dialog).getByLabelText('Title'), 'Garlic Bread');
  expect(within(dialog).getByLabelText('Title')).not.toHaveAccessibleDescription('Recipe title is required');
  expect(within(dialog).queryByText('Recipe title is required')).not.toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Step 1'), '   ');
  await save(user, dialog);
  expect(within(dialog).getByText('At least one ingredient is required')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Ingredient 1'), 'bread');
  await save(user, dialog);
  expect(within(dialog).getByText('At least one instruction is required')).toBeInTheDocument();
  expect(server.callsTo('POST /api/recipes')).toHaveLength(0);
});

test('a line is parsed into amount, unit and name when it loses focus', async () => {
  const user = userEvent.setup();
  recipesServer({ recipes: [PASTA], categories: [DINNER] });
  const dialog = await openForm(user);
  await user.type(within(dialog).getByLabelText('Ingredient 1'), '2 cups flour');
  await user.tab();
  expect(within(dialog).getByLabelText('Ingredient 1 amount')).toHaveValue('2');
  expect(within(dialog).getByLabelText('Ingredient 1 unit')).toHaveValue('cups');
  expect(within(dialog).getByLabelText('Ingredient 1 name')).toHaveValue('flour');
});

test('Add Ingredient straight from a typed line: the line is still parsed, and the new row takes the focus', async () => {
  const user = userEvent.setup();
  recipesServer({ recipes: [PASTA], categories: [DINNER] });
  const dialog = await openForm(user);
  await user.type(within(dialog).getByLabelText('Ingredient 1'), '1 lemon, zested');
  // Pressing the button leaves the focus on the line: its parse (which adds a notes field and moves
  // the button) must not come between press and release, or the click is lost.
  await user.pointer({ keys: '[MouseLeft>]', target: within(dialog).getByRole('button', { name: 'Add Ingredient' }) });
  expect(within(dialog).getByLabelText('Ingredient 1')).toHaveFocus();
  await user.pointer({ keys: '[/MouseLeft]', target: within(dialog).getByRole('button', { name: 'Add Ingredient' }) });
  expect(within(dialog).getByLabelText('Ingredient 2')).toHaveFocus();
  expect(within(dialog).getByLabelText('Ingredient 1 name')).toHaveValue('lemon');
  expect(within(dialog).getByLabelText('Ingredient 1 notes')).toHaveValue('zested');
});

test('compact mode keeps one line per ingredient, parsed again on blur, and sends the parts', async () => {
  const user = userEvent.setup();
  const server = recipesServer({ recipes: [PASTA], categories: [DINNER] });
  const dialog = await openForm(user, { compact: true });
  await user.type(within(dialog).getByLabelText('Title'), 'Bread');
  const line = within(dialog).getByLabelText('Ingredient 1');
  await user.type(line, '2 cups flour');
  await user.tab();
  expect(within(dialog).getByLabelText('Ingredient 1')).toHaveValue('2 cups flour');
  expect(within(dialog).queryByLabelText('Ingredient 1 amount')).not.toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Step 1'), 'Bake.');
  await save(user, dialog);
  await waitFor(() => expect(server.callsTo('POST /api/recipes')).toHaveLength(1));
  const body = server.callsTo('POST /api/recipes')[0].body as { ingredients: unknown[] };
  expect(body.ingredients).toEqual([expect.objectContaining({ amount: '2', unit: 'cups', name: 'flour' })]);
  // The API refuses fields it does not know (an earlier build sent each row's `order`).
  expect(Object.keys(body.ingredients[0] as object).sort()).toEqual(['amount', 'amountValue', 'name', 'notes', 'unit']);
});

test('rows: add and remove, and the last row of each list stays', async () => {
  const user = userEvent.setup();
  recipesServer({ recipes: [PASTA], categories: [DINNER] });
  const dialog = await openForm(user);
  expect(within(dialog).getByRole('button', { name: 'Remove ingredient 1' })).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Remove step 1' })).toBeDisabled();
  await user.click(within(dialog).getByRole('button', { name: 'Add Ingredient' }));
  expect(within(dialog).getByLabelText('Ingredient 2')).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Add Step' }));
  expect(within(dialog).getByLabelText('Step 2')).toHaveFocus();
  expect(within(dialog).getAllByTestId('ingredient-row')).toHaveLength(2);
  await user.click(within(dialog).getByRole('button', { name: 'Remove ingredient 1' }));
  await user.click(within(dialog).getByRole('button', { name: 'Remove step 2' }));
  expect(within(dialog).getAllByTestId('ingredient-row')).toHaveLength(1);
  expect(within(dialog).getAllByTestId('instruction-row')).toHaveLength(1);
  expect(within(dialog).getByRole('button', { name: 'Remove ingredient 1' })).toBeDisabled();
});

test('tags: Enter or Add, no duplicates, and up to 6 suggestions from the tag list', async () => {
  const user = userEvent.setup();
  recipesServer({ recipes: [PASTA], categories: [DINNER] });
  const dialog = await openForm(user);
  const input = within(dialog).getByLabelText('New tag');
  await user.type(input, 'Family{Enter}');
  expect(await screen.findByRole('dialog', { name: 'Add Recipe Manually' })).toBeInTheDocument();
  await user.type(input, 'family');
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
  expect(tagsIn(dialog)).toEqual(['Family']);
  await user.type(input, 've');
  const suggestions = within(within(dialog).getByRole('group', { name: 'Tag suggestions' })).getAllByRole('button');
  expect(suggestions.length).toBeGreaterThan(0);
  expect(suggestions.length).toBeLessThanOrEqual(6);
  const first = suggestions[0].textContent!.replace('+', '').trim();
  await user.click(suggestions[0]);
  expect(tagsIn(dialog)).toEqual(['Family', first]);
  await user.click(within(dialog).getByRole('button', { name: 'Remove tag Family' }));
  expect(tagsIn(dialog)).toEqual([first]);
});

test('a saved recipe: the cleaned body, Saving..., and the new card once the list has it', async () => {
  const user = userEvent.setup();
  const hold = deferred();
  const server = recipesServer({ recipes: [PASTA], categories: [DINNER] }, { create: () => hold.promise.then(() => undefined) });
  const dialog = await openForm(user);
  await fillMinimal(user, dialog);
  await user.selectOptions(within(dialog).getByLabelText('Category'), 'Dinner');
  await user.type(within(dialog).getByLabelText('Cook (min)'), '15');
  await user.type(within(dialog).getByLabelText('New tag'), ' Quick {Enter}');
  await user.click(within(dialog).getByRole('button', { name: 'Add Ingredient' }));
  await save(user, dialog);
  expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
  expect(within(dialog).getByLabelText('Title')).toHaveValue('Garlic Bread');
  await act(async () => hold.resolve({ status: 201 }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const body = server.callsTo('POST /api/recipes').at(-1)!.body as Record<string, unknown>;
  expect(body).toMatchObject({ title: 'Garlic Bread', categoryId: 1, cookTime: 15, tags: ['Quick'], instructions: [{ instruction: 'Toast it.', stepNumber: 1 }] });
  expect(body.ingredients).toEqual([expect.objectContaining({ name: 'milk', amount: '1', unit: 'cup' })]);
  expect(body).not.toHaveProperty('prepTime');
  expect(within(screen.getByRole('region', { name: 'Notifications' })).getByText('Recipe created successfully!')).toBeInTheDocument();
  // Settled: the list refetched and the card links to the server's id.
  const created = server.recipes().at(-1)!;
  await waitFor(() => expect(screen.getByRole('link', { name: /^Garlic Bread / })).toHaveAttribute('href', `/recipes/${created.id}`));
});

test('a refused save keeps every field and shows Unable to save: with the reason', async () => {
  const user = userEvent.setup();
  const server = recipesServer({ recipes: [PASTA], categories: [DINNER] }, { create: () => ({ status: 400, body: { error: 'title must be shorter than or equal to 200 characters' } }) });
  const dialog = await openForm(user);
  await fillMinimal(user, dialog);
  await save(user, dialog);
  const banner = await within(dialog).findByRole('alert');
  expect(banner).toHaveTextContent('Unable to save: title must be shorter than or equal to 200 characters');
  expect(within(dialog).getByLabelText('Title')).toHaveValue('Garlic Bread');
  expect(within(dialog).getByLabelText('Ingredient 1 name')).toHaveValue('milk');
  expect(within(dialog).getByLabelText('Step 1')).toHaveValue('Toast it.');
  expect(server.recipes()).toHaveLength(1);
  expect(screen.queryByText('Recipe created successfully!')).not.toBeInTheDocument();
});

test('a stock image from the picker is saved with the recipe', async () => {
  const user = userEvent.setup();
  const server = recipesServer({ recipes: [PASTA], categories: [DINNER] });
  const dialog = await openForm(user);
  await fillMinimal(user, dialog);
  const suggested = within(within(dialog).getByRole('group', { name: 'Suggested images' })).getAllByRole('button');
  await user.click(suggested[0]);
  expect(suggested[0]).toHaveAttribute('aria-pressed', 'true');
  await save(user, dialog);
  await waitFor(() => expect(server.callsTo('POST /api/recipes')).toHaveLength(1));
  expect(server.callsTo('POST /api/recipes')[0].body).toMatchObject({ imageType: 'stock', stockImageId: expect.any(String) });
});
