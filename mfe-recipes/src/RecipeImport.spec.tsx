import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Camera } from '@capacitor/camera';
import { STOCK_IMAGES } from '@mealapp/domain';
import { renderPage, runOnPlatform } from '@mealapp/testing';
import RecipesPage from './RecipesPage';
import { PhotoShrinker, type ShrinkPhoto } from './scan/shrink-photo';
import { aParsedRecipe, aRecipe, deferred, recipesServer, type ImportFixtures } from './testing/recipes-server';

// The native edge: a browser unless a test says it is the Android or iOS app, and the Camera plugin.
jest.mock('@capacitor/camera', () => ({
  Camera: { getPhoto: jest.fn() },
  CameraResultType: { DataUrl: 'dataUrl' },
  CameraSource: { Camera: 'CAMERA', Photos: 'PHOTOS' },
}));

const PASTA = aRecipe({ id: 11, title: 'Tomato Pasta', ingredients: ['Pasta'] });
const PAGE = 'https://www.example.com/recipes/pancakes';

const PANCAKES = aParsedRecipe({
  title: 'Lacy Pancakes',
  description: 'Thin pancakes for Sunday.',
  ingredients: [
    { amount: '100', amountValue: 100, unit: 'g', name: 'plain flour', notes: null },
    { amount: '2', amountValue: 2, unit: null, name: 'eggs', notes: 'large' },
    { amount: '300', amountValue: 300, unit: 'ml', name: 'milk', notes: null },
  ],
  instructions: ['Whisk the flour, eggs and milk.', 'Fry thin pancakes.'],
  prepTime: 10,
  cookTime: 20,
  totalTime: 30,
  servings: 4,
  cuisine: 'French',
  tags: ['Breakfast'],
  imageUrl: 'https://www.example.com/pancakes.jpg',
  source: 'example.com',
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken', 'token');
  runOnPlatform('web');
});

type User = ReturnType<typeof userEvent.setup>;

async function openAdd(user: User, way: string, shrink?: ShrinkPhoto) {
  const page = <RecipesPage />;
  renderPage(shrink ? <PhotoShrinker value={shrink}>{page}</PhotoShrinker> : page, { path: '/recipes' });
  await screen.findAllByTestId('recipe-card');
  await user.click(screen.getByRole('button', { name: 'Add recipe' }));
  await user.click(screen.getByRole('menuitem', { name: way }));
}

const dialogNamed = (name: string) => screen.findByRole('dialog', { name });

describe('Paste & Parse', () => {
  test('the button waits for text, then a parse fills the form and returns to Fill Form', async () => {
    const user = userEvent.setup();
    const text = 'Lacy Pancakes\nIngredients\n100 g plain flour\n2 large eggs\n300 ml milk\nMethod\nWhisk.\nFry.';
    const hold = deferred();
    const server = recipesServer({ recipes: [PASTA], imports: { texts: { [text]: { ...PANCAKES, source: null } } } }, { parse: () => hold.promise.then(() => undefined) });
    await openAdd(user, 'Create Manually');
    const dialog = await dialogNamed('Add Recipe Manually');
    await user.click(within(dialog).getByRole('tab', { name: 'Paste & Parse' }));
    const parse = within(dialog).getByRole('button', { name: 'Parse Recipe' });
    expect(parse).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Save Recipe' })).not.toBeInTheDocument();
    // Pasted, as people do: typing would make every line a keystroke.
    await user.click(within(dialog).getByLabelText('Recipe text'));
    await user.paste(' \n  ');
    expect(parse).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Recipe text'));
    await user.paste(text);
    await user.click(parse);
    expect(within(dialog).getByRole('button', { name: 'Parsing...' })).toHaveAttribute('aria-busy', 'true');
    expect(server.callsTo('POST /api/recipes/parse')[0].body).toEqual({ type: 'text', text });
    await act(async () => hold.resolve({ status: 200 }));

    await waitFor(() => expect(within(dialog).getByRole('tab', { name: 'Fill Form' })).toHaveAttribute('aria-selected', 'true'));
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Lacy Pancakes');
    expect(within(dialog).getByLabelText('Title')).toHaveFocus();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Recipe parsed');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Thin pancakes for Sunday.');
    expect(within(dialog).getByLabelText('Prep (min)')).toHaveValue(10);
    expect(within(dialog).getByLabelText('Cook (min)')).toHaveValue(20);
    expect(within(dialog).getByLabelText('Servings')).toHaveValue(4);
    expect(within(dialog).getByLabelText('Cuisine')).toHaveDisplayValue('French');
    expect(within(dialog).getByLabelText('Ingredient 2 name')).toHaveValue('eggs');
    expect(within(dialog).getByLabelText('Ingredient 3 unit')).toHaveValue('ml');
    expect(within(dialog).getByLabelText('Step 2')).toHaveValue('Fry thin pancakes.');
    expect(within(within(dialog).getByRole('list', { name: 'Tags' })).getByText('Breakfast')).toBeInTheDocument();
    // The first test here loads the form's chunk and rules: 3.5 s alone at load 5, past 15 s at load 12
    // inside the web suite's two workers; so 60 s, three times that and more (README, "Test time budgets").
  }, 60_000);

  test('the filled form saves like a typed one, with the page image and no source', async () => {
    const user = userEvent.setup();
    const text = 'Lacy Pancakes ...';
    const server = recipesServer({ recipes: [PASTA], imports: { texts: { [text]: { ...PANCAKES, source: null } } } });
    await openAdd(user, 'Create Manually');
    const dialog = await dialogNamed('Add Recipe Manually');
    await user.click(within(dialog).getByRole('tab', { name: 'Paste & Parse' }));
    await user.click(within(dialog).getByLabelText('Recipe text'));
    await user.paste(text);
    await user.click(within(dialog).getByRole('button', { name: 'Parse Recipe' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Title')).toHaveValue('Lacy Pancakes'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Recipe' }));
    await waitFor(() => expect(server.callsTo('POST /api/recipes')).toHaveLength(1));
    expect(server.callsTo('POST /api/recipes')[0].body).toMatchObject({ title: 'Lacy Pancakes', imageType: 'url', imageUrl: PANCAKES.imageUrl });
    expect(server.callsTo('POST /api/recipes')[0].body).not.toHaveProperty('source');
  });

  test('a failed parse says so and keeps the pasted text', async () => {
    const user = userEvent.setup();
    recipesServer({ recipes: [PASTA] });
    await openAdd(user, 'Create Manually');
    const dialog = await dialogNamed('Add Recipe Manually');
    await user.click(within(dialog).getByRole('tab', { name: 'Paste & Parse' }));
    await user.type(within(dialog).getByLabelText('Recipe text'), 'just some words');
    await user.click(within(dialog).getByRole('button', { name: 'Parse Recipe' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to parse recipe. Please try again or enter manually.');
    expect(within(dialog).getByRole('tab', { name: 'Paste & Parse' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByLabelText('Recipe text')).toHaveValue('just some words');
    expect(within(dialog).getByRole('button', { name: 'Parse Recipe' })).toBeEnabled();
  });
});

describe('Import from URL', () => {
  const imports: ImportFixtures = { urls: { [PAGE]: PANCAKES } };

  test('the button waits for text; an address that is not a web page is refused before anything is sent', async () => {
    const user = userEvent.setup();
    const server = recipesServer({ recipes: [PASTA], imports });
    await openAdd(user, 'Import from URL');
    const dialog = await dialogNamed('Import from URL');
    const field = within(dialog).getByLabelText('Recipe URL');
    expect(field).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    await user.type(field, 'www.example.com/pancakes{Enter}');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid URL'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    await user.type(field, 'ftp://example.com/pancakes');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByText('Please enter a valid URL')).toBeInTheDocument();
    expect(server.callsTo('POST /api/recipes/parse')).toHaveLength(0);
  });

  test('importing shows progress, then the review; Save Recipe lands the recipe with its source', async () => {
    const user = userEvent.setup();
    const hold = deferred();
    const server = recipesServer({ recipes: [PASTA], imports }, { parse: () => hold.promise.then(() => undefined) });
    await openAdd(user, 'Import from URL');
    const dialog = await dialogNamed('Import from URL');
    await user.type(within(dialog).getByLabelText('Recipe URL'), PAGE);
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(within(dialog).getByRole('button', { name: 'Importing...' })).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('form', { name: 'Import from URL' })).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Importing...');
    expect(server.callsTo('POST /api/recipes/parse')[0].body).toEqual({ type: 'url', url: PAGE });
    await act(async () => hold.resolve({ status: 200 }));

    const review = await dialogNamed('Imported Recipe');
    expect(within(review).getByRole('button', { name: 'Save Recipe' })).toHaveFocus();
    expect(within(review).getByText('Review and edit before saving')).toBeInTheDocument();
    expect(within(review).getByText('Imports are not guaranteed to be 100% accurate. Please verify all details.')).toBeInTheDocument();
    expect(within(review).getByRole('heading', { name: 'Lacy Pancakes' })).toBeInTheDocument();
    expect(within(review).getByRole('img', { name: 'Image for Lacy Pancakes' })).toHaveAttribute('src', PANCAKES.imageUrl);
    expect(within(within(review).getByRole('list', { name: 'Ingredients (3)' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '100 g plain flour',
      '2 eggs, large',
      '300 ml milk',
    ]);
    expect(within(review).getAllByRole('listitem').some((li) => li.textContent === 'Fry thin pancakes.')).toBe(true);
    const details = within(review).getByLabelText('Details');
    expect(within(details).getAllByRole('term').map((term) => term.textContent)).toEqual(['Prep', 'Cook', 'Total', 'Serves', 'Cuisine', 'Source']);
    expect(within(details).getAllByRole('definition').map((value) => value.textContent)).toEqual(['10 min', '20 min', '30 min', '4', 'French', 'example.com']);
    for (const name of ['Cancel', 'Edit More', 'Save Recipe']) expect(within(review).getByRole('button', { name })).toBeEnabled();

    await user.click(within(review).getByRole('button', { name: 'Save Recipe' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = server.callsTo('POST /api/recipes')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ title: 'Lacy Pancakes', source: 'example.com', prepTime: 10, cookTime: 20, servings: 4, imageType: 'url', imageUrl: PANCAKES.imageUrl });
    expect(body.ingredients).toEqual([expect.objectContaining({ name: 'plain flour', amount: '100', unit: 'g' }), expect.anything(), expect.anything()]);
    // Settled: the list refetched and the card links to the server's id (not an optimistic row).
    const created = server.recipes().at(-1)!;
    await waitFor(() => expect(screen.getByRole('link', { name: /^Lacy Pancakes / })).toHaveAttribute('href', `/recipes/${created.id}`));
    expect(created.ingredients.map((ingredient) => ingredient.name)).toEqual(['plain flour', 'eggs', 'milk']);
  });

  test('a refused save keeps the review open with its content: Unable to save, Failed to save imported recipe, and the reason', async () => {
    const user = userEvent.setup();
    const server = recipesServer({ recipes: [PASTA], imports }, { create: () => ({ status: 400, body: { error: 'Too many recipes' } }) });
    await openAdd(user, 'Import from URL');
    const dialog = await dialogNamed('Import from URL');
    await user.type(within(dialog).getByLabelText('Recipe URL'), `${PAGE}{Enter}`);
    const review = await dialogNamed('Imported Recipe');
    await user.click(within(review).getByRole('button', { name: 'Save Recipe' }));
    const banner = await within(review).findByRole('alert');
    expect(banner).toHaveTextContent('Unable to save: Failed to save imported recipe');
    expect(banner).toHaveTextContent('Too many recipes');
    expect(within(review).getByRole('heading', { name: 'Lacy Pancakes' })).toBeInTheDocument();
    expect(within(review).getByRole('button', { name: 'Save Recipe' })).toBeEnabled();
    expect(server.recipes()).toHaveLength(1);
  });

  test('closing the review returns to the URL dialog with its state cleared', async () => {
    const user = userEvent.setup();
    recipesServer({ recipes: [PASTA], imports });
    await openAdd(user, 'Import from URL');
    await user.type(within(await dialogNamed('Import from URL')).getByLabelText('Recipe URL'), `${PAGE}{Enter}`);
    const review = await dialogNamed('Imported Recipe');
    await user.click(within(review).getByRole('button', { name: 'Cancel' }));
    const again = await dialogNamed('Import from URL');
    expect(within(again).getByLabelText('Recipe URL')).toHaveValue('');
    expect(within(again).getByLabelText('Recipe URL')).toHaveFocus();
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  test('Edit More opens the full form filled with the import, and saving it keeps the source', async () => {
    const user = userEvent.setup();
    const server = recipesServer({ recipes: [PASTA], imports });
    await openAdd(user, 'Import from URL');
    await user.type(within(await dialogNamed('Import from URL')).getByLabelText('Recipe URL'), `${PAGE}{Enter}`);
    await user.click(within(await dialogNamed('Imported Recipe')).getByRole('button', { name: 'Edit More' }));
    const form = await dialogNamed('Add Recipe Manually');
    expect(within(form).getByLabelText('Title')).toHaveValue('Lacy Pancakes');
    expect(within(form).getByLabelText('Ingredient 1 name')).toHaveValue('plain flour');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.clear(within(form).getByLabelText('Title'));
    await user.type(within(form).getByLabelText('Title'), 'Sunday Pancakes');
    await user.click(within(form).getByRole('button', { name: 'Save Recipe' }));
    await waitFor(() => expect(server.callsTo('POST /api/recipes')).toHaveLength(1));
    expect(server.callsTo('POST /api/recipes')[0].body).toMatchObject({ title: 'Sunday Pancakes', source: 'example.com' });
  });

  test("a failed import gives the spec message and the server's reason, and keeps the address", async () => {
    const user = userEvent.setup();
    recipesServer({ recipes: [PASTA], imports }, { parse: () => ({ status: 400, body: { error: 'That address is not allowed' } }) });
    await openAdd(user, 'Import from URL');
    const dialog = await dialogNamed('Import from URL');
    await user.type(within(dialog).getByLabelText('Recipe URL'), 'http://169.254.169.254/latest{Enter}');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to parse recipe from URL. Please try again or add manually.');
    expect(alert).toHaveTextContent('That address is not allowed');
    expect(within(dialog).getByLabelText('Recipe URL')).toHaveValue('http://169.254.169.254/latest');
  });
});

describe('Scan Recipe and Select Photo', () => {
  const SCANNED = { ...aParsedRecipe({ ...PANCAKES, imageUrl: null, source: 'Scan' }), suggestedImage: STOCK_IMAGES[2].id };
  const photo = (size: number, name = 'page.jpg') => {
    const file = new File(['photo'], name, { type: 'image/jpeg' });
    Object.defineProperty(file, 'size', { value: size });
    return file;
  };
  const shrunk = () => Promise.resolve(new Blob(['shrunk'], { type: 'image/jpeg' }));

  test('the camera input, the stages, then the Scanned Recipe review with the suggested stock image; saving lands it', async () => {
    const user = userEvent.setup();
    const shrinking = deferred();
    const shrink = jest.fn(() => shrinking.promise.then(() => new Blob(['shrunk'], { type: 'image/jpeg' })));
    const uploading = deferred();
    const server = recipesServer({ recipes: [PASTA], imports: { scanned: SCANNED } }, { scan: () => uploading.promise.then(() => undefined) });
    await openAdd(user, 'Scan Recipe', shrink);
    const dialog = await dialogNamed('Scan Recipe');
    const input = within(dialog).getByLabelText('Take Photo');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');

    const file = photo(2_000_000);
    await user.upload(input, file);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Optimizing image...');
    expect(within(dialog).getByRole('progressbar', { name: 'Optimizing image...' })).toBeInTheDocument();
    expect(input).toBeDisabled();
    expect(shrink).toHaveBeenCalledWith(file);
    // A second photo while one is being scanned is not a second scan.
    fireEvent.change(input, { target: { files: [photo(2_000_000, 'other.jpg')] } });
    expect(shrink).toHaveBeenCalledTimes(1);

    await act(async () => shrinking.resolve({ status: 0 }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Uploading for OCR...'));
    // Base64 of the shrunk JPEG, without the data: prefix (spec part 2 §7).
    expect(server.callsTo('POST /api/recipes/scan')).toHaveLength(1);
    expect(server.callsTo('POST /api/recipes/scan')[0].body).toEqual({ image: btoa('shrunk') });
    await act(async () => uploading.resolve({ status: 200 }));

    const review = await dialogNamed('Scanned Recipe');
    expect(within(review).getByRole('status')).toHaveTextContent('Recipe scanned!');
    expect(within(review).getByRole('img', { name: 'Image for Lacy Pancakes' })).toHaveAttribute('src', STOCK_IMAGES[2].url);
    expect(within(review).getByText('Imports are not guaranteed to be 100% accurate. Please verify all details.')).toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Save Recipe' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST /api/recipes')[0].body).toMatchObject({ source: 'Scan', imageType: 'stock', stockImageId: STOCK_IMAGES[2].id });
    const created = server.recipes().at(-1)!;
    await waitFor(() => expect(screen.getByRole('link', { name: /^Lacy Pancakes / })).toHaveAttribute('href', `/recipes/${created.id}`));
  });

  test('closing the camera without a photo is an info, and no photo at all is said', async () => {
    const user = userEvent.setup();
    const shrink = jest.fn(shrunk);
    recipesServer({ recipes: [PASTA], imports: { scanned: SCANNED } });
    await openAdd(user, 'Scan Recipe', shrink);
    const dialog = await dialogNamed('Scan Recipe');
    const input = within(dialog).getByLabelText('Take Photo');
    fireEvent(input, new Event('cancel'));
    expect(within(screen.getByRole('region', { name: 'Notifications' })).getByText('Image capture cancelled')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [] } });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('No file selected');
    expect(shrink).not.toHaveBeenCalled();
  });

  test('over 8 MB: the scan dialog refuses it with its message, and nothing is sent', async () => {
    const user = userEvent.setup();
    const shrink = jest.fn(shrunk);
    const server = recipesServer({ recipes: [PASTA], imports: { scanned: SCANNED } });
    await openAdd(user, 'Scan Recipe', shrink);
    const dialog = await dialogNamed('Scan Recipe');
    await user.upload(within(dialog).getByLabelText('Take Photo'), photo(8 * 1024 * 1024 + 1));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Selected file exceeds the 8MB limit. Please choose a smaller image.');
    expect(shrink).not.toHaveBeenCalled();
    expect(server.callsTo('POST /api/recipes/scan')).toHaveLength(0);
  });

  test('Select Photo: the library (no camera), its own over-8 MB alert, and the small-photo warning', async () => {
    const user = userEvent.setup();
    const shrink = jest.fn(shrunk);
    const server = recipesServer({ recipes: [PASTA], imports: { scanned: SCANNED } });
    await openAdd(user, 'Select Photo', shrink);
    const dialog = await dialogNamed('Select Photo');
    const input = within(dialog).getByLabelText('Choose Photo');
    expect(input).not.toHaveAttribute('capture');
    await user.upload(input, photo(9 * 1024 * 1024));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Selected file is 9.0MB which exceeds the 8MB limit. Please choose a smaller image or resize/compress it and try again.',
    );
    expect(server.callsTo('POST /api/recipes/scan')).toHaveLength(0);

    await user.upload(input, photo(40_000));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('This photo is only 40 KB, so its text may be too small to read');
    // Only a warning: the scan goes ahead.
    expect(await dialogNamed('Scanned Recipe')).toBeInTheDocument();
    expect(server.callsTo('POST /api/recipes/scan')).toHaveLength(1);
  });

  test.each([
    ['the server refuses', { scan: () => ({ status: 422, body: { error: 'No recipe found in the photo' } }) }, shrunk, 'No recipe found in the photo'],
    ['no error text', { scan: () => ({ status: 500 }) }, shrunk, 'Scan failed'],
    ['no recipe in the answer', { scan: () => ({ status: 200, body: {} }) }, shrunk, 'No recipe returned'],
    ['the canvas is unavailable', {}, () => Promise.reject(new Error('Failed to get canvas context')), 'Failed to get canvas context'],
  ] as const)('%s: the error is shown and reported with stage scanRecipeFlow', async (_case, fail, shrink, reason) => {
    const user = userEvent.setup();
    const server = recipesServer({ recipes: [PASTA], imports: { scanned: SCANNED } }, fail);
    await openAdd(user, 'Scan Recipe', shrink);
    const dialog = await dialogNamed('Scan Recipe');
    await user.upload(within(dialog).getByLabelText('Take Photo'), photo(2_000_000));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to scan recipe');
    expect(alert).toHaveTextContent(reason);
    await waitFor(() => expect(server.callsTo('POST /api/errors')).toHaveLength(1));
    expect(server.callsTo('POST /api/errors')[0].body).toMatchObject({ message: expect.stringContaining(reason), extra: { stage: 'scanRecipeFlow' } });
    // Ready for another photo.
    expect(within(dialog).getByLabelText('Take Photo')).toBeEnabled();
  });

  test('in the Android or iOS app the Camera plugin takes the photo, scanned as a chosen one is; closing the camera is an info, a refusal an error', async () => {
    runOnPlatform('android');
    const getPhoto = jest.mocked(Camera.getPhoto);
    getPhoto
      .mockRejectedValueOnce(new Error('User cancelled photos app'))
      .mockRejectedValueOnce(new Error('User denied access to camera'))
      .mockResolvedValueOnce({ dataUrl: `data:image/jpeg;base64,${btoa('page')}`, format: 'jpeg', saved: false });
    const user = userEvent.setup();
    const shrink = jest.fn(shrunk);
    const server = recipesServer({ recipes: [PASTA], imports: { scanned: SCANNED } });
    await openAdd(user, 'Scan Recipe', shrink);
    const dialog = await dialogNamed('Scan Recipe');
    expect(within(dialog).queryByLabelText('Take Photo')).not.toBeInTheDocument();
    const take = within(dialog).getByRole('button', { name: 'Take Photo' });
    const toasts = within(screen.getByRole('region', { name: 'Notifications' }));

    await user.click(take);
    expect(await toasts.findByText('Image capture cancelled')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(take);
    expect(await toasts.findByText('Failed to scan recipe: User denied access to camera')).toBeInTheDocument();
    expect(shrink).not.toHaveBeenCalled();

    await user.click(take);
    expect(await dialogNamed('Scanned Recipe')).toBeInTheDocument();
    expect(getPhoto).toHaveBeenLastCalledWith({ quality: 90, width: 1200, height: 1600, resultType: 'dataUrl', source: 'CAMERA' });
    expect(shrink).toHaveBeenCalledWith(expect.objectContaining({ type: 'image/jpeg', size: 4 }));
    expect(server.callsTo('POST /api/recipes/scan')[0].body).toEqual({ image: btoa('shrunk') });
  });

  test('cancel during a scan closes the dialog and forgets the photo: its late answer opens nothing', async () => {
    const user = userEvent.setup();
    const uploading = deferred();
    const server = recipesServer({ recipes: [PASTA], imports: { scanned: SCANNED } }, { scan: () => uploading.promise.then(() => undefined) });
    await openAdd(user, 'Scan Recipe', shrunk);
    const dialog = await dialogNamed('Scan Recipe');
    await user.upload(within(dialog).getByLabelText('Take Photo'), photo(2_000_000));
    await waitFor(() => expect(server.callsTo('POST /api/recipes/scan')).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add recipe' })).toHaveFocus();
    await act(async () => uploading.resolve({ status: 200 }));

    await user.click(screen.getByRole('button', { name: 'Add recipe' }));
    await user.click(screen.getByRole('menuitem', { name: 'Scan Recipe' }));
    const again = await dialogNamed('Scan Recipe');
    expect(within(again).getByRole('status')).toBeEmptyDOMElement();
    expect(within(again).getByLabelText('Take Photo')).toBeEnabled();
    expect(screen.queryByRole('dialog', { name: 'Scanned Recipe' })).not.toBeInTheDocument();
  });
});
