import type { ShoppingItem } from '@mealapp/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { RecipeDto } from '../src/recipes/dto/recipe.dto.js';
import { RECIPE_IMAGES_PER_HOUSEHOLD_MAX } from '../src/recipes/recipe-images.service.js';
import { bearer, signUp } from './support/accounts.js';
import { addPantryItem, createRecipe } from './support/recipes.js';
import { useTestApp } from './support/test-app.js';

// A 1x1 PNG, the smallest JPEG header file-type reads, and a 1x1 lossless WebP.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f1a1c00000000049454e44ae426082',
  'hex',
);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(64), Buffer.from('ffd9', 'hex')]);
const WEBP = Buffer.from('524946461a000000574542505650384c0d0000002f0000001007101111888808', 'hex');

describe('recipes: adding to the shopping list (POST /api/recipes/{id}/shopping)', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });
  const shop = (token: string, id: number, scope: string) => request(app.server).post(`/api/recipes/${id}/shopping`).set(bearer(token)).send({ scope });
  const shoppingList = async (token: string) => (await request(app.server).get('/api/shopping').set(bearer(token)).expect(200)).body as ShoppingItem[];

  const recipe = (token: string) =>
    createRecipe(app.server, token, {
      ingredients: [
        { name: 'spaghetti', amount: '200', unit: 'g' },
        { name: 'garlic', amount: '3', unit: 'clove' },
        { name: 'chicken breast', amount: '2' },
        { name: 'salt' },
      ],
    });

  it("'needed' adds the missing and low ingredients with their quantity and category", async () => {
    const { accessToken, user } = await signUp(app.server);
    const pasta = await recipe(accessToken);
    await addPantryItem(app.server, accessToken, 'Spaghetti', 'In Stock');
    await addPantryItem(app.server, accessToken, 'Garlic', 'Low Stock');
    await addPantryItem(app.server, accessToken, 'Salt', 'Out of Stock');
    const res = await shop(accessToken, pasta.id, 'needed').expect(200);
    const me = { id: user.id, name: user.name };
    const people = { addedBy: me, checkedBy: null, updatedBy: me };
    const expected = [
      { id: expect.any(Number), name: 'garlic', quantity: '3 clove', category: 'Produce', isShopped: false, ...people },
      { id: expect.any(Number), name: 'chicken breast', quantity: '2', category: 'Meat', isShopped: false, ...people },
      { id: expect.any(Number), name: 'salt', quantity: '1', category: 'Pantry', isShopped: false, ...people },
    ];
    expect(res.body).toEqual({ added: 3, merged: 0, items: expected });
    expect(await shoppingList(accessToken)).toEqual(expected);
  });

  it("'all' adds every ingredient, and an item already pending gets the quantity merged", async () => {
    const { accessToken } = await signUp(app.server);
    const pasta = await recipe(accessToken);
    await request(app.server).post('/api/shopping').set(bearer(accessToken)).send({ name: 'Garlic', quantity: '2 clove', category: 'Produce' }).expect(201);
    const ticked = (await request(app.server).post('/api/shopping').set(bearer(accessToken)).send({ name: 'salt', quantity: '1', isShopped: true }).expect(201)).body as ShoppingItem;
    const res = await shop(accessToken, pasta.id, 'all').expect(200);
    expect(res.body).toMatchObject({ added: 3, merged: 1 });
    const list = await shoppingList(accessToken);
    expect(list.map(({ name, quantity, isShopped }) => [name, quantity, isShopped])).toEqual([
      ['Garlic', '5 cloves', false],
      ['salt', '1', true],
      ['spaghetti', '200 g', false],
      ['chicken breast', '2', false],
      ['salt', '1', false],
    ]);
    expect((res.body as { items: ShoppingItem[] }).items.map((item) => item.name)).toEqual(['spaghetti', 'chicken breast', 'salt', 'Garlic']);
    expect(list).toContainEqual(ticked);
  });

  it("'needed' with nothing missing or low adds nothing", async () => {
    const { accessToken } = await signUp(app.server);
    const simple = await createRecipe(app.server, accessToken, { ingredients: ['rice', '2 cups water'] });
    await addPantryItem(app.server, accessToken, 'Rice', 'In Stock');
    await addPantryItem(app.server, accessToken, 'Water', 'In Stock');
    expect((await shop(accessToken, simple.id, 'needed').expect(200)).body).toEqual({ added: 0, merged: 0, items: [] });
    expect(await shoppingList(accessToken)).toEqual([]);
  });

  it('works on a shared recipe too', async () => {
    const { accessToken } = await signUp(app.server);
    const demo = (await request(app.server).get('/api/recipes/1').set(bearer(accessToken)).expect(200)).body as RecipeDto;
    const res = await shop(accessToken, 1, 'all').expect(200);
    expect(res.body.added + res.body.merged).toBeGreaterThan(0);
    expect((await shoppingList(accessToken)).length).toBe(res.body.added);
    expect(res.body.added).toBeLessThanOrEqual(demo.ingredients.length);
  });

  it.each([
    [{}, 'scope must be one of needed, all'],
    [{ scope: 'some' }, 'scope must be one of needed, all'],
    [{ scope: 'all', extra: 1 }, 'property extra should not exist'],
  ])('refuses %j with 400', async (body, error) => {
    const { accessToken } = await signUp(app.server);
    const pasta = await recipe(accessToken);
    const res = await request(app.server).post(`/api/recipes/${pasta.id}/shopping`).set(bearer(accessToken)).send(body).expect(400);
    expect(res.body).toEqual({ error });
  });

  it('is all or nothing: a full shopping list answers 409 and adds nothing', async () => {
    const { accessToken, user } = await signUp(app.server);
    const pasta = await recipe(accessToken);
    await app.t.app.get(DataSource).query(
      `INSERT INTO shopping_items (user_id, name, category) SELECT $1, 'Item ' || n, 'Pantry' FROM generate_series(1, 4998) AS n`,
      [user.id],
    );
    const res = await shop(accessToken, pasta.id, 'all').expect(409);
    expect(res.body.error).toMatch(/shopping list is full/);
    expect((await shoppingList(accessToken)).length).toBe(4998);
  });
});

describe('recipes: images', () => {
  const app = useTestApp({ THROTTLE_RELAXED: '1' });
  const upload = (token: string, id: number, bytes: Buffer, filename: string, contentType?: string) =>
    request(app.server).post(`/api/recipes/${id}/image/upload`).set(bearer(token)).attach('file', bytes, contentType ? { filename, contentType } : filename);
  const imageCount = async (userId: number) =>
    Number((await app.t.app.get(DataSource).query<{ n: string }[]>('SELECT count(*) AS n FROM recipe_images WHERE user_id = $1', [userId]))[0].n);

  it.each([
    ['a PNG', PNG, 'photo.png', 'image/png'],
    ['a PNG named .txt', PNG, 'notes.txt', 'image/png'],
    ['a JPEG sent as text/plain', JPEG, 'photo', 'image/jpeg'],
    ['a WebP', WEBP, 'x.webp', 'image/webp'],
  ])('stores %s by its content and serves it at its address', async (_what, bytes, filename, type) => {
    const { accessToken } = await signUp(app.server);
    const recipe = await createRecipe(app.server, accessToken);
    const res = await upload(accessToken, recipe.id, bytes, filename, filename === 'photo' ? 'text/plain' : undefined).expect(200);
    const saved = res.body as RecipeDto;
    expect(saved).toMatchObject({ id: recipe.id, imageType: 'upload', stockImageId: null, imageUrl: expect.stringMatching(/^\/api\/recipe-images\/[0-9a-f-]{36}$/) });
    const image = await request(app.server).get(saved.imageUrl ?? '').buffer(true).parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(image.headers['content-type']).toBe(type);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Buffer.compare(image.body as Buffer, bytes)).toBe(0);
    expect((await request(app.server).get(`/api/recipes/${recipe.id}`).set(bearer(accessToken)).expect(200)).body).toEqual(saved);
  });

  it.each([
    ['a text file named .png', Buffer.from('just some text, honestly'), 'photo.png', 'image/png'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg', 'image/svg+xml'],
    ['a GIF', Buffer.from('47494638396101000100800000000000ffffff21f90401000000002c00000000010001000002024401003b', 'hex'), 'x.gif', 'image/gif'],
    ['a PDF', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'x.png', 'image/png'],
  ])('refuses %s with 400', async (_what, bytes, filename, contentType) => {
    const { accessToken, user } = await signUp(app.server);
    const recipe = await createRecipe(app.server, accessToken);
    const res = await upload(accessToken, recipe.id, bytes, filename, contentType).expect(400);
    expect(res.body).toEqual({ error: 'The file must be a PNG, JPEG or WebP image' });
    expect(await imageCount(user.id)).toBe(0);
    expect((await request(app.server).get(`/api/recipes/${recipe.id}`).set(bearer(accessToken)).expect(200)).body).toEqual(recipe);
  });

  it('refuses more than 5 MB with 413, and accepts exactly 5 MB', async () => {
    const { accessToken, user } = await signUp(app.server);
    const recipe = await createRecipe(app.server, accessToken);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG.length)]);
    const res = await upload(accessToken, recipe.id, big, 'big.png').expect(413);
    expect(res.body).toEqual({ error: 'The image must be at most 5 MB' });
    expect(await imageCount(user.id)).toBe(0);
    await upload(accessToken, recipe.id, big.subarray(0, 5 * 1024 * 1024), 'max.png').expect(200);
  });

  it.each([
    ['no file', (call: request.Test) => call, 'Choose an image file to upload (form field "file")'],
    ['an empty file', (call: request.Test) => call.attach('file', Buffer.alloc(0), 'empty.png'), 'Choose an image file to upload (form field "file")'],
    ['another field name', (call: request.Test) => call.attach('photo', PNG, 'a.png'), expect.stringContaining('Unexpected')],
    ['two files', (call: request.Test) => call.attach('file', PNG, 'a.png').attach('file', PNG, 'b.png'), expect.any(String)],
    ['a text field', (call: request.Test) => call.field('caption', 'hi').attach('file', PNG, 'a.png'), expect.any(String)],
    ['JSON', (call: request.Test) => call.send({ file: 'iVBORw0KGgo=' }), 'Choose an image file to upload (form field "file")'],
  ])('answers 400 for %s', async (_what, build, error) => {
    const { accessToken } = await signUp(app.server);
    const recipe = await createRecipe(app.server, accessToken);
    const res = await build(request(app.server).post(`/api/recipes/${recipe.id}/image/upload`).set(bearer(accessToken))).expect(400);
    expect(res.body).toEqual({ error });
  });

  it('replacing or deleting keeps only the images a recipe shows', async () => {
    const { accessToken, user } = await signUp(app.server);
    const recipe = await createRecipe(app.server, accessToken);
    const first = (await upload(accessToken, recipe.id, PNG, 'a.png').expect(200)).body as RecipeDto;
    const second = (await upload(accessToken, recipe.id, JPEG, 'b.jpg').expect(200)).body as RecipeDto;
    expect(await imageCount(user.id)).toBe(1);
    await request(app.server).get(first.imageUrl ?? '').expect(404);
    // a copy of the recipe may show the same upload; it stays while either shows it
    const copy = await createRecipe(app.server, accessToken, { imageType: 'upload', imageUrl: second.imageUrl });
    expect(copy).toMatchObject({ imageType: 'upload', imageUrl: second.imageUrl });
    const stock = await request(app.server).patch(`/api/recipes/${recipe.id}/image`).set(bearer(accessToken)).send({ imageType: 'stock', stockImageId: 'italian-pizza', imageUrl: null }).expect(200);
    expect(stock.body).toMatchObject({ imageType: 'stock', stockImageId: 'italian-pizza', imageUrl: '/stock-images/italian-pizza.svg' });
    expect(await imageCount(user.id)).toBe(1);
    await request(app.server).delete(`/api/recipes/${copy.id}`).set(bearer(accessToken)).expect(204);
    expect(await imageCount(user.id)).toBe(0);
    await request(app.server).get(second.imageUrl ?? '').expect(404);
  });

  it("an image uploaded by another user cannot be claimed; it is still served by its address", async () => {
    const a = await signUp(app.server);
    const b = await signUp(app.server);
    const theirs = (await upload(a.accessToken, (await createRecipe(app.server, a.accessToken)).id, PNG, 'a.png').expect(200)).body as RecipeDto;
    const mine = await createRecipe(app.server, b.accessToken);
    const res = await request(app.server).patch(`/api/recipes/${mine.id}/image`).set(bearer(b.accessToken)).send({ imageType: 'upload', imageUrl: theirs.imageUrl }).expect(400);
    expect(res.body.error).toMatch(/^Image URL must be the address of an image uploaded for your recipes/);
    await request(app.server).get(theirs.imageUrl ?? '').expect(200);
  });

  it('PATCH image sets a link or a stock image and answers the recipe', async () => {
    const { accessToken } = await signUp(app.server);
    const recipe = await createRecipe(app.server, accessToken);
    const link = await request(app.server).patch(`/api/recipes/${recipe.id}/image`).set(bearer(accessToken)).send({ imageType: 'url', imageUrl: 'https://example.com/pie.jpg', stockImageId: 'ignored' }).expect(200);
    expect(link.body).toMatchObject({ ...recipe, imageType: 'url', imageUrl: 'https://example.com/pie.jpg', stockImageId: null, updatedAt: expect.any(String) });
    for (const [body, error] of [
      [{}, 'Image type must be stock, url or upload'],
      [{ imageType: 7 }, 'Image type must be stock, url or upload'],
      [{ imageType: 'gif' }, 'Image type must be stock, url or upload'],
      [{ imageType: 'url', imageUrl: 'ftp://example.com/a.png' }, 'Image URL must be an https:// address'],
      [{ imageType: 'url', imageUrl: 'https://' + 'a'.repeat(2050) }, 'Image URL must be at most 2,000 characters'],
      [{ imageType: 'stock', stockImageId: 'nope' }, 'Unknown stock image'],
      [{ imageType: 'upload', imageUrl: '/api/recipe-images/../../etc/passwd' }, expect.stringMatching(/^Image URL must be the address/)],
    ] as const) {
      const res = await request(app.server).patch(`/api/recipes/${recipe.id}/image`).set(bearer(accessToken)).send(body).expect(400);
      expect(res.body).toEqual({ error });
    }
  });

  it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000', "1'; DROP TABLE recipes; --", 'A0000000-0000-4000-8000-000000000000'])(
    'GET /api/recipe-images/%s answers 404 without a long cache',
    async (id) => {
      const res = await request(app.server).get(`/api/recipe-images/${encodeURIComponent(id)}`).expect(404);
      expect(res.body).toEqual({ error: 'Image not found' });
      expect(res.headers['cache-control']).toBeUndefined();
    },
  );

  it(`caps uploads per user at ${RECIPE_IMAGES_PER_HOUSEHOLD_MAX}: 409`, async () => {
    const { accessToken, user } = await signUp(app.server);
    const recipe = await createRecipe(app.server, accessToken);
    await app.t.app.get(DataSource).query(
      `INSERT INTO recipe_images (id, user_id, content_type, bytes) SELECT gen_random_uuid(), $1, 'image/png', '\\x00' FROM generate_series(1, $2::int)`,
      [user.id, RECIPE_IMAGES_PER_HOUSEHOLD_MAX],
    );
    const res = await upload(accessToken, recipe.id, PNG, 'a.png').expect(409);
    expect(res.body).toEqual({ error: `You can keep at most ${RECIPE_IMAGES_PER_HOUSEHOLD_MAX} uploaded recipe images. Use a stock image or an image link instead.` });
  });
});
