import { chowdownRecipe, isChowdownRecipe } from './chowdown.js';

const FULL = `---
layout: recipe
title: "Skillet Cornbread"
image: cornbread.jpg
imagecredit: https://flic.kr/p/abc123
tags: baking, sides
cuisine: Southern
yield: 16 slices
serves: 8
prep: 10 minutes
cook: PT25M
source_url: https://www.example.com/cornbread
nutrition:
  calories: 210 kcal
  fatContent: 9 g
  proteinContent: 5 g

ingredients:
- 1 cup cornmeal
- 1|cup|flour
- 2|eggs
- For the topping:
- 2 tbsp honey

directions:
- Heat the **skillet** in the oven.
- |
  Whisk the dry ingredients.

  Stir in the eggs and pour into the skillet.
- Bake until golden.

components:
- Honey butter
- Pepper jelly
---

Grandma's recipe, *crisp* at the edges.

Serve warm.
`;

describe('isChowdownRecipe: a .md file under a _recipes/ folder', () => {
  it.each([
    ['_recipes/cornbread.md', true],
    ['chowdown-gh-pages/_recipes/cornbread.md', true],
    ['site/_recipes/breads/cornbread.MD', true],
    ['_recipes/.cornbread.md', false],
    ['_components/honey-butter.md', false],
    ['_posts/2015-01-20-cornbread.md', false],
    ['_recipes/cornbread.html', false],
    ['cornbread.md', false],
    ['my_recipes/cornbread.md', false],
    ['_recipes.md', false],
  ])('%j -> %j', (path, expected) => expect(isChowdownRecipe(path)).toBe(expected));
});

describe('chowdownRecipe', () => {
  it('carries over every field of the front matter and keeps the body as Markdown', () => {
    const found = chowdownRecipe(FULL);
    expect(found).toEqual({
      photoPath: 'images/cornbread.jpg',
      recipe: {
        title: 'Skillet Cornbread',
        description:
          "Grandma's recipe, *crisp* at the edges.\n\nServe warm.\n\nUses: Honey butter, Pepper jelly\n\nPhoto credit: https://flic.kr/p/abc123",
        ingredients: [
          { amount: '1', amountValue: 1, unit: 'cup', name: 'cornmeal', notes: null },
          { amount: '1', amountValue: 1, unit: 'cup', name: 'flour', notes: null },
          { amount: '2', amountValue: 2, unit: null, name: 'eggs', notes: null },
          { amount: '2', amountValue: 2, unit: 'tbsp', name: 'honey', notes: 'For the topping' },
        ],
        instructions: ['Heat the **skillet** in the oven.', 'Whisk the dry ingredients.\n\nStir in the eggs and pour into the skillet.', 'Bake until golden.'],
        prepTime: 10,
        cookTime: 25,
        totalTime: 35,
        servings: 8,
        yields: '16 slices',
        cuisine: 'Southern',
        tags: ['baking', 'sides'],
        imageUrl: null,
        nutrition: { calories: 210, fat: 9, protein: 5 },
        source: 'example.com',
      },
    });
  });

  it('groups ingredients a mapping or a heading item names, and flattens nested lists', () => {
    const found = chowdownRecipe(`---
title: Pizza
ingredients:
  - Dough:
      - 500 g flour
      - - 1 tsp salt
        - 7 g yeast
  - Sauce:
      - 1 can tomatoes
  - "## Topping"
  - 200 g mozzarella
  - Note: use fresh basil
---
`);
    expect(found?.recipe.ingredients).toEqual([
      { amount: '500', amountValue: 500, unit: 'g', name: 'flour', notes: 'Dough' },
      { amount: '1', amountValue: 1, unit: 'tsp', name: 'salt', notes: 'Dough' },
      { amount: '7', amountValue: 7, unit: 'g', name: 'yeast', notes: 'Dough' },
      { amount: '1', amountValue: 1, unit: 'can', name: 'tomatoes', notes: 'Sauce' },
      { amount: '200', amountValue: 200, unit: 'g', name: 'mozzarella', notes: 'Topping' },
      expect.objectContaining({ name: expect.stringContaining('use fresh basil'), notes: expect.stringMatching(/^Topping/) }),
    ]);
  });

  it('reads ingredients and directions given as one text block, a line each, headings as sections', () => {
    const found = chowdownRecipe(`---
title: Stew
ingredients: |
  2 onions
  FOR THE BROTH
  1 l stock
directions: |
  ## Base
  Brown the onions.

  Add the stock.
---`);
    expect(found?.recipe.ingredients).toEqual([
      { amount: '2', amountValue: 2, unit: null, name: 'onions', notes: null },
      { amount: '1', amountValue: 1, unit: 'l', name: 'stock', notes: 'FOR THE BROTH' },
    ]);
    expect(found?.recipe.instructions).toEqual(['## Base', 'Brown the onions.', 'Add the stock.']);
  });

  it('makes a directions mapping or a heading item a section', () => {
    const found = chowdownRecipe(`---
title: Tart
directions:
  - Crust:
      - Press the crumbs into the tin.
  - "For the filling:"
  - Whisk the custard.
  - Bake: 30 minutes at 180 °C.
---`);
    expect(found?.recipe.instructions).toEqual(['## Crust', 'Press the crumbs into the tin.', '## For the filling', 'Whisk the custard.', 'Bake: 30 minutes at 180 °C.']);
  });

  it.each([
    ['cornbread.jpg', { photoPath: 'images/cornbread.jpg' }],
    ['breads/cornbread.jpg', { photoPath: 'images/breads/cornbread.jpg' }],
    ['/images/cornbread.jpg', { photoPath: 'images/cornbread.jpg' }],
    ['/assets/img/cornbread.jpg', { photoPath: 'assets/img/cornbread.jpg' }],
    ['images/cornbread.jpg', { photoPath: 'images/cornbread.jpg' }],
    ['./cornbread.jpg', { photoPath: 'images/cornbread.jpg' }],
    ['[cornbread.jpg, other.jpg]', { photoPath: 'images/cornbread.jpg' }],
    ['https://cdn.example.com/cornbread.jpg', { imageUrl: 'https://cdn.example.com/cornbread.jpg' }],
    ['http://cdn.example.com/cornbread.jpg', {}],
    ['data:image/png;base64,AAAA', {}],
    ['../../etc/passwd/../x.jpg', {}],
    ['a\\b.jpg', {}],
    ['""', {}],
  ])('image %j', (image, expected) => {
    const found = chowdownRecipe(`---\ntitle: Cornbread\nimage: ${image}\nimagecredit: https://flic.kr/p/1\n---\n`);
    expect(found?.photoPath).toBe((expected as { photoPath?: string }).photoPath);
    expect(found?.recipe.imageUrl).toBe((expected as { imageUrl?: string }).imageUrl ?? null);
    // the credit belongs to a photo: none without one
    expect(found?.recipe.description ?? '').toBe(Object.keys(expected).length > 0 ? 'Photo credit: https://flic.kr/p/1' : '');
  });

  it('reads the fields forks name otherwise: list tags, servings, ISO times, total time, top-level calories, a description', () => {
    const found = chowdownRecipe(`---
title: 42
description: A quick one.
tags: [Dinner, quick]
categories: Mains
servings: 4
preptime: PT15M
cooktime: pt1h
total_time: 1 hr 20 min
calories: 350
sourceURL: https://blog.example.org/pasta
---
Body text.`);
    expect(found?.recipe).toMatchObject({
      title: '42',
      description: 'A quick one.\n\nBody text.',
      tags: ['Dinner', 'quick', 'Mains'],
      servings: 4,
      yields: '4 servings',
      prepTime: 15,
      cookTime: 60,
      totalTime: 80,
      nutrition: { calories: 350 },
      source: 'blog.example.org',
    });
  });

  it('keeps a recipe whose fields are missing or of another type, with an empty title', () => {
    const found = chowdownRecipe(`---
ingredients: 3
directions: { }
tags: { a: 1 }
image: [ ]
yield: [ ]
source: Grandma
---`);
    expect(found).toEqual({
      recipe: expect.objectContaining({ title: '', description: 'Source: Grandma', ingredients: [expect.objectContaining({ name: '3' })], instructions: [], tags: [], servings: null, yields: null, source: 'Chowdown' }),
    });
  });

  it.each([
    ['no front matter', '# Cornbread\n\n- 1 cup cornmeal'],
    ['an unclosed front matter', '---\ntitle: Cornbread\n'],
    ['front matter that is no mapping', '---\n- a\n- b\n---\n'],
    ['unreadable YAML', '---\ntitle: [unclosed\n---\n'],
    ['front matter naming no recipe', '---\nlayout: page\npermalink: /about\n---\nAbout us'],
    ['an empty text', ''],
  ])('%s -> null', (_, text) => expect(chowdownRecipe(text)).toBeNull());

  it('answers null for a YAML alias bomb, without expanding it', () => {
    const levels = 'abcdefghi'.split('');
    const bomb = levels.map((name, index) => (index === 0 ? `${name}: &${name} ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]` : `${name}: &${name} [${Array(9).fill(`*${levels[index - 1]}`).join(',')}]`));
    const started = performance.now();
    expect(chowdownRecipe(`---\ntitle: Bomb\n${bomb.join('\n')}\ningredients: [*i]\n---\n`)).toBeNull();
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('answers null for flow collections nested past the limit, and for front matter over its size', () => {
    expect(chowdownRecipe(`---\ntitle: Deep\ningredients: ${'['.repeat(50_000)}\n---\n`)).toBeNull();
    expect(chowdownRecipe(`---\ntitle: Big\ningredients:\n${'- 1 cup flour\n'.repeat(25_000)}---\n`)).toBeNull();
  });

  it('reads headings with long runs of spaces in linear time (the heading patterns would backtrack over them)', () => {
    const spaces = ' '.repeat(60_000);
    const started = performance.now();
    const found = chowdownRecipe(`---\ntitle: Spaces\ningredients:\n- { "For the${spaces}dough:": null }\n- 1 egg\ndirections:\n- "## Mix${spaces}it"\n- "Stir${spaces}well"\n---\n`);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(found?.recipe.ingredients).toEqual([{ amount: '1', amountValue: 1, unit: null, name: 'egg', notes: 'For the dough' }]);
    expect(found?.recipe.instructions).toEqual(['## Mix it', 'Stir well']);
  });

  it('reads CRLF line ends and a byte order mark', () => {
    const found = chowdownRecipe('\uFEFF---\r\ntitle: Toast\r\ndirections:\r\n- Toast the bread.\r\n---\r\nCrunchy.\r\n');
    expect(found?.recipe).toMatchObject({ title: 'Toast', instructions: ['Toast the bread.'], description: 'Crunchy.' });
  });
});
