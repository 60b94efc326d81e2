import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { FALLBACK_RECIPE_IMAGE, STOCK_IMAGES, stockImageById, suggestStockImages } from './stock-images.js';

const ids = (images: readonly { id: string }[]) => images.map((entry) => entry.id);

describe('STOCK_IMAGES', () => {
  it('has the 47 images of the design, with unique ids, urls under /stock-images and tags', () => {
    expect(STOCK_IMAGES).toHaveLength(47);
    expect(new Set(ids(STOCK_IMAGES)).size).toBe(47);
    for (const entry of STOCK_IMAGES) {
      expect(entry.url).toBe(`/stock-images/${entry.id}.svg`);
      expect(entry.id.startsWith(`${entry.category.toLowerCase()}-`)).toBe(true);
      expect(entry.title).not.toBe('');
      expect(entry.tags.length).toBeGreaterThanOrEqual(3);
    }
  });

  it.each([
    ['Italian', 5], ['Asian', 5], ['Mexican', 4], ['American', 4], ['Breakfast', 5], ['Dessert', 4], ['Healthy', 4],
    ['Soup', 3], ['Seafood', 3], ['Drinks', 3], ['Salad', 3], ['Indian', 2], ['Mediterranean', 2],
  ])('%s has %i', (category, count) => {
    expect(STOCK_IMAGES.filter((entry) => entry.category === category)).toHaveLength(count);
  });

  it('has a fallback image', () => expect(FALLBACK_RECIPE_IMAGE).toBe('/stock-images/fallback.svg'));
});

describe('stockImageById', () => {
  it.each([
    ['italian-pizza', 'Pizza'],
    ['soup-lentil', 'Lentil Soup'],
  ])('%s -> %s', (id, title) => expect(stockImageById(id)?.title).toBe(title));
  it.each(['pizza', '', null, undefined])('%p -> undefined', (id) => expect(stockImageById(id)).toBeUndefined());
});

describe('suggestStockImages: title words, then tags, then category, else the first five', () => {
  it.each<[{ title?: string; tags?: string[]; category?: string | null }, string[]]>([
    // soup-tomato shares two words (tomato, creamy), the others one
    [{ title: 'Creamy Tomato Pasta' }, ['italian-tomato-pasta', 'soup-tomato', 'italian-pizza', 'italian-risotto', 'italian-lasagna']],
    [{ title: 'Beef Stir Fry' }, ['asian-stir-fry', 'italian-lasagna', 'mexican-tacos', 'american-burger']],
    [{ title: 'Fried Rice' }, ['asian-fried-rice', 'italian-risotto', 'asian-sushi', 'mexican-burrito', 'american-fried-chicken']],
    [{ title: 'Lentil soup' }, ['soup-lentil', 'asian-ramen', 'soup-tomato', 'soup-chicken-noodle', 'indian-dal']],
    [{ title: 'Grandma’s Falafel Wraps' }, ['mediterranean-falafel', 'mexican-burrito']],
    [{ title: 'Mystery Dish', tags: ['Mexican'] }, ['mexican-tacos', 'mexican-burrito', 'mexican-enchiladas', 'mexican-guacamole']],
    [{ title: 'Mystery Dish', tags: ['Vegan'], category: 'Soup' }, ['healthy-grain-bowl', 'healthy-roasted-vegetables', 'healthy-quinoa-salad', 'soup-lentil', 'salad-green']],
    [{ title: 'Guacamole', tags: ['Mexican'] }, ['mexican-guacamole', 'mexican-tacos', 'mexican-burrito', 'mexican-enchiladas']],
    [{ title: 'Mystery Dish', category: 'Drinks' }, ['drinks-lemonade', 'drinks-smoothie', 'drinks-iced-tea']],
    [{ title: 'Mystery Dish', category: 'Dinner' }, ['italian-tomato-pasta', 'italian-pizza', 'italian-risotto', 'italian-lasagna', 'italian-pesto-pasta']],
    [{}, ['italian-tomato-pasta', 'italian-pizza', 'italian-risotto', 'italian-lasagna', 'italian-pesto-pasta']],
  ])('%j', (recipe, expected) => {
    expect(ids(suggestStockImages(recipe))).toEqual(expected);
  });

  it('suggests at most five', () => {
    expect(suggestStockImages({ title: 'chicken rice salad', tags: ['Vegan', 'Italian'], category: 'Dessert' })).toHaveLength(5);
  });
});

// The SVGs are written by tools/stock-images.mjs into the shell's public folder, served at /stock-images.
describe('the image files', () => {
  const folder = join(__dirname, '../../../../shell/public/stock-images');
  const urls = [...STOCK_IMAGES.map((entry) => entry.url), FALLBACK_RECIPE_IMAGE];

  it('exist for every image and the fallback, and nothing else is there', () => {
    expect(readdirSync(folder).sort()).toEqual(urls.map((url) => url.replace('/stock-images/', '')).sort());
  });

  it.each(urls)('%s is a small 4:3 SVG with no script and no outside reference', (url) => {
    const svg = readFileSync(join(folder, url.replace('/stock-images/', '')), 'utf8');
    expect(Buffer.byteLength(svg)).toBeLessThan(3 * 1024);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"')).toBe(true);
    expect(svg).not.toMatch(/<script|<text|href=|url\(|on[a-z]+=/i);
  });
});
