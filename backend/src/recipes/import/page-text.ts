import { load } from 'cheerio';
import { pageDocument } from './page-document.js';

const TAG_OR_ENTITY = /<\/?[a-z][^>]*>|&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i;
/** Elements that end a line of text where they open and where they close. */
export const BLOCK_ELEMENTS: ReadonlySet<string> = new Set(
  'address article aside blockquote br dd div dl dt figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section table td th tr ul'.split(' '),
);
// where a line ends in markup: a <br>, and a block that opens or closes (an unclosed <p> or <li> too)
const LINE_BREAKS = new RegExp(String.raw`<\/?(?:${[...BLOCK_ELEMENTS].join('|')})\b[^>]*>`, 'gi');

/** Entities decoded and tags dropped, once more when the text was encoded twice ("&amp;amp;", "&lt;p&gt;"). */
function decode(text: string): string {
  let result = text;
  for (let pass = 0; pass < 2 && TAG_OR_ENTITY.test(result); pass += 1) {
    result = load(pageDocument(result.replace(LINE_BREAKS, '\n$&\n')), null, false).text();
  }
  return result;
}

/** Text as a person reads it: entities decoded, tags dropped, whitespace (no-break spaces too) collapsed. */
export function cleanText(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return '';
  return decode(value).replace(/\s+/g, ' ').trim();
}

/** Like cleanText, keeping the line breaks the text or its markup (<br>, </p>) gives, one line each. */
export function cleanLines(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return decode(value)
    .split(/\r?\n|\r/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}
