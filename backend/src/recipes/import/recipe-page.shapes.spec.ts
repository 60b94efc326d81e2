import { load } from 'cheerio';
import { loadPage, readRecipePage } from './recipe-page.js';

const PAGE_URL = new URL('https://cook.example/recipes/soup');
const jsonLd = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
const read = (head: string, body = '') => readRecipePage(load(`<html><head>${head}</head><body>${body}</body></html>`), PAGE_URL);

const recipe = { '@type': 'Recipe', name: 'Soup', recipeIngredient: ['1 onion', '2 cups stock'], recipeInstructions: 'Chop.\nSimmer.' };

describe('readRecipePage: where the schema.org Recipe stands', () => {
  it.each([
    ['a single object', jsonLd({ '@context': 'https://schema.org', ...recipe })],
    ['a top-level array', jsonLd([{ '@type': 'WebSite', name: 'Site' }, recipe])],
    ['@graph', jsonLd({ '@context': 'https://schema.org', '@graph': [{ '@type': 'WebPage', name: 'Page' }, recipe] })],
    ['a list of types', jsonLd({ ...recipe, '@type': ['Recipe', 'NewsArticle'] })],
    ['a full type address', jsonLd({ ...recipe, '@type': 'http://schema.org/Recipe' })],
    ["a page's mainEntity", jsonLd({ '@type': 'WebPage', mainEntity: recipe })],
    ['a second block, after one that is broken', `<script type="application/ld+json">{ "@type": "Recipe", </script>${jsonLd(recipe)}`],
  ])('finds it in %s', (_case, head) => {
    expect(read(head)).toMatchObject({ title: 'Soup', ingredients: ['1 onion', '2 cups stock'], instructions: ['Chop.', 'Simmer.'] });
  });

  it('reads JSON-LD with raw line breaks inside its strings', () => {
    const head = '<script type="application/ld+json">{"@type":"Recipe","name":"Soup","recipeIngredient":["1 onion"],"recipeInstructions":"Chop\tit.\n"}</script>';
    expect(read(head)).toMatchObject({ title: 'Soup', instructions: ['Chop it.'] });
  });

  it('reads microdata', () => {
    const body = `<div itemscope itemtype="https://schema.org/Recipe">
      <h1 itemprop="name">Pancakes</h1>
      <meta itemprop="totalTime" content="PT20M"><span itemprop="recipeYield">Makes 8 pancakes</span>
      <img itemprop="image" src="/img/pancakes.jpg">
      <ul><li itemprop="recipeIngredient">1 cup flour</li><li>2 <span itemprop="recipeIngredient">eggs</span></li></ul>
      <div itemprop="recipeInstructions"><p>Whisk.</p><p>Fry.</p></div>
      <div itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Ada</span></div>
      <div itemprop="nutrition" itemscope itemtype="https://schema.org/NutritionInformation"><span itemprop="calories">210 kcal</span></div>
    </div>`;
    expect(read('', body)).toMatchObject({
      title: 'Pancakes',
      ingredients: ['1 cup flour', '2 eggs'],
      instructions: ['Whisk.', 'Fry.'],
      totalTime: 20,
      yields: '8 pancakes',
      servings: 8,
      imageUrl: 'https://cook.example/img/pancakes.jpg',
      nutrition: { calories: 210 },
    });
  });

  it('falls back to the lists under the "Ingredients" and "Method" headings', () => {
    const body = `<h1>Grandma's Stew</h1><p>Warming.</p>
      <h2>Ingredients</h2><ul><li>1 kg beef</li><li>2 carrots, sliced</li></ul>
      <h2>Method</h2><ol><li>Brown the beef.</li><li>Add the carrots and simmer.</li></ol>`;
    expect(read('<meta property="og:image" content="https://cdn.example/stew.jpg">', body)).toMatchObject({
      title: "Grandma's Stew",
      ingredients: ['1 kg beef', '2 carrots, sliced'],
      instructions: ['Brown the beef.', 'Add the carrots and simmer.'],
      imageUrl: 'https://cdn.example/stew.jpg',
    });
  });

  it.each([
    ['no recipe at all', '', '<h1>News</h1><p>Nothing to cook.</p>'],
    ['a recipe without a name, on a page without a title', jsonLd({ ...recipe, name: '' }), ''],
    ['a recipe with neither ingredients nor steps', jsonLd({ '@type': 'Recipe', name: 'Soup' }), ''],
  ])('answers null for %s', (_case, head, body) => {
    expect(read(head, body)).toBeNull();
  });
});

describe('readRecipePage: reading the fields', () => {
  const fields = (over: object) => read(jsonLd({ ...recipe, ...over }));

  it.each<[string, object, object]>([
    ['entities and tags in strings', { name: 'Mac &amp; Cheese &#8211; <b>easy</b>', recipeIngredient: ['1 cup cr&egrave;me fra&#xEE;che', '&lt;b&gt;2&lt;/b&gt; eggs'] }, { title: 'Mac & Cheese – easy', ingredients: ['1 cup crème fraîche', '2 eggs'] }],
    ['whitespace and no-break spaces', { name: '  Big\n\n Soup\u00a0Pot ' }, { title: 'Big Soup Pot' }],
    ['doubled brackets in a line', { recipeIngredient: ['1 tbsp ginger ((or grated))'] }, { ingredients: ['1 tbsp ginger (or grated)'] }],
    ['HowToStep', { recipeInstructions: [{ '@type': 'HowToStep', text: 'Chop.' }, { '@type': 'HowToStep', name: 'Simmer.' }] }, { instructions: ['Chop.', 'Simmer.'] }],
    [
      'HowToSection: its name a step of its own',
      { recipeInstructions: [{ '@type': 'HowToSection', name: 'Sauce', itemListElement: [{ '@type': 'HowToStep', text: 'Stir.' }] }, { '@type': 'HowToSection', name: '', itemListElement: [{ '@type': 'HowToStep', text: 'Serve.' }] }] },
      { instructions: ['Sauce', 'Stir.', 'Serve.'] },
    ],
    ['steps as a list of text', { recipeInstructions: ['Chop.', '  ', 'Simmer.'] }, { instructions: ['Chop.', 'Simmer.'] }],
    ['steps as HTML paragraphs', { recipeInstructions: '<p>Chop.</p><p>Simmer.<br>Serve.</p>' }, { instructions: ['Chop.', 'Simmer.', 'Serve.'] }],
    ['ISO-8601 times', { prepTime: 'PT15M', cookTime: 'PT1H', totalTime: 'PT1H15M' }, { prepTime: 15, cookTime: 60, totalTime: 75 }],
    ['total time from prep and cook', { prepTime: 'PT2H', cookTime: 'PT30M' }, { totalTime: 150 }],
    ['no times', {}, { prepTime: null, cookTime: null, totalTime: null }],
    ['image as text, relative', { image: '/soup.jpg' }, { imageUrl: 'https://cook.example/soup.jpg' }],
    ['image as an ImageObject', { image: { '@type': 'ImageObject', url: 'https://cdn.example/a.jpg' } }, { imageUrl: 'https://cdn.example/a.jpg' }],
    ['image as a list', { image: ['https://cdn.example/1.jpg', 'https://cdn.example/2.jpg'] }, { imageUrl: 'https://cdn.example/1.jpg' }],
    ['image as a list of objects', { image: [{ contentUrl: 'https://cdn.example/c.jpg' }] }, { imageUrl: 'https://cdn.example/c.jpg' }],
    ['a javascript: image is none', { image: 'javascript:alert(1)' }, { imageUrl: null }],
    ['yield as a number', { recipeYield: 4 }, { yields: '4 servings', servings: 4 }],
    ['yield as a list', { recipeYield: ['16', '16 slices'] }, { yields: '16 slices', servings: 16 }],
    [
      'nutrition to numbers',
      { nutrition: { '@type': 'NutritionInformation', calories: '143 kcal', proteinContent: '5 g', fatContent: '7,5 g', sodiumContent: '0.4 g', sugarContent: '200 mg', servingSize: '1 bowl' } },
      { nutrition: { calories: 143, protein: 5, fat: 7.5, sodium: 400, sugar: 0.2, servingSize: '1 bowl' } },
    ],
    ['energy in kJ', { nutrition: { calories: '600 kJ' } }, { nutrition: { calories: 143 } }],
    ['cuisine and categories', { recipeCuisine: ['Italian'], recipeCategory: 'Dinner, Soup' }, { cuisine: 'Italian', tags: ['Dinner', 'Soup'] }],
  ])('%s', (_case, over, expected) => {
    expect(fields(over)).toMatchObject(expected);
  });

  it('takes the title from the page when the recipe has no name', () => {
    expect(read(`<meta property="og:title" content="Page Soup">${jsonLd({ ...recipe, name: undefined })}`)?.title).toBe('Page Soup');
  });

  it("keeps each line's group heading from the page's own list", () => {
    const body = `<div class="card"><h3>Ingredients</h3><h4>For the dough:</h4><ul><li>200 g flour</li><li>1 egg</li></ul>
      <h4>For the filling</h4><ul><li>2 potatoes</li></ul></div>`;
    const page = read(jsonLd({ ...recipe, recipeIngredient: ['200 g flour', '1 egg', '2 potatoes'] }), body);
    expect(page?.ingredientHeadings).toEqual(['For the dough:', 'For the dough:', 'For the filling']);
  });

  it('has no headings when the page does not show the list', () => {
    expect(fields({})?.ingredientHeadings).toEqual([null, null]);
  });
});

describe('loadPage: the body decoded by its charset', () => {
  const soup = (charset: string) => `<html><head>${charset}<title>x</title></head><body><h1>Crème brûlée</h1></body></html>`;
  const latin1 = (html: string) => Buffer.from(html, 'latin1');

  it.each<[string, Buffer, string | null]>([
    ['UTF-8 by default', Buffer.from(soup('')), null],
    ['the charset the server names', latin1(soup('')), 'windows-1252'],
    ['the page\'s <meta charset>', latin1(soup('<meta charset="iso-8859-1">')), null],
    ['the page\'s http-equiv', latin1(soup('<meta http-equiv="Content-Type" content="text/html; charset=windows-1252">')), null],
    ["the server's over the page's", Buffer.from(soup('<meta charset="windows-1252">')), 'utf-8'],
    ['UTF-8 when the label is unknown', Buffer.from(soup('')), 'no-such-charset'],
  ])('%s', (_case, body, charset) => {
    expect(loadPage(body, charset)('h1').text()).toBe('Crème brûlée');
  });
});
