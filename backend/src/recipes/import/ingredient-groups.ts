import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { cleanText } from './page-text.js';

// where a heading can stand: headings, bold text, and elements a theme names a title or heading
const HEADING_CANDIDATES = 'h1, h2, h3, h4, h5, h6, strong, b, dt, th, [class*="title" i], [class*="heading" i], [class*="header" i], [class*="group-name" i]';
// the list's own heading is no group
const SECTION_WORD = /^(?:ingredients?|zutaten|ingrédients|ingredientes|ingredienti|ingrediënten|ingredienser|składniki)\s*:?$/i;
const MAX_HEADING_LENGTH = 100;

// of the lines, this many must be found on the page to trust what stands between them
const FOUND_SHARE = 0.8;

/**
 * Letters and digits only, lower case, "½" as "1/2" (NFKC): the page's list and its JSON-LD
 * differ in spacing, bullets, checkboxes and how fractions are written.
 */
const key = (text: string) => text.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The same line, or one holding the other with a note or a group name more ("Optional Glaze ½ cup sugar"). */
function sameLine(itemKey: string, lineKey: string): boolean {
  if (itemKey === lineKey) return true;
  const [shorter, longer] = itemKey.length < lineKey.length ? [itemKey, lineKey] : [lineKey, itemKey];
  return shorter.length >= 5 && shorter.length * 2 >= longer.length && longer.includes(shorter);
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, offset) => from + offset);

/**
 * Each line's list item on the page, in order (null where none is found). A line whose text the page
 * writes otherwise ("7 oz (200 g) tempeh" for "7 oz tempeh") takes the item that stands in its place:
 * when as many items of the same lists stand between the found ones as lines are missing there.
 */
function findItems($: CheerioAPI, lines: readonly string[]): (Element | null)[] {
  const items = $('li').toArray();
  const itemKeys = items.map((item) => key($(item).text()));
  let from = 0;
  const at = lines.map((line) => {
    const lineKey = key(line);
    for (let index = from; index < items.length; index += 1) {
      if (sameLine(itemKeys[index], lineKey)) {
        from = index + 1;
        return index;
      }
    }
    return -1;
  });
  for (let start = 0; start < at.length; start += 1) {
    if (at[start] !== -1) continue;
    let end = start;
    while (end < at.length && at[end] === -1) end += 1;
    const before = start > 0 ? at[start - 1] : -1;
    const after = end < at.length ? at[end] : -1;
    const lists = new Set([items[before]?.parent, items[after]?.parent].filter(Boolean));
    const missing = end - start;
    const between = before !== -1 && after !== -1 ? range(before + 1, after) : after !== -1 ? range(after - missing, after) : before !== -1 ? range(before + 1, before + 1 + missing) : [];
    if (between.length === missing && between.every((index) => lists.has(items[index]?.parent))) {
      between.forEach((index, offset) => (at[start + offset] = index));
    }
    start = end;
  }
  return at.map((index) => (index === -1 ? null : items[index]));
}

function lowestCommonAncestor(elements: Element[]): AnyNode | null {
  const chain = (node: AnyNode) => {
    const nodes: AnyNode[] = [];
    for (let at: AnyNode | null = node; at; at = at.parent) nodes.unshift(at);
    return nodes;
  };
  let common = chain(elements[0]);
  for (const element of elements.slice(1)) {
    const other = chain(element);
    let depth = 0;
    while (depth < common.length && common[depth] === other[depth]) depth += 1;
    common = common.slice(0, depth);
  }
  return common[common.length - 1] ?? null;
}

/**
 * The heading each ingredient line stands under on the page ("For the sauce"), or null for none;
 * schema.org has no place for them, so they are read from the page's own list: its items are
 * found in order, and any heading between them (within the list's container) starts a group.
 * Null when the page's list cannot be found.
 */
export function ingredientHeadings($: CheerioAPI, lines: readonly string[]): (string | null)[] | null {
  if (lines.length === 0) return null;
  const found = findItems($, lines);
  const matched = found.filter((item) => item !== null);
  if (matched.length < lines.length * FOUND_SHARE) return null;
  const container = lowestCommonAncestor(matched);
  if (!container || container.type !== 'tag') return null;
  const inOrder = $(container).find('*').toArray();
  const position = new Map(inOrder.map((element, index) => [element, index]));
  const matchedItems = new Set<AnyNode>(matched);

  const headings: { at: number; text: string }[] = [];
  for (const candidate of $(container).find(HEADING_CANDIDATES).toArray()) {
    const element = $(candidate);
    if (element.find('li').length > 0) continue;
    const inItem = element.closest('li').get(0);
    if (inItem && matchedItems.has(inItem)) continue;
    const text = cleanText(element.text());
    if (text === '' || text.length > MAX_HEADING_LENGTH || SECTION_WORD.test(text) || !/\p{L}\p{L}/u.test(text)) continue;
    const at = position.get(candidate) ?? -1;
    const previous = headings[headings.length - 1];
    // <h4><strong>For the sauce</strong></h4>: one heading
    if (previous && previous.text === text) continue;
    headings.push({ at, text });
  }
  let next = 0;
  let current: string | null = null;
  // a line not found stays in the group of the line before it (the first ones: of the first found)
  const headingOf = found.map((item) => {
    if (!item) return current;
    const at = position.get(item) ?? -1;
    while (next < headings.length && headings[next].at < at) current = headings[next++].text;
    return current;
  });
  const firstFound = found.findIndex((item) => item !== null);
  return headingOf.map((heading, index) => (index < firstFound ? headingOf[firstFound] : heading));
}
