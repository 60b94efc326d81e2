import { isTag, isText, type AnyNode, type Element } from 'domhandler';
import { pageDocument } from '../../import/page-document.js';
import { BLOCK_ELEMENTS } from '../../import/page-text.js';
import { ARCHIVE_LIMITS } from '../archive-limits.js';
import { httpsUrl } from './export-text.js';

// Reading the HTML pages that exports hold every recipe in (Copy Me That's and Recipe Keeper's
// recipes.html). The page is parsed by pageDocument (htmlparser2, its depth and element count
// capped) and walked here without recursion and without CSS selectors: cheerio's find sorts what it
// finds by document position, which costs the square of a list's length on a page of thousands of
// siblings (a recipe's itemprops, an export's recipes).

/**
 * The page cut before each recipe block's start tag as the app writes it (`<div class="recipe">`),
 * so that each block is parsed on its own, within pageDocument's caps however many recipes the page
 * holds (a block so written inside another is a block of its own). What comes before the first is a
 * part too: the whole page when no tag is written that way.
 */
export function pageParts(html: string, blockStart: string): string[] {
  const starts: number[] = [0];
  for (let at = html.indexOf(blockStart, 1); at !== -1; at = html.indexOf(blockStart, at + blockStart.length)) starts.push(at);
  return starts.map((start, index) => html.slice(start, starts[index + 1] ?? html.length));
}

/**
 * The elements under `root` in document order; an element `stop` accepts is listed but not
 * entered (an outermost block, an item whose inner marks belong to it).
 */
export function elementsIn(root: AnyNode, stop: (element: Element) => boolean = () => false): Element[] {
  const found: Element[] = [];
  const stack: AnyNode[] = 'children' in root ? [...root.children].reverse() : [];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (!isTag(node)) continue;
    found.push(node);
    if (stop(node)) continue;
    for (let child = node.children.length - 1; child >= 0; child -= 1) stack.push(node.children[child]);
  }
  return found;
}

/**
 * The outermost elements of the page's parts that `isBlock` accepts, in order, until `enough` is
 * satisfied with those found so far; at most one past the recipes an upload imports (the upload
 * refuses more, so no more are read).
 */
export function blocksOf(html: string, blockStart: string, isBlock: (element: Element) => boolean, enough: (block: Element) => boolean = () => false): Element[] {
  const blocks: Element[] = [];
  for (const part of pageParts(html, blockStart)) {
    for (const block of elementsIn(pageDocument(part), isBlock).filter(isBlock)) {
      blocks.push(block);
      if (enough(block) || blocks.length > ARCHIVE_LIMITS.recipes) return blocks;
    }
  }
  return blocks;
}

const SKIPPED = new Set(['script', 'style', 'noscript', 'template']);
const LINE_END = Symbol('line end');

/** An element's text, a line for each block inside it (paragraphs, list items, <br>); entities are decoded by the parser. */
export function linesIn(root: Element): string[] {
  const parts: string[] = [];
  const stack: (AnyNode | typeof LINE_END)[] = [root];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node === LINE_END) parts.push('\n');
    // a line break in the markup is a space; the blocks make the lines
    else if (isText(node)) parts.push(node.data.replace(/\s+/g, ' '));
    else if (isTag(node) && !SKIPPED.has(node.name)) {
      if (node.name === 'br' || BLOCK_ELEMENTS.has(node.name)) parts.push('\n');
      if (BLOCK_ELEMENTS.has(node.name)) stack.push(LINE_END);
      for (let child = node.children.length - 1; child >= 0; child -= 1) stack.push(node.children[child]);
    }
  }
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

/** An element's text as one line. */
export const lineIn = (element: Element | undefined): string => (element ? linesIn(element).join(' ') : '');

/** An element's text with its lines kept. */
export const paragraphsIn = (element: Element | undefined): string => (element ? linesIn(element).join('\n') : '');

/** Whether the element's class list names `name`. */
export const hasClass = (element: Element, name: string): boolean => (element.attribs.class ?? '').split(/\s+/).includes(name);

/**
 * The path of a photo in the export ("images/pie.jpg") from an img src relative to the page (its
 * query and fragment cut, its escapes decoded, a leading "/" or "./" dropped); null for an address,
 * and for a path no export writes: a "." or ".." or empty part, a backslash.
 */
export function archivePhotoPath(src: string): string | null {
  const trimmed = src.trim();
  if (trimmed === '' || /^[a-z][a-z\d+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) return null;
  const query = trimmed.search(/[?#]/);
  let path = query === -1 ? trimmed : trimmed.slice(0, query);
  try {
    path = decodeURIComponent(path);
  } catch {
    // a lone "%": the name as written
  }
  path = path.replace(/^(?:\.\/|\/)+/, '');
  if (path === '' || path.includes('\\') || path.split('/').some((part) => part === '' || part === '.' || part === '..')) return null;
  return path;
}

/** A recipe's photo from its img src: a file of the export (photoPath), or an https address kept as a link. */
export function photoOf(src: string | undefined): { photoPath?: string; imageUrl: string | null } {
  const imageUrl = httpsUrl(src);
  const photoPath = imageUrl === null ? archivePhotoPath(src ?? '') : null;
  return photoPath === null ? { imageUrl } : { photoPath, imageUrl: null };
}
