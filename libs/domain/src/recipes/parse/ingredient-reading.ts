import { readLeadingAmount } from '../../shopping/quantity.js';
import { unitKey } from '../units.js';
import {
  COMMENT_WORDS,
  CONTAINERS,
  CUT_SIZES,
  SIZES_CONTAINER,
  PART_WORDS,
  GROUND,
  LENGTH_UNITS,
  LOOSE_MEASURES,
  NUMBER_WORDS,
  PIECE_WORDS,
  PREPARATION_ADVERBS,
  PREPARATION_WORDS,
  QUALITY_WORDS,
  RIBBED_PLANTS,
  SIZE_INTENSIFIERS,
  STATE_WORDS,
  TRAILING_UNITS,
  UNIT_MODIFIERS,
  isSizeWord,
} from './ingredient-words.js';

/** One ingredient line read into its parts; parseIngredientLine and ingredientLineLabels shape it. */
export interface IngredientReading {
  /** As written: "1 1/2", "½", "2-3"; a number word as its number ("One" -> "1"). */
  amount: string | null;
  /** The amount, or a range's low end. */
  low: number | null;
  /** A range's high end; null when the amount is one number. */
  high: number | null;
  /** As written, with a size word that belongs to it: "tbsp", "cups", "small handful". */
  unit: string | null;
  /** As written; parentheses kept where they belong to the name ("heavy (whipping) cream"). */
  name: string;
  /** Preparation, size, comments and a second measure, in the order a cook reads them. */
  notes: string[];
}

const FRACTION_CHARS = '¼½¾⅐⅑⅒⅓⅔⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞';
// the written number alone, so that numeric-quantity never reads on into "g/3½oz"
const LEADING_NUMBER = new RegExp(
  `^(?:\\d+\\s+\\d+/\\d+|\\d+/\\d+|\\d+(?:[.,]\\d+)?(?:\\s?[${FRACTION_CHARS}])?|[${FRACTION_CHARS}])(?![\\d/])`,
);
const NUMBER_WORD = new RegExp(`^(?:a\\s+)?(${Object.keys(NUMBER_WORDS).join('|')})\\b(?:\\s+an?\\b)?`, 'i');

const NUMBER_DASH = new RegExp(`(?<=[\\d${FRACTION_CHARS}])\\s*[–—‒]\\s*(?=[\\d${FRACTION_CHARS}])`, 'g');
const SECOND_MEASURE_SLASH = new RegExp(`(?<=[A-Za-z.])\\s*/\\s*(?=[\\d${FRACTION_CHARS}])`, 'g');
const ARTICLE_BEFORE_NUMBER = new RegExp(`^an?\\s+(?=[\\d${FRACTION_CHARS}])`, 'i');
const HAS_MEASURE = new RegExp(`[\\d${FRACTION_CHARS}/,;:]`);

// Published lines carry odd spacing, fraction slashes, dashes and soft hyphens inside numbers.
function normalise(text: string): string {
  return text
    .replace(/[\u00a0\u2000-\u200b\u202f\u205f\u3000\t\r\n]/g, ' ')
    .replace(/\u2044/g, '/')
    // 1" = 1 inch
    .replace(new RegExp(`(?<=[\\d${FRACTION_CHARS}])\\s?["”](?=[\\s-]|$)`, 'g'), ' inch')
    .replace(/(?<=[\d\u00ad])\u00ad|\u00ad(?=\d)/g, '')
    .replace(NUMBER_DASH, '-')
    // "90g/3oz": a second measure after a slash reads as its own words
    .replace(SECOND_MEASURE_SLASH, ' / ')
    .replace(/^\s*(?:[-*•·▪◦‣–—]+\s*)+/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Amount {
  text: string;
  value: number;
  rest: string;
}

function readNumber(text: string): Amount | null {
  const number = text.match(LEADING_NUMBER);
  if (number) {
    const leading = readLeadingAmount(number[0]);
    return leading && leading.rest === '' ? { text: leading.text, value: leading.amount, rest: text.slice(number[0].length).trim() } : null;
  }
  const word = text.match(NUMBER_WORD);
  if (!word) return null;
  // "One-pound bag" is an amount; "half-and-half" and "half-fat cream" are names
  const joined = text.slice(word[0].length).match(/^-(\p{L}+)/u);
  if (joined && unitKey(joined[1]) === null) return null;
  // "One", "half a", "a dozen" are kept as the number they say
  const value = NUMBER_WORDS[word[1].toLowerCase()];
  return { text: String(value), value, rest: text.slice(word[0].length).trim() };
}

interface Quantity {
  text: string;
  low: number;
  high: number | null;
  rest: string;
}

// "2-3", "2 to 3", "8 or 9", "2–3": a range's second number
const RANGE_JOIN = /^(?:-|to\b|or\b)\s*/i;

function readQuantity(text: string): Quantity | null {
  const first = readNumber(text);
  if (!first) return null;
  let quantity: Quantity = { text: first.text, low: first.value, high: null, rest: first.rest };
  const join = first.rest.match(RANGE_JOIN);
  const second = join ? readNumber(first.rest.slice(join[0].length)) : null;
  if (join && second && second.value > first.value) {
    quantity = { text: `${first.text}-${second.text}`, low: first.value, high: second.value, rest: second.rest };
  }
  // "2 dozen eggs"
  const dozen = quantity.rest.match(/^dozen\b\s*/i);
  if (dozen && quantity.high === null) {
    quantity = { text: `${quantity.low * 12}`, low: quantity.low * 12, high: null, rest: quantity.rest.slice(dozen[0].length) };
  }
  // "8-cup dish", "4-inch piece"; "½ an onion"
  quantity.rest = quantity.rest.replace(/^-(?=\p{L})/u, '').replace(/^an?\s+(?=\S)/i, '');
  return quantity;
}

const bare = (word: string): string => word.toLowerCase().replace(/^[("'‘“]+|[)"'’”.,;:!?]+$/g, '');

// "extra large", "very small": the intensifier goes with the size it strengthens
function isSizeAt(words: string[], at: number): boolean {
  const word = bare(words[at] ?? '');
  return isSizeWord(word) || (SIZE_INTENSIFIERS.has(word) && isSizeWord(bare(words[at + 1] ?? '')));
}

// "large handful", "finger-length piece", "thumb-sized knob"
const isUnitModifier = (words: string[], at: number): boolean =>
  UNIT_MODIFIERS.has(bare(words[at])) || isSizeAt(words, at) || /^\p{L}+-(?:length|long|sized?|thick)$/iu.test(words[at]);

interface Measure {
  unit: string | null;
  rest: string;
}

function lookupUnit(words: string[], at: number): number {
  const stripped = (word: string | undefined) => (word ?? '').replace(/[,;:]+$/, '');
  if (at + 1 < words.length && unitKey(`${stripped(words[at])} ${stripped(words[at + 1])}`) !== null) return 2;
  return unitKey(stripped(words[at])) !== null ? 1 : 0;
}

/** A unit after the amount, or opening the line ("pinch of salt", "small bunch coriander"). */
function readUnit(text: string, hasAmount: boolean, combine = true): Measure {
  const words = text.split(' ');
  let at = !hasAmount && /^an?$/i.test(words[0] ?? '') ? 1 : 0;
  const modifiersFrom = at;
  while (at < words.length && at - modifiersFrom < 2 && isUnitModifier(words, at)) at++;
  let length = lookupUnit(words, at);
  if (length === 0) return { unit: null, rest: text };
  const unitWord = words.slice(at, at + length).join(' ');
  const loose = LOOSE_MEASURES.has(bare(unitWord)) || /^of$/i.test(words[at + length] ?? '');
  if (!hasAmount && at === modifiersFrom && !loose) return { unit: null, rest: text };
  const next = bare(words[at + length] ?? '');
  // "4-inch piece", "28-ounce can": the measure describes the piece or the container
  if (combine && LENGTH_UNITS.has(unitKey(unitWord) ?? '') && PIECE_WORDS.has(next)) length++;
  else if (hasAmount && combine && SIZES_CONTAINER.has(unitKey(unitWord) ?? '') && CONTAINERS.has(next) && words.length > at + length + 1) length++;
  const unit = words
    .slice(modifiersFrom, at + length)
    .join(' ')
    .replace(/[.,;:]+$/, '');
  const rest = words
    .slice(at + length)
    .join(' ')
    // "a pinch or two of salt"
    .replace(/^or\s+(?:two|three|so|\d+)\b\s*/i, '')
    .replace(/^of\s+/i, '');
  return { unit, rest };
}

// "90g/3¼oz", "2 teaspoons/12 grams": the first measure counts, the second is a note
function skipSecondMeasure(text: string, notes: string[], fillsContainer = true, third = false): string {
  const slash = text.match(/^\/\s*/);
  if (!slash) return text;
  const quantity = readQuantity(text.slice(slash[0].length));
  if (!quantity) return text;
  const unit = readUnit(quantity.rest, true, false);
  const written = unit.unit ?? quantity.rest.match(/^(?:in|inches|pt)\b\.?/i)?.[0];
  if (!written) return text;
  let rest = unit.unit ? unit.rest : quantity.rest.slice(written.length).trim();
  let second = `${quantity.text}${unit.unit ? ' ' : ''}${written}`;
  // "500g/1lb 2oz": a measure in two units
  const more = readQuantity(rest);
  const moreUnit = more ? readUnit(more.rest, true, false) : null;
  if (more && moreUnit?.unit && unitKey(moreUnit.unit) !== unitKey(written)) {
    second += ` ${more.text} ${moreUnit.unit}`;
    rest = moreUnit.rest;
  }
  notes.push(second);
  // "200ml/7fl oz/¾ cup cream": a third measure
  if (!third && /^\/\s*/.test(rest)) return skipSecondMeasure(rest, notes, fillsContainer, true);
  // "5cm/2in piece ginger": the piece the two lengths measure
  rest = rest.replace(/^(?:piece|chunk|stick|length)s?\s+(?:of\s+)?/i, '');
  // "400g/14oz tin chopped tomatoes": the tin the two measures fill
  const container = rest.match(/^(\S+)\s+(?:of\s+)?(?=\S)/);
  if (fillsContainer && container && CONTAINERS.has(bare(container[1]))) {
    notes.push(container[1]);
    return rest.slice(container[0].length);
  }
  return rest;
}

/** Splits at commas and semicolons outside parentheses. */
function splitSegments(text: string): string[] {
  const segments: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(' || char === '[') depth++;
    if ((char === ')' || char === ']') && depth > 0) depth--;
    if ((char === ',' || char === ';') && depth === 0) {
      segments.push(current.trim());
      current = '';
    } else current += char;
  }
  segments.push(current.trim());
  return segments.filter((segment) => segment !== '');
}

/** Where the first bracket that is never closed opens, or -1. */
function unclosedBracket(text: string): number {
  const open: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(' || text[i] === '[') open.push(i);
    else if ((text[i] === ')' || text[i] === ']') && open.length > 0) open.pop();
  }
  return open.length > 0 ? open[0] : -1;
}

const wordsOf = (text: string): string[] => text.split(/\s+/).map(bare).filter((word) => word !== '');

const isPreparation = (word: string): boolean => PREPARATION_WORDS.has(word) || PREPARATION_ADVERBS.has(word);

// A past participle on its own ("cored", "rinsed") reads as preparation after a comma.
const looksLikeParticiple = (word: string): boolean => /^[a-z]{3,}ed$/.test(word) && !word.includes('-');

/** A comma segment that could be another name in a list ("paprika", "olive oil"). */
function isPlainSegment(segment: string): boolean {
  const text = segment.replace(/\([^)]*\)/g, ' ');
  const words = wordsOf(text).filter((word) => !/^(?:and|or|&)$/.test(word));
  return (
    words.length > 0 &&
    words.length <= 5 &&
    !/\d/.test(text) &&
    !words.every((word) => STATE_WORDS.has(word)) &&
    !words.some((word) => isPreparation(word) || COMMENT_WORDS.has(word) || PART_WORDS.has(word)) &&
    ![words[0], words[words.length - 1]].some((word) => looksLikeParticiple(word) && !STATE_WORDS.has(word))
  );
}

// A word that describes an ingredient rather than names it: "large", "ripe", "boneless", "bone-in", "unsweetened".
const describes = (word: string): boolean =>
  isSizeWord(word) ||
  SIZE_INTENSIFIERS.has(word) ||
  QUALITY_WORDS.has(word) ||
  STATE_WORDS.has(word) ||
  isPreparation(word) ||
  // ("largish", "reddish", but not "fish" or "radish")
  /^\p{L}+(?:less|free)$|^\p{L}{4,}ish$/u.test(word) ||
  /^\p{L}+-\p{L}+$/u.test(word) ||
  looksLikeParticiple(word);

const MAX_DESCRIPTIONS = 4;
const OTHER_AMOUNT = new RegExp(`^(.+?)\\s+or\\s+(?=[\\d${FRACTION_CHARS}]|(?:an?|one|two|three)\\s)`, 'i');
// "4 large, or 6 small, potatoes": another count of the same name
const OTHER_COUNT = new RegExp(`^or\\s+(?:[\\d${FRACTION_CHARS}]+|an?|one|two|three|four|five|six)\\s+(?=\\S)`, 'i');

/** A comma segment of adjectives only, which describes the name after it ("large," "bone-in,"). */
function isDescription(segment: string): boolean {
  const text = segment.replace(/\([^)]*\)/g, ' ').replace(OTHER_COUNT, '');
  // "ripe, but firm, avocado"
  const words = wordsOf(text).filter((word) => !/^(?:and|or|&|but|yet|not|too)$/.test(word));
  return words.length > 0 && words.length <= 3 && !/\d/.test(text) && words.every(describes);
}

/** The segment after a description: the name it describes, not a preparation or a comment. */
function namesAfterDescription(segment: string): boolean {
  const text = segment.replace(/\([^)]*\)/g, ' ');
  const words = wordsOf(text);
  return (
    words.length > 0 &&
    words.length <= 6 &&
    // no amount, though a size may be in the name ("9-inch pie crust")
    !words.some((word) => /\d/.test(word) && !/^\d+(?:[.,]\d+)?-\p{L}+$/u.test(word)) &&
    words.some((word) => !describes(word) && !/^(?:and|or|&)$/.test(word)) &&
    !words.some((word) => COMMENT_WORDS.has(word) || PART_WORDS.has(word))
  );
}

// Comments that follow a name without a comma: "salt to taste", "flour for dusting", "thyme or 1 tsp dried"
const COMMENT_START = new RegExp(
  [
    String.raw`\s(?:for|plus|such as|preferably|ideally|if|depending|optional|about|approximately|divided|then|cut (?:into|in))\b`,
    String.raw`\sto (?:taste|serve|garnish|finish|decorate|dust|drizzle)\b`,
    String.raw`\sas (?:needed|required|necessary)\b`,
    String.raw`\s(?:or|and) (?:more|less|so|extra)\b(?!-)`,
    String.raw`\sat room temperature\b`,
    String.raw`\sor (?=[\d${FRACTION_CHARS}]|an?\s|(?:one|two|three|half)\b(?!-))`,
    String.raw`\s*—|\s[–-]\s|\s-(?=\p{L})|\s\/\s`,
    // "lobster chopped into 8 pieces"
    String.raw`\s\p{L}+ed\s(?:into|in|with|until|to)\s`,
  ].join('|'),
  'iu',
);

function cutComment(text: string): { head: string; comment: string | null } {
  const match = ` ${text}`.match(COMMENT_START);
  if (!match || match.index === undefined) return { head: text, comment: null };
  const at = Math.max(0, match.index - 1);
  const comment = text
    .slice(at)
    .replace(/^\s*[—–-]?\s*/, '')
    .trim();
  return { head: text.slice(0, at).trim(), comment: comment === '' ? null : comment };
}

/** The comma segments that belong to the name: a list of ingredients or of adjectives. */
function nameSegmentCount(segments: string[], hasAmount: boolean): number {
  if (segments.length < 2) return 1;
  const joined = (segment: string) => /^(?:and\/or|and|or|&)\s/i.test(segment);
  const heads = segments.map((segment) => cutComment(segment).head);
  // "stock, broth, or water", "salt, pepper and nutmeg": a list of ingredients
  const end = segments.findIndex((segment, index) => index > 0 && (joined(segment) || /\s(?:and|or|&)\s/i.test(heads[index])));
  if (end > 0 && heads.slice(1, end + 1).every(isPlainSegment)) {
    let count = end + 1;
    // "..., or grape jelly"
    while (count < segments.length && joined(segments[count]) && isPlainSegment(heads[count])) count++;
    return count;
  }
  // "salt, pepper": a second name after the comma of a line with no amount (an amount measures one
  // ingredient, and what follows its comma is about it: "4 oz butter, room temperature")
  if (segments.length === 2 && !hasAmount && !/\d/.test(segments[0]) && isPlainSegment(heads[1]) && heads[1] === segments[1].trim() && wordsOf(heads[1]).length <= 3 && !wordsOf(heads[1]).every(describes)) return 2;
  // "boneless, skinless chicken breasts", "1 large, ripe, firm avocado": adjectives before the name
  // (a cook writes two or three such adjectives, never a long run)
  let described = 0;
  while (described < Math.min(segments.length - 1, MAX_DESCRIPTIONS) && isDescription(segments[described])) described++;
  return described > 0 && namesAfterDescription(heads[described]) ? described + 1 : 1;
}

// Parentheses inside a name are part of it when they name it another way: "(whipping)", "(or honey)",
// "(or other neutral oil)", "(chicken or vegetable)".
function keepsParenthetical(content: string): boolean {
  const words = wordsOf(content);
  const alternative = words[0] === 'or' || words.includes('or');
  const named = words.filter((word) => !/^(?:and|or|&)$/.test(word));
  return (
    named.length > 0 &&
    named.length <= (alternative ? 3 : 2) &&
    !named.every((word) => STATE_WORDS.has(word)) &&
    !HAS_MEASURE.test(content) &&
    !named.some((word) => PREPARATION_WORDS.has(word) || COMMENT_WORDS.has(word))
  );
}

/**
 * "1 tsp dried or 1 tbsp fresh oregano", "1 large or 2 small onions": adjectives, then another
 * amount of the same name; the name is the first adjectives with it, the other amount a note.
 */
function sharedName(text: string): { name: string; other: string } | null {
  const or = / or /i.test(text) ? text.match(OTHER_AMOUNT) : null;
  if (!or || !wordsOf(or[1]).every(describes)) return null;
  const other = readQuantity(text.slice(or[0].length));
  if (!other) return null;
  const otherUnit = readUnit(other.rest, true);
  const tail = otherUnit.rest.split(' ');
  // what sets the other apart is its size or state ("small", "dried"); other qualities are the name's ("sour")
  const setsApart = (word: string) => isSizeWord(word) || STATE_WORDS.has(word) || isPreparation(word);
  let named = 0;
  while (named < tail.length - 1 && setsApart(bare(tail[named]))) named++;
  if (setsApart(bare(tail[named]))) return null;
  const measure = [other.text, otherUnit.unit, ...tail.slice(0, named)].filter(Boolean).join(' ');
  return { name: `${or[1]} ${tail.slice(named).join(' ')}`, other: `or ${measure}` };
}

interface Name {
  name: string;
  unit: string | null;
  removed: string[];
  comments: string[];
  asides: string[];
}

/** The name from what follows the measure; prep, size and comments go to the notes. */
function readName(text: string, hasAmount: boolean, hasUnit: boolean, inContainer: boolean): Name {
  const comments: string[] = [];
  const asides: string[] = [];
  const segments = splitSegments(text);
  // "peeled, seeded and chopped tomato": the preparation comes first, the name after it
  while (segments.length > 1 && wordsOf(segments[0]).every((word) => isPreparation(word) || /^(?:and|or|&)$/.test(word))) {
    segments.splice(0, 2, `${segments[0]} ${segments[1]}`);
  }
  const count = nameSegmentCount(segments, hasAmount);
  let name = segments[0] ?? '';
  if (count > 1) {
    // "ripe, but firm, avocado": the joining word goes with the commas
    const described = segments.slice(0, count).map((segment, i) => (i < count - 1 ? segment.replace(/^(?:but|yet)\s+/i, '') : segment));
    comments.push(...described.filter((segment) => OTHER_COUNT.test(segment)));
    name = described.filter((segment) => !OTHER_COUNT.test(segment)).join(', ');
  }
  comments.push(...segments.slice(count));

  name = name.replace(/\(([^()[\]]*)(?:\)|\])|\[([^()[\]]*)\]/g, (whole, round?: string, square?: string) => {
    const content = (round ?? square ?? '').trim();
    if (keepsParenthetical(content)) return whole;
    if (content !== '') asides.push(content);
    return ' ';
  });
  // an unclosed parenthesis runs to the end of the line
  const unclosed = unclosedBracket(name);
  if (unclosed >= 0) {
    const content = name.slice(unclosed + 1).trim();
    if (content !== '') asides.push(content);
    name = name.slice(0, unclosed);
  }
  name = name.replace(/\s+/g, ' ').trim();
  // "½ cup (1 stick) plus 2 tablespoons butter": the added measure is a note
  const plus = name.match(/^plus\s+/i);
  const added = plus ? readQuantity(name.slice(plus[0].length)) : null;
  if (added) {
    const addedUnit = readUnit(added.rest, true);
    asides.push(`plus ${added.text}${addedUnit.unit ? ` ${addedUnit.unit}` : ''}`);
    name = addedUnit.rest;
  }
  const shared = sharedName(name);
  if (shared) {
    comments.push(shared.other);
    name = shared.name;
  }
  const cut = cutComment(name);
  if (cut.comment !== null && cut.head !== '') {
    name = cut.head;
    comments.unshift(cut.comment);
  }

  const words = name.split(' ').filter((word) => word !== '');
  const keep = words.map(() => true);
  let named = false;
  // "1 tin chopped tomatoes" is what the tin holds, not what the cook does
  let packed = inContainer;
  // "2 thin lemon wedges": how thick a counted item is cut sizes it
  const countsItems = hasAmount && !hasUnit;
  for (let i = 0; i < words.length; i++) {
    const word = bare(words[i]);
    const next = bare(words[i + 1] ?? '');
    const adverbFor = (j: number) => j < words.length && (PREPARATION_WORDS.has(bare(words[j])) || bare(words[j]) === GROUND);
    // "ground or shredded coconut": a preparation word offered as an alternative names a kind
    const alternative = i > 1 && /^or$/i.test(words[i - 1]) && keep[i - 2] && (bare(words[i - 2]) === GROUND || STATE_WORDS.has(bare(words[i - 2])));
    if (PREPARATION_WORDS.has(word) && !alternative && !packed) keep[i] = false;
    else if (PREPARATION_ADVERBS.has(word) && (adverbFor(i + 1) || (i > 0 && !keep[i - 1] && i === words.length - 1))) keep[i] = false;
    else if (word === GROUND && i > 0 && PREPARATION_ADVERBS.has(bare(words[i - 1]))) keep[i] = false;
    // a size word before the name sizes the item ("large eggs"); inside it names a kind ("small white beans")
    else if (!named && (isSizeAt(words, i) || (countsItems && CUT_SIZES.has(word)))) {
      keep[i] = false;
      // "medium sized onion"
      if (/^sized?$/.test(next)) keep[++i] = false;
      // "medium or large shrimp", "medium to large onion"
      if ((next === 'or' || next === 'to') && isSizeAt(words, i + 2)) {
        keep[i + 1] = false;
        keep[i + 2] = false;
        i += 2;
      }
    } else if (word === 'each' && i === 0) keep[i] = false;
    else if (!/^(?:and|or|&)$/.test(word)) named = true;
    // "canned diced tomatoes" is what the can holds, not what the cook does
    if (word === 'canned' || word === 'tinned') packed = true;
  }
  // "peeled and diced tomatoes": a joining word between two removed words goes with them
  for (let i = 1; i < words.length - 1; i++) {
    if (/^(?:and|or|&)$/i.test(words[i]) && !keep[i - 1] && !keep[i + 1]) keep[i] = false;
  }
  let kept = words.filter((_, i) => keep[i]);
  const removed = words.filter((_, i) => !keep[i]);
  while (kept.length > 0 && /^(?:and|or|&|of)$/i.test(kept[0])) kept = kept.slice(1);
  while (kept.length > 0 && /^(?:and|or|&|of|with)$/i.test(kept[kept.length - 1])) kept = kept.slice(0, -1);

  let unit: string | null = null;
  // "2 garlic cloves", "4 large garlic cloves": the unit follows the name
  const last = kept[kept.length - 1];
  // ("4 whole cloves" is the spice: a state word alone is no name)
  const rest = kept.slice(0, -1).map(bare);
  const nameLeft = rest.some((word) => !STATE_WORDS.has(word) && word !== GROUND);
  const trailing = last === undefined ? '' : (unitKey(bare(last)) ?? '');
  const plantPart = trailing !== 'rib' || RIBBED_PLANTS.has(rest[rest.length - 1] ?? '');
  if (hasAmount && !hasUnit && nameLeft && TRAILING_UNITS.has(trailing) && plantPart) {
    const size = isSizeWord(bare(words[0])) && !keep[0] ? words[0] : null;
    unit = size ? `${size} ${last}` : last;
    if (size) removed.splice(removed.indexOf(size), 1);
    kept = kept.slice(0, -1);
  }
  return { name: kept.join(' '), unit, removed, comments, asides };
}

// "Juice of 2 limes", "finely grated zest of 1 orange": the fruit is the ingredient
const PART_OF = /^((?:(?:finely|freshly)\s+)?(?:grated\s+)?(?:juice|zest|rind)(?:\s+(?:and|&)\s+(?:finely\s+)?(?:grated\s+)?(?:juice|zest|rind))?)\s+of\s+/i;
// "about 3 tbsp", "scant 1 cup": a word that qualifies the amount is a note
const APPROXIMATELY = /^(?:about|approx\.?|approximately|around|roughly|up to|~|scant|generous|heaped|heaping|rounded|good)\s*/i;

// "(optional) 1 tsp chilli flakes", "Optional: 2 tbsp chives", "For the garnish: 1 lime", "To serve - 2 tbsp yogurt"
const HEADING =
  /^(?:[([]\s*optional\s*[)\]]\s*[:–—-]?|(?:optional|(?:for|to)\s[^:\d()–—-]{1,30}?|garnish(?:es)?|toppings?|decoration)\s*(?::|\s[–—-]|\s(?=[\d¼½¾⅓⅔⅛])))\s*/i;
// "Sauce: 300ml milk", "(for the glaze) 2 tbsp honey": any words before a colon or in brackets, when a whole line follows
const LABEL = /^(?:[^:\d()[\]]{1,30}:|[([][^\d()[\]]{1,30}[)\]]\s*[:–—-]?)\s*/;

/** A heading written at the start of the line, which is a note, and the line after it. */
function readHeading(line: string): { heading: string | null; rest: string } {
  const heading = line.match(HEADING);
  const label = heading ? null : line.match(LABEL);
  const found = heading ?? label;
  if (!found || found[0].length === line.length) return { heading: null, rest: line };
  const rest = line.slice(found[0].length);
  const written = found[0].replace(/[\s:()[\]–—-]+/g, ' ').trim();
  const quantity = label ? readQuantity(rest) : null;
  if (label && !quantity) return { heading: null, rest: line };
  // "Sugar: 2 tbsp", "Eggs: 3": a name, then its amount
  if (quantity && readUnit(quantity.rest, true).rest === '') return { heading: null, rest: `${rest} ${written}` };
  return { heading: written, rest };
}

/** Reads one ingredient line into amount, unit, name and notes. */
export function readIngredientLine(text: string): IngredientReading {
  const { heading, rest: body } = readHeading(normalise(text));
  let line = body;
  const leadingNotes: string[] = heading ? [heading] : [];
  const measures: string[] = [];
  for (const prefix of [APPROXIMATELY, PART_OF]) {
    const match = line.match(prefix);
    if (match && readQuantity(line.slice(match[0].length).replace(ARTICLE_BEFORE_NUMBER, ''))) {
      leadingNotes.push(match[0].trim());
      line = line.slice(match[0].length);
    }
  }
  // "A 4-inch piece of ginger"
  line = line.replace(ARTICLE_BEFORE_NUMBER, '');

  let quantity = readQuantity(line);
  let rest = quantity ? quantity.rest : line;
  // "1 (15 oz) can beans": a measure between the amount and the unit
  const between = quantity ? rest.match(/^\(([^)]*\d[^)]*)\)\s*/) : null;
  if (between) {
    measures.push(between[1].trim());
    rest = rest.slice(between[0].length);
  }
  // "2 x 400g tins tomatoes", "1 14-oz. can beans", "1 2-inch piece ginger": the size of each is a note
  const each = quantity ? rest.match(/^(?:[x×]\s*)?(?=\d)/i) : null;
  const size = each ? readQuantity(rest.slice(each[0].length)) : null;
  const sizeUnit = size ? readUnit(size.rest, true, false) : null;
  const container = bare(sizeUnit?.rest.split(' ')[0] ?? '');
  if (size && sizeUnit?.unit && (each?.[0] !== '' || CONTAINERS.has(container) || PIECE_WORDS.has(container))) {
    measures.push(`${size.text} ${sizeUnit.unit}`);
    // "2 x 400g/14oz tins tomatoes": the tins are the unit of the count
    rest = skipSecondMeasure(sizeUnit.rest, measures, false);
  }
  const measure = readUnit(rest, quantity !== null);
  rest = measure.unit && quantity ? skipSecondMeasure(measure.rest, measures) : measure.rest;
  // "5 oz to 7 ounces": a range that writes the unit twice
  const upTo = quantity && quantity.high === null && measure.unit ? rest.match(RANGE_JOIN) : null;
  const high = upTo ? readQuantity(rest.slice(upTo[0].length)) : null;
  const highUnit = high ? readUnit(high.rest, true) : null;
  if (quantity && high && highUnit?.unit && unitKey(highUnit.unit) === unitKey(measure.unit ?? '') && high.low > quantity.low) {
    quantity = { ...quantity, text: `${quantity.text}-${high.text}`, high: high.low };
    rest = highUnit.rest;
  }

  const isContainer = (written: string) => CONTAINERS.has(bare(written.slice(written.lastIndexOf(' ') + 1)));
  const held = (measure.unit !== null && isContainer(measure.unit)) || measures.some(isContainer);
  let named = readName(rest, quantity !== null, measure.unit !== null, held);
  // "Confectioners' sugar, 2 tablespoons": the amount after the name
  if (!quantity && !measure.unit) {
    const at = named.comments.findIndex((comment) => {
      const late = readQuantity(comment);
      return late !== null && (late.rest === '' || readUnit(late.rest, true).rest === '');
    });
    if (at >= 0) {
      quantity = readQuantity(named.comments[at]);
      const lateUnit = quantity ? readUnit(quantity.rest, true) : null;
      named.comments.splice(at, 1);
      named = { ...named, unit: lateUnit?.unit ?? null };
    }
  }
  const unit = measure.unit ?? named.unit;
  let name = named.name;
  // a unit with nothing after it is the name: "12 whole cloves"
  if (name === '' && measure.unit !== null) name = measure.unit;
  const notes = [
    ...(named.removed.length > 0 ? [named.removed.join(' ').replace(/[,;]+(?=\s|$)/g, '')] : []),
    ...named.comments,
    ...named.asides,
    ...measures,
    ...leadingNotes,
  ];
  return {
    amount: quantity?.text ?? null,
    low: quantity?.low ?? null,
    high: quantity?.high ?? null,
    unit: name === measure.unit ? named.unit : unit,
    name,
    notes,
  };
}
