import { parseAmount, readLeadingAmount } from '../shopping/quantity.js';
import { unitForAmount, unitKey } from './units.js';

/** The number an amount stands for, also for a range's first number ("2-3"); null for "a few". */
function amountNumber(amount: string): number | null {
  return parseAmount(amount) ?? readLeadingAmount(amount)?.amount ?? null;
}

/** The name without a repeat of the amount and unit already shown before it. */
function nameWithoutRepeats(name: string, amount: number | null, unit: string | null): string {
  let rest = name.trim();
  const leading = readLeadingAmount(rest);
  if (leading && amount !== null && leading.amount === amount) rest = leading.rest;
  const [first = '', ...others] = rest.split(/\s+/);
  const written = unitKey(first);
  if (unit !== null && written !== null && written === unitKey(unit)) rest = others.join(' ').replace(/^of\s+/i, '');
  return rest;
}

/**
 * spec part 2 §2 and §5: amount, unit and name on one line, with an amount or unit that the name
 * repeats taken out of the name ("2", "cups", "2 cups flour" -> "2 cups flour"), and the unit
 * plural unless the amount equals 1 ("1 cups" -> "1 cup", "½ cup" -> "½ cups", as the spec says).
 */
export function formatIngredient(ingredient: { amount?: string | null; unit?: string | null; name: string }): string {
  const amount = (ingredient.amount ?? '').trim();
  const unit = (ingredient.unit ?? '').trim();
  const value = amount === '' ? null : amountNumber(amount);
  const shownUnit = unit !== '' && value !== null ? unitForAmount(unit, value) : unit;
  const name = nameWithoutRepeats(ingredient.name, value, unit === '' ? null : unit);
  return [amount, shownUnit, name].filter((part) => part !== '').join(' ');
}
