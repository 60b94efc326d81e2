import { PAGE_DOCUMENT_LIMITS } from './page-document.js';
import { loadPage, readRecipePage } from './recipe-page.js';

// Synthetic pages in the shapes recipe sites publish, one variant at a time: what an unseen site
// may write where the dev pages happen not to.
const PAGE_URL = new URL('https://cook.example/recipes/stew');
const jsonLd = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
const read = (head: string, body = '') => readRecipePage(loadPage(Buffer.from(`<html><head>${head}</head><body>${body}</body></html>`), 'utf-8'), PAGE_URL);
const recipe = { '@type': 'Recipe', name: 'Stew', recipeIngredient: ['1 onion', '2 carrots'], recipeInstructions: 'Chop.\nSimmer.' };
const fields = (over: object) => read(jsonLd({ ...recipe, ...over }));
const microdata = (inner: string) => read('', `<div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Stew</h1>${inner}</div>`);

describe('total time', () => {
  it.each<[string, unknown, number]>([
    ['hours and minutes', 'PT1H30M', 90],
    ['minutes past the hour', 'PT90M', 90],
    ['a day field of zero', 'P0DT1H30M', 90],
    ['seconds of zero', 'PT1H30M0S', 90],
    ['hours of zero', 'PT0H45M', 45],
    ['a decimal hour', 'PT1.5H', 90],
    ['lower case', 'pt1h30m', 90],
    ['spaces', ' PT1H 30M ', 90],
    ['every field written', 'P0Y0M0DT0H45M0.000S', 45],
    ['days and hours', 'P1DT2H', 1_560],
    ['words', '1 hour 30 minutes', 90],
    ['short words', '45 mins', 45],
    ['abbreviations', '1 hr 15 min', 75],
    ['German words', '45 Minuten', 45],
    ['German abbreviations', '1 Std. 10 Min.', 70],
    ['a number of minutes', 40, 40],
    ['a list', ['PT40M'], 40],
    ['a Duration object', { '@type': 'Duration', '@value': 'PT40M' }, 40],
    ['a range as a QuantitativeValue', { '@type': 'QuantitativeValue', minValue: 'PT30M', maxValue: 'PT40M' }, 40],
  ])('totalTime as %s', (_case, totalTime, minutes) => {
    expect(fields({ totalTime })?.totalTime).toBe(minutes);
  });

  it.each<[string, object, number | null]>([
    ['no total: prep and cook added up', { prepTime: 'PT15M', cookTime: 'PT1H' }, 75],
    ['no total: prep and perform time added up', { prepTime: 'PT15M', performTime: 'PT20M' }, 35],
    ['no total: cook time alone', { cookTime: 'PT25M' }, 25],
    ['a total of zero', { totalTime: 'PT0M', prepTime: 'PT10M', cookTime: 'PT20M' }, 30],
    ['an empty total', { totalTime: '', prepTime: 'PT10M', cookTime: 'PT20M' }, 30],
    ['a total that says nothing', { totalTime: 'PT', prepTime: 'PT10M' }, 10],
    ['a total beside prep and cook', { totalTime: 'PT2H', prepTime: 'PT10M', cookTime: 'PT20M' }, 120],
    ['no times at all', {}, null],
  ])('%s', (_case, over, minutes) => {
    expect(fields(over)?.totalTime).toBe(minutes);
  });

  it.each<[string, string, number]>([
    ['a meta content', '<meta itemprop="totalTime" content="PT1H5M">', 65],
    ['a time datetime', '<time itemprop="totalTime" datetime="PT50M">50 minutes</time>', 50],
    ['the text of an element', '<span itemprop="totalTime"><b>1</b> hr <b>5</b> mins</span>', 65],
    ['prep and cook as time elements', '<time itemprop="prepTime" datetime="PT10M"></time><time itemprop="cookTime" datetime="PT35M"></time>', 45],
  ])('microdata: %s', (_case, times, minutes) => {
    expect(microdata(`${times}<ul><li itemprop="recipeIngredient">1 onion</li></ul>`)?.totalTime).toBe(minutes);
  });
});

describe("total time from the page's markup, where the schema gives none", () => {
  const wprm = `<div class="wprm-recipe-block-container wprm-recipe-total-time-container"><span class="wprm-recipe-details-label">Total Time</span>
    <span class="wprm-recipe-time"><span class="wprm-recipe-details wprm-recipe-total_time wprm-recipe-total_time-hours">1</span>
    <span class="wprm-recipe-details-unit wprm-recipe-total_time-unit">hr</span> <span class="wprm-recipe-details wprm-recipe-total_time-minutes">30</span>
    <span class="wprm-recipe-details-unit wprm-recipe-total_time-unit">mins</span></span></div>`;

  it.each<[string, object, string, number | null]>([
    ['a theme\'s labelled block, read whole', {}, wprm, 90],
    ['its <time datetime>', {}, '<p class="recipe-totaltime">Ready in <time datetime="PT45M">¾ hour</time></p>', 45],
    ['a German label', {}, '<li class="total-time">Gesamtzeit: 1 Std. 10 Min.</li>', 70],
    ['not over the schema\'s own time', { cookTime: 'PT20M' }, wprm, 20],
    ['nothing that reads as a time', {}, '<div class="total-time">Total time: varies</div>', null],
  ])('%s', (_case, over, body, minutes) => {
    expect(read(jsonLd({ ...recipe, ...over }), body)?.totalTime).toBe(minutes);
  });
});

// a nest as deep as a page is read: html, body and the nest's innermost <p> count too
const DEEPEST = PAGE_DOCUMENT_LIMITS.depth - 3;

describe('markup nested beyond reason', () => {
  it('reads a total time as deep as the page is read', () => {
    const body = `${'<div class="total-time">'.repeat(DEEPEST)}1 hr${'</div>'.repeat(DEEPEST)}`;
    expect(read(jsonLd(recipe), body)?.totalTime).toBe(60);
  });

  it('reads the recipe before a nest 100,000 deep, and nothing below the cap', () => {
    const body = `<ul><li>1 onion</li></ul>${'<div class="total-time">'.repeat(100_000)}1 hr${'</div>'.repeat(100_000)}`;
    const page = read(jsonLd(recipe), body);
    expect(page?.title).toBe('Stew');
    expect(page?.totalTime).toBeNull();
  });
});

describe('ingredients', () => {
  it.each<[string, object, string[]]>([
    ['the older property, ingredients', { recipeIngredient: undefined, ingredients: ['1 leek', '2 eggs'] }, ['1 leek', '2 eggs']],
    ['an empty recipeIngredient beside ingredients', { recipeIngredient: [], ingredients: ['1 leek'] }, ['1 leek']],
    ['tags and entities', { recipeIngredient: ['<a href="/flour">1 cup <strong>flour</strong></a>', '1 tsp salt &amp; pepper', '2 &frac12; cups milk'] }, ['1 cup flour', '1 tsp salt & pepper', '2 ½ cups milk']],
    ['entities encoded twice', { recipeIngredient: ['salt &amp;amp; pepper', '1 &amp;frac12; cups stock'] }, ['salt & pepper', '1 ½ cups stock']],
    ['no-break spaces and line breaks inside a line', { recipeIngredient: ['1\u00a0cup\u00a0rice', '2 cups\n  water', '\t3 eggs '] }, ['1 cup rice', '2 cups water', '3 eggs']],
    ['lists inside the list', { recipeIngredient: [['1 leek', '2 eggs'], ['3 cups stock']] }, ['1 leek', '2 eggs', '3 cups stock']],
    ['objects with text or name', { recipeIngredient: [{ '@type': 'PropertyValue', text: '1 leek' }, { '@type': 'HowToSupply', name: 'salt' }] }, ['1 leek', 'salt']],
    ['a HowToSupply with its quantity', { recipeIngredient: [{ '@type': 'HowToSupply', name: 'flour', requiredQuantity: { '@type': 'QuantitativeValue', value: 200, unitText: 'g' } }] }, ['200 g flour']],
    ['empty lines dropped', { recipeIngredient: ['1 leek', '', '  ', null, '2 eggs'] }, ['1 leek', '2 eggs']],
    ['one text, a line each', { recipeIngredient: '1 leek\n2 eggs<br>3 cups stock' }, ['1 leek', '2 eggs', '3 cups stock']],
    ['a note in doubled brackets', { recipeIngredient: ['1 tbsp ginger ((or grated))'] }, ['1 tbsp ginger (or grated)']],
  ])('%s', (_case, over, lines) => {
    expect(fields(over)?.ingredients).toEqual(lines);
  });

  it.each<[string, string, string[]]>([
    ['spread across nested elements', '<li itemprop="recipeIngredient">\n  <span>1</span>\n  <span>cup</span>  flour\n</li><li itemprop="recipeIngredient"><span>2</span> eggs</li>', ['1 cup flour', '2 eggs']],
    ['the older property', '<li itemprop="ingredients">1 leek</li><li itemprop="ingredients">2 eggs</li>', ['1 leek', '2 eggs']],
    ['only the name marked in each item', '<li>4 cl <span itemprop="recipeIngredient">tequila</span></li><li>2 cl <span itemprop="recipeIngredient">lime juice</span></li>', ['4 cl tequila', '2 cl lime juice']],
    ['a whole line marked, in an item with more', '<li><input type="checkbox"><span itemprop="recipeIngredient">2 eggs</span> <a href="/shop">Buy</a></li>', ['2 eggs']],
    ['an item of its own', '<li itemprop="recipeIngredient" itemscope itemtype="http://schema.org/HowToSupply"><span itemprop="name">1 leek</span></li>', ['1 leek']],
    ['a meta content', '<meta itemprop="recipeIngredient" content="1 leek"><meta itemprop="recipeIngredient" content="2 eggs">', ['1 leek', '2 eggs']],
  ])('microdata: %s', (_case, items, lines) => {
    expect(microdata(`<ul>${items}</ul>`)?.ingredients).toEqual(lines);
  });
});

describe('instructions', () => {
  const step = (text: string, name?: string) => ({ '@type': 'HowToStep', text, ...(name === undefined ? {} : { name }) });
  it.each<[string, unknown, string[]]>([
    ['text with line breaks', 'Chop.\r\nSimmer.\n\nServe.', ['Chop.', 'Simmer.', 'Serve.']],
    ['text with <br>', 'Chop.<br>Simmer.<br/>Serve.', ['Chop.', 'Simmer.', 'Serve.']],
    ['text in paragraphs', '<p>Chop.</p>\n<p>Simmer.</p>', ['Chop.', 'Simmer.']],
    ['text in a list', '<ol><li>Chop.</li><li>Simmer.</li></ol>', ['Chop.', 'Simmer.']],
    ['paragraphs left open', 'Chop.<p>Simmer.<p>Serve.', ['Chop.', 'Simmer.', 'Serve.']],
    ['markup encoded as text', '&lt;p&gt;Chop.&lt;/p&gt;&lt;p&gt;Simmer.&lt;/p&gt;', ['Chop.', 'Simmer.']],
    ['a list of text', ['Chop.', '', 'Simmer.'], ['Chop.', 'Simmer.']],
    ['a list of text, a step each however many lines it has', ['Chop.<br>Fry.', 'Simmer.\nServe.'], ['Chop. Fry.', 'Simmer. Serve.']],
    ['a list of one text of lines', ['Chop.\nSimmer.'], ['Chop.', 'Simmer.']],
    ['steps with text', [step('Chop.'), step('Simmer.')], ['Chop.', 'Simmer.']],
    ['a step with only a name', [{ '@type': 'HowToStep', name: 'Chop.' }], ['Chop.']],
    ['a step whose name repeats its text', [step('Chop the onion.', 'Chop the onion.'), step('Simmer for 10 minutes.', 'Simmer for 10')], ['Chop the onion.', 'Simmer for 10 minutes.']],
    ['a step whose name is its text cut short', [step('Simmer the stew for an hour.', 'Simmer the stew…')], ['Simmer the stew for an hour.']],
    ['a step whose text is its name cut short', [step('Simmer the stew…', 'Simmer the stew for an hour.')], ['Simmer the stew…']],
    ['a step whose name is a heading', [step('Melt the butter. Stir in flour.', 'Make the roux')], ['Make the roux', 'Melt the butter. Stir in flour.']],
    ['a step whose text is markup', [step('<p>Mix <b>well</b>.</p><p>Rest it.</p>')], ['Mix well. Rest it.']],
    ['a step whose text has <br>', [step('Preheat the oven.<br>Grease the pan.')], ['Preheat the oven. Grease the pan.']],
    [
      'a step of directions and tips',
      [{ '@type': 'HowToStep', itemListElement: [{ '@type': 'HowToDirection', text: 'Chop.' }, { '@type': 'HowToTip', text: 'Use a sharp knife.' }] }],
      ['Chop.', 'Use a sharp knife.'],
    ],
    [
      'named and unnamed sections',
      [
        { '@type': 'HowToSection', name: 'Sauce', itemListElement: [step('Stir.')] },
        { '@type': 'HowToSection', name: ' ', itemListElement: [step('Serve.')] },
      ],
      ['Sauce', 'Stir.', 'Serve.'],
    ],
    ['sections inside a section', [{ '@type': 'HowToSection', name: 'Stew', itemListElement: [{ '@type': 'HowToSection', name: 'Base', itemListElement: [step('Fry.')] }, step('Simmer.')] }], ['Stew', 'Base', 'Fry.', 'Simmer.']],
    ['an ItemList of steps', { '@type': 'ItemList', itemListElement: [{ '@type': 'ListItem', position: 1, item: step('Chop.') }, step('Simmer.')] }, ['Chop.', 'Simmer.']],
  ])('%s', (_case, recipeInstructions, steps) => {
    expect(fields({ recipeInstructions })?.instructions).toEqual(steps);
  });

  it('splits one text whose blocks were glued as the page shows them', () => {
    const glued = 'Preheat the oven.Knead the dough. Let it rise. Shape the rolls.Bake them.';
    const body = `<h2>Dough</h2><ul><li>500 g flour</li></ul><p>Preheat the oven.<br><br>Knead the dough. Let it rise.</p>
      <h2>Rolls</h2><ul><li>1 egg</li></ul><p>Shape the rolls.</p><p>Bake them.</p>`;
    expect(read(jsonLd({ ...recipe, recipeInstructions: glued }), body)?.instructions).toEqual([
      'Preheat the oven.',
      'Knead the dough. Let it rise.',
      'Shape the rolls.',
      'Bake them.',
    ]);
  });

  it.each([
    ['the page does not show the text', 'Preheat the oven.Bake them.', '<p>Something else.</p>'],
    ['nothing was glued', 'Preheat the oven. Bake them.', '<p>Preheat the oven.</p><p>Bake them.</p>'],
  ])('keeps one text as one step when %s', (_case, text, body) => {
    expect(read(jsonLd({ ...recipe, recipeInstructions: text }), body)?.instructions).toEqual([text]);
  });

  it('reads the page of a glued text as deep as the page is read', () => {
    const body = `${'<div>'.repeat(DEEPEST)}<p>Chop it.</p><p>Cook it.</p>${'</div>'.repeat(DEEPEST)}`;
    expect(read(jsonLd({ ...recipe, recipeInstructions: 'Chop it.Cook it.' }), body)?.instructions).toEqual(['Chop it.', 'Cook it.']);
  });

  it.each<[string, string, string[]]>([
    ['paragraphs in one element', '<div itemprop="recipeInstructions"><p>Chop.</p><p>Simmer.</p></div>', ['Chop.', 'Simmer.']],
    ['a list in one element', '<ol itemprop="recipeInstructions"><li>Chop.</li><li>Simmer.</li></ol>', ['Chop.', 'Simmer.']],
    ['an element a step', '<p itemprop="recipeInstructions">Chop <b>well</b>.</p><p itemprop="recipeInstructions">Simmer.</p>', ['Chop well.', 'Simmer.']],
    ['<br> in one element', '<div itemprop="recipeInstructions">Chop.<br>Simmer.</div>', ['Chop.', 'Simmer.']],
  ])('microdata: %s', (_case, markup, steps) => {
    expect(microdata(`<ul><li itemprop="recipeIngredient">1 onion</li></ul>${markup}`)?.instructions).toEqual(steps);
  });
});

describe("ingredient group headings from the page's list", () => {
  const lines = ['7 oz tempeh', '2 garlic cloves', '7 oz rice noodles', '6 radishes', '1 cup peanut sauce'];
  const page = (first: string, third: string) => `<div class="recipe"><h3>Ingredients</h3>
    <h4>Tempeh</h4><ul><li>${first}</li><li>2 garlic cloves</li></ul>
    <h4>Noodles</h4><ul><li>${third}</li><li>6 radishes</li></ul>
    <h4>To serve</h4><ul><li>1 cup peanut sauce</li></ul></div>`;

  it.each([
    ['the page writes every line as the schema does', page('7 oz tempeh', '7 oz rice noodles')],
    ['the page writes a group\'s first line otherwise (a metric amount more)', page('7 oz (200 g) tempeh, or tofu', '7 oz (200 g) rice noodles, or quinoa')],
  ])('%s', (_case, body) => {
    expect(read(jsonLd({ ...recipe, recipeIngredient: lines }), body)?.ingredientHeadings).toEqual(['Tempeh', 'Tempeh', 'Noodles', 'Noodles', 'To serve']);
  });
});

describe('where the Recipe stands, and JSON-LD as pages break it', () => {
  const block = (text: string, type = 'application/ld+json') => `<script type="${type}">${text}</script>`;
  const plain = JSON.stringify(recipe);

  it.each([
    ['the one that lists ingredients, of several', jsonLd([{ '@type': 'Recipe', name: 'Related' }, recipe])],
    ['a type list', jsonLd({ ...recipe, '@type': ['Recipe', 'NewsArticle'] })],
    ['a lower-case type', jsonLd({ ...recipe, '@type': 'recipe' })],
    ['@graph inside @graph', jsonLd({ '@graph': [{ '@type': 'WebSite' }, { '@graph': [recipe] }] })],
    ["an article's hasPart", jsonLd({ '@type': 'Article', hasPart: [{ '@type': 'WebPageElement' }, recipe] })],
    ['the shallowest of a recipe and a nested one', jsonLd([recipe, { '@type': 'ItemList', itemListElement: [{ ...recipe, name: 'Other' }] }])],
    ['a type attribute with parameters', block(plain, 'application/ld+json; charset=utf-8')],
    ['trailing commas', block('{"@type":"Recipe","name":"Stew","recipeIngredient":["1 onion","2 carrots",],"recipeInstructions":"Chop.\\nSimmer.",}')],
    ['raw control characters in strings', block('{"@type":"Recipe","name":"Stew","recipeIngredient":["1 onion","2 carrots"],"recipeInstructions":"Chop.\\nSimmer.\u0007"}')],
    ['an HTML comment around it', block(`<!-- ${plain} -->`)],
    ['a CDATA wrapper', block(`//<![CDATA[\n${plain}\n//]]>`)],
    ['two objects one after another', block(`{"@type":"WebSite"}\n${plain}`)],
  ])('finds it: %s', (_case, head) => {
    expect(read(head)).toMatchObject({ title: 'Stew', ingredients: ['1 onion', '2 carrots'], instructions: ['Chop.', 'Simmer.'] });
  });

  it.each<[string, object, object]>([
    ['no steps', { recipeInstructions: undefined }, { ingredients: ['1 onion', '2 carrots'], instructions: ['Brown the onion.', 'Add the carrots.'] }],
    ['no ingredients', { recipeIngredient: undefined }, { ingredients: ['1 leek', '2 potatoes'], instructions: ['Chop.', 'Simmer.'] }],
  ])('takes what a schema with %s leaves out from the lists under the page\'s headings', (_case, over, expected) => {
    const body = '<h2>Ingredients</h2><ul><li>1 leek</li><li>2 potatoes</li></ul><h2>Method</h2><ol><li>Brown the onion.</li><li>Add the carrots.</li></ol>';
    expect(read(jsonLd({ ...recipe, ...over }), body)).toMatchObject(expected);
  });

  it.each<[string, string, string[]]>([
    [
      'groups under sub-headings, each its own list',
      '<h2>Ingredients</h2><ul><li>2 cups flour</li></ul><h3>Filling</h3><ul><li>200 g cheese</li></ul><div><h3>Topping</h3><ul><li>1 egg</li></ul></div><h2>Method</h2><ol><li>Mix.</li></ol>',
      ['2 cups flour', '200 g cheese', '1 egg'],
    ],
    ['a notes heading below it ends it', '<h2>Ingredients</h2><ul><li>2 cups flour</li></ul><h3>Notes</h3><ul><li>Use fresh flour.</li></ul><h2>Method</h2><ol><li>Mix.</li></ol>', ['2 cups flour']],
    ['a list inside a wrapper', '<h2>Ingredients</h2><div class="group"><ul><li>2 cups flour</li></ul></div><div class="group"><ul><li>1 egg</li></ul></div><h2>Method</h2><ol><li>Mix.</li></ol>', ['2 cups flour', '1 egg']],
  ])('takes every list of the ingredients section of a page with no schema: %s', (_case, body, ingredients) => {
    expect(read('', `<h1>Cake</h1>${body}`)).toMatchObject({ ingredients, instructions: ['Mix.'] });
  });

  it("takes the microdata's recipe when the JSON-LD one lists no ingredients", () => {
    const body = '<div itemscope itemtype="https://schema.org/Recipe"><h2 itemprop="name">Stew</h2><ul><li itemprop="recipeIngredient">1 onion</li></ul><p itemprop="recipeInstructions">Chop.</p></div>';
    expect(read(jsonLd({ '@type': 'Recipe', name: 'Stew', recipeInstructions: 'Chop.' }), body)?.ingredients).toEqual(['1 onion']);
  });

  it('follows { "@id" } references across the graph (the image, the steps)', () => {
    const graph = {
      '@graph': [
        { '@type': 'ImageObject', '@id': 'https://cook.example/#image', url: 'https://cook.example/stew.jpg' },
        { ...recipe, image: { '@id': 'https://cook.example/#image' }, recipeInstructions: [{ '@id': '#step-1' }, { '@id': '#step-2' }] },
        { '@type': 'HowToStep', '@id': '#step-1', text: 'Chop.' },
        { '@type': 'HowToStep', '@id': '#step-2', text: 'Simmer.' },
      ],
    };
    expect(read(jsonLd(graph))).toMatchObject({ imageUrl: 'https://cook.example/stew.jpg', instructions: ['Chop.', 'Simmer.'] });
  });

  it('follows references that point back and forth only so far', () => {
    const loop = { '@graph': [{ ...recipe, '@id': '#r', isPartOf: { '@id': '#p' } }, { '@type': 'WebPage', '@id': '#p', mainEntity: [{ '@id': '#r' }, { '@id': '#r' }, { '@id': '#r' }] }] };
    expect(read(jsonLd(loop))).toMatchObject({ title: 'Stew', ingredients: ['1 onion', '2 carrots'] });
  });

  it('keeps a raw line break inside a string as a line break', () => {
    const head = block('{"@type":"Recipe","name":"Stew","recipeIngredient":["1 onion"],"recipeInstructions":"Chop.\r\nSimmer.\tStir.\nServe."}');
    expect(read(head)?.instructions).toEqual(['Chop.', 'Simmer. Stir.', 'Serve.']);
  });

  it("reads a title with an escape JSON does not have", () => {
    expect(read(block(plain.replace('"Stew"', `"Gran\\'s Stew"`)))?.title).toBe("Gran's Stew");
  });

  it('answers null, not an error, for JSON-LD nested beyond reason', () => {
    expect(read(block(`${'['.repeat(50_000)}${plain}${']'.repeat(50_000)}`))).toBeNull();
  });
});
