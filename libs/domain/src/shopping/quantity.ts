// convert-units: a small, long-lived MIT library (CommonJS, so it loads unchanged in Jest,
// Node ESM and the browser bundles) whose mass and volume tables cover the kitchen units
// (g, kg, oz, lb, ml, l, tsp, tbsp, fl oz, cup, pint, quart, gallon). We keep our own alias
// table for how people write those units and leave the conversion factors to it.
import convert from 'convert-units';
// numeric-quantity: a maintained MIT parser (ESM and CommonJS builds, typed, no dependencies) for
// integers, decimals, fractions, unicode fractions and mixed numbers; the recipe screens read
// ingredient amounts with the same function (readLeadingAmount, parseAmount).
import { numericQuantity } from 'numeric-quantity';
import { singularize } from './item-names.js';

type MeasuredUnit =
  'mg' | 'g' | 'kg' | 'oz' | 'lb' | 'ml' | 'l' | 'tsp' | 'Tbs' | 'fl-oz' | 'cup' | 'pnt' | 'qt' | 'gal';

const MEASURED_UNIT_ALIASES: Readonly<Record<string, MeasuredUnit>> = Object.fromEntries(
  (
    [
      ['mg', ['mg', 'milligram', 'milligrams']],
      ['g', ['g', 'gr', 'gram', 'grams', 'gramme', 'grammes']],
      ['kg', ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms']],
      ['oz', ['oz', 'ounce', 'ounces']],
      ['lb', ['lb', 'lbs', 'pound', 'pounds']],
      ['ml', ['ml', 'milliliter', 'milliliters', 'millilitre', 'millilitres']],
      ['l', ['l', 'liter', 'liters', 'litre', 'litres']],
      ['tsp', ['tsp', 'tsps', 'teaspoon', 'teaspoons']],
      ['Tbs', ['tbsp', 'tbsps', 'tbs', 'tablespoon', 'tablespoons']],
      ['fl-oz', ['fl oz', 'floz', 'fluid ounce', 'fluid ounces']],
      ['cup', ['cup', 'cups', 'c']],
      ['pnt', ['pint', 'pints', 'pt']],
      ['qt', ['quart', 'quarts', 'qt']],
      ['gal', ['gallon', 'gallons', 'gal']],
    ] as const
  ).flatMap(([unit, aliases]) => aliases.map((alias) => [alias, unit])),
);

const MEASURED_UNIT_NAMES: Readonly<Record<MeasuredUnit, { singular: string; plural: string; metric: boolean }>> = {
  mg: { singular: 'mg', plural: 'mg', metric: true },
  g: { singular: 'g', plural: 'g', metric: true },
  kg: { singular: 'kg', plural: 'kg', metric: true },
  ml: { singular: 'ml', plural: 'ml', metric: true },
  l: { singular: 'L', plural: 'L', metric: true },
  oz: { singular: 'oz', plural: 'oz', metric: false },
  lb: { singular: 'lb', plural: 'lb', metric: false },
  tsp: { singular: 'tsp', plural: 'tsp', metric: false },
  Tbs: { singular: 'tbsp', plural: 'tbsp', metric: false },
  'fl-oz': { singular: 'fl oz', plural: 'fl oz', metric: false },
  cup: { singular: 'cup', plural: 'cups', metric: false },
  pnt: { singular: 'pint', plural: 'pints', metric: false },
  qt: { singular: 'quart', plural: 'quarts', metric: false },
  gal: { singular: 'gallon', plural: 'gallons', metric: false },
};

// Countable packaging words, singular -> plural, so "1 can" + "2 cans" reads "3 cans".
const COUNT_UNITS: Readonly<Record<string, string>> = {
  can: 'cans',
  jar: 'jars',
  bottle: 'bottles',
  bag: 'bags',
  box: 'boxes',
  pack: 'pack',
  package: 'packages',
  packet: 'packets',
  bunch: 'bunches',
  head: 'heads',
  loaf: 'loaves',
  clove: 'cloves',
  carton: 'cartons',
  container: 'containers',
  piece: 'pieces',
  slice: 'slices',
  stick: 'sticks',
  tin: 'tins',
  tub: 'tubs',
  block: 'blocks',
  sprig: 'sprigs',
  stalk: 'stalks',
  fillet: 'fillets',
  steak: 'steaks',
  roll: 'rolls',
  dozen: 'dozen',
  count: 'count',
};

export interface QuantityUnit {
  /** Same key, same unit: the amounts add up. */
  key: string;
  measured: boolean;
  singular: string;
  plural: string;
}

export type ParsedQuantity =
  { kind: 'amount'; amount: number; unit: QuantityUnit | null } | { kind: 'text'; text: string };

function measuredUnit(unit: MeasuredUnit): QuantityUnit {
  const { singular, plural } = MEASURED_UNIT_NAMES[unit];
  return { key: unit, measured: true, singular, plural };
}

function unitFor(written: string): QuantityUnit | null {
  const normalized = written.toLowerCase().replace(/\./g, ' ').replace(/\s+/g, ' ').trim();
  if (normalized === '') return null;
  const measured = MEASURED_UNIT_ALIASES[normalized];
  if (measured) return measuredUnit(measured);
  const words = normalized.split(' ');
  words[words.length - 1] = singularize(words[words.length - 1]);
  const key = words.join(' ');
  if (COUNT_UNITS[key]) return { key, measured: false, singular: key, plural: COUNT_UNITS[key] };
  const asWritten = written.trim();
  return { key, measured: false, singular: asWritten, plural: asWritten };
}

export interface LeadingAmount {
  amount: number;
  /** The amount as written ("1 1/2", "½"). */
  text: string;
  /** What follows it, trimmed. */
  rest: string;
}

/**
 * The number at the start of a text, read by numeric-quantity: integers, decimals (".5", and
 * "1,5" as a decimal comma), fractions ("1/2", "1⁄2"), unicode fractions ("½") and mixed numbers
 * ("1 1/2", "1½"). Null when the text does not start with a finite amount of zero or more.
 */
export function readLeadingAmount(written: string): LeadingAmount | null {
  // numeric-quantity takes "1,5" for 15 (a thousands comma); in a recipe it is one and a half.
  const text = written.trim().replace(/^(\d+),(\d{1,2})(?!\d)/, '$1.$2');
  const { value, trailingInvalid = '' } = numericQuantity(text, {
    round: false,
    verbose: true,
    allowTrailingInvalid: true,
  });
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  return {
    amount: value,
    text: written.trim().slice(0, text.length - trailingInvalid.length).trim(),
    rest: trailingInvalid.trim(),
  };
}

/** spec part 2 §5: an amount alone ("2", "1.5", "1/2", "½", "1 1/2", "1½"); null for anything else. */
export function parseAmount(text: string | null | undefined): number | null {
  const leading = readLeadingAmount(text ?? '');
  return leading && leading.rest === '' ? leading.amount : null;
}

// Amounts spelled as words, for "half gallon" and "a dozen".
const SPELLED_AMOUNTS: readonly [RegExp, number][] = [
  [/^half(?:\s+an?)?\b/, 0.5],
  [/^(?:an?|one)\b/, 1],
];

function spelledAmount(text: string): { amount: number; rest: string } | null {
  for (const [pattern, amount] of SPELLED_AMOUNTS) {
    const match = text.match(pattern);
    if (match) return { amount, rest: text.slice(match[0].length).trim() };
  }
  return null;
}

/**
 * Reads a shopping quantity: "2", "1/2", "1 1/2", "½", "1½", "2 lb", "500g", "1 cup",
 * "3 cans", "half gallon", "a dozen". Anything else is kept as text. Empty means none (null).
 */
export function parseQuantity(quantity: string | null | undefined): ParsedQuantity | null {
  const text = (quantity ?? '').trim();
  if (text === '') return null;
  const normalized = text.replace(/\s+/g, ' ').toLowerCase();
  const numeric = readLeadingAmount(normalized);
  const leading = numeric ?? spelledAmount(normalized);
  if (!leading) return { kind: 'text', text };
  // "2-3 lb" or "1 (15 oz) can" is not one amount and a unit: keep it as written.
  if (leading.rest !== '' && !/^\p{L}/u.test(leading.rest)) return { kind: 'text', text };
  const unit = unitFor(leading.rest);
  // "a few" is not an amount; "a dozen" and "half gallon" are.
  if (!numeric && !(unit && (unit.measured || COUNT_UNITS[unit.key]))) return { kind: 'text', text };
  return { kind: 'amount', amount: leading.amount, unit };
}

const EPSILON = 1e-6;
const close = (a: number, b: number) => Math.abs(a - b) <= EPSILON * Math.max(1, Math.abs(a));

// Kitchen fractions written as fractions; anything else as a decimal.
const FRACTION_DENOMINATORS = [2, 3, 4, 8];

function asFraction(amount: number): string | null {
  const whole = Math.floor(amount + EPSILON);
  const rest = amount - whole;
  if (close(rest + whole, whole)) return String(whole);
  for (const denominator of FRACTION_DENOMINATORS) {
    const numerator = Math.round(rest * denominator);
    if (numerator > 0 && close(whole + numerator / denominator, amount)) {
      return whole === 0 ? `${numerator}/${denominator}` : `${whole} ${numerator}/${denominator}`;
    }
  }
  return null;
}

const isTwoDecimals = (amount: number) => close(Math.round(amount * 100) / 100, amount);

/** Metric amounts as decimals ("1.5"), others as kitchen fractions ("1 1/2") where exact, else decimals. */
export function formatAmount(amount: number, metric = false): string {
  return (metric ? null : asFraction(amount)) ?? String(Number(amount.toFixed(2)));
}

function isExact(amount: number, metric: boolean): boolean {
  return metric ? isTwoDecimals(amount) : asFraction(amount) !== null;
}

function withUnit(amount: number, unit: QuantityUnit | null, metric: boolean): string {
  const number = formatAmount(amount, metric);
  if (!unit) return number;
  return `${number} ${amount <= 1 + EPSILON ? unit.singular : unit.plural}`;
}

type Bucket =
  | { kind: 'measured'; units: MeasuredUnit[]; base: MeasuredUnit; total: number; parts: number }
  | { kind: 'counted'; unit: QuantityUnit | null; total: number; parts: number }
  | { kind: 'text'; text: string; parts: number };

/**
 * Writes a measured total in the largest of the units used in which it is at least 1 and
 * exact (metric: two decimals; others: halves, thirds, quarters, eighths); otherwise in
 * the smallest unit used. 500 g + 1 kg -> "1.5 kg"; 1 cup + 1 tbsp -> "17 tbsp".
 */
function formatMeasured(bucket: Extract<Bucket, { kind: 'measured' }>): string {
  const bySizeDescending = [...bucket.units].sort(
    (a, b) => convert(1).from(b).to(bucket.base) - convert(1).from(a).to(bucket.base),
  );
  const inUnit = (unit: MeasuredUnit) => convert(bucket.total).from(bucket.base).to(unit);
  const chosen =
    bySizeDescending.find((unit) => {
      const amount = inUnit(unit);
      return amount >= 1 - EPSILON && isExact(amount, MEASURED_UNIT_NAMES[unit].metric);
    }) ?? bySizeDescending[bySizeDescending.length - 1];
  return withUnit(inUnit(chosen), measuredUnit(chosen), MEASURED_UNIT_NAMES[chosen].metric);
}

export interface QuantitySum {
  quantity: string | null;
  /** Some amounts were in different but convertible units (g + kg). */
  converted: boolean;
  /** Some amounts were added together. */
  added: boolean;
  /** Some quantities could not be added and are listed side by side ("2 lb + 3 cups"). */
  sideBySide: boolean;
}

/**
 * Adds shopping quantities. Amounts in the same unit, or in units of the same kind
 * (mass, volume), add up; the rest are listed side by side with " + ", in the order first
 * seen. A missing quantity counts as 1 without unit, so "Milk" + "Milk" is "2" and
 * "Milk 1 gallon" + "Milk" is "1 gallon + 1". Identical text that is not an amount
 * ("a few") is kept once.
 */
export function addQuantities(quantities: readonly (string | null | undefined)[]): QuantitySum {
  const buckets = new Map<string, Bucket>();
  for (const quantity of quantities) {
    const parsed = parseQuantity(quantity) ?? { kind: 'amount', amount: 1, unit: null };
    if (parsed.kind === 'text') {
      const key = `text:${parsed.text.toLowerCase()}`;
      const bucket = buckets.get(key);
      if (bucket) bucket.parts += 1;
      else buckets.set(key, { kind: 'text', text: parsed.text, parts: 1 });
      continue;
    }
    const { amount, unit } = parsed;
    if (unit?.measured) {
      const measuredUnit = unit.key as MeasuredUnit;
      const key = `measure:${convert().describe(measuredUnit).measure}`;
      const bucket = buckets.get(key);
      if (bucket?.kind === 'measured') {
        bucket.total += convert(amount).from(measuredUnit).to(bucket.base);
        bucket.parts += 1;
        if (!bucket.units.includes(measuredUnit)) bucket.units.push(measuredUnit);
      } else {
        buckets.set(key, { kind: 'measured', units: [measuredUnit], base: measuredUnit, total: amount, parts: 1 });
      }
      continue;
    }
    const key = `unit:${unit?.key ?? ''}`;
    const bucket = buckets.get(key);
    if (bucket?.kind === 'counted') {
      bucket.total += amount;
      bucket.parts += 1;
      // Prefer a plural spelled out in the input for words we do not know.
      if (bucket.unit && unit && bucket.unit.plural === bucket.unit.singular && amount > 1)
        bucket.unit.plural = unit.plural;
    } else {
      buckets.set(key, { kind: 'counted', unit: unit && { ...unit }, total: amount, parts: 1 });
    }
  }
  const all = [...buckets.values()];
  const parts = all.map((bucket) => {
    if (bucket.kind === 'text') return bucket.text;
    if (bucket.kind === 'measured') return formatMeasured(bucket);
    return withUnit(bucket.total, bucket.unit, false);
  });
  return {
    quantity: parts.length > 0 ? parts.join(' + ') : null,
    converted: all.some((bucket) => bucket.kind === 'measured' && bucket.units.length > 1),
    added: all.some((bucket) => bucket.kind !== 'text' && bucket.parts > 1),
    sideBySide: all.length > 1,
  };
}
