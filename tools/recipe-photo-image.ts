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
  /** Ingredients printed as a bulleted list. */
  bullets?: boolean;
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
  /** Seeds the grain, specks and glare, so a photo is the same on every run. */
  seed?: number;
  /** How much light the far corner loses, from 0 (even light) to 1. */
  lightFalloff?: number;
  /** A hand's or phone's shadow: across the top of the page, or a band from corner to corner. */
  shadow?: 'top' | 'diagonal';
  /** The light the shadow takes away, from 0 to 1. */
  shadowDepth?: number;
  /** A lamp's reflection: a washed-out blob whose centre keeps this share of white, from 0 to 1. */
  glare?: number;
  /** Out of focus: a gaussian blur of this many photo pixels. */
  blur?: number;
  /** Dust and crumbs: this many dark dots. */
  specks?: number;
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

  if (recipe.title) {
    // A long title is set smaller to keep to one line, as a cookbook sets it.
    let size = 40;
    ctx.font = `700 ${size}px "${FONT}"`;
    while (size > 24 && ctx.measureText(recipe.title).width > PAGE_WIDTH - 2 * MARGIN) ctx.font = `700 ${--size}px "${FONT}"`;
    text(recipe.title, size, 700);
  }
  y += 8;
  if (recipe.details) text(recipe.details, BODY - 2, 400);
  if (recipe.intro) {
    y += 10;
    paragraph(recipe.intro, BODY);
  }
  if (recipe.ingredients.length > 0) {
    y += 18;
    text('Ingredients', 28, 700);
    for (const { line } of recipe.ingredients) text(recipe.bullets ? `•  ${line}` : line, BODY, 400, MARGIN + 10);
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
 * A phone photo of a printed recipe: the page on a darker table, turned, lit unevenly, with grain,
 * scaled to `longestSide` and JPEG-compressed; and, when asked, out of focus, under a shadow or a
 * glare, with specks.
 */
export function recipePhoto(recipe: PrintedRecipe, options: RecipePhotoOptions = {}): Buffer {
  const { longestSide = 1200, rotateDegrees = 2, noise = 0.08, quality = 0.7, seed = 1, lightFalloff = 0.18, shadowDepth = 0.6 } = options;
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
  const next = random(seed);
  ctx.fillStyle = '#5b4a3a';
  ctx.fillRect(0, 0, width, height);
  ctx.translate(width / 2, height / 2);
  ctx.rotate((rotateDegrees * Math.PI) / 180);
  ctx.scale(scale, scale);
  if (options.blur) ctx.filter = `blur(${options.blur / scale}px)`;
  ctx.drawImage(pageCanvas, -pageCanvas.width / 2, -pageCanvas.height / 2);
  ctx.filter = 'none';
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  // Light falls off towards one corner, as under a kitchen lamp.
  const light = ctx.createLinearGradient(0, 0, width, height);
  light.addColorStop(0, 'rgba(255,255,255,0)');
  light.addColorStop(1, `rgba(0,0,0,${lightFalloff})`);
  ctx.fillStyle = light;
  ctx.fillRect(0, 0, width, height);
  if (options.shadow) castShadow(ctx, width, height, options.shadow, shadowDepth);
  if (options.glare) {
    const [x, y] = [width * (0.45 + 0.2 * next()), height * (0.25 + 0.2 * next())];
    const radius = Math.min(width, height) * 0.3;
    const glare = ctx.createRadialGradient(x, y, 0, x, y, radius);
    glare.addColorStop(0, `rgba(255,255,255,${options.glare})`);
    glare.addColorStop(0.5, `rgba(255,255,255,${options.glare * 0.7})`);
    glare.addColorStop(1, 'rgba(255,255,255,0)');
    ctx.fillStyle = glare;
    ctx.fillRect(0, 0, width, height);
  }
  ctx.fillStyle = 'rgba(40,32,24,0.85)';
  for (let i = 0; i < (options.specks ?? 0); i++) {
    ctx.beginPath();
    ctx.arc(next() * width, next() * height, 0.6 + next() * 1.4, 0, 2 * Math.PI);
    ctx.fill();
  }

  const pixels = ctx.getImageData(0, 0, width, height);
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

/** A soft-edged shadow, as a hand or a phone held over the page casts: it darkens, never hides. */
function castShadow(ctx: SKRSContext2D, width: number, height: number, shadow: 'top' | 'diagonal', depth: number): void {
  const dark = `rgba(0,0,0,${depth})`;
  const clear = 'rgba(0,0,0,0)';
  if (shadow === 'top') {
    // Deepest at the top, its edge a little aslant and soft over a tenth of the photo.
    const edge = ctx.createLinearGradient(0, 0, width * 0.08, height);
    edge.addColorStop(0, dark);
    edge.addColorStop(0.36, dark);
    edge.addColorStop(0.46, clear);
    ctx.fillStyle = edge;
  } else {
    const band = ctx.createLinearGradient(0, 0, width, height * 0.6);
    band.addColorStop(0.3, clear);
    band.addColorStop(0.4, dark);
    band.addColorStop(0.6, dark);
    band.addColorStop(0.7, clear);
    ctx.fillStyle = band;
  }
  ctx.fillRect(0, 0, width, height);
}

/** What goes wrong when people photograph a page, one at a time and all together. */
export const PHOTO_TROUBLES = {
  'shadow across the top': { shadow: 'top' },
  'diagonal shadow': { shadow: 'diagonal' },
  glare: { glare: 0.75 },
  'turned 5°': { rotateDegrees: 5 },
  blur: { blur: 1.5 },
  'all together': { shadow: 'top', glare: 0.6, rotateDegrees: -5, blur: 1.2, specks: 80, lightFalloff: 0.35 },
} as const satisfies Record<string, RecipePhotoOptions>;

/** As people take them: JPEG 0.6, grain, light falling off more than under an even lamp. */
export const PHONE_PHOTO: RecipePhotoOptions = { quality: 0.6, lightFalloff: 0.25, specks: 30 };

/** An ingredient's words as compared: lower case, letters only, a plural's final "s" dropped. */
const words = (text: string) => (text.toLowerCase().match(/[a-z]+/g) ?? []).map((word) => word.replace(/s$/, ''));

/**
 * The printed lines a scan missed. A line is recovered when a parsed ingredient's name holds every
 * word of the line's ingredient name and no word that is not on the line: '3 cloves garlic,
 * crushed' is recovered by 'garlic' or 'garlic cloves', not by 'thsp garlic' (OCR's 'tbsp'), which
 * would match no pantry item. Each parsed ingredient recovers one line at most, so two lines read
 * as one count once.
 */
export function missedLines(printed: readonly PrintedIngredient[], parsed: ReadonlyArray<{ name: string }>): PrintedIngredient[] {
  const unused: Array<string[] | null> = parsed.map((line) => words(line.name));
  return printed.filter(({ line, name }) => {
    const onTheLine = new Set(words(line));
    const at = unused.findIndex((found) => found !== null && words(name).every((word) => found.includes(word)) && found.every((word) => onTheLine.has(word)));
    if (at !== -1) unused[at] = null;
    return at === -1;
  });
}

const ingredients = (rows: Array<[line: string, name: string]>): PrintedIngredient[] => rows.map(([line, name]) => ({ line, name }));

/** Recipes written for these photos, each page laid out differently (intro or none, fractions, bullets, a long title, long steps). */
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
  {
    title: 'Slow-Roasted Tomato and Basil Soup with Parmesan Croutons',
    details: 'Serves 6 · Prep 20 mins · Cook 1 hr 15 mins',
    ingredients: ingredients([
      ['1½ kg ripe plum tomatoes, halved', 'plum tomatoes'],
      ['⅓ cup olive oil', 'olive oil'],
      ['2 red onions, quartered', 'red onions'],
      ['1 whole bulb of garlic', 'garlic'],
      ['¾ tsp sea salt', 'sea salt'],
      ['1 litre chicken stock', 'chicken stock'],
      ['a large handful of basil leaves', 'basil'],
      ['1/2 cup double cream', 'double cream'],
      ['3 thick slices sourdough bread, cubed', 'sourdough bread'],
      ['40g parmesan, finely grated', 'parmesan'],
    ]),
    method: [
      'Heat the oven to 160C. Spread the tomatoes, onions and garlic over two roasting trays, drizzle with half the oil and season with the salt.',
      'Roast for 1 hour until soft and starting to char at the edges. Squeeze the garlic out of its skins.',
      'Tip everything into a pan with the stock and basil, simmer for 10 minutes, then blend until smooth and stir in the cream.',
      'Toss the bread with the rest of the oil and the parmesan and bake for 12-15 minutes until crisp. Serve the soup topped with the croutons.',
    ],
  },
  {
    title: 'Chewy Chocolate Chip Cookies',
    details: 'Makes about 24',
    intro: 'Chilling the dough for an hour gives thicker cookies with crisp edges and soft middles.',
    bullets: true,
    ingredients: ingredients([
      ['2 1/4 cups all-purpose flour', 'all purpose flour'],
      ['1 tsp baking soda', 'baking soda'],
      ['1/2 tsp fine salt', 'salt'],
      ['1 cup unsalted butter, softened', 'butter'],
      ['3/4 cup light brown sugar', 'brown sugar'],
      ['1/2 cup granulated sugar', 'granulated sugar'],
      ['2 large eggs', 'eggs'],
      ['2 tsp vanilla extract', 'vanilla extract'],
      ['2 cups dark chocolate chips', 'chocolate chips'],
    ]),
    method: [
      'Whisk the flour, baking soda and salt together in a bowl.',
      'Beat the butter and both sugars until pale and fluffy, then beat in the eggs one at a time and the vanilla.',
      'Mix in the dry ingredients on low speed, fold in the chocolate chips, cover and chill for 1 hour.',
      'Scoop into balls on lined baking sheets and bake at 180C for 10-12 minutes. Cool on the sheet for 5 minutes.',
    ],
  },
  {
    title: 'Thai Green Curry',
    details: 'Serves 4 · 40 minutes',
    ingredients: ingredients([
      ['1 tbsp vegetable oil', 'vegetable oil'],
      ['3 tbsp green curry paste', 'green curry paste'],
      ['400ml can coconut milk', 'coconut milk'],
      ['500g boneless chicken thighs, sliced', 'chicken thighs'],
      ['1 aubergine, cut into chunks', 'aubergine'],
      ['100g green beans, trimmed', 'green beans'],
      ['2 kaffir lime leaves', 'lime leaves'],
      ['1 tbsp fish sauce', 'fish sauce'],
      ['2 tsp palm sugar', 'palm sugar'],
      ['small bunch of Thai basil', 'thai basil'],
      ['jasmine rice, to serve', 'jasmine rice'],
    ]),
    method: [
      'Fry the curry paste in the oil for 2 minutes until fragrant, then stir in half the coconut milk and bubble until the oil separates.',
      'Add the chicken and aubergine and cook for 5 minutes, then pour in the rest of the coconut milk with the lime leaves.',
      'Simmer for 15 minutes, adding the beans for the last 5. Season with the fish sauce and sugar, scatter over the basil and serve with rice.',
    ],
  },
];
