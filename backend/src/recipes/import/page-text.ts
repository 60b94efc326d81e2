import { load } from 'cheerio';

const TAG_OR_ENTITY = /<\/?[a-z][^>]*>|&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i;
// where a line ends in markup: a <br>, and a block that opens or closes (an unclosed <p> or <li> too)
const LINE_BREAKS = /<br\s*\/?>|<\/?(?:p|li|div|h[1-6]|ul|ol|tr|dt|dd|section|article|blockquote)\b[^>]*>/gi;

/** Entities decoded and tags dropped, once more when the text was encoded twice ("&amp;amp;", "&lt;p&gt;"). */
function decode(text: string): string {
  let result = text;
  for (let pass = 0; pass < 2 && TAG_OR_ENTITY.test(result); pass += 1) {
    result = load(result.replace(LINE_BREAKS, '\n$&\n'), null, false).text();
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
