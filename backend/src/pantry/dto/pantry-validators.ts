import { CATEGORY_NAMES, isCategoryName, isDateString, isPantryStatus, PANTRY_STATUSES, UNCATEGORIZED } from '@mealapp/domain';
import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationArguments } from 'class-validator';

export const PANTRY_NAME_MAX_LENGTH = 100;

export const PANTRY_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${PANTRY_NAME_MAX_LENGTH} characters`,
  status: `Status must be one of ${PANTRY_STATUSES.join(', ')}`,
  category: `Category must be one of ${CATEGORY_NAMES.join(', ')}`,
  categoryFilter: `Category must be one of ${[...CATEGORY_NAMES, UNCATEGORIZED].join(', ')}`,
  expirationDate: 'Expiration date must be a calendar date (YYYY-MM-DD)',
  nothingToUpdate: 'Nothing to update: send at least one of name, status, category, expirationDate',
  notFound: 'Pantry item not found',
} as const;

/** The name rule as one check, so a missing, blank or non-text name always reads "Name is required". */
export function pantryNameError(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return PANTRY_MESSAGES.nameRequired;
  if (value.trim().length > PANTRY_NAME_MAX_LENGTH) return PANTRY_MESSAGES.nameTooLong;
  return null;
}

export function IsPantryName(): PropertyDecorator {
  return ValidateBy({
    name: 'isPantryName',
    validator: {
      validate: (value: unknown) => pantryNameError(value) === null,
      defaultMessage: (args?: ValidationArguments) => pantryNameError(args?.value) ?? PANTRY_MESSAGES.nameRequired,
    },
  });
}

export function IsPantryStatus(): PropertyDecorator {
  return ValidateBy({ name: 'isPantryStatus', validator: { validate: isPantryStatus } }, { message: PANTRY_MESSAGES.status });
}

export function IsCategoryName(): PropertyDecorator {
  return ValidateBy({ name: 'isCategoryName', validator: { validate: isCategoryName } }, { message: PANTRY_MESSAGES.category });
}

export function IsCategoryFilter(): PropertyDecorator {
  return ValidateBy(
    { name: 'isCategoryFilter', validator: { validate: (value: unknown) => value === UNCATEGORIZED || isCategoryName(value) } },
    { message: PANTRY_MESSAGES.categoryFilter },
  );
}

export function IsCalendarDate(): PropertyDecorator {
  return ValidateBy({ name: 'isCalendarDate', validator: { validate: isDateString } }, { message: PANTRY_MESSAGES.expirationDate });
}

/** `?status=` with no value means no filter (a select's "All" option). */
export function EmptyAsAbsent(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value));
}
