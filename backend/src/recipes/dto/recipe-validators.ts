import { ValidateBy, type ValidationArguments } from 'class-validator';

/**
 * The shape of a recipe body: which fields exist and what type each holds, with a message naming
 * the field (and the row). Lengths, ranges and counts are @mealapp/domain's rules
 * (recipeDraftError), run by the service after cleanRecipeDraft, as the form runs them.
 */
type Check = (value: unknown, field: string) => string | null;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const optional =
  (check: Check): Check =>
  (value, field) =>
    value === null || value === undefined ? null : check(value, field);

export const text: Check = optional((value, field) => (typeof value === 'string' ? null : `${field} must be text`));

export const number: Check = optional((value, field) => (typeof value === 'number' ? null : `${field} must be a number`));

/** An object holding only these fields, each of its type. */
const record =
  (checks: Record<string, Check>, what: string): Check =>
  (value, field) => {
    if (!isRecord(value)) return `${field} must be ${what}`;
    for (const key of Object.keys(value)) if (!Object.hasOwn(checks, key)) return `${field}.${key} should not exist`;
    for (const [key, check] of Object.entries(checks)) {
      const error = check(value[key], `${field}.${key}`);
      if (error) return error;
    }
    return null;
  };

/** A row written as a plain line, or as an object of these fields. */
const row =
  (checks: Record<string, Check>, what: string): Check =>
  (value, field) =>
    typeof value === 'string' ? null : record(checks, `text or an object with ${what}`)(value, field);

const list =
  (each: Check): Check =>
  optional((value, field) => {
    if (!Array.isArray(value)) return `${field} must be a list`;
    for (const [index, item] of value.entries()) {
      const error = each(item, `${field}[${index}]`);
      if (error) return error;
    }
    return null;
  });

// spec part 2 §2 (Add / edit dialogs): a row is a plain line ("2 cloves garlic") or structured fields.
// spec part 2 §3 Ingredient: `order` places the row (cleanRecipeDraft); the row's `id` is the server's.
export const ingredientRows = list(row({ name: text, amount: text, amountValue: number, unit: text, notes: text, order: number }, 'a name'));
// spec part 2 §7: instructions[{instruction, stepNumber}]; the form sends plain strings.
export const instructionRows = list(row({ instruction: text, stepNumber: number, notes: text }, 'an instruction'));
export const nutrition = optional(
  record({ calories: number, protein: number, carbs: number, fat: number, fiber: number, sugar: number, sodium: number, servingSize: text }, 'an object'),
);
export const tagList = list((value, field) => (typeof value === 'string' ? null : `${field} must be text`));

/** Runs a Check as a class-validator constraint (absent fields included: the Check decides). */
export function Checked(check: Check): PropertyDecorator {
  return ValidateBy({
    name: 'recipeField',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => check(value, args?.property ?? '') === null,
      defaultMessage: (args?: ValidationArguments) => check(args?.value, args?.property ?? '') ?? `${args?.property} is invalid`,
    },
  });
}
