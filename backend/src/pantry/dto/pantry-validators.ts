import { CATEGORY_NAMES, isCategoryName, isDateString, isPantryStatus, PANTRY_STATUSES, UNCATEGORIZED } from '@mealapp/domain';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { CATEGORY_MESSAGE } from '../../common/item-validators.js';

export const PANTRY_MESSAGES = {
  status: `Status must be one of ${PANTRY_STATUSES.join(', ')}`,
  category: CATEGORY_MESSAGE,
  categoryFilter: `Category must be one of ${[...CATEGORY_NAMES, UNCATEGORIZED].join(', ')}`,
  expirationDate: 'Expiration date must be a calendar date (YYYY-MM-DD)',
  nothingToUpdate: 'Nothing to update: send at least one of name, status, category, expirationDate',
  notFound: 'Pantry item not found',
} as const;

export function IsPantryStatus(): PropertyDecorator {
  return ValidateBy({ name: 'isPantryStatus', validator: { validate: isPantryStatus } }, { message: PANTRY_MESSAGES.status });
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
