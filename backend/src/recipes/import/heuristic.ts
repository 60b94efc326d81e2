import type { Cheerio, CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { blockLines } from './block-text.js';
import { cleanText } from './page-text.js';

const INGREDIENTS_HEADING = /^(?:the\s+)?(?:ingredients?|zutaten|ingrédients|ingredientes|ingredienti|ingrediënten|ingredienser|składniki)\b/i;
const METHOD_HEADING =
  /^(?:the\s+)?(?:method|instructions?|directions?|preparation|steps|how to make( it)?|zubereitung|préparation|preparación|modo de preparo|preparazione|bereiding|gör så här|instruktioner|tillagning|przygotowanie)\b/i;
const HEADINGS = 'h1, h2, h3, h4, h5, h6, strong, b, dt, [class*="title" i], [class*="heading" i]';

/** The list (or paragraphs) after a heading: the first ul/ol that follows it in the page, within the heading's section. */
function linesAfter($: CheerioAPI, heading: Cheerio<AnyNode>): string[] {
  let scope: Cheerio<AnyNode> = heading;
  for (let level = 0; level < 4 && scope.length > 0; level += 1) {
    const following = scope.nextAll();
    const listed = following.filter('ul, ol').first().add(following.find('ul, ol').first()).first();
    if (listed.length > 0) return listed.children('li').toArray().map((item) => cleanText($(item).text())).filter(Boolean);
    const paragraphs = following.filter('p');
    if (paragraphs.length > 0) return paragraphs.toArray().flatMap((paragraph) => blockLines($(paragraph)));
    scope = scope.parent();
  }
  return [];
}

function section($: CheerioAPI, pattern: RegExp): string[] {
  for (const element of $(HEADINGS).toArray()) {
    const text = cleanText($(element).text()).replace(/:$/, '');
    if (text.length > 40 || !pattern.test(text)) continue;
    const lines = linesAfter($, $(element));
    if (lines.length > 0) return lines;
  }
  return [];
}

/** For a page with no schema.org Recipe: the lists under its "Ingredients" and "Method" headings. */
export function headingSections($: CheerioAPI): { ingredients: string[]; instructions: string[] } {
  return { ingredients: section($, INGREDIENTS_HEADING), instructions: section($, METHOD_HEADING) };
}
