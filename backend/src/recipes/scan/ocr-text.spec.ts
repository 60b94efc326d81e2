import { textWithoutSpecks, tidyScannedText } from './ocr-text.js';

/** Tesseract's TSV for lines of words (text, left, right), each line 20 px high, in paragraphs. */
function tsv(paragraphs: Array<Array<Array<[string, number, number]>>>): string {
  const rows = ['1\t1\t0\t0\t0\t0\t0\t0\t900\t1200\t-1\t'];
  paragraphs.forEach((lines, par) =>
    lines.forEach((words, line) => {
      rows.push(`4\t1\t1\t${par + 1}\t${line + 1}\t0\t100\t${line * 30}\t700\t20\t-1\t`);
      words.forEach(([text, x0, x1], word) => rows.push(`5\t1\t1\t${par + 1}\t${line + 1}\t${word + 1}\t${x0}\t${line * 30}\t${x1 - x0}\t20\t90\t${text}`));
    }),
  );
  return rows.join('\n');
}

describe('textWithoutSpecks', () => {
  it('drops a mark or two standing far from the rest of its line, line by line, a blank line between paragraphs', () => {
    const read = tsv([
      [[['Ingredients', 100, 250]]],
      [
        [['1', 134, 141], ['tbsp', 148, 190], ['cornflour', 196, 290], ['Bh', 826, 833]],
        [['.', 20, 24], ['3', 132, 141], ['tbsp', 148, 190], ['soy', 196, 228], ['sauce', 235, 290], ['2', 818, 821]],
        [['Serves', 122, 195], ['4', 201, 211]],
        [['salt', 130, 170], ['to', 500, 520], ['taste', 530, 590]],
        [['Ready', 122, 200], ['in', 600, 620], ['25', 630, 650]],
        [['•', 400, 404]],
      ],
    ]);
    expect(textWithoutSpecks(read)).toBe('Ingredients\n\n1 tbsp cornflour\n3 tbsp soy sauce\nServes 4\nsalt to taste\nReady in 25\n•\n');
  });

  it('reads nothing from a page with no words', () => {
    expect(textWithoutSpecks('1\t1\t0\t0\t0\t0\t0\t0\t900\t1200\t-1\t\n')).toBe('');
    expect(textWithoutSpecks('')).toBe('');
  });
});

describe('tidyScannedText', () => {
  it.each([
    ['3 thsp soy sauce', '3 tbsp soy sauce'],
    ['200m] almond milk', '200ml almond milk'],
    ['120m! whole milk', '120ml whole milk'],
    ['2 tbsp olive oi]', '2 tbsp olive oil'],
    ['V2 lemon, juiced', '½ lemon, juiced'],
    ['1Y4 cups flour', '1¼ cups flour'],
    ['v2 lemon', '½ lemon'],
    ['¥4 tsp ground cinnamon', '¼ tsp ground cinnamon'],
    ["'2 tsp smoked paprika", '½ tsp smoked paprika'],
    ['© 2 tsp sesame oil i', '2 tsp sesame oil'],
    ['| + 1/2 tsp fine salt', '1/2 tsp fine salt'],
    ['eggs : i', 'eggs'],
    ['soy sauce . —', 'soy sauce'],
    ['— ; .', ''],
    ['.Slow-Roasted Tomato Soup', 'Slow-Roasted Tomato Soup'],
    ['|2 eggs', '|2 eggs'],
    // As printed: left alone.
    ['Serves 4 · Prep 15 mins', 'Serves 4 · Prep 15 mins'],
    ['1. Heat the oven to 190C.', '1. Heat the oven to 190C.'],
    ['Makes about 24', 'Makes about 24'],
    ['1 tsp vanilla!', '1 tsp vanilla!'],
    ['A thrifty stew: serve with bread', 'A thrifty stew: serve with bread'],
    ['VW2 Golf', 'VW2 Golf'],
  ])('%p -> %p', (read, printed) => {
    expect(tidyScannedText(read)).toBe(printed);
  });

  it('keeps the lines apart', () => {
    expect(tidyScannedText('Ingredients\n3 thsp soy sauce :\n\nMethod')).toBe('Ingredients\n3 tbsp soy sauce\n\nMethod');
  });
});
