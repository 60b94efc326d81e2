import type { Cheerio } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { cleanLines } from './page-text.js';

/** An element's text, a line for each block inside it (paragraphs, list items, <br>); scripts and styles left out. */
export function blockLines(element: Cheerio<AnyNode>): string[] {
  const copy = element.first().clone();
  copy.find('script, style, noscript, template').remove();
  // line breaks in the markup are spaces; the blocks make the lines
  return cleanLines((copy.html() ?? '').replace(/\s+/g, ' '));
}
