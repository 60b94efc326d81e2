import { sourceOf } from '../import/parsed-page.js';
import type { SchemaNode } from '../import/recipe-page.types.js';
import { isNode } from '../import/schema-recipe.js';

// Reading the JSON other apps export: any value may be missing or of another type than documented.

/** The first of `keys` the node has (Mealie writes snake_case since v1, camelCase before). */
export const field = (node: SchemaNode, ...keys: string[]): unknown => keys.map((key) => node[key]).find((value) => value !== undefined && value !== null);

export const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

/** A named thing ({ name } or a plain text) as its name. */
export const nameOf = (value: unknown): string => (isNode(value) ? textOf(value.name) : textOf(value));

/** A quantity as a number, when it is one above zero ("0.5", 0.5; Tandoor writes "1,5" too). */
export function quantityOf(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim().replace(',', '.')) : NaN;
  return Number.isFinite(number) && number > 0 ? number : null;
}

/** A quantity as the amount text a recipe shows: at most three decimals, no trailing zeros. */
export const amountText = (quantity: number): string => String(Number(quantity.toFixed(3)));

/** The host of a recipe's original address ("bbc.co.uk"), or null when it names none. */
export function hostOf(value: unknown): string | null {
  try {
    const url = new URL(textOf(value));
    return url.protocol === 'http:' || url.protocol === 'https:' ? sourceOf(url) || null : null;
  } catch {
    return null;
  }
}
