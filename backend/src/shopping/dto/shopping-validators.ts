import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationArguments } from 'class-validator';
import { SHOPPING_QUANTITY_MAX_LENGTH } from '@mealapp/domain';
import { CATEGORY_MESSAGE } from '../../common/item-validators.js';

export const SHOPPING_MESSAGES = {
  quantity: 'Quantity must be text',
  quantityTooLong: `Quantity must be at most ${SHOPPING_QUANTITY_MAX_LENGTH} characters`,
  category: CATEGORY_MESSAGE,
  isShopped: 'isShopped must be true or false',
  setting: (name: string) => `${name} must be true or false`,
  nothingToUpdate: 'Nothing to update: send at least one of name, category, quantity, isShopped',
  notFound: 'Shopping item not found',
  toggleFailed: 'Failed to toggle shopping item',
  combineFailed: 'Failed to combine similar items',
} as const;

function quantityError(value: unknown): string | null {
  if (value === null) return null;
  if (typeof value !== 'string') return SHOPPING_MESSAGES.quantity;
  if (value.length > SHOPPING_QUANTITY_MAX_LENGTH) return SHOPPING_MESSAGES.quantityTooLong;
  return null;
}

/** Text up to the limit, or null (absent checks are skipped by @IsOptional). */
export function IsShoppingQuantity(): PropertyDecorator {
  return ValidateBy({
    name: 'isShoppingQuantity',
    validator: {
      validate: (value: unknown) => quantityError(value) === null,
      defaultMessage: (args?: ValidationArguments) => quantityError(args?.value) ?? SHOPPING_MESSAGES.quantity,
    },
  });
}

// spec part 1 §5: quantity is optional, empty means none
export function BlankAsNull(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value));
}

export function IsStrictBoolean(message: string): PropertyDecorator {
  return ValidateBy({ name: 'isStrictBoolean', validator: { validate: (value: unknown) => typeof value === 'boolean' } }, { message });
}
