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

/** A word this short, this far from every other word on its line, is a speck of dust read as a letter. */
const SPECK_LENGTH = 2;
const SPECK_GAP_IN_LINES = 3;

interface ReadWord {
  text: string;
  left: number;
  right: number;
}

/** A line's words, unless one is a speck: short, and far from every other word on the line. */
function wordsWithoutSpecks(words: ReadWord[], lineHeight: number): string[] {
  const gap = SPECK_GAP_IN_LINES * lineHeight;
  return words
    .filter((word, i) => {
      if (word.text.length > SPECK_LENGTH || words.length === 1) return true;
      const before = i > 0 ? word.left - words[i - 1].right : Infinity;
      const after = i < words.length - 1 ? words[i + 1].left - word.right : Infinity;
      return Math.min(before, after) <= gap;
    })
    .map((word) => word.text);
}

/**
 * The page's text from Tesseract's TSV (a row per block, paragraph, line and word, with its box), line
 * by line as its plain text gives it (a blank line after each paragraph), without the specks it took
 * for words: a mark or two far along a line ('1 tbsp cornflour       Bh'), where no printed word
 * stands alone. TSV rather than Tesseract's word objects: a few kilobytes a page, not a hundred.
 */
export function textWithoutSpecks(tsv: string): string {
  const lines: string[] = [];
  let words: ReadWord[] = [];
  let [lineHeight, paragraph] = [0, ''];
  const endLine = () => {
    if (words.length > 0) lines.push(wordsWithoutSpecks(words, lineHeight).join(' '));
    words = [];
  };
  for (const row of tsv.split('\n')) {
    const [level, , block, par, , , left, , width, height, , text] = row.split('\t');
    if (level === '4') {
      endLine();
      if (paragraph !== '' && paragraph !== `${block}.${par}`) lines.push('');
      [lineHeight, paragraph] = [Number(height), `${block}.${par}`];
    } else if (level === '5' && text?.trim()) {
      words.push({ text: text.trim(), left: Number(left), right: Number(left) + Number(width) });
    }
  }
  endLine();
  return lines.length > 0 ? `${lines.join('\n')}\n` : '';
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
