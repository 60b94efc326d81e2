import type { Cheerio, CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { blockLines } from './block-text.js';
import { cleanText } from './page-text.js';
import type { SchemaNode } from './recipe-page.types.js';

// properties whose element may hold several steps (paragraphs, a list) rather than one
const MULTI_LINE = new Set(['recipeInstructions', 'text']);

/** A property element's value, as microdata defines it: content, a link or source address, a datetime, else its text. */
function propertyValue($: CheerioAPI, element: Cheerio<Element>, property: string, depth: number): unknown {
  if (element.is('[itemscope]')) return itemObject($, element, depth + 1);
  const content = element.attr('content');
  if (content !== undefined) return content;
  if (element.is('meta')) return '';
  if (element.is('a, link, area')) return element.attr('href') ?? '';
  if (element.is('img, source, video, audio, iframe, embed')) return element.attr('src') ?? '';
  if (element.is('time') && element.attr('datetime')) return element.attr('datetime');
  if (element.is('data, meter') && element.attr('value')) return element.attr('value');
  if (MULTI_LINE.has(property)) return blockLines(element as Cheerio<AnyNode>);
  if (property === 'recipeIngredient' || property === 'ingredients') return ingredientLine($, element);
  return cleanText(element.text());
}

/**
 * Some pages mark only the name ("<li>4 cl <span itemprop=recipeIngredient>Tequila</span></li>"):
 * then the whole list item is the line, when the amount stands outside the mark. A line marked whole
 * keeps to its mark, leaving out what else the item holds (a checkbox's label, a shop link).
 */
function ingredientLine($: CheerioAPI, element: Cheerio<Element>): string {
  const marked = cleanText(element.text());
  const item = element.closest('li');
  if (item.length === 0 || /\d/.test(marked) || item.find('[itemprop~="recipeIngredient"], [itemprop~="ingredients"]').length !== 1) return marked;
  const whole = cleanText(item.text());
  return /\d/.test(whole) ? whole : marked;
}

/** The properties of one itemscope: its itemprop descendants that belong to no nearer item. */
function itemObject($: CheerioAPI, scope: Cheerio<Element>, depth = 0): SchemaNode {
  const values = new Map<string, unknown[]>();
  if (depth <= 6) {
    const root = scope.get(0);
    scope.find('[itemprop]').each((_, found) => {
      const element = $(found);
      if (element.parent().closest('[itemscope]').get(0) !== root) return;
      for (const property of (element.attr('itemprop') ?? '').split(/\s+/).filter(Boolean)) {
        values.set(property, [...(values.get(property) ?? []), propertyValue($, element, property, depth)]);
      }
    });
  }
  const node: SchemaNode = { '@type': scope.attr('itemtype') ?? '' };
  for (const [property, found] of values) {
    // one element of steps holds them as blocks; several elements are a step each
    const steps = property === 'recipeInstructions' && found.length > 1;
    const value = found.map((item) => (steps && Array.isArray(item) ? item.join(' ') : item));
    node[property] = value.length === 1 ? value[0] : value.flat();
  }
  return node;
}

/** The page's schema.org Recipe written as microdata (itemscope itemtype=".../Recipe"). */
export function microdataRecipe($: CheerioAPI): SchemaNode | null {
  const scope = $('[itemscope][itemtype]')
    .filter((_, element) => /schema\.org\/Recipe(?:\s|$)/i.test(($(element).attr('itemtype') ?? '').trim()))
    .first();
  return scope.length > 0 ? itemObject($, scope) : null;
}
