import convert from 'convert-units';
import { PRODUCE_WORDS, headIn } from '../recipes/food-words.js';
import { ingredientMatchKey } from '../recipes/ingredient-key.js';
import { RECIPE_LIMITS } from '../recipes/recipe-draft.js';
import { isAbbreviatedUnit, pluralize, unitForAmount, unitKey } from '../recipes/units.js';
import { singularize } from '../shopping/item-names.js';
import { formatAmount, parseAmount } from '../shopping/quantity.js';

/*
 * Scaling a recipe to another number of servings (issue 26). An amount is multiplied by
 * to / from and written the way a cook reads it:
 *
 * - Measures a cook converts between sit on ladders: tsp < tbsp < cup (US volume), oz < lb,
 *   g < kg, ml < L. Each rung has a range where it reads well (tsp below 1 tbsp, tbsp from 1 to
 *   below 1/4 cup, cup from 1/4; oz below 1 lb, lb from 1/4; g below 1 kg, kg from 1; the same
 *   for ml and L) and the fractions its measures have (tsp: halves, quarters, eighths; tbsp:
 *   halves; cup: halves, thirds, quarters; oz: halves; lb: halves and quarters).
 *   The written unit is kept when the amount is in its range and exact in its fractions; else the
 *   largest unit whose range holds the amount, if exact there; else the next smaller unit, if
 *   exact there and not past twice the end of its range (5 tsp stays 5 tsp, not 1 2/3 tbsp;
 *   6 tbsp stays 6 tbsp, not 3/8 cup); else the largest unit, rounded to its nearest fraction.
 *   One unit only: 5 tsp is "5 tsp", never "1 tbsp + 2 tsp". US units stay US, metric stays metric.
 * - Pints, quarts and gallons stay when written and in range; below 1 they become cups or spoons.
 *   Fl oz, mg, cl, dl and the other measures are scaled in their own unit.
 * - Metric amounts are rounded by size: below 10 to one decimal (3.8 g), below 100 to whole
 *   numbers, below 1000 to 5 (333.3 g -> 335 g), from 1000 to 10 and written in kg or L (1.33 kg).
 * - Counts of things used whole (eggs, cans, cloves, slices...) are rounded to a whole number, at
 *   least 1, and say so. A count of fruit or vegetables without unit may be a half (1/2 onion);
 *   other count units (bunch, head, stick, pinch, handful) take halves, thirds and quarters.
 * - A range ("2-3") scales both ends, in the unit the low end chooses.
 * - Nothing changes for an amount without a number ("to taste", "a few") or a factor of 1.
 */

const TOLERANCE = 0.01;
const ANY_FRACTION = [2, 3, 4];

type ConvertUnit = 'tsp' | 'Tbs' | 'cup' | 'pnt' | 'qt' | 'gal' | 'oz' | 'lb' | 'g' | 'kg' | 'ml' | 'l';

interface Rung {
  convertUnit: ConvertUnit;
  /** How the unit is written: abbreviated and as a word. */
  short: string;
  long: string;
  /** Kitchen fractions of this measure; empty for metric, which is rounded by size. */
  denominators: readonly number[];
  from: number;
  below: number;
  /** A unit we write only when the recipe did (a pint is not where 2 cups go). */
  writtenOnly?: boolean;
}

interface Ladder {
  base: ConvertUnit;
  metric: boolean;
  /** Smallest unit first. */
  rungs: readonly Rung[];
}

const rung = (convertUnit: ConvertUnit, short: string, long: string, denominators: number[], from: number, below = Infinity, writtenOnly = false): Rung => ({
  convertUnit, short, long, denominators, from, below, writtenOnly,
});

const US_VOLUME: Ladder = {
  base: 'tsp',
  metric: false,
  rungs: [
    rung('tsp', 'tsp', 'teaspoon', [2, 4, 8], 0, 3),
    rung('Tbs', 'tbsp', 'tablespoon', [2], 1, 4),
    rung('cup', 'cup', 'cup', [2, 3, 4], 1 / 4),
    rung('pnt', 'pt', 'pint', [2, 4], 1, Infinity, true),
    rung('qt', 'qt', 'quart', [2, 4], 1, Infinity, true),
    rung('gal', 'gal', 'gallon', [2, 4], 1, Infinity, true),
  ],
};
const US_WEIGHT: Ladder = {
  base: 'oz',
  metric: false,
  rungs: [rung('oz', 'oz', 'ounce', [2], 0, 16), rung('lb', 'lb', 'pound', [2, 4], 1 / 4)],
};
const METRIC_MASS: Ladder = { base: 'g', metric: true, rungs: [rung('g', 'g', 'gram', [], 0, 1000), rung('kg', 'kg', 'kilogram', [], 1)] };
const METRIC_VOLUME: Ladder = { base: 'ml', metric: true, rungs: [rung('ml', 'ml', 'milliliter', [], 0, 1000), rung('l', 'L', 'liter', [], 1)] };

// unitKey's keys -> the ladder and rung of that unit
const LADDER_UNITS: Readonly<Record<string, readonly [Ladder, number]>> = {
  tsp: [US_VOLUME, 0], tbsp: [US_VOLUME, 1], cup: [US_VOLUME, 2], pint: [US_VOLUME, 3], pt: [US_VOLUME, 3],
  quart: [US_VOLUME, 4], qt: [US_VOLUME, 4], gallon: [US_VOLUME, 5], gal: [US_VOLUME, 5],
  oz: [US_WEIGHT, 0], lb: [US_WEIGHT, 1],
  g: [METRIC_MASS, 0], kg: [METRIC_MASS, 1],
  ml: [METRIC_VOLUME, 0], l: [METRIC_VOLUME, 1],
};
const METRIC_IN_PLACE = new Set(['mg', 'cl', 'dl']);

// Things used whole: half a can or half an egg is not how people cook.
const WHOLE_UNITS = new Set([
  'can', 'tin', 'jar', 'bottle', 'pkg', 'packet', 'pack', 'sachet', 'envelope', 'box', 'bag', 'carton', 'container',
  'clove', 'slice', 'sprig', 'leaf', 'piece', 'sheet', 'fillet', 'rasher', 'strip', 'cube', 'pod', 'ball', 'ear',
  'stalk', 'rib', 'drop', 'scoop', 'shot', 'glass', 'punnet',
]);

export interface ScalableIngredient {
  amount?: string | null;
  unit?: string | null;
  name: string;
}

export interface ScaleResult {
  amount: string | null;
  unit: string | null;
  name: string;
  /** False when the row is shown as written: nothing to scale ("to taste") or the same servings. */
  scaled: boolean;
  /** A count rounded to something used whole: the exact amount, for "rounded from 1 1/2". */
  roundedFrom: string | null;
}

export type ScaledIngredient<T extends ScalableIngredient> = Omit<T, keyof ScaleResult> & ScaleResult;

/** to / from; servings must be positive finite numbers. */
export function servingsFactor(from: number, to: number): number {
  if (!(Number.isFinite(from) && from > 0 && Number.isFinite(to) && to > 0)) {
    throw new RangeError(`Servings must be positive numbers (from ${from} to ${to})`);
  }
  return to / from;
}

/** The servings typed in the servings field: a whole number within the recipe's servings limits, else null. */
export function readServings(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const servings = Number(trimmed);
  const { min, max } = RECIPE_LIMITS.servings;
  return servings >= min && servings <= max ? servings : null;
}

interface AmountRange {
  low: number;
  high: number | null;
}

// "2-3", "2 – 3", "2 to 3", "2 or 3"
const RANGE = /^(.+?)\s*(?:-|–|—|\bto\b|\bor\b)\s*(.+)$/i;

function readAmount(text: string): AmountRange | null {
  const single = parseAmount(text);
  if (single !== null) return { low: single, high: null };
  const match = text.match(RANGE);
  if (!match) return null;
  const low = parseAmount(match[1]);
  const high = parseAmount(match[2]);
  if (low === null || high === null) return null;
  // "1-1/2 cups" is how some US recipes write one and a half
  if (Number.isInteger(low) && high < 1 && /^[-–]/.test(text.slice(match[1].length).trim())) return { low: low + high, high: null };
  return low <= high ? { low, high } : null;
}

function nearestFraction(amount: number, denominators: readonly number[]): number {
  let best = Math.round(amount);
  for (const denominator of denominators) {
    const candidate = Math.round(amount * denominator) / denominator;
    if (Math.abs(candidate - amount) < Math.abs(best - amount) - 1e-9) best = candidate;
  }
  return best > 0 || amount === 0 ? best : 1 / Math.max(1, ...denominators);
}

const isExact = (amount: number, denominators: readonly number[]) =>
  Math.abs(nearestFraction(amount, denominators) - amount) <= TOLERANCE;

function roundMetric(amount: number): number {
  const step = amount < 10 ? 0.1 : amount < 100 ? 1 : amount < 1000 ? 5 : 10;
  const rounded = Math.round(amount / step) * step;
  return rounded > 0 || amount === 0 ? rounded : Number(amount.toPrecision(1));
}

const unitSize = (ladder: Ladder, unit: Rung) => convert(1).from(unit.convertUnit).to(ladder.base);

function chooseRung(ladder: Ladder, written: Rung, base: number): Rung {
  const amountIn = (unit: Rung) => base / unitSize(ladder, unit);
  const inRange = (unit: Rung) => amountIn(unit) >= unit.from - 1e-9 && amountIn(unit) < unit.below - 1e-9;
  const exact = (unit: Rung) => ladder.metric || isExact(amountIn(unit), unit.denominators);
  if (inRange(written) && exact(written)) return written;
  const candidates = ladder.rungs.filter((unit) => !unit.writtenOnly || unit === written);
  const largest = [...candidates].reverse().find(inRange) ?? candidates[0];
  if (exact(largest)) return largest;
  const smaller = candidates[candidates.indexOf(largest) - 1];
  if (smaller && exact(smaller) && amountIn(smaller) < 2 * smaller.below) return smaller;
  return largest;
}

function amountInRung(ladder: Ladder, unit: Rung, base: number): number {
  if (ladder.metric) return roundMetric(base) / unitSize(ladder, unit);
  return nearestFraction(base / unitSize(ladder, unit), unit.denominators);
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The unit in the style the recipe wrote units: "tablespoons" -> "cups", "tbsp" -> "cup", "millilitres" -> "litres". */
function unitInStyle(unit: Rung, written: string, amount: number): string {
  if (isAbbreviatedUnit(written)) return unitForAmount(unit.short, amount);
  let word = unit.long;
  if (/(?:tre|tres)$/i.test(written)) word = word.replace(/ter$/, 'tre');
  word = unitForAmount(word, amount);
  return /^\p{Lu}\p{Ll}/u.test(written) ? capitalized(word) : word;
}

/** The written unit agreeing with its amount, in the case it was written. */
function unitAgreeing(written: string, amount: number): string {
  const agreeing = unitForAmount(written, amount);
  return /^\p{Lu}\p{Ll}/u.test(written.trim()) ? capitalized(agreeing) : agreeing;
}

function writeRange(range: AmountRange, metric: boolean): string {
  const low = formatAmount(range.low, metric);
  const high = range.high === null ? low : formatAmount(range.high, metric);
  return high === low ? low : `${low}-${high}`;
}

const scaleRange = (range: AmountRange, factor: number, each: (value: number) => number): AmountRange => ({
  low: each(range.low * factor),
  high: range.high === null ? null : each(range.high * factor),
});

/** A count with no unit: the name in the number its amount needs ("1 egg", "2 eggs"). */
function nameForCount(name: string, before: AmountRange, after: AmountRange): string {
  const match = name.match(/^(.*?)(\p{L}+)(\s*(?:[,(].*)?)$/su);
  if (!match) return name;
  const [, start, word, end] = match;
  const singular = singularize(word);
  const many = (range: AmountRange) => (range.high ?? range.low) > 1;
  let agreeing = word;
  if (many(after) && !many(before) && singular === word.toLowerCase()) agreeing = pluralize(singular);
  else if (!many(after) && many(before) && singular !== word.toLowerCase()) agreeing = singular;
  if (agreeing === word) return name;
  return `${start}${/^\p{Lu}/u.test(word) ? capitalized(agreeing) : agreeing}${end}`;
}

/** The fractions a count may take, and whether rounding to them is worth saying (it is for things counted one by one). */
function countRule(unitWord: string, name: string): { denominators: readonly number[]; saysRounded: boolean } {
  const key = unitWord === '' ? null : unitKey(unitWord);
  if (key !== null && WHOLE_UNITS.has(key)) return { denominators: [], saysRounded: true };
  if (key !== null) return { denominators: ANY_FRACTION, saysRounded: false };
  const produce = headIn(ingredientMatchKey(name).split(' '), PRODUCE_WORDS);
  return { denominators: produce ? [2] : [], saysRounded: true };
}

/**
 * The ingredient for `to` servings of a recipe written for `from` (rules above). Other fields of
 * the ingredient are kept, so the result goes on to formatIngredient or shoppingItemFromIngredient.
 */
export function scaleIngredient<T extends ScalableIngredient>(ingredient: T, from: number, to: number): ScaledIngredient<T> {
  const factor = servingsFactor(from, to);
  const writtenAmount = ingredient.amount ?? null;
  const writtenUnit = ingredient.unit ?? null;
  const asWritten = { ...ingredient, amount: writtenAmount, unit: writtenUnit, scaled: false, roundedFrom: null };
  const range = writtenAmount === null ? null : readAmount(writtenAmount.trim());
  if (factor === 1 || range === null || (range.low === 0 && range.high === null)) return asWritten;
  const unitText = (writtenUnit ?? '').trim();
  const scaled = { ...asWritten, scaled: true };
  const key = unitText === '' ? null : unitKey(unitText);

  const onLadder = key === null ? undefined : LADDER_UNITS[key];
  if (onLadder) {
    const [ladder, index] = onLadder;
    const written = ladder.rungs[index];
    const toBase = unitSize(ladder, written) * factor;
    const lowBase = range.low * toBase;
    const chosen = chooseRung(ladder, written, ladder.metric ? roundMetric(lowBase) : lowBase);
    const result = scaleRange(range, toBase, (base) => amountInRung(ladder, chosen, base));
    const unit = chosen === written ? unitAgreeing(unitText, result.high ?? result.low) : unitInStyle(chosen, unitText, result.high ?? result.low);
    return { ...scaled, amount: writeRange(result, ladder.metric), unit };
  }
  if (key !== null && METRIC_IN_PLACE.has(key)) {
    return { ...scaled, amount: writeRange(scaleRange(range, factor, roundMetric), true) };
  }

  const count = countRule(unitText, ingredient.name);
  const exact = scaleRange(range, factor, (value) => value);
  const result = scaleRange(exact, 1, (value) => nearestFraction(value, count.denominators));
  const rounded = count.saysRounded && (Math.abs(result.low - exact.low) > TOLERANCE || Math.abs((result.high ?? 0) - (exact.high ?? 0)) > TOLERANCE);
  const agreeingAmount = result.high ?? result.low;
  return {
    ...scaled,
    amount: writeRange(result, false),
    unit: unitText === '' ? writtenUnit : unitAgreeing(unitText, agreeingAmount),
    name: unitText === '' ? nameForCount(ingredient.name, range, result) : ingredient.name,
    roundedFrom: rounded ? writeRange(exact, false) : null,
  };
}
