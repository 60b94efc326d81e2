import { readLeadingAmount } from '../shopping/quantity.js';
import { unitKey } from './units.js';

export interface ParsedIngredientLine {
  /** As written: "1 1/2", "½", "2-3". */
  amount: string | null;
  amountValue: number | null;
  unit: string | null;
  name: string;
  notes: string | null;
}

// "2-3 cloves", "2 to 3 cups": the second number of a range
const RANGE_END = /^(?:-|–|to)\s*/;

/**
 * A simple reading of one ingredient line (the paste-and-parse issue replaces it): an amount
 * ("2", "1 1/2", "½", "2-3"), a unit from the recognised ones (spec part 2 §3) with its long forms,
 * (also "a pinch of"), the name, and as notes whatever follows a comma or stands in parentheses.
 * "2 cloves garlic, minced" -> 2 / clove(s) / garlic / minced. A line with no name left (such as
 * "2 cups") stays whole as the name.
 */
export function parseIngredientLine(text: string): ParsedIngredientLine {
  const line = text.trim().replace(/^[-*•·]\s*/, '');
  const notes: string[] = [];
  const withoutBrackets = line.replace(/\s*\(([^)]*)\)/g, (_, note: string) => {
    if (note.trim() !== '') notes.push(note.trim());
    return ' ';
  });
  const [main, ...after] = withoutBrackets.split(/(?<!\d),|,(?!\d)/);
  const tail = after.join(',').trim();
  if (tail !== '') notes.unshift(tail);

  let rest = main.replace(/\s+/g, ' ').trim();
  let amount: string | null = null;
  let amountValue: number | null = null;
  const leading = readLeadingAmount(rest);
  if (leading) {
    amount = leading.text;
    amountValue = leading.amount;
    rest = leading.rest;
    const rangeEnd = rest.match(RANGE_END);
    const second = rangeEnd ? readLeadingAmount(rest.slice(rangeEnd[0].length)) : null;
    if (rangeEnd && second) {
      amount = `${amount}-${second.text}`;
      amountValue = null;
      rest = second.rest;
    }
  }

  let unit: string | null = null;
  const [first = '', ...others] = rest.split(' ');
  // a unit follows an amount, or stands first with "of" ("pinch of salt")
  if (unitKey(first) !== null && others.length > 0 && (amount !== null || /^of$/i.test(others[0]))) {
    unit = first.replace(/\.$/, '');
    rest = others.join(' ').replace(/^of\s+/i, '');
  }

  const name = rest.trim();
  if (name === '' || unitKey(name) !== null) return { amount: null, amountValue: null, unit: null, name: line, notes: null };
  return { amount, amountValue, unit, name, notes: notes.length > 0 ? notes.join('; ') : null };
}
