import { textWithoutSpecks, tidyScannedText, type ReadLine } from './ocr-text.js';

/** A line read at row height 20, from words and where each starts and ends. */
const line = (words: Array<[string, number, number]>, end = '\n'): ReadLine => ({
  text: words.map(([text]) => text).join(' ') + end,
  words: words.map(([text, x0, x1]) => ({ text, bbox: { x0, x1 } })),
  rowAttributes: { rowHeight: 20 },
});

describe('textWithoutSpecks', () => {
  it('drops a mark or two standing far from the rest of its line, and keeps the line breaks', () => {
    const lines = [
      line([['Ingredients', 100, 250]], '\n\n'),
      line([['1', 134, 141], ['tbsp', 148, 190], ['cornflour', 196, 290], ['Bh', 826, 833]]),
      line([['.', 20, 24], ['3', 132, 141], ['tbsp', 148, 190], ['soy', 196, 228], ['sauce', 235, 290], ['2', 818, 821]]),
      line([['Serves', 122, 195], ['4', 201, 211]]),
      line([['salt', 130, 170], ['to', 500, 520], ['taste', 530, 590]]),
      line([['Ready', 122, 200], ['in', 600, 620], ['25', 630, 650]]),
      line([['•', 400, 404]]),
    ];
    expect(textWithoutSpecks(lines)).toBe('Ingredients\n\n1 tbsp cornflour\n3 tbsp soy sauce\nServes 4\nsalt to taste\nReady in 25\n•\n');
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
