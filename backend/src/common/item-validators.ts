import { CATEGORY_NAMES, isCategoryName, itemNameError, ITEM_NAME_MESSAGES } from '@mealapp/domain';
import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationArguments } from 'class-validator';

/** One category vocabulary for pantry and shopping (DECISIONS.md, Categories), so one message. */
export const CATEGORY_MESSAGE = `Category must be one of ${CATEGORY_NAMES.join(', ')}`;

/** Trims text before validation; anything else passes through to the type checks. */
export function Trim(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
}

/** A pantry or shopping item name, by @mealapp/domain's rule (the forms use the same). */
export function IsItemName(): PropertyDecorator {
  return ValidateBy({
    name: 'isItemName',
    validator: {
      validate: (value: unknown) => itemNameError(value) === null,
      defaultMessage: (args?: ValidationArguments) => itemNameError(args?.value) ?? ITEM_NAME_MESSAGES.required,
    },
  });
}

export function IsCategoryName(): PropertyDecorator {
  return ValidateBy({ name: 'isCategoryName', validator: { validate: isCategoryName } }, { message: CATEGORY_MESSAGE });
}
