import { singularize } from '../../shopping/item-names.js';
import { unitKey } from '../units.js';
import { readIngredientLine } from './ingredient-reading.js';
import { CUT_SIZES, PREPARATION_ADVERBS, PREPARATION_WORDS, STATE_WORDS, isSizeWord } from './ingredient-words.js';

/** One ingredient line in the columns of fixtures/ingredient-lines (see its README). */
export interface IngredientLineLabels {
  /** "2", "0.5", "0.333", a range "2-3"; '' when the line has no amount. */
  qty: string;
  /** As written, singular: "cup", "Tbsp", "small handful"; '' when none. */
  unit: string;
  /** The name's words joined by single spaces, punctuation and parentheses dropped. */
  name: string;
}

const decimal = (value: number): string => String(Number(value.toFixed(3)));

// The labels write a unit singular however the line wrote it ("cups" -> "cup", "Tbsps" -> "Tbsp").
function singularWord(word: string): string {
  // "lbs" -> "lb", "Tbsps" -> "Tbsp": abbreviations take a bare s
  if (/s$/i.test(word) && unitKey(word) !== null && unitKey(word.slice(0, -1)) === unitKey(word)) return word.slice(0, -1);
  const singular = singularize(word);
  return word.toLowerCase().startsWith(singular) ? word.slice(0, singular.length) : singular;
}

const singularUnit = (unit: string): string => {
  const words = unit.split(' ');
  words[words.length - 1] = singularWord(words[words.length - 1]);
  return words.join(' ');
};

// The labels treat the pieces food is counted in as units and write them singular even inside a
// name ("basil leaves" -> "basil leaf", "cardamom pods" -> "cardamom pod").
const COUNTED_PARTS = new Set(
  'leaf clove stick wedge sprig piece stalk pod ball drop bag rib cube bulb strip sheet slice'.split(' '),
);
const nameWord = (word: string): string => (COUNTED_PARTS.has(singularize(word)) ? singularWord(word) : word);

/** The parse of one ingredient line as the labelled data sets write it. */
export function ingredientLineLabels(text: string): IngredientLineLabels {
  const reading = readIngredientLine(text);
  const qty = reading.low === null ? '' : reading.high === null ? decimal(reading.low) : `${decimal(reading.low)}-${decimal(reading.high)}`;
  const name = reading.name
    .replace(/[()[\]{}]/g, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^[,;:.!?"“”]+|[,;:.!?"“”]+$/g, ''))
    .filter((word) => word !== '')
    .map(nameWord)
    .join(' ');
  return { qty, unit: reading.unit === null ? '' : singularUnit(reading.unit), name };
}

const nameTokens = (name: string): string[] => name.split(/\s+/).filter((token) => token !== '');

/**
 * Which fields of a parse match the labels, compared as fixtures/ingredient-lines/README.md
 * says: the qty strings equal, the unit as written (so case counts), the name token by token.
 */
export function matchIngredientLabels(parsed: IngredientLineLabels, labels: IngredientLineLabels): Record<keyof IngredientLineLabels, boolean> {
  const got = nameTokens(parsed.name);
  const want = nameTokens(labels.name);
  return {
    qty: parsed.qty === labels.qty,
    unit: parsed.unit === labels.unit,
    name: got.length === want.length && got.every((token, i) => token === want[i]),
  };
}

/**
 * A name that is only a size, state or preparation word ("large", "fresh", "chopped"): the reading
 * lost the ingredient itself (issue 25).
 */
export function namesNoIngredient(name: string): boolean {
  const words = nameTokens(name.toLowerCase());
  const describes = (word: string) =>
    isSizeWord(word) || STATE_WORDS.has(word) || PREPARATION_WORDS.has(word) || PREPARATION_ADVERBS.has(word) || CUT_SIZES.has(word);
  return words.every(describes);
}

/** How many lines of a labelled set a parse gets right, field by field, as the README compares them. */
export interface IngredientLabelScore {
  lines: number;
  qty: number;
  unit: number;
  name: number;
  /** qty, unit and name all right */
  all: number;
  /** parsed names that are only a size, state or preparation word (namesNoIngredient) */
  noIngredient: number;
  /** each line not all right, with the parse and the labels */
  misses: string[];
}

/** Scores ingredientLineLabels against labelled rows: readCsv of fixtures/ingredient-lines/dev.csv's columns. */
export function scoreIngredientLabels(rows: readonly Readonly<Record<string, string>>[]): IngredientLabelScore {
  const score: IngredientLabelScore = { lines: rows.length, qty: 0, unit: 0, name: 0, all: 0, noIngredient: 0, misses: [] };
  for (const { input, qty, unit, name } of rows) {
    const parsed = ingredientLineLabels(input);
    const match = matchIngredientLabels(parsed, { qty, unit, name });
    score.qty += Number(match.qty);
    score.unit += Number(match.unit);
    score.name += Number(match.name);
    score.noIngredient += Number(namesNoIngredient(parsed.name));
    if (match.qty && match.unit && match.name) score.all++;
    else score.misses.push(`${input}\n  got  ${parsed.qty}|${parsed.unit}|${parsed.name}\n  want ${qty}|${unit}|${name}`);
  }
  return score;
}
