import { readIngredientLine } from './parse/ingredient-reading.js';
import { unitKey } from './units.js';

export interface ParsedIngredientLine {
  /** As written: "1 1/2", "½", "2-3"; a number word as its number ("One" -> "1"). */
  amount: string | null;
  /** The amount as a number; null for a range ("2-3"), which has no single value. */
  amountValue: number | null;
  /** As written ("cups", "Tbsp", "small handful"); unitForAmount writes it for display. */
  unit: string | null;
  name: string;
  /** Preparation, size, comments and a second measure: "minced", "large", "15 oz". */
  notes: string | null;
}

/**
 * The one reading of an ingredient line, for the server (paste, import, scan), cleanRecipeDraft
 * and the form's blur-parse: "2 cloves garlic, minced" -> 2 / cloves / garlic / minced. A line
 * with no name left (such as "2 cups") stays whole as the name.
 */
export function parseIngredientLine(text: string): ParsedIngredientLine {
  const reading = readIngredientLine(text);
  if (reading.name === '' || unitKey(reading.name) !== null) {
    const line = text.trim().replace(/^[-*•·]\s*/, '').replace(/\s+/g, ' ');
    return { amount: null, amountValue: null, unit: null, name: line, notes: null };
  }
  return {
    amount: reading.amount,
    amountValue: reading.high === null ? reading.low : null,
    unit: reading.unit,
    name: reading.name,
    notes: reading.notes.length > 0 ? reading.notes.join('; ') : null,
  };
}
