import type { CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { BLOCK_ELEMENTS } from './page-text.js';

const UNREAD = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'select']);

/** The page's text as its blocks show it, a line each, in page order (walked without recursion: pages can nest deeply). */
function pageLines($: CheerioAPI): string[] {
  const lines: string[] = [];
  let line = '';
  const endLine = () => {
    const text = line.replace(/\s+/g, ' ').trim();
    if (text !== '') lines.push(text);
    line = '';
  };
  // a node to read, or null where a block closes
  const pending: (AnyNode | null)[] = [...$.root().get(0)!.children].reverse();
  while (pending.length > 0) {
    const node = pending.pop();
    if (node === null || node === undefined) {
      endLine();
    } else if (node.type === 'text') {
      line += node.data;
    } else if (node.type === 'tag' && !UNREAD.has(node.name)) {
      const block = BLOCK_ELEMENTS.has(node.name);
      if (block) {
        endLine();
        pending.push(null);
      }
      for (let index = node.children.length - 1; index >= 0; index -= 1) pending.push(node.children[index]);
    } else if (node.type === 'root') {
      for (let index = node.children.length - 1; index >= 0; index -= 1) pending.push(node.children[index]);
    }
  }
  endLine();
  return lines;
}

const key = (text: string) => text.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

// of the places the text's first block could start, how many are tried
const MAX_STARTS = 5;
// a sentence glued to the next one ("vorheizen.Den"): the mark of blocks joined without a break
const GLUED_SENTENCES = /\p{Ll}[.!?]\p{Lu}/u;

/**
 * The steps of instructions a schema gives as one text, as the page shows them: some sites fill
 * recipeInstructions from the page's paragraphs with the breaks between them dropped
 * ("... vorheizen.Den Teig ..."). When lines of the page, in order (other lines, such as headings
 * and ingredient lists, may stand between them), make up exactly that text, they are the steps.
 * Null when the text shows no such join, or the page does not show it in more than one block.
 */
export function pageSteps($: CheerioAPI, text: string): string[] | null {
  const target = key(text);
  if (target === '' || !GLUED_SENTENCES.test(text)) return null;
  const lines = pageLines($).map((line) => ({ line, key: key(line) }));
  const starts = lines.flatMap((entry, index) => (entry.key !== '' && target.startsWith(entry.key) ? [index] : [])).slice(0, MAX_STARTS);
  for (const start of starts) {
    const steps: string[] = [];
    let at = 0;
    for (let index = start; index < lines.length && at < target.length; index += 1) {
      const { line, key: lineKey } = lines[index];
      if (lineKey === '' || !target.startsWith(lineKey, at)) continue;
      steps.push(line);
      at += lineKey.length;
    }
    if (at === target.length) return steps.length > 1 ? steps : null;
  }
  return null;
}
