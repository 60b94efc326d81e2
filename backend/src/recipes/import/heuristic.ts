import type { Cheerio, CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { blockLines } from './block-text.js';
import { cleanText } from './page-text.js';

const INGREDIENTS_HEADING = /^(?:the\s+)?(?:ingredients?|zutaten|ingrédients|ingredientes|ingredienti|ingrediënten|ingredienser|składniki)\b/i;
const METHOD_HEADING =
  /^(?:the\s+)?(?:method|instructions?|directions?|preparation|steps|how to make( it)?|zubereitung|préparation|preparación|modo de preparo|preparazione|bereiding|gör så här|instruktioner|tillagning|przygotowanie)\b/i;
const HEADINGS = 'h1, h2, h3, h4, h5, h6, strong, b, dt, [class*="title" i], [class*="heading" i]';
// What ends a section's lists besides the other section: the notes, tips and the rest a page puts after them
const AFTER_SECTIONS = /^(?:notes?|tips?|equipment|nutrition|video|serving suggestions?|storage|faqs?|comments?|reviews?|related|more recipes)\b/i;
const endsIngredients = (text: string) => METHOD_HEADING.test(text) || AFTER_SECTIONS.test(text);
const endsMethod = (text: string) => INGREDIENTS_HEADING.test(text) || AFTER_SECTIONS.test(text);

const itemsOf = ($: CheerioAPI, list: Cheerio<AnyNode>): string[] =>
  list
    .children('li')
    .toArray()
    .map((item) => cleanText($(item).text()))
    .filter(Boolean);

const headingLevel = (element: AnyNode): number | null => {
  const name = 'name' in element ? element.name : '';
  return /^h[1-6]$/.test(name) ? Number(name[1]) : null;
};

/**
 * The lists that follow an <hN> heading as its siblings, up to the next heading of its level or
 * above, or the other section's heading: "Ingredients" then a list, "Filling" (an h3) then another.
 * Null when the heading has no such list beside it.
 */
function listsUnder($: CheerioAPI, heading: Cheerio<AnyNode>, level: number, ends: (text: string) => boolean): string[] | null {
  const lines: string[] = [];
  for (const sibling of heading.nextAll().toArray()) {
    const siblingLevel = headingLevel(sibling);
    if (siblingLevel !== null && (siblingLevel <= level || ends(cleanText($(sibling).text())))) break;
    const element = $(sibling);
    if (element.is('ul, ol')) lines.push(...itemsOf($, element));
    else if (siblingLevel === null) {
      // a wrapper holding the lists (a <div> per group); a heading inside it ends the section only at its level or above
      const inner = element.find('ul, ol').filter((_, list) => $(list).parents('ul, ol').length === 0);
      for (const list of inner.toArray()) lines.push(...itemsOf($, $(list)));
    }
  }
  return lines.length > 0 ? lines : null;
}

/** The list (or paragraphs) after a heading: the first ul/ol that follows it in the page, within the heading's section. */
function linesAfter($: CheerioAPI, heading: Cheerio<AnyNode>, ends: (text: string) => boolean): string[] {
  // an <hN>: every list of its section, sub-headed groups too
  const level = headingLevel(heading.get(0) as AnyNode);
  const grouped = level === null ? null : listsUnder($, heading, level, ends);
  if (grouped) return grouped;
  let scope: Cheerio<AnyNode> = heading;
  for (let step = 0; step < 4 && scope.length > 0; step += 1) {
    const following = scope.nextAll();
    const listed = following.filter('ul, ol').first().add(following.find('ul, ol').first()).first();
    if (listed.length > 0) return itemsOf($, listed);
    const paragraphs = following.filter('p');
    if (paragraphs.length > 0) return paragraphs.toArray().flatMap((paragraph) => blockLines($(paragraph)));
    scope = scope.parent();
  }
  return [];
}

function section($: CheerioAPI, pattern: RegExp, ends: (text: string) => boolean): string[] {
  for (const element of $(HEADINGS).toArray()) {
    const text = cleanText($(element).text()).replace(/:$/, '');
    if (text.length > 40 || !pattern.test(text)) continue;
    const lines = linesAfter($, $(element), ends);
    if (lines.length > 0) return lines;
  }
  return [];
}

/** For a page with no schema.org Recipe: the lists under its "Ingredients" and "Method" headings. */
export function headingSections($: CheerioAPI): { ingredients: string[]; instructions: string[] } {
  return { ingredients: section($, INGREDIENTS_HEADING, endsIngredients), instructions: section($, METHOD_HEADING, endsMethod) };
}
