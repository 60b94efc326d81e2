import { parseIngredientLine, type ParsedIngredientLine } from '../ingredient-line.js';
import { unitKey } from '../units.js';
import { isSectionTitle, withoutColon } from '../recipe-steps.js';
import { parseDuration } from './duration.js';
import { readIngredientLine } from './ingredient-reading.js';
import { buildParsedRecipe, type ParsedRecipe } from './parsed-recipe.js';

type Section = 'ingredients' | 'instructions' | 'notes';

const HEADINGS: readonly [RegExp, Section][] = [
  [/^(?:ingredients?(?: list)?|what you(?:'|’)?ll need|what you need|you(?:'|’)?ll need|you will need|shopping list)$/i, 'ingredients'],
  [/^(?:method|directions?|instructions?|preparation|steps?|how to (?:make|cook|prepare)(?: it)?|to make|procedure)$/i, 'instructions'],
  [/^(?:notes?|tips?|cook(?:'|’)?s notes?|variations?|storage|nutrition(?: facts| information)?)$/i, 'notes'],
];

// The words steps open with and ingredient lines do not ("Dry sherry", "Warm water" are left out).
const STEP_VERBS = new Set(
  `preheat heat add mix stir combine whisk beat bake cook place put pour bring serve season remove transfer
  cut chop melt fold let allow cover simmer boil fry roast grill spread sprinkle garnish divide arrange drain
  rinse set meanwhile once when using reduce return turn blend process knead roll shape leave chill refrigerate
  line grease toss taste adjust scatter drizzle repeat finish saute sauté squeeze mash strain sift brush
  marinate wash peel trim`.split(/\s+/),
);

const META_LABELS = String.raw`prep(?:aration)?|cook(?:ing)?|bak(?:e|ing)|total|ready in|active|serves|servings?|yields?|makes|portions?`;
// where a second label starts on the same line: "Prep 15 mins Cook 30 mins", "Serves 4 | Makes 8",
// "Serves 4 - Prep 15 mins" (OCR reads a middle dot as a dash)
const META_SPLIT = /\s*[|•·;]\s*|(?:,|\s+[-–—])?\s+(?=(?:prep(?:aration)?|cook(?:ing)?|bak(?:e|ing)|total|ready in|serves|yields?|makes)\b)/i;
const META_PART = new RegExp(String.raw`^(${META_LABELS})(\s+time)?\s*([:=–-]\s*)?(.*)$`, 'i');

interface Meta {
  prepTime?: number;
  cookTime?: number;
  totalTime?: number;
  servings?: number;
  yields?: string;
}

// "Prep time: 15 mins | Cook: 1 hr 20 mins", "Serves 4", "Makes 12 cookies", "Yield: 2 loaves"
function readMeta(line: string): Meta | null {
  const parts = line.split(META_SPLIT).filter((part) => part !== '');
  const meta: Meta = {};
  for (const part of parts) {
    const match = part.match(META_PART);
    const value = match?.[4].trim() ?? '';
    if (!match || value === '') return null;
    const label = match[1].toLowerCase();
    // "Cook 5 minutes until soft." is a step; "Cook 30 mins", "Cook time 30 mins" are times
    const labelled = match[2] !== undefined || match[3] !== undefined || /^(?:serv|yield|make|portion|ready)/.test(label);
    if (!labelled && (!/^\d/.test(value) || value.split(/\s+/).length > 4 || /\.$/.test(value))) return null;
    if (/^(?:serv|yield|make|portion)/.test(label)) {
      const count = value.match(/\d+/);
      if (!count) return null;
      meta.servings = Number(count[0]);
      meta.yields = /^\d+(?:\s*(?:-|–|to)\s*\d+)?$/.test(value) ? `${value} servings` : value.replace(/^about\s+/i, '');
    } else {
      const minutes = parseDuration(value);
      if (minutes === null) return null;
      if (/^prep/.test(label)) meta.prepTime = minutes;
      else if (/^(?:cook|bak|active)/.test(label)) meta.cookTime = minutes;
      else meta.totalTime = minutes;
    }
  }
  return parts.length > 0 ? meta : null;
}

/** A section heading, and what follows it on the same line ("Ingredients: 2 eggs"). */
function headingOf(line: string): { section: Section; rest: string } | null {
  const [, label, rest = ''] = line.replace(/^#+\s*/, '').match(/^([^:]*?)\s*(?::\s*(.*))?$/) ?? [];
  const section = HEADINGS.find(([pattern]) => pattern.test((label ?? '').replace(/[.\s]+$/, '')))?.[1];
  return section ? { section, rest: rest.trim() } : null;
}

const NUMBERED = /^(?:step\s*)?(\d{1,2})\s*(?:[.):]|\s-)\s*(?=\S)|^step\s+\d{1,2}\b\s*:?\s*/i;
// "1) Boil water. 2) Add pasta.": numbered steps run together on one line
const INLINE_STEP = /(?<=[.!?])\s+(?=\d{1,2}[.)]\s)/;
// OCR drops the dot after a step's number: "2 Add the tomatoes"
const OCR_NUMBERED = /^\d{1,2}\s+(?=\p{Lu}\p{Ll})/u;
const BULLET = /^(?:[-*•·▪◦‣–—>]|\d{1,2}\))\s+/;

const startsWithStepVerb = (line: string): boolean => STEP_VERBS.has((line.match(/^[\p{L}'’-]+/u)?.[0] ?? '').toLowerCase());

// A measured ingredient ("2 cups flour") cannot be a title; "5-Minute Fudge" can.
function isMeasuredIngredient(line: string): boolean {
  const reading = readIngredientLine(line);
  return reading.amount !== null && reading.unit !== null;
}

// A line that reads as an ingredient: it has an amount or a unit, or (once the list has begun)
// it is a few words that are no sentence: "salt and pepper".
function looksLikeIngredient(line: string, listStarted: boolean): boolean {
  const words = line.split(/\s+/);
  if (words.length > 14 || startsWithStepVerb(line) || (/[.!?]$/.test(line) && words.length > 4)) return false;
  const reading = readIngredientLine(line);
  return reading.name !== '' && (reading.amount !== null || reading.unit !== null || (listStarted && words.length <= 5));
}

const looksLikeStep = (line: string): boolean => NUMBERED.test(line) || startsWithStepVerb(line) || line.split(/\s+/).length > 14;

// OCR: stray marks at the edges of a line, "l cup" for "1 cup" (and what Tesseract makes of print: "thsp" for tbsp, "V2" or
// "1%" for a half, "Va" for a quarter, "Ys" for a third, at the start of an ingredient line)
const OCR_FRACTIONS: Readonly<Record<string, string>> = { V2: '½', Y2: '½', '%': '½', V4: '¼', Va: '¼', Ys: '⅓', Vs: '⅓', Y3: '⅓', V3: '⅓' };
const OCR_FRACTION = /^(\d*)(?:(?<=\d) )?(V2|Y2|V4|Va|Ys|Vs|Y3|V3|(?<=\d)%)(?=\s)/;
const SPECKS = new Set([...'|_~`»«©®¦']);

function cleanLine(line: string): string {
  const chars = [...line.replace(/\t/g, ' ').replace(/\p{Cc}/gu, '').replace(/\s+/g, ' ').trim()];
  let from = 0;
  let to = chars.length;
  while (from < to && (SPECKS.has(chars[from]) || chars[from] === ' ')) from++;
  while (to > from && (SPECKS.has(chars[to - 1]) || chars[to - 1] === ' ')) to--;
  return chars
    .slice(from, to)
    .join('')
    .replace(/^[lI](?=\s+(\p{L}+))/u, (letter, next: string) => (unitKey(next) !== null ? '1' : letter))
    .replace(OCR_FRACTION, (_, whole: string, misread: string) => whole + OCR_FRACTIONS[misread])
    .replace(/\bthsp\b/g, 'tbsp');
}

/** Lines of the text, with words hyphenated across a line break joined again. */
function textLines(text: string): string[] {
  const raw = text.replace(/\r\n?/g, '\n').split('\n').map(cleanLine);
  const lines: string[] = [];
  for (const line of raw) {
    const previous = lines[lines.length - 1];
    if (previous !== undefined && /\p{Ll}-$/u.test(previous) && /^\p{Ll}/u.test(line)) lines[lines.length - 1] = previous.slice(0, -1) + line;
    else lines.push(line);
  }
  return lines;
}

const hasLetters = (line: string): boolean => (line.match(/\p{L}/gu) ?? []).length >= 2;

/**
 * An ingredient under a group heading ("For the sauce:") keeps the heading first in its notes
 * ("For the sauce; chopped"), so the group survives in the one notes field a recipe row has. Pasted
 * text and imported pages keep groups this one way.
 */
export function underHeading(line: ParsedIngredientLine, heading: string | null): ParsedIngredientLine {
  if (heading === null) return line;
  const notes = [withoutColon(heading), line.notes].filter((note) => note !== null && note !== '').join('; ');
  return { ...line, notes: notes === '' ? null : notes };
}

/**
 * Free text to a recipe: the title (the first line that is no heading, time or ingredient), a
 * description, ingredients and steps with or without headings, numbered or bulleted, times and
 * servings. Works on OCR text too: broken words and steps broken across lines are joined. A
 * heading inside the ingredients ("For the sauce:") becomes the notes of the lines under it.
 * Null when there is no title, or neither ingredients nor steps.
 */
export function parseRecipeText(text: string): ParsedRecipe | null {
  const lines = textLines(text);
  let title = '';
  const description: string[] = [];
  const ingredients: ParsedIngredientLine[] = [];
  const steps: string[] = [];
  const meta: Meta = {};
  let section: Section | 'intro' = 'intro';
  let group: string | null = null;
  let stepPrefix: string | null = null;
  let blankBefore = false;
  let numberedSteps = false;

  let lastIngredient = '';
  const addIngredient = (line: string) => {
    lastIngredient = line;
    ingredients.push(underHeading(parseIngredientLine(line), group));
  };
  let numberAlone = false;
  const addStep = (line: string, numbered: boolean) => {
    const previous = steps[steps.length - 1];
    const continues =
      previous !== undefined &&
      !numbered &&
      !numberAlone &&
      !blankBefore &&
      !BULLET.test(line) &&
      (numberedSteps || !/[.!?:)]$/.test(previous) || /^\p{Ll}/u.test(line));
    const step = line.replace(NUMBERED, '').replace(BULLET, '').trim();
    // "Step 1" on a line of its own: the step follows on the next line
    numberAlone = numbered && step === '';
    if (numbered) numberedSteps = true;
    if (step === '') return;
    if (continues) steps[steps.length - 1] = `${previous} ${step}`;
    else {
      steps.push(stepPrefix ? `${stepPrefix} ${step}` : step);
      stepPrefix = null;
    }
  };

  const readBody = (line: string) => {
    const numbered = NUMBERED.test(line);
    const bulleted = BULLET.test(line);
    const item = line.replace(BULLET, '');
    if (section === 'ingredients') {
      if (isSectionTitle(item)) group = item.replace(/:$/, '');
      // a wrapped ingredient line: "2 cups flour, sifted and" / "measured"
      else if (ingredients.length > 0 && !blankBefore && !bulleted && /^\p{Ll}/u.test(item) && /[,(-]$|\b(?:and|or|of|into)$/.test(lastIngredient)) {
        ingredients.pop();
        addIngredient(`${lastIngredient} ${item}`);
      } else addIngredient(item);
    } else if (section === 'instructions') {
      if (isSectionTitle(item) && !numbered) stepPrefix = item;
      else {
        for (const part of line.split(INLINE_STEP)) {
          const bareNumber = part.match(OCR_NUMBERED);
          addStep(bareNumber ? part.slice(bareNumber[0].length) : part, bareNumber !== null || NUMBERED.test(part));
        }
      }
    } else if (section === 'intro') {
      // no headings (yet): each line is guessed from its shape
      if (steps.length === 0 && !numbered && (looksLikeIngredient(item, ingredients.length > 0) || (bulleted && item.split(/\s+/).length <= 8))) addIngredient(item);
      else if (ingredients.length === 0 && steps.length === 0 && !numbered && !looksLikeStep(item)) description.push(item);
      else addStep(line, numbered);
    }
  };

  for (const line of lines) {
    // blank lines, and OCR's page numbers and specks
    if (!hasLetters(line)) {
      blankBefore = true;
      continue;
    }
    const heading = headingOf(line);
    const lineMeta = heading ? null : readMeta(line);
    if (heading) {
      section = heading.section;
      group = null;
      numberedSteps = false;
      // "Directions: 1) Boil water. 2) Add pasta."
      for (const part of heading.rest.split(INLINE_STEP)) if (hasLetters(part)) readBody(part);
    } else if (lineMeta) Object.assign(meta, lineMeta);
    else if (title === '' && section === 'intro' && ingredients.length === 0 && steps.length === 0 && !isMeasuredIngredient(line) && !BULLET.test(line)) {
      title = line.replace(/^#+\s*/, '');
    } else readBody(line);
    blankBefore = heading !== null;
  }

  if (title === '' || (ingredients.length === 0 && steps.length === 0)) return null;
  return buildParsedRecipe({
    title,
    description: description.length > 0 ? description.join(' ') : null,
    ingredients,
    instructions: steps,
    prepTime: meta.prepTime ?? null,
    cookTime: meta.cookTime ?? null,
    totalTime: meta.totalTime ?? null,
    servings: meta.servings ?? null,
    yields: meta.yields ?? null,
    source: null,
  });
}
