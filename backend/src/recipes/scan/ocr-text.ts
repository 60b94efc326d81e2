/**
 * Misreads Tesseract makes on printed recipes again and again, each put back as printed: the
 * abbreviations and fractions a recipe is full of are rare in the text its model learnt from.
 */
const MISREADS: ReadonlyArray<[RegExp, string]> = [
  // 'tbsp' with its b closed up into an h.
  [/\bthsp\b/g, 'tbsp'],
  // The l of 'ml' after a number, and a word's final l, read as a bracket or a bang: '200m]', 'oi]'.
  [/(\d\s?m)[\]!|](?=\s|[.,;]|$)/g, '$1l'],
  [/(\p{Ll})\](?=\s|[.,;]|$)/gu, '$1l'],
  // ½ and ¼ as a V or Y with the 2 or 4 beside it ('V2 lemon', '1Y4 cups'), or ½ as its 2 alone after a mark.
  [/(^|\s|\d)[VvY¥]2(?=\s)/g, '$1½'],
  [/(^|\s|\d)[VvY¥]4(?=\s)/g, '$1¼'],
  [/^['‘’]2(?=\s)/g, '½'],
];

/** What Tesseract read of one line: its words where it found them, and the line's height. */
export interface ReadLine {
  /** The line's words and the line break after it ('\n', or '\n\n' at a paragraph's end). */
  text: string;
  words: ReadonlyArray<{ text: string; bbox: { x0: number; x1: number } }>;
  rowAttributes: { rowHeight: number };
}

/** A word this short, this far from every other word on its line, is a speck of dust read as a letter. */
const SPECK_LENGTH = 2;
const SPECK_GAP_IN_ROWS = 3;

/**
 * The page's text, line by line as Tesseract read it, without the specks it took for words: a
 * mark or two at the far end of a line ('1 tbsp cornflour       Bh'), where no printed word stands
 * alone.
 */
export function textWithoutSpecks(lines: Iterable<ReadLine>): string {
  let text = '';
  for (const line of lines) {
    const { words } = line;
    const gap = SPECK_GAP_IN_ROWS * line.rowAttributes.rowHeight;
    const kept = words.filter((word, i) => {
      if (word.text.length > SPECK_LENGTH || words.length === 1) return true;
      const before = i > 0 ? word.bbox.x0 - words[i - 1].bbox.x1 : Infinity;
      const after = i < words.length - 1 ? words[i + 1].bbox.x0 - word.bbox.x1 : Infinity;
      return Math.min(before, after) <= gap;
    });
    text += kept.map((word) => word.text).join(' ') + (/\n*$/.exec(line.text)?.[0] ?? '');
  }
  return text;
}

/** A word of nothing but marks: a speck, a shadow's edge or the page's border read as text. */
const MARKS_ONLY = /^[^\p{L}\p{N}]+$/u;

/**
 * A line without the marks read from specks at its ends ('© 2 tsp sesame oil i' -> '2 tsp sesame
 * oil'). A lone letter at the end goes too: a printed line ends in a word or a number.
 */
function trimSpecks(line: string): string {
  const words = line.trim().split(/\s+/);
  while (words.length > 0 && MARKS_ONLY.test(words[0])) words.shift();
  while (words.length > 1 && (MARKS_ONLY.test(words.at(-1)!) || /^\p{L}$/u.test(words.at(-1)!))) words.pop();
  return words.join(' ');
}

/** Marks a speck leaves glued to a line's first word: '.Slow-Roasted Tomato Soup'. */
const GLUED_MARKS = /^[.,:;|_~`]+(?=\p{L})/u;

/** The text Tesseract read from a recipe photo, tidied line by line for the recipe parser. */
export function tidyScannedText(text: string): string {
  return text
    .split('\n')
    .map((line) => MISREADS.reduce((tidied, [misread, printed]) => tidied.replace(misread, printed), trimSpecks(line)).replace(GLUED_MARKS, ''))
    .join('\n');
}
