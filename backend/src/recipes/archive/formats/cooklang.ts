import { buildParsedRecipe, RECIPE_LIMITS, sectionStep, type ParsedIngredientLine } from '@mealapp/domain';
import type { SchemaNode } from '../../import/recipe-page.types.js';
import { isNode, listOf, recipeFromSchema } from '../../import/schema-recipe.js';
import { amountText, hostOf, textOf } from '../export-fields.js';
import { NO_PAGE } from '../schema-file.js';
import { descriptionThenNotes, httpsUrl, nutritionNode, sourceNote } from './export-text.js';
import { foundRecipe, type FoundRecipe } from './found-recipe.js';
import { documentText, frontMatter, yamlMapping } from './front-matter.js';

// Cooklang (https://cooklang.org/docs/spec/, with cooklang-rs's modifiers, notes and aliases):
// a recipe is plain text whose paragraphs are steps, marking ingredients (@), cookware (#) and
// timers (~) inline. Read by one pass of small scanners, linear in the text: every scan for a
// closing "}" or ")" stops at the line's end and at the next marker, so no text is scanned twice.

/** One mention of an ingredient in a step. */
interface Mention {
  name: string;
  amount: string | null;
  value: number | null;
  unit: string | null;
  note: string | null;
  /** "-": shown in the step, not listed; an intermediate preparation ("@&(~1)dough{}") neither. */
  hidden: boolean;
  optional: boolean;
  /** "+": listed on its own line even when the name is listed already. */
  separate: boolean;
}

/** A marker as the step shows it, where the step's text goes on, and the ingredient it mentions. */
interface Marker {
  shown: string;
  end: number;
  mention: Mention | null;
}

const SIGILS = '@#~';
const MODIFIERS = '@&?+-';
// a one-word name: letters, digits and emoji, up to a space or punctuation ("@chilli," is chilli)
const WORD_CHARACTER = /^[\p{L}\p{N}\p{M}\p{So}\p{Sk}_\u200d]$/u;

const isSpace = (character: string | undefined): boolean => character !== undefined && /^\s$/.test(character);

/** The index after the one-word name starting at `from` (whole code points: emoji are two units). */
function wordEnd(line: string, from: number): number {
  let at = from;
  while (at < line.length) {
    const character = String.fromCodePoint(line.codePointAt(at) ?? 0);
    if (!WORD_CHARACTER.test(character)) break;
    at += character.length;
  }
  return at;
}

/** The index of `close` from `from`, or -1 when the line ends or another marker starts first. */
function closing(line: string, from: number, close: string): number {
  for (let at = from; at < line.length; at += 1) {
    if (line[at] === close) return at;
    if (SIGILS.includes(line[at])) return -1;
  }
  return -1;
}

/** A quantity as written ("1 / 2" is "1/2") and its number: "2", "1.5", "1,5", "1/2", "1 1/2"; a range ("2-3") or words have none. */
function readQuantity(written: string): { amount: string | null; value: number | null } {
  const amount = written.replace(/\s+/g, ' ').replace(/ ?\/ ?/g, '/').replace(/\*$/, '').trim();
  const decimal = amount.match(/^\d+(?:[.,]\d+)?$/);
  if (decimal) return { amount, value: Number(amount.replace(',', '.')) };
  // "01/2" is no fraction in Cooklang: it stays text
  const fraction = amount.match(/^(?:(\d+) )?([1-9]\d*)\/(\d+)$/);
  if (fraction && Number(fraction[3]) > 0) return { amount, value: Number(fraction[1] ?? 0) + Number(fraction[2]) / Number(fraction[3]) };
  return { amount: amount || null, value: null };
}

/** "{quantity%unit}"'s parts; the unit trimmed, null when none. */
function readBraces(inside: string): { amount: string | null; value: number | null; unit: string | null } {
  const percent = inside.indexOf('%');
  const unit = percent === -1 ? '' : inside.slice(percent + 1).trim();
  return { ...readQuantity(percent === -1 ? inside : inside.slice(0, percent)), unit: unit || null };
}

/** A recipe reference's name ("./sauces/Hollandaise") as the recipe's name. */
const shownName = (name: string): string => name.slice(name.lastIndexOf('/') + 1).trim() || name;

/** The modifiers after an "@" or "#" ("@?thyme", "@-salt", "@&(~1)dough"), each once, and where the name starts; null when malformed. */
function readModifiers(line: string, from: number): { modifiers: Set<string>; intermediate: boolean; at: number } | null {
  const modifiers = new Set<string>();
  let intermediate = false;
  let at = from;
  while (at < line.length && MODIFIERS.includes(line[at]) && !modifiers.has(line[at])) {
    modifiers.add(line[at]);
    at += 1;
    // "@&(~1)dough{}": what step ~1 (or 2, =2, =~2) prepared; a few characters at most
    if (line[at - 1] === '&' && line[at] === '(') {
      const close = line.slice(at, at + 8).indexOf(')');
      if (close === -1) return null;
      intermediate = true;
      at += close + 1;
    }
  }
  return { modifiers, intermediate, at };
}

/** A marker's name, any words up to "{...}" on the line or else one word, its braces' text and where it ends. */
function readName(line: string, at: number): { name: string; braces: string | null; end: number } {
  const open = closing(line, at, '{');
  const close = open === -1 ? -1 : closing(line, open + 1, '}');
  if (close !== -1) return { name: line.slice(at, open).trim(), braces: line.slice(open + 1, close), end: close + 1 };
  const end = wordEnd(line, at);
  return { name: line.slice(at, end), braces: null, end };
}

/**
 * The marker at `start` (an "@", "#" or "~") as a reader sees it: an ingredient or cookware by its
 * name (an alias "|" after it when given), a timer by its time, else its name. Null when it is no
 * marker ("@ example", "~ 5"): text then.
 */
function readMarker(line: string, start: number): Marker | null {
  const sigil = line[start];
  const modified = sigil === '~' ? { modifiers: new Set<string>(), intermediate: false, at: start + 1 } : readModifiers(line, start + 1);
  if (modified === null || modified.at >= line.length || isSpace(line[modified.at])) return null;
  const { name, braces, end: nameEnd } = readName(line, modified.at);
  if (name === '' && (sigil !== '~' || braces === null)) return null;
  let end = nameEnd;
  let note: string | null = null;
  const noteEnd = sigil !== '~' && line[end] === '(' ? closing(line, end + 1, ')') : -1;
  if (noteEnd !== -1) {
    note = line.slice(end + 1, noteEnd).trim() || null;
    end = noteEnd + 1;
  }
  const bar = name.indexOf('|');
  const listed = shownName(bar === -1 ? name : name.slice(0, bar));
  const shown = bar === -1 ? listed : name.slice(bar + 1).trim() || listed;
  const quantity = readBraces(braces ?? '');
  if (sigil === '~') return { shown: quantity.amount ? [quantity.amount, quantity.unit].filter(Boolean).join(' ') : shown, end, mention: null };
  if (sigil === '#') return { shown: note ? `${shown} (${note})` : shown, end, mention: null };
  const { modifiers, intermediate } = modified;
  const mention: Mention = { name: listed, ...quantity, note, hidden: modifiers.has('-') || intermediate, optional: modifiers.has('?'), separate: modifiers.has('+') };
  return { shown, end, mention };
}

/**
 * The recipe's ingredient list, in order of first mention: a name mentioned again in the same
 * unit adds its number to the line ("&" references the same way); again without a quantity it is
 * already listed; else (words, ranges, another unit, "+") a line of its own. Each mention is one
 * look-up, however many lines share a name.
 */
class IngredientList {
  readonly lines: ParsedIngredientLine[] = [];
  private readonly listed = new Set<string>();
  // name and unit -> the line later numbers in that unit add to
  private readonly sums = new Map<string, ParsedIngredientLine>();

  add(mention: Mention): void {
    if (mention.hidden) return;
    const name = mention.name.toLowerCase();
    if (!mention.separate && mention.amount === null && mention.unit === null && this.listed.has(name)) return;
    const key = `${name}\u0000${(mention.unit ?? '').toLowerCase()}`;
    const sum = mention.separate || mention.value === null ? undefined : this.sums.get(key);
    if (sum && sum.amountValue !== null && mention.value !== null) {
      sum.amountValue += mention.value;
      sum.amount = amountText(sum.amountValue);
      const notes = sum.notes ?? '';
      if (mention.note && notes.length < RECIPE_LIMITS.notesLength && !notes.includes(mention.note)) sum.notes = [sum.notes, mention.note].filter(Boolean).join('; ');
      return;
    }
    const notes = [mention.note, mention.optional ? 'optional' : null].filter(Boolean).join('; ');
    const line: ParsedIngredientLine = { amount: mention.amount, amountValue: mention.value, unit: mention.unit, name: mention.name, notes: notes || null };
    this.lines.push(line);
    this.listed.add(name);
    if (line.amountValue !== null && !this.sums.has(key)) this.sums.set(key, line);
  }
}

/** A line of a step as a reader sees it: each marker replaced by its name (a timer by its time), its ingredient listed. */
function stepLine(line: string, ingredients: IngredientList): string {
  let shown = '';
  let from = 0;
  let at = 0;
  while (at < line.length) {
    const marker = SIGILS.includes(line[at]) ? readMarker(line, at) : null;
    if (marker === null) {
      at += 1;
      continue;
    }
    shown += line.slice(from, at) + marker.shown;
    if (marker.mention) ingredients.add(marker.mention);
    at = marker.end;
    from = at;
  }
  return shown + line.slice(from);
}

// where a comment was: a line left with only this was a comment's line, not a blank line between steps
const REMOVED = '\u0000';

/** The text without its comments: "-- ..." to the line's end, "[- ... -]" anywhere (across lines too). A run of three dashes or more is text. */
function withoutComments(text: string): string {
  let kept = '';
  let from = 0;
  let at = 0;
  let blockCloses = true;
  while (at < text.length) {
    if (text[at] === '[' && text[at + 1] === '-' && blockCloses) {
      const close = text.indexOf('-]', at + 2);
      if (close === -1) blockCloses = false;
      else {
        kept += text.slice(from, at) + REMOVED;
        at = close + 2;
        from = at;
        continue;
      }
    }
    if (text[at] !== '-') {
      at += 1;
      continue;
    }
    let run = at;
    while (text[run] === '-') run += 1;
    if (run - at === 2) {
      const lineEnd = text.indexOf('\n', run);
      kept += text.slice(from, at) + REMOVED;
      at = lineEnd === -1 ? text.length : lineEnd;
      from = at;
    } else at = run;
  }
  return kept + text.slice(from);
}

/** "== Dough ==" or "= Dough": the section's name, '' for a section without one. */
function sectionName(line: string): string {
  let start = 0;
  while (line[start] === '=') start += 1;
  let end = line.length;
  while (end > start && line[end - 1] === '=') end -= 1;
  return line.slice(start, end).trim();
}

interface Body {
  /** Steps and sections' heading steps, in order. */
  steps: string[];
  /** How many of the steps are steps, not sections. */
  cooked: number;
  notes: string[];
  ingredients: ParsedIngredientLine[];
  /** The older ">> key: value" lines. */
  metadata: SchemaNode;
}

/** The recipe after its front matter: a paragraph a step, "=" lines sections, ">" lines notes, ">>" lines metadata. */
function readBody(text: string): Body {
  const ingredients = new IngredientList();
  const body: Body = { steps: [], cooked: 0, notes: [], ingredients: ingredients.lines, metadata: {} };
  let step: string[] = [];
  let note: string[] = [];
  const endStep = () => {
    const joined = step.join(' ').trim();
    step = [];
    if (joined === '') return;
    body.steps.push(joined);
    body.cooked += 1;
  };
  const endNote = () => {
    if (note.length > 0) body.notes.push(note.join(' '));
    note = [];
  };
  for (const raw of withoutComments(text).split('\n')) {
    const line = raw.trim();
    if (line.replaceAll(REMOVED, '').trim() === '') {
      if (!line.includes(REMOVED)) {
        endStep();
        endNote();
      }
      continue;
    }
    const clean = line.replaceAll(REMOVED, ' ').trim();
    if (clean.startsWith('>>')) {
      const colon = clean.indexOf(':');
      if (colon > 2) body.metadata[clean.slice(2, colon).trim()] = clean.slice(colon + 1).trim();
    } else if (clean.startsWith('>')) {
      endStep();
      note.push(clean.slice(1).trim());
    } else if (clean.startsWith('=')) {
      endStep();
      endNote();
      const title = sectionName(clean);
      if (title !== '') body.steps.push(sectionStep(title));
    } else {
      endNote();
      step.push(stepLine(clean, ingredients));
    }
  }
  endStep();
  endNote();
  return body;
}

/** Metadata under one spelling: "Prep Time", "prep_time" and "time.prep" alike are "prep time"; a nested mapping's keys joined to its own ("time: {prep}" is "time prep"). */
function metadataOf(...sources: SchemaNode[]): Map<string, unknown> {
  const metadata = new Map<string, unknown>();
  const key = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const set = (name: string, value: unknown) => {
    if (!metadata.has(name) && value !== null && value !== undefined && value !== '') metadata.set(name, value);
  };
  for (const source of sources) {
    for (const [name, value] of Object.entries(source)) {
      set(key(name), value);
      if (isNode(value)) for (const [inner, innerValue] of Object.entries(value)) set(`${key(name)} ${key(inner)}`, innerValue);
    }
  }
  return metadata;
}

/** The first of `names` the metadata holds as text or a number. */
const scalar = (metadata: Map<string, unknown>, ...names: string[]): string => names.map((name) => textOf(metadata.get(name))).find(Boolean) ?? '';

/** "Name <URL>", as Cooklang writes a named source, as its name and address; a text without "<…>" is either. */
function namedSource(text: string): { name: string; address: string } {
  const open = text.lastIndexOf('<');
  return open !== -1 && text.endsWith('>') ? { name: text.slice(0, open).trim(), address: text.slice(open + 1, -1) } : { name: text, address: text };
}

/** The source's web page: a URL, or "Name <URL>". */
function sourceHost(metadata: Map<string, unknown>): string | null {
  for (const name of ['source url', 'source', 'url', 'source name', 'link']) {
    const host = hostOf(namedSource(textOf(metadata.get(name))).address);
    if (host) return host;
  }
  return null;
}

/** The title a Cooklang app shows for a file: its name without the folder and ".cook". */
const titleOfFile = (fileName: string): string =>
  fileName
    .slice(fileName.lastIndexOf('/') + 1)
    .replace(/\.cook$/i, '')
    .trim();

/**
 * A Cooklang recipe (a .cook file) as a recipe: front matter or ">>" metadata (title, servings,
 * tags, source, times, description, image), the ingredients its steps mark, its paragraphs as
 * steps, its sections and notes. Null when it has neither steps nor ingredients.
 */
export function cooklangRecipe(text: string, fileName: string): FoundRecipe | null {
  const matter = frontMatter(text);
  const body = readBody(matter ? matter.body : documentText(text));
  if (body.ingredients.length === 0 && body.cooked === 0) return null;
  const metadata = metadataOf((matter && yamlMapping(matter.yaml)) ?? {}, body.metadata);
  const servings = scalar(metadata, 'servings', 'serves', 'yield', 'yields');
  const tagged = ['tags', 'course', 'category', 'categories', 'diet'].flatMap((name) => listOf(metadata.get(name)));
  const page = recipeFromSchema(
    {
      name: scalar(metadata, 'title', 'name') || titleOfFile(fileName),
      // "servings: 2|4|6" offers scales: the first is the recipe's own
      recipeYield: servings.split('|')[0],
      prepTime: scalar(metadata, 'prep time', 'time prep', 'preptime', 'prep', 'preparation time'),
      cookTime: scalar(metadata, 'cook time', 'time cook', 'cooktime', 'cook', 'cooking time'),
      totalTime: scalar(metadata, 'time required', 'time', 'duration', 'total time', 'time total', 'totaltime'),
      recipeCategory: tagged.map(textOf),
      recipeCuisine: scalar(metadata, 'cuisine'),
      nutrition: nutritionNode(metadata.get('nutrition')),
    },
    NO_PAGE,
  );
  const image = ['image', 'images', 'picture', 'pictures']
    .flatMap((name) => listOf(metadata.get(name)))
    .map(httpsUrl)
    .find((address) => address !== null);
  const source = namedSource(scalar(metadata, 'source', 'source name')).name;
  const recipe = buildParsedRecipe({
    ...page,
    description: descriptionThenNotes(scalar(metadata, 'description', 'introduction'), ...body.notes, sourceNote(source)),
    ingredients: body.ingredients,
    instructions: body.steps,
    imageUrl: image ?? null,
    source: sourceHost(metadata) ?? 'Cooklang',
  });
  return foundRecipe(recipe);
}
