import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import { dirname, join } from 'node:path';

export interface PrintedIngredient {
  /** As printed: '3 cloves garlic, crushed'. */
  line: string;
  /** The words a reader takes for the ingredient itself: 'garlic'. */
  name: string;
}

/** A recipe as a cookbook page prints it. */
export interface PrintedRecipe {
  title: string;
  /** A line under the title, e.g. 'Serves 4 · Prep 15 mins · Cook 40 mins'. */
  details?: string;
  intro?: string;
  ingredients: PrintedIngredient[];
  method: string[];
}

export interface RecipePhotoOptions {
  /** The photo's longest side in pixels (the app's client downscales to 1200). */
  longestSide?: number;
  /** How far the page is turned, in degrees. */
  rotateDegrees?: number;
  /** Grain added to every pixel, as a fraction of full brightness. */
  noise?: number;
  /** JPEG quality from 0 to 1 (the client sends 0.7). */
  quality?: number;
  /** Seeds the grain, so a photo is the same on every run. */
  seed?: number;
}

// The font ships in an npm package (a book face, as cookbooks print), so the photo does not depend
// on the fonts a machine happens to have.
const fontFiles = join(dirname(require.resolve('@fontsource/source-serif-4/package.json')), 'files');
const FONT = 'Recipe Photo Serif';
GlobalFonts.registerFromPath(join(fontFiles, 'source-serif-4-latin-400-normal.woff'), FONT);
GlobalFonts.registerFromPath(join(fontFiles, 'source-serif-4-latin-700-normal.woff'), FONT);

const PAGE_WIDTH = 900;
const MARGIN = 60;
const BODY = 22;

/** Splits text into lines no wider than `width` at the context's font. */
function wrap(ctx: SKRSContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(next).width > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Lays the page out as draw calls, so its height is known before the canvas is made. */
function layout(ctx: SKRSContext2D, recipe: PrintedRecipe): { height: number; draw: () => void } {
  const drawing: Array<() => void> = [];
  let y = MARGIN;
  const text = (content: string, size: number, weight: 400 | 700, x = MARGIN, label = '') => {
    y += size;
    const at = y;
    drawing.push(() => {
      ctx.font = `${weight} ${size}px "${FONT}"`;
      ctx.fillText(content, x, at);
      if (label) ctx.fillText(label, MARGIN, at);
    });
    y += size * 0.45;
  };
  /** Wrapped text; a numbered step keeps its number in the margin of its first line. */
  const paragraph = (content: string, size: number, indent = 0, number = '') => {
    ctx.font = `400 ${size}px "${FONT}"`;
    wrap(ctx, content, PAGE_WIDTH - 2 * MARGIN - indent).forEach((line, i) => text(line, size, 400, MARGIN + indent, i === 0 ? number : ''));
  };

  if (recipe.title) text(recipe.title, 40, 700);
  y += 8;
  if (recipe.details) text(recipe.details, BODY - 2, 400);
  if (recipe.intro) {
    y += 10;
    paragraph(recipe.intro, BODY);
  }
  if (recipe.ingredients.length > 0) {
    y += 18;
    text('Ingredients', 28, 700);
    for (const { line } of recipe.ingredients) text(line, BODY, 400, MARGIN + 10);
  }
  if (recipe.method.length > 0) {
    y += 18;
    text('Method', 28, 700);
    recipe.method.forEach((step, i) => {
      paragraph(step, BODY, 34, `${i + 1}.`);
      y += 6;
    });
  }
  // An empty page still has a page's shape.
  return { height: Math.max(y + MARGIN, PAGE_WIDTH * 1.3), draw: () => drawing.forEach((draw) => draw()) };
}

/** A small, seeded generator (mulberry32): the same grain on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A phone photo of a printed recipe: the page on a darker table, turned slightly, with uneven
 * light and grain, scaled to `longestSide` and JPEG-compressed.
 */
export function recipePhoto(recipe: PrintedRecipe, options: RecipePhotoOptions = {}): Buffer {
  const { longestSide = 1200, rotateDegrees = 2, noise = 0.08, quality = 0.7, seed = 1 } = options;
  const { height: pageHeight } = layout(createCanvas(PAGE_WIDTH, 100).getContext('2d'), recipe);
  const pageCanvas = createCanvas(PAGE_WIDTH, Math.ceil(pageHeight));
  const pageCtx = pageCanvas.getContext('2d');
  pageCtx.fillStyle = '#f4efe4';
  pageCtx.fillRect(0, 0, pageCanvas.width, pageCanvas.height);
  pageCtx.fillStyle = '#222018';
  layout(pageCtx, recipe).draw();

  // The photo frames the page with a little table around it.
  const frame = 1.08;
  const scale = longestSide / (Math.max(pageCanvas.width, pageCanvas.height) * frame);
  const width = Math.round(pageCanvas.width * frame * scale);
  const height = Math.round(pageCanvas.height * frame * scale);
  const photo = createCanvas(width, height);
  const ctx = photo.getContext('2d');
  ctx.fillStyle = '#5b4a3a';
  ctx.fillRect(0, 0, width, height);
  ctx.translate(width / 2, height / 2);
  ctx.rotate((rotateDegrees * Math.PI) / 180);
  ctx.scale(scale, scale);
  ctx.drawImage(pageCanvas, -pageCanvas.width / 2, -pageCanvas.height / 2);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  // Light falls off towards one corner, as under a kitchen lamp.
  const light = ctx.createLinearGradient(0, 0, width, height);
  light.addColorStop(0, 'rgba(255,255,255,0)');
  light.addColorStop(1, 'rgba(0,0,0,0.18)');
  ctx.fillStyle = light;
  ctx.fillRect(0, 0, width, height);

  const pixels = ctx.getImageData(0, 0, width, height);
  const next = random(seed);
  const amplitude = noise * 255;
  for (let i = 0; i < pixels.data.length; i += 4) {
    const grain = (next() + next() - 1) * amplitude;
    pixels.data[i] += grain;
    pixels.data[i + 1] += grain;
    pixels.data[i + 2] += grain;
  }
  ctx.putImageData(pixels, 0, 0);
  return photo.toBuffer('image/jpeg', Math.round(quality * 100));
}

const ingredients = (rows: Array<[line: string, name: string]>): PrintedIngredient[] => rows.map(([line, name]) => ({ line, name }));

/** Recipes written for these photos, each page laid out differently (intro or none, fractions, long steps). */
export const SAMPLE_RECIPES: readonly PrintedRecipe[] = [
  {
    title: 'Smoky Chickpea and Spinach Stew',
    details: 'Serves 4 · Prep 15 mins · Cook 35 mins',
    intro: 'A thrifty weeknight stew that tastes better the next day. Serve with crusty bread or rice.',
    ingredients: ingredients([
      ['2 tbsp olive oil', 'olive oil'],
      ['1 large onion, finely chopped', 'onion'],
      ['3 cloves garlic, crushed', 'garlic'],
      ['1½ tsp smoked paprika', 'smoked paprika'],
      ['1 tsp ground cumin', 'cumin'],
      ['2 x 400g tins chickpeas, drained', 'chickpeas'],
      ['400g tin chopped tomatoes', 'tomatoes'],
      ['250ml vegetable stock', 'vegetable stock'],
      ['200g baby spinach', 'spinach'],
      ['½ lemon, juiced', 'lemon'],
      ['salt and black pepper', 'salt pepper'],
    ]),
    method: [
      'Heat the oil in a large pan over a medium heat. Add the onion and cook for 8-10 minutes until soft and golden.',
      'Stir in the garlic, paprika and cumin and cook for 1 minute more, until fragrant.',
      'Add the chickpeas, tomatoes and stock. Bring to a simmer and cook for 20 minutes, stirring now and then, until thickened.',
      'Stir through the spinach until wilted, then add the lemon juice and season to taste.',
    ],
  },
  {
    title: 'Lemon Poppy Seed Muffins',
    details: 'Makes 12 · Bake 22 minutes',
    ingredients: ingredients([
      ['250g plain flour', 'plain flour'],
      ['150g caster sugar', 'caster sugar'],
      ['2 tsp baking powder', 'baking powder'],
      ['1 tbsp poppy seeds', 'poppy seeds'],
      ['2 lemons, zested and juiced', 'lemons'],
      ['2 large eggs', 'eggs'],
      ['120ml whole milk', 'milk'],
      ['100g unsalted butter, melted', 'butter'],
      ['100g icing sugar', 'icing sugar'],
    ]),
    method: [
      'Heat the oven to 190C and line a 12-hole muffin tin with paper cases.',
      'Mix the flour, caster sugar, baking powder and poppy seeds in a large bowl.',
      'Whisk the eggs, milk, melted butter, lemon zest and half the juice, then fold into the dry ingredients until just combined.',
      'Divide between the cases and bake for 20-22 minutes until risen and golden. Mix the icing sugar with the rest of the juice and drizzle over the cooled muffins.',
    ],
  },
  {
    title: 'Ginger Beef Stir-Fry',
    details: 'Serves 2 · Ready in 25 minutes',
    intro: 'Have everything chopped before you start: the wok does the rest in minutes.',
    ingredients: ingredients([
      ['300g beef sirloin, thinly sliced', 'beef sirloin'],
      ['1 tbsp cornflour', 'cornflour'],
      ['3 tbsp soy sauce', 'soy sauce'],
      ['1 tbsp rice vinegar', 'rice vinegar'],
      ['2 tsp sesame oil', 'sesame oil'],
      ['2 tsp fresh ginger, grated', 'ginger'],
      ['2 garlic cloves, sliced', 'garlic'],
      ['1 red pepper, sliced', 'red pepper'],
      ['150g tenderstem broccoli', 'broccoli'],
      ['4 spring onions, shredded', 'spring onions'],
      ['250g cooked egg noodles', 'egg noodles'],
    ]),
    method: [
      'Toss the beef with the cornflour and 1 tbsp of the soy sauce.',
      'Heat the sesame oil in a wok until smoking. Stir-fry the beef for 2 minutes, then lift out onto a plate.',
      'Add the ginger, garlic, pepper and broccoli and stir-fry for 3 minutes. Return the beef with the noodles, the rest of the soy sauce and the vinegar, and toss until hot. Scatter over the spring onions.',
    ],
  },
  {
    title: 'Overnight Oats with Berries',
    details: 'Serves 1 · Prep 5 mins, plus overnight chilling',
    ingredients: ingredients([
      ['80g rolled oats', 'rolled oats'],
      ['200ml almond milk', 'almond milk'],
      ['2 tbsp Greek yogurt', 'greek yogurt'],
      ['1 tbsp chia seeds', 'chia seeds'],
      ['1 tsp maple syrup', 'maple syrup'],
      ['¼ tsp ground cinnamon', 'cinnamon'],
      ['100g mixed berries', 'berries'],
      ['1 tbsp toasted flaked almonds', 'almonds'],
    ]),
    method: [
      'Stir the oats, milk, yogurt, chia seeds, maple syrup and cinnamon together in a jar.',
      'Cover and chill overnight. In the morning, loosen with a splash of milk and top with the berries and almonds.',
    ],
  },
];
