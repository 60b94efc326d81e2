import { PANTRY_CATALOGUE } from '../pantry/catalogue.js';
import { SHOPPING_CATALOGUE } from '../shopping/catalogue.js';
import { SHOPPING_SYNONYMS, singularize } from '../shopping/item-names.js';

/*
 * spec part 2 §4: recipe ingredients are matched against pantry names after normalising both
 * and mapping synonyms. Matching is equality of the keys below, so the server can store one key
 * per ingredient and per pantry item and match them in SQL.
 *
 * How a name becomes a key:
 * 1. Lower case, accents, parentheses and what follows a comma ("garlic, minced") or names a
 *    purpose ("oil for frying", "salt to taste") go. Of two choices the first counts ("butter or
 *    margarine"); a first choice that is only a kind borrows the rest of the second ("canola or
 *    corn oil" is canola oil, "light or dark brown sugar" light brown sugar).
 * 2. Amounts, units ("2 cloves", "a pinch of") and descriptors of preparation, state, size or
 *    grade ("fresh", "chopped", "large", "unsalted", "ground") go; every word is made singular.
 * 3. A trailing part word goes when it names a piece of the food: "garlic cloves", "celery
 *    stalks", "basil leaves", "chicken breasts", "beef chuck roast".
 * 4. The last word is the head. For the spec's synonym words (tomato, onion, ... lettuce) the
 *    kinds and varieties before the head fold into it ("cherry tomatoes" -> tomato, "olive oil" ->
 *    oil) unless the word before names another product ("peanut butter", "coconut milk", "sweet
 *    potato", "green onion"), which stays apart. Any other head keeps all its words ("black
 *    beans", "soy sauce", "garlic powder"): unknown words never make a match.
 *
 * Decisions:
 * - Cheeses keep their kind, without the word cheese: "cheddar cheese", "shredded sharp cheddar"
 *   and a pantry "Cheddar" meet as "cheddar"; "cheese" alone is "cheese". Cheeses do not stand in
 *   for each other (mozzarella for parmesan), so one key for all cheese would report false matches.
 *   Kinds that need the word keep it: "cream cheese", "goat cheese", "cottage cheese".
 * - Pepper: the spice is "black pepper" ("pepper", "ground black pepper", "peppercorns",
 *   "white pepper"); the vegetable is "bell pepper" ("red pepper", "green bell peppers",
 *   "capsicum", and a bare "peppers" or a diced/sliced/seeded "pepper"); chillies are their own
 *   kind ("jalapeño pepper" = "jalapeno"); "red pepper flakes" and "crushed red pepper" are a spice.
 * - Powders, pastes, sauces, broths and juices are other products: "garlic powder", "tomato
 *   paste" and "chicken broth" do not match garlic, tomatoes or chicken.
 * - Diet versions stay apart ("gluten-free pasta", "vegan butter"): a pantry "Flour" must not
 *   tell a coeliac that "gluten-free flour" is there. Grades fold ("low-fat milk" -> milk).
 * - "and" joins two ingredients in one line ("salt and pepper"): the line keeps both words and
 *   matches only a pantry item of that name; the form gives each ingredient its own row.
 * - "chicken or vegetable broth" reads as chicken: "chicken" is a food on its own, and from the
 *   words alone it cannot be told apart from "butter or olive oil".
 */

// "1 to 2 cups", "2 or 3 onions": a range of amounts, not two choices.
const RANGE = /([\p{N}])\s*(?:to|or)\s+(?=[\p{N}])/gu;
// What follows names what an ingredient is for or how it is cut, never what it is.
const CUT_AT = /\s(?:to taste|for|plus(?!\s+\p{N})|if|such as|with|as needed|at room temperature|cut into|cut in)\s.*$/u;
// "butter/margarine" is a choice; "90g/3oz" is one amount written twice.
const SLASH_CHOICE = /(?<![\p{N}])\/(?![\p{N}])/gu;

// Several words that act as one; replaced before splitting, so that their parts are not taken
// for descriptors or heads on their own.
const PHRASES: readonly [RegExp, string][] = [
  // a spice, not the vegetable: before "crushed" and "ground" are dropped as descriptors
  [/\b(?:crushed red peppers?|red (?:chil(?:i|e|li) )?pepper flakes?|chil(?:i|e|li) flakes?)\b/g, 'red-pepper-flake'],
  [/\b(?:ground coriander|coriander seeds?)\b/g, 'coriander-seed'],
  [/\b(?:confectioners|icing) sugar\b/g, 'powdered sugar'],
  [/\bground red pepper\b/g, 'cayenne'],
  [/\b(?:dry|dried|powdered) milk\b|\bmilk powder\b/g, 'powdered milk'],
  [/\blasagne?a? (?:noodles?|sheets?)\b/g, 'pasta'],
  [/\bparmigiano(?: reggiano)?\b/g, 'parmesan'],
  [/\bhalf and half\b/g, 'half-and-half'],
  [/\bsun dried\b/g, 'sundried'],
  [/\byoghurt\b/g, 'yogurt'],
  [/\b(free) (range)\b|\b(semi) (skimmed)\b|\b(flat) (leaf)\b/g, '$1$3$5-$2$4$6'],
  [/\b(all|self|gluten|dairy|sugar|fat|low|reduced|non|plant|extra|skin|bone|store|room|hard|soft|good) (purpose|raising|rising|free|fat|sodium|dairy|based|virgin|lean|on|in|bought|temperature|boiled|quality)\b/g, '$1-$2'],
];

// Preparation, state, size and grade: they do not change what the food is.
const DESCRIPTORS = new Set([
  'fresh', 'freshly', 'chopped', 'finely', 'roughly', 'coarsely', 'thinly', 'thickly', 'minced', 'diced',
  'sliced', 'cubed', 'grated', 'shredded', 'crushed', 'ground', 'peeled', 'unpeeled', 'seeded', 'deseeded',
  'pitted', 'cored', 'stemmed', 'trimmed', 'halved', 'quartered', 'julienned', 'torn', 'smashed', 'mashed',
  'crumbled', 'beaten', 'whisked', 'sifted', 'softened', 'melted', 'cold', 'chilled', 'warm', 'cooked',
  'uncooked', 'raw', 'dried', 'dry', 'frozen', 'thawed', 'canned', 'tinned', 'jarred', 'bottled', 'packed',
  'lightly', 'firmly', 'loosely', 'heaping', 'heaped', 'level', 'scant', 'generous', 'large', 'medium',
  'small', 'big', 'jumbo', 'extra', 'baby', 'whole', 'boneless', 'skinless', 'skin-on', 'bone-in', 'organic',
  'ripe', 'lean', 'extra-lean', 'unsalted', 'salted', 'good-quality', 'quality', 'store-bought', 'homemade',
  'prepared', 'optional', 'divided', 'rinsed', 'drained', 'washed', 'cleaned', 'toasted', 'roasted',
  'grilled', 'blanched', 'steamed', 'boiled', 'hard-boiled', 'soft-boiled', 'shelled', 'deveined', 'sharp',
  'mild', 'aged', 'plain', 'regular', 'room-temperature', 'all-purpose', 'virgin', 'extra-virgin',
  'low-fat', 'reduced-fat', 'fat-free', 'nonfat', 'skim', 'skimmed', 'semi-skimmed', 'low-sodium',
  'reduced-sodium', 'non-fat', 'unbleached', 'rolled', 'cut', 'into', 'about', 'approximately', 'approx', 'some',
  'more', 'other', 'mature', 'thin', 'thick', 'free-range', 'flat-leaf', 'curly', 'bite-sized', 'skinned', 'boned',
]);

// spec part 2 §3's recognised units, their long forms, and other measures and containers.
const UNITS = new Set([
  'tsp', 'teaspoon', 'tbsp', 'tbs', 'tablespoon', 'cup', 'c', 'oz', 'ounce', 'lb', 'pound', 'g', 'gram',
  'kg', 'kilogram', 'ml', 'milliliter', 'millilitre', 'l', 'liter', 'litre', 'clove', 'slice', 'can', 'tin',
  'pkg', 'package', 'packet', 'pack', 'stick', 'bunch', 'pinch', 'dash', 'drop', 'handful', 'sprig', 'stalk',
  'head', 'bulb', 'piece', 'jar', 'bottle', 'bag', 'box', 'carton', 'container', 'tub', 'pint', 'quart',
  'gallon', 'fl', 'fluid', 'qt', 'pt', 'gal', 'lbs', 'x', 'dozen', 'knob', 'splash', 'sheet', 'fillet', 'inch', 'cm',
]);
const ARTICLES = new Set(['a', 'an', 'the', 'of', 'to', 'and', 'plus', 'few', 'couple']);

// Pieces of a food, dropped after it: "garlic cloves", "celery stalks", "salmon fillets".
const PART_WORDS = new Set([
  'clove', 'sprig', 'stalk', 'floret', 'wedge', 'slice', 'stick', 'fillet', 'filet', 'piece', 'chunk',
  'cube', 'bulb', 'head',
]);
// Leaves are a piece only of herbs and greens: "bay leaves" and "curry leaves" stay themselves.
const LEAFY = new Set([
  'basil', 'mint', 'cilantro', 'coriander', 'parsley', 'spinach', 'lettuce', 'sage', 'thyme', 'oregano',
  'tarragon', 'dill', 'kale', 'cabbage', 'chard', 'rosemary', 'arugula', 'rocket', 'watercress', 'collard',
]);
// Cuts of a meat, dropped after it: "chicken thighs", "beef chuck roast", "pork shoulder".
const MEATS = new Set(['chicken', 'beef', 'pork', 'lamb', 'turkey', 'veal', 'duck', 'mutton']);
const CUTS = new Set([
  'breast', 'thigh', 'drumstick', 'wing', 'leg', 'tender', 'tenderloin', 'cutlet', 'mince', 'meat', 'steak',
  'chop', 'loin', 'shoulder', 'rib', 'shank', 'brisket', 'chuck', 'sirloin', 'roast', 'stew', 'stewing',
  'belly', 'flank', 'strip', 'quarter', 'half', 'short', 'back', 'spare',
]);
const EGG_PARTS = new Set(['yolk', 'white']);

// Kinds people name by the kind alone: a last word here stands for the head on the right.
const HEAD_WORDS: Readonly<Record<string, string>> = Object.fromEntries([
  ...[
    'spaghetti', 'spaghettini', 'penne', 'fettuccine', 'fettuccini', 'fettucine', 'linguine', 'linguini',
    'rigatoni', 'fusilli', 'farfalle', 'macaroni', 'rotini', 'orzo', 'tagliatelle', 'pappardelle',
    'bucatini', 'ziti', 'orecchiette', 'conchiglie', 'capellini', 'gemelli', 'cavatappi', 'lasagna',
    'lasagne', 'vermicelli',
  ].map((word) => [word, 'pasta']),
  ...['cremini', 'crimini', 'shiitake', 'portobello', 'portabella', 'portabello', 'porcini', 'chanterelle', 'enoki', 'bella'].map(
    (word) => [word, 'mushroom'],
  ),
  ...['romaine', 'iceberg'].map((word) => [word, 'lettuce']),
  ['capsicum', 'bell pepper'],
  ['peppercorn', 'pepper'],
  ...['chile', 'chilli', 'chily', 'chilly'].map((word) => [word, 'chili']),
  ['jalapeno', 'jalapeno'],
]);

// Words before a head that make another product, whatever the head: diet versions and
// ways of keeping food that change what it is.
const DISTINCT_EVERYWHERE = new Set([
  'gluten-free', 'dairy-free', 'sugar-free', 'non-dairy', 'plant-based', 'vegan', 'fried', 'crispy',
  'pickled', 'candied', 'powdered', 'dehydrated', 'evaporated', 'condensed', 'smoked', 'sundried',
]);

interface Head {
  key: string;
  /** Words before the head that name another product: the key becomes "word head". */
  distinct: readonly string[];
}

const head = (key: string, ...distinct: string[]): Head => ({ key, distinct });

// spec part 2 §4's synonym table: the head words whose kinds fold into one key.
const HEADS: Readonly<Record<string, Head>> = {
  tomato: head('tomato', 'green'),
  onion: head('onion', 'green', 'spring', 'welsh'),
  garlic: head('garlic', 'black', 'wild'),
  milk: head('milk', 'coconut', 'almond', 'oat', 'soy', 'soya', 'rice', 'cashew', 'hemp', 'pea', 'macadamia', 'goat'),
  butter: head(
    'butter', 'peanut', 'almond', 'cashew', 'nut', 'apple', 'cocoa', 'cacao', 'shea', 'sunflower', 'seed',
    'pumpkin', 'garlic', 'herb', 'cookie', 'soy', 'pistachio', 'hazelnut',
  ),
  oil: head('oil', 'sesame', 'truffle', 'chili', 'garlic', 'coconut', 'fish', 'essential', 'walnut', 'infused'),
  salt: head('salt', 'garlic', 'celery', 'onion', 'seasoned', 'truffle', 'epsom'),
  flour: head(
    'flour', 'almond', 'coconut', 'rice', 'chickpea', 'gram', 'corn', 'buckwheat', 'rye', 'oat', 'spelt',
    'tapioca', 'potato', 'cassava', 'masa', 'teff', 'sorghum', 'millet', 'quinoa', 'nut', 'hazelnut', 'banana',
  ),
  sugar: head('sugar', 'icing', 'confectioner', 'coconut', 'vanilla', 'maple', 'palm', 'cinnamon', 'date'),
  chicken: head('chicken'),
  beef: head('beef', 'corned'),
  bread: head('bread', 'pita', 'naan', 'corn', 'banana', 'garlic', 'flat', 'zucchini', 'pumpkin', 'monkey', 'soda', 'shortbread'),
  rice: head('rice', 'wild', 'cauliflower', 'broccoli', 'puffed'),
  pasta: head('pasta', 'chickpea', 'lentil', 'rice', 'zucchini', 'bean'),
  carrot: head('carrot'),
  potato: head('potato', 'sweet'),
  mushroom: head('mushroom'),
  spinach: head('spinach', 'water'),
  lettuce: head('lettuce', 'sea', 'lamb'),
};

// Pepper: the vegetable, the spice, or a chilli (see the decisions above).
const BELL_PEPPER_WORDS = new Set(['bell', 'red', 'green', 'yellow', 'orange', 'sweet', 'purple']);
const BLACK_PEPPER_WORDS = new Set(['black', 'white', 'cracked', 'table']);
const CHILLI_WORDS = new Set([
  'jalapeno', 'serrano', 'habanero', 'poblano', 'chipotle', 'cayenne', 'anaheim', 'fresno', 'shishito',
  'scotch', 'bonnet', 'thai', 'bird', 'ghost', 'banana', 'chili', 'hot',
]);
// A pepper cut like this is the vegetable: nobody dices the spice.
const VEGETABLE_PREPARATION = new Set([
  'chopped', 'diced', 'sliced', 'seeded', 'deseeded', 'cored', 'halved', 'quartered', 'julienned', 'roasted',
  'stuffed', 'cut', 'stemmed',
]);

// Cheeses whose name needs the word cheese ("cream cheese" is not cream).
const CHEESE_NEEDS_WORD = new Set(['cream', 'cottage', 'goat', 'blue', 'swiss', 'american', 'string', 'farmer', 'vegan', 'processed', 'feta-style']);

function normalise(name: string): { main: string; tail: string } {
  const text = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
    .replace(/['’\u00ad]/g, '')
    .replace(/&/g, ' and ');
  // a comma between digits is a decimal comma ("1,5 kg"), not the start of a note
  const [main, ...rest] = text.split(/[;:]|(?<!\d),|,(?!\d)/);
  return { main: ` ${main.replace(/[-_]/g, ' ').replace(/\s+/g, ' ').trim()} `, tail: rest.join(' ') };
}

// Amounts ("2", "1/2", "½", "2%", "500g") are not words.
const wordsOf = (text: string) =>
  text.split(/[^\p{L}\p{N}-]+/u).filter((word) => word !== '' && !/^[\p{N}-]/u.test(word));

const isMeasure = (word: string) => UNITS.has(word) || ARTICLES.has(word);

function dropTrailingParts(words: string[]): string[] {
  const result = [...words];
  while (result.length > 1) {
    const last = result[result.length - 1];
    const before = result[result.length - 2];
    const isPart =
      PART_WORDS.has(last) ||
      (last === 'leaf' && LEAFY.has(before)) ||
      (CUTS.has(last) && result.slice(0, -1).some((word) => MEATS.has(word))) ||
      (EGG_PARTS.has(last) && before === 'egg');
    if (!isPart) break;
    result.pop();
  }
  return result;
}

function pepperKey(word: string, modifiers: readonly string[], plural: boolean, preparation: readonly string[]): string {
  const chilli = modifiers.find((modifier) => CHILLI_WORDS.has(modifier));
  if (chilli) return ['hot', 'bird', 'thai'].includes(chilli) ? 'chili' : chilli;
  // peppercorns are always the spice, green ones too
  if (word !== 'peppercorn' && modifiers.some((modifier) => BELL_PEPPER_WORDS.has(modifier))) return 'bell pepper';
  const others = modifiers.filter((modifier) => !BLACK_PEPPER_WORDS.has(modifier) && !BELL_PEPPER_WORDS.has(modifier));
  if (others.length > 0) return [...others, 'pepper'].join(' ');
  const vegetable = plural || preparation.some((step) => VEGETABLE_PREPARATION.has(step));
  return word === 'pepper' && modifiers.length === 0 && vegetable ? 'bell pepper' : 'black pepper';
}

function cheeseKey(modifiers: readonly string[]): string {
  if (modifiers.length === 0) return 'cheese';
  const last = modifiers[modifiers.length - 1];
  const needsWord = CHEESE_NEEDS_WORD.has(last) || DISTINCT_EVERYWHERE.has(last) || modifiers.includes('and');
  return needsWord ? [...modifiers, 'cheese'].join(' ') : modifiers.join(' ');
}

function headKey(words: readonly string[], plural: boolean, preparation: readonly string[]): string {
  const last = words[words.length - 1];
  const modifiers = words.slice(0, -1);
  const headWord = HEAD_WORDS[last] ?? last;
  if (headWord === 'bell pepper') return headWord;
  if (headWord === 'pepper') return pepperKey(last, modifiers, plural, preparation);
  if (headWord === 'cheese') return cheeseKey(modifiers);
  const known = HEADS[headWord];
  if (!known) return [...modifiers, headWord].join(' ');
  const distinct = [...modifiers].reverse().find((word) => known.distinct.includes(word) || DISTINCT_EVERYWHERE.has(word));
  return distinct ? `${distinct} ${known.key}` : known.key;
}

// Words that name a food on their own, so that "butter or olive oil" stays butter.
const FOODS = new Set([
  ...Object.keys(HEADS),
  ...Object.keys(HEAD_WORDS),
  ...MEATS,
  ...[...PANTRY_CATALOGUE, ...SHOPPING_CATALOGUE]
    .map((entry) => entry.name.toLowerCase())
    .filter((name) => !name.includes(' '))
    .map(singularize),
]);

interface Choice {
  words: string[];
  /** The last word was written in the plural. */
  plural: boolean;
}

const NO_CHOICE: Choice = { words: [], plural: false };

function choiceOf(text: string): Choice {
  const kept = wordsOf(text).filter((word) => !DESCRIPTORS.has(word));
  const singular = kept.map(singularize);
  const food = singular.findIndex((word) => !isMeasure(word));
  if (food < 0) return NO_CHOICE;
  const last = kept[kept.length - 1];
  return { words: dropTrailingParts(singular.slice(food)), plural: singularize(last) !== last };
}

function firstChoice([first, second = NO_CHOICE]: Choice[]): Choice {
  if (first.words.length === 0) return second;
  if (first.words.length === 1 && second.words.length > 1 && !FOODS.has(first.words[0])) {
    return { words: [first.words[0], ...second.words.slice(1)], plural: second.plural };
  }
  return first;
}

/**
 * spec part 2 §4: the key under which a recipe ingredient and a pantry item are the same food
 * ("2 cloves garlic, minced" and "Garlic" are both "garlic"). '' when the name holds no food.
 */
export function ingredientMatchKey(name: string): string {
  const { main, tail } = normalise(name);
  // "½ cup peeled, seeded and chopped tomato": the food comes after the comma
  const key = keyOf(main, tail) || keyOf(`${main} ${tail}`, '');
  // "whole cloves": only measure words, which then are the food
  return key || (wordsOf(main).filter((word) => !DESCRIPTORS.has(word)).map(singularize).pop() ?? '');
}

function keyOf(main: string, tail: string): string {
  let text = main.replace(SLASH_CHOICE, ' or ').replace(RANGE, '$1 ').replace(CUT_AT, ' ');
  for (const [pattern, replacement] of PHRASES) text = text.replace(pattern, replacement);
  const preparation = wordsOf(`${text} ${tail}`).filter((word) => DESCRIPTORS.has(word) || VEGETABLE_PREPARATION.has(word));
  const { words, plural } = firstChoice(text.split(/\sor\s/).map(choiceOf));
  if (words.length === 0) return '';
  const key = headKey(words, plural, preparation);
  return SHOPPING_SYNONYMS[key] ?? key;
}
