import { strToU8, zipSync, type Zippable } from 'fflate';
import { crc32, deflateRawSync } from 'node:zlib';

/*
 * Exports of other apps, written here from their documented formats (docs/importing-recipes.md):
 * no real user's data. Mealie (v1+, snake_case as its exporter writes): recipes/<slug>/<slug>.json
 * with images/original.webp beside it. Tandoor ("Default" export): one zip per recipe, each holding
 * recipe.json and image.<ext>, inside export.zip.
 */

// A 1x1 lossless WebP, and the smallest JPEG header the file-type package reads.
export const WEBP = Buffer.from('524946461a000000574542505650384c0d0000002f0000001007101111888808', 'hex');
export const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(64), Buffer.from('ffd9', 'hex')]);
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f1a1c00000000049454e44ae426082',
  'hex',
);

export const json = (value: unknown): Uint8Array => strToU8(JSON.stringify(value));
export const zip = (files: Zippable): Buffer => Buffer.from(zipSync(files));

/** A Mealie recipe as its exporter writes it: parsed ingredients (food, unit, quantity) and sections. */
export const mealieShakshuka = {
  id: '0d2f6c1e-6a0b-4a53-9d1c-1f8e1d1b2a3c',
  name: 'Shakshuka',
  slug: 'shakshuka',
  image: 'original',
  recipe_yield: '4 servings',
  recipe_servings: 4,
  total_time: '40 minutes',
  prep_time: '10 minutes',
  perform_time: '30 minutes',
  description: 'Eggs poached in a spiced tomato sauce.',
  recipe_category: [{ id: null, name: 'Breakfast', slug: 'breakfast' }],
  tags: [{ id: null, name: 'Vegetarian', slug: 'vegetarian' }],
  org_url: 'https://www.example.com/shakshuka',
  recipe_ingredient: [
    { quantity: 2, unit: { name: 'tablespoon' }, food: { name: 'olive oil' }, note: '', title: null, disable_amount: false, display: '2 tablespoon olive oil' },
    { quantity: 1, unit: null, food: { name: 'onion' }, note: 'diced', title: null, disable_amount: false, display: '1 onion diced' },
    { quantity: 800, unit: { name: 'g' }, food: { name: 'chopped tomatoes' }, note: '', title: 'Sauce', disable_amount: false, display: '800 g chopped tomatoes' },
    { quantity: 4, unit: null, food: { name: 'eggs' }, note: '', title: null, disable_amount: false, display: '4 eggs' },
  ],
  recipe_instructions: [
    { id: 'a', title: '', text: 'Soften the onion in the oil.', ingredient_references: [] },
    { id: 'b', title: 'Eggs', text: 'Make four wells and crack in the eggs; cover and cook until set.', ingredient_references: [] },
  ],
  nutrition: { calories: '320', protein_content: '18', carbohydrate_content: '20', fat_content: '19', fiber_content: null, sodium_content: '600', sugar_content: '11' },
  settings: { disable_amount: false },
  notes: [{ title: 'Tip', text: 'Serve with bread.' }],
  extras: {},
  comments: [],
};

/** A scraped Mealie recipe (amounts disabled): each ingredient line whole in its note. */
export const mealieToast = {
  name: 'Cinnamon toast',
  slug: 'cinnamon-toast',
  recipe_yield: '2 servings',
  prep_time: '5 minutes',
  recipe_category: [],
  tags: [],
  recipe_ingredient: [
    { quantity: 1, unit: null, food: null, note: '2 slices bread', disable_amount: true, display: '2 slices bread' },
    { quantity: 1, unit: null, food: null, note: '1 tbsp butter, softened', disable_amount: true, display: '1 tbsp butter, softened' },
    { quantity: 1, unit: null, food: null, note: '1 tsp cinnamon sugar', disable_amount: true, display: '1 tsp cinnamon sugar' },
  ],
  recipe_instructions: [{ title: '', text: 'Toast the bread, butter it and sprinkle with cinnamon sugar.' }],
  settings: { disable_amount: true },
  notes: [],
};

export function mealieExport(recipes: Array<Record<string, unknown>> = [mealieShakshuka, mealieToast], withImages = true): Buffer {
  const files: Zippable = {};
  for (const recipe of recipes) {
    const slug = String(recipe.slug);
    files[`recipes/${slug}/${slug}.json`] = json(recipe);
    if (withImages) {
      files[`recipes/${slug}/images/original.webp`] = WEBP;
      files[`recipes/${slug}/images/min-original.webp`] = WEBP;
    }
  }
  return zip(files);
}

/** A Tandoor recipe.json (RecipeExportSerializer): ingredients live in the steps. */
export const tandoorDal = {
  name: 'Red lentil dal',
  description: 'A quick weeknight dal.',
  keywords: [{ name: 'Dinner', description: '' }, { name: 'Vegan', description: '' }],
  working_time: 15,
  waiting_time: 25,
  internal: true,
  nutrition: { carbohydrates: 45, fats: 8, proteins: 18, calories: 330, source: '' },
  servings: 4,
  servings_text: '',
  source_url: '',
  steps: [
    {
      name: '',
      instruction: 'Rinse the lentils and simmer them in the water until soft.',
      ingredients: [
        { food: { name: 'red lentils' }, unit: { name: 'g' }, amount: 250, note: 'rinsed', order: 0, is_header: false, no_amount: false },
        { food: { name: 'water' }, unit: { name: 'ml' }, amount: '750', note: '', order: 1, is_header: false, no_amount: false },
      ],
      time: 20,
      order: 0,
      show_as_header: false,
    },
    {
      name: 'Tadka',
      instruction: 'Fry the cumin seeds in the oil and pour over the dal.',
      ingredients: [
        { food: null, unit: null, amount: 0, note: 'For the tadka', order: 0, is_header: true, no_amount: true },
        { food: { name: 'cumin seeds' }, unit: { name: 'tsp' }, amount: 1, note: '', order: 1, is_header: false, no_amount: false },
        { food: { name: 'salt' }, unit: null, amount: 0, note: 'to taste', order: 2, is_header: false, no_amount: true },
      ],
      time: 5,
      order: 1,
      show_as_header: false,
    },
  ],
};

export function tandoorExport(recipes: Array<Record<string, unknown>> = [tandoorDal]): Buffer {
  const files: Zippable = {};
  for (const recipe of recipes) files[`${String(recipe.name).replace(/\W+/g, '_')}.zip`] = zip({ 'recipe.json': json(recipe), 'image.jpg': JPEG });
  return zip(files);
}

/** schema.org JSON-LD as recipe sites and apps publish it. */
export const schemaPancakes = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Pancakes',
  url: 'https://cooking.example.org/pancakes',
  image: 'https://cooking.example.org/pancakes.jpg',
  recipeYield: '8 pancakes',
  prepTime: 'PT5M',
  cookTime: 'PT15M',
  recipeCategory: 'Breakfast',
  recipeIngredient: ['200 g flour', '2 eggs', '300 ml milk'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Whisk everything into a batter.' },
    { '@type': 'HowToStep', text: 'Fry ladlefuls until golden on both sides.' },
  ],
};

export const schemaGraph = {
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebPage', name: 'Soup page' },
    {
      '@type': 'Recipe',
      name: 'Leek soup',
      recipeIngredient: ['3 leeks', '1 litre stock'],
      recipeInstructions: 'Slice the leeks.\nSimmer in the stock for 20 minutes.',
    },
  ],
};

/**
 * A zip of `count` entries that all hold `content`, deflated once by Node's zlib: what fflate
 * would take seconds to compress entry by entry. Local headers, data, then the central directory.
 */
export function repeatedEntriesZip(count: number, content: Buffer): Buffer {
  const data = deflateRawSync(content, { level: 1 });
  const crc = crc32(content);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (let index = 0; index < count; index += 1) {
    const name = Buffer.from(`r${index}.json`);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
