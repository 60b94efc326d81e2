import { singularize } from '../shopping/item-names.js';

// spec part 2 §3's recognised unit abbreviations, each with the ways people write it. A unit
// written any of these ways is the same unit; the key is the spec's abbreviation.
const UNIT_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  tsp: ['tsp', 'tsps', 'tspn', 'teaspoon', 'teaspoons', 'teaspoonful', 'teaspoonfuls', 't'],
  tbsp: ['tbsp', 'tbsps', 'tbs', 'tbl', 'tbls', 'tblsp', 'tablespoon', 'tablespoons', 'tablespoonful', 'tablespoonfuls', 'T'],
  cup: ['cup', 'cups', 'cupful', 'cupfuls', 'c', 'C'],
  oz: ['oz', 'ounce', 'ounces'],
  'fl oz': ['fl oz', 'fl. oz', 'floz', 'fluid ounce', 'fluid ounces', 'fl ounce', 'fl ounces'],
  lb: ['lb', 'lbs', 'pound', 'pounds'],
  g: ['g', 'gram', 'grams', 'gr', 'gm', 'gms', 'gramme', 'grammes'],
  kg: ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes'],
  ml: ['ml', 'mls', 'milliliter', 'milliliters', 'millilitre', 'millilitres'],
  l: ['l', 'ltr', 'liter', 'liters', 'litre', 'litres'],
  clove: ['clove', 'cloves'],
  slice: ['slice', 'slices'],
  can: ['can', 'cans'],
  pkg: ['pkg', 'pkgs', 'package', 'packages'],
  stick: ['stick', 'sticks'],
  bunch: ['bunch', 'bunches'],
  pinch: ['pinch', 'pinches'],
};

// Further measures a line may start with; they are words, so they take a plural.
const OTHER_UNITS = [
  'dash', 'drop', 'handful', 'sprig', 'stalk', 'head', 'bulb', 'piece', 'jar', 'bottle', 'bag', 'box', 'carton',
  'container', 'packet', 'pint', 'quart', 'gallon', 'sheet', 'fillet', 'knob', 'splash', 'dozen',
  'rasher', 'strip', 'loaf', 'stem', 'wedge', 'scoop', 'dessertspoon', 'cube', 'ear', 'leaf', 'tin', 'punnet',
  'sachet', 'envelope', 'pack', 'glass', 'shot', 'cm', 'mm', 'inch', 'recipe', 'batch', 'grind', 'qt', 'pt', 'gal', 'dl', 'cl', 'mg',
  'pod', 'rib', 'ball', 'thumb', 'bundle', 'block', 'slab', 'chunk', 'bar', 'tub', 'pot', 'drizzle', 'sprinkle',
  'sprinkling', 'dollop', 'glug', 'squeeze',
];

const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  leaf: 'leaves', loaf: 'loaves', half: 'halves', cm: 'cm', mm: 'mm', tomato: 'tomatoes', potato: 'potatoes',
};

/** Plural of one singular English word, for units and the foods people count ("egg", "tomato"). */
export function pluralize(word: string): string {
  if (IRREGULAR_PLURALS[word]) return IRREGULAR_PLURALS[word];
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

const UNIT_KEYS = new Map<string, string>();
for (const [key, spellings] of Object.entries(UNIT_SPELLINGS)) {
  for (const spelling of spellings) UNIT_KEYS.set(spelling.length === 1 ? spelling : spelling.toLowerCase(), key);
}
for (const unit of OTHER_UNITS) {
  UNIT_KEYS.set(unit, unit);
  UNIT_KEYS.set(pluralize(unit), unit);
}

// Abbreviations are written the same for any amount ("2 tbsp", "500 g").
const ABBREVIATIONS = new Set([
  'tsp', 'tsps', 't', 'tbsp', 'tbsps', 'tbs', 'tbl', 'oz', 'lb', 'lbs', 'g', 'gr', 'gm', 'kg', 'kgs', 'ml', 'l', 'pkg', 'pkgs',
  'dozen', 'c', 'cm', 'mm', 'qt', 'pt', 'gal', 'dl', 'cl', 'mg',
]);

/**
 * The unit a word names, as its key ("Tablespoons" -> "tbsp", "cans" -> "can"), or null. One
 * letter keeps its case: "t" is a teaspoon and "T" a tablespoon, as cookbooks write them.
 */
export function unitKey(word: string): string | null {
  const cleaned = word.trim().replace(/\.$/, '');
  return UNIT_KEYS.get(cleaned.length === 1 ? cleaned : cleaned.toLowerCase()) ?? null;
}

/** The unit is written abbreviated ("tbsp", "T", "g", "fl oz."), not as a word ("tablespoons"). */
export function isAbbreviatedUnit(unit: string): boolean {
  const words = unit.trim().split(/\s+/);
  return ABBREVIATIONS.has(words[words.length - 1].replace(/\.$/, '').toLowerCase());
}

/** spec part 2 §5: a unit is plural unless the amount equals 1; abbreviations never change. */
export function unitForAmount(unit: string, amount: number): string {
  const words = unit.trim().split(/\s+/);
  const last = words[words.length - 1];
  if (isAbbreviatedUnit(unit)) return words.join(' ');
  const singular = singularize(last);
  words[words.length - 1] = amount === 1 ? singular : pluralize(singular);
  return words.join(' ');
}
