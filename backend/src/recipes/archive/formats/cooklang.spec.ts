import { cooklangRecipe } from './cooklang.js';

const line = (amount: string | null, amountValue: number | null, unit: string | null, name: string, notes: string | null = null) => ({ amount, amountValue, unit, name, notes });

/** The one step a body of one paragraph makes, and its ingredient list. */
function step(body: string) {
  const recipe = cooklangRecipe(body, 'Test.cook')?.recipe;
  return { text: recipe?.instructions[0], ingredients: recipe?.ingredients };
}

const FRONT_MATTER = `---
title: Spaghetti Carbonara
servings: 2
tags:
  - pasta
  - quick
course: dinner
cuisine: Italian
source: https://www.example.com/carbonara
prep time: 10 minutes
cook time: 15 min
description: |
  Roman, *no cream*.
image: https://cdn.example.com/carbonara.jpg
nutrition:
  calories: 620 kcal
  protein: 25 g
---
> Use guanciale if you can.
> Pancetta works too.

Boil @water{4%l} in a #large pot{} with @salt{1%tbsp}. -- plenty of salt
Cook the @spaghetti{200%g} for ~{9%minutes}.

== Sauce ==

Whisk @eggs{2}(room temperature) with @pecorino romano{50%g}(grated) [- or parmesan -] and @pepper.

Fry the @guanciale{100%g} in a #pan until crisp, ~fry{5%min}.

= Finish

Toss the pasta with the @&guanciale{50%g}, the eggs and more @pecorino romano{1/2%cup}.
`;

describe('cooklangRecipe', () => {
  it('carries over the front matter, the ingredients in order, steps, sections and notes', () => {
    expect(cooklangRecipe(FRONT_MATTER, 'Pasta/Carbonara.cook')).toEqual({
      recipe: {
        title: 'Spaghetti Carbonara',
        description: 'Roman, *no cream*.\n\nUse guanciale if you can. Pancetta works too.',
        ingredients: [
          line('4', 4, 'l', 'water'),
          line('1', 1, 'tbsp', 'salt'),
          line('200', 200, 'g', 'spaghetti'),
          line('2', 2, null, 'eggs', 'room temperature'),
          line('50', 50, 'g', 'pecorino romano', 'grated'),
          line(null, null, null, 'pepper'),
          line('150', 150, 'g', 'guanciale'),
          line('1/2', 0.5, 'cup', 'pecorino romano'),
        ],
        instructions: [
          'Boil water in a large pot with salt. Cook the spaghetti for 9 minutes.',
          '## Sauce',
          'Whisk eggs with pecorino romano and pepper.',
          'Fry the guanciale in a pan until crisp, 5 min.',
          '## Finish',
          'Toss the pasta with the guanciale, the eggs and more pecorino romano.',
        ],
        prepTime: 10,
        cookTime: 15,
        totalTime: 25,
        servings: 2,
        yields: '2 servings',
        cuisine: 'Italian',
        tags: ['pasta', 'quick', 'dinner'],
        imageUrl: 'https://cdn.example.com/carbonara.jpg',
        nutrition: { calories: 620, protein: 25 },
        source: 'example.com',
      },
    });
  });

  it('reads the older ">> key: value" metadata lines, and takes the title from the file name without one', () => {
    const found = cooklangRecipe(
      `>> servings: 4|8
>> source: Mum's kitchen <https://mums.example.net/pancakes>
>> time required: 1h30m
>> tags: breakfast, sweet

Mix @flour{125%g} and @milk{250%ml}.`,
      'Breakfast/Easy Pancakes.COOK',
    );
    expect(found?.recipe).toMatchObject({
      title: 'Easy Pancakes',
      servings: 4,
      yields: '4 servings',
      totalTime: 90,
      tags: ['breakfast', 'sweet'],
      source: 'mums.example.net',
      description: "Source: Mum's kitchen",
      ingredients: [line('125', 125, 'g', 'flour'), line('250', 250, 'ml', 'milk')],
      instructions: ['Mix flour and milk.'],
    });
  });

  it('lets the front matter win over metadata lines, and reads nested time and source mappings', () => {
    const found = cooklangRecipe(
      `---
title: Front
time:
  prep: 5 min
  cook: 20 min
source:
  name: A blog
  url: https://food.example.com/x
---
>> title: Line
Stir @rice{1%cup}.`,
      'File.cook',
    );
    expect(found?.recipe).toMatchObject({ title: 'Front', prepTime: 5, cookTime: 20, totalTime: 25, source: 'food.example.com' });
  });

  it.each([
    ['@salt', 'salt', [line(null, null, null, 'salt')]],
    ['Add @chilli, then serve', 'Add chilli, then serve', [line(null, null, null, 'chilli')]],
    ['@chilli cut into pieces and @garlic', 'chilli cut into pieces and garlic', [line(null, null, null, 'chilli'), line(null, null, null, 'garlic')]],
    ['Then add @ground black pepper{} to taste.', 'Then add ground black pepper to taste.', [line(null, null, null, 'ground black pepper')]],
    ['Poke holes in @potato{2}.', 'Poke holes in potato.', [line('2', 2, null, 'potato')]],
    ['@bacon strips{1%kg}', 'bacon strips', [line('1', 1, 'kg', 'bacon strips')]],
    ['@chilli{ 3 % items }', 'chilli', [line('3', 3, 'items', 'chilli')]],
    ['@milk{1 / 2 %cup}', 'milk', [line('1/2', 0.5, 'cup', 'milk')]],
    ['@milk{1 1/2%cups}', 'milk', [line('1 1/2', 1.5, 'cups', 'milk')]],
    ['@milk{01/2%cup}', 'milk', [line('01/2', null, 'cup', 'milk')]],
    ['@oil{1,5%tbsp}', 'oil', [line('1,5', 1.5, 'tbsp', 'oil')]],
    ['@thyme{few%sprigs}', 'thyme', [line('few', null, 'sprigs', 'thyme')]],
    ['@eggs{2-4}', 'eggs', [line('2-4', null, null, 'eggs')]],
    ['@water{1*%l}', 'water', [line('1', 1, 'l', 'water')]],
    ['@tipo 00 flour{250%g}', 'tipo 00 flour', [line('250', 250, 'g', 'tipo 00 flour')]],
    ['Mix @onion{1}(peeled and finely chopped) in.', 'Mix onion in.', [line('1', 1, null, 'onion', 'peeled and finely chopped')]],
    ['@flour(all purpose)', 'flour', [line(null, null, null, 'flour', 'all purpose')]],
    ['Add some @🧂', 'Add some 🧂', [line(null, null, null, '🧂')]],
    ['Message @ example{} or me @ home', 'Message @ example{} or me @ home', []],
    ['Did you add the @salt{}?', 'Did you add the salt?', [line(null, null, null, 'salt')]],
    ['Add @-salt and @?thyme{2%sprigs}', 'Add salt and thyme', [line('2', 2, 'sprigs', 'thyme', 'optional')]],
    ['Add @??thyme{}', 'Add ?thyme', [line(null, null, null, '?thyme', 'optional')]],
    ['Add @white wine|wine{100%ml}', 'Add wine', [line('100', 100, 'ml', 'white wine')]],
    ['Pour @./sauces/Hollandaise{150%g} over', 'Pour Hollandaise over', [line('150', 150, 'g', 'Hollandaise')]],
    ['Add @@tomato sauce{200%ml}', 'Add tomato sauce', [line('200', 200, 'ml', 'tomato sauce')]],
    ['Let the @&(~1)dough{} rest', 'Let the dough rest', []],
  ])('ingredient %j', (body, text, ingredients) => {
    expect(step(`${body}\n\nServe.`)).toEqual({ text, ingredients });
  });

  it.each([
    ['@flour{200%g} then @&flour{300%g}', [line('500', 500, 'g', 'flour')]],
    ['@flour{200%g} then @flour{100%g}', [line('300', 300, 'g', 'flour')]],
    ['@Flour{200%g} then @flour{100%G}', [line('300', 300, 'g', 'Flour')]],
    ['@flour{1/2%cup} then @flour{1/4%cup}', [line('0.75', 0.75, 'cup', 'flour')]],
    ['@flour{200%g} then @flour{1%cup}', [line('200', 200, 'g', 'flour'), line('1', 1, 'cup', 'flour')]],
    ['@flour{200%g} then @&flour and @flour{}', [line('200', 200, 'g', 'flour')]],
    ['@salt then @salt{1%tsp}', [line(null, null, null, 'salt'), line('1', 1, 'tsp', 'salt')]],
    ['@thyme{few%sprigs} then @thyme{few%sprigs}', [line('few', null, 'sprigs', 'thyme'), line('few', null, 'sprigs', 'thyme')]],
    ['@water{1%l} then @+water{1%l}', [line('1', 1, 'l', 'water'), line('1', 1, 'l', 'water')]],
    ['@-salt then @salt{1%tsp}', [line('1', 1, 'tsp', 'salt')]],
  ])('the same ingredient again: %j', (body, ingredients) => {
    expect(step(body).ingredients).toEqual(ingredients);
  });

  it.each([
    ['Place the potatoes into a #pot.', 'Place the potatoes into a pot.'],
    ['Mash with a #potato masher{}.', 'Mash with a potato masher.'],
    ['Fry in #frying pan{2}', 'Fry in frying pan'],
    ['Use a #?splatter guard{} if you have one', 'Use a splatter guard if you have one'],
    ['Grease a #tin(buttered)', 'Grease a tin (buttered)'],
    ['Recipe # 5', 'Recipe # 5'],
    ['Bake for ~{25%minutes}.', 'Bake for 25 minutes.'],
    ['Boil for ~eggs{3%minutes}.', 'Boil for 3 minutes.'],
    ['Fry for ~{1/2%hour}', 'Fry for 1/2 hour'],
    ['Let it ~rest, then serve', 'Let it rest, then serve'],
    ['It is ~ 5', 'It is ~ 5'],
    ['Heat 5L of water to 200°C/Fan 180°C', 'Heat 5L of water to 200°C/Fan 180°C'],
  ])('cookware and timers read as words: %j', (body, text) => {
    expect(step(`${body}\n\nServe.`).text).toBe(text);
  });

  it('removes comments, and a line that was only a comment does not end the step', () => {
    const found = cooklangRecipe(
      `-- testing comments
Mash @potato{2%kg} until smooth -- alternatively, boil them first
[- a block
comment -]
and season. [- TODO: units -] Serve.
-- ending the step here

Slowly add @milk{4%cup} [- TODO change units to litres -], keep mixing
A --- line stays, and so do [- unclosed`,
      'Mash.cook',
    );
    expect(found?.recipe.instructions).toEqual(['Mash potato until smooth and season. Serve.', 'Slowly add milk , keep mixing A --- line stays, and so do [- unclosed']);
    expect(found?.recipe.ingredients.map((ingredient) => ingredient.name)).toEqual(['potato', 'milk']);
  });

  it('makes "=" lines sections (a nameless one only ends the step) and ">" lines notes between steps', () => {
    const found = cooklangRecipe(
      `== Dough ==
Mix @flour{200%g}
and @water{100%ml}.
====
Knead.
> Rest it overnight.
=Filling
Combine @cheese{100%g}.`,
      'Dumplings.cook',
    );
    expect(found?.recipe.instructions).toEqual(['## Dough', 'Mix flour and water.', 'Knead.', '## Filling', 'Combine cheese.']);
    expect(found?.recipe.description).toBe('Rest it overnight.');
  });

  it('reads the introduction key and keeps odd metadata from failing', () => {
    const found = cooklangRecipe(
      `---
title: [not, text]
introduction: From the market.
servings: { a: 1 }
tags: 7
image: [ftp://x, "https://img.example.com/a.png"]
source: not a link
---
Chop @leeks{2}.`,
      'Leek Soup.cook',
    );
    expect(found?.recipe).toMatchObject({
      title: 'Leek Soup',
      description: 'From the market.\n\nSource: not a link',
      servings: null,
      tags: ['7'],
      imageUrl: 'https://img.example.com/a.png',
      source: 'Cooklang',
    });
  });

  it('keeps the steps when the front matter is a YAML alias bomb, dropping its metadata', () => {
    const levels = 'abcdefghi'.split('');
    const bomb = levels.map((name, index) => (index === 0 ? `${name}: &${name} ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]` : `${name}: &${name} [${Array(9).fill(`*${levels[index - 1]}`).join(',')}]`));
    const started = performance.now();
    const found = cooklangRecipe(`---\ntitle: Bomb\n${bomb.join('\n')}\ntags: *i\n---\nBoil @eggs{2}.`, 'Eggs.cook');
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(found?.recipe).toMatchObject({ title: 'Eggs', tags: [], instructions: ['Boil eggs.'], ingredients: [line('2', 2, null, 'eggs')] });
  });

  it('reads a CRLF file with a byte order mark', () => {
    expect(cooklangRecipe('\uFEFF---\r\ntitle: Tea\r\n---\r\nSteep @tea{1%bag}.\r\n\r\nServe.\r\n', 'Tea.cook')?.recipe).toMatchObject({ title: 'Tea', instructions: ['Steep tea.', 'Serve.'] });
    expect(cooklangRecipe('\uFEFFSteep @tea{1%bag}.\r\n', 'Tea.cook')?.recipe.instructions).toEqual(['Steep tea.']);
  });

  it.each([
    ['an empty file', ''],
    ['only comments', '-- nothing\n[- here -]'],
    ['only metadata and notes', '---\ntitle: Nothing\n---\n>> servings: 2\n> A note.'],
    ['only sections', '== One ==\n== Two =='],
  ])('%s -> null', (_, text) => expect(cooklangRecipe(text, 'Empty.cook')).toBeNull());

  it('stays linear on hostile input', () => {
    const hostile = [
      `@a{${' @b{'.repeat(40_000)}`,
      `${'@x '.repeat(40_000)}{`,
      `@a(${'('.repeat(80_000)}`,
      `${'[-'.repeat(40_000)}`,
      `@milk{${' '.repeat(80_000)}/2}`,
      `${'~'.repeat(80_000)}`,
      `@&(${'~'.repeat(80_000)}`,
      // many lines of one name: each mention is one look-up, not a search of the lines so far
      Array.from({ length: 20_000 }, (_, index) => `@flour{1%unit${index}}`).join(' '),
      '@thyme{few%sprigs} '.repeat(20_000),
      // a step that reads like a Markdown heading: the heading pattern backtracks over runs of spaces
      `## a${' '.repeat(60_000)}b`,
      Array.from({ length: 20_000 }, (_, index) => `@flour{1%g}(note ${index})`).join(' '),
    ];
    for (const text of hostile) {
      const started = performance.now();
      cooklangRecipe(`${text}\nStir.`, 'Hostile.cook');
      expect(performance.now() - started).toBeLessThan(1_000);
    }
  });
});
