import { isValidEmail, normalizeEmail } from '@mealapp/domain';
import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationOptions } from 'class-validator';

/** The shared rule from @mealapp/domain, so the server and the sign-up form agree on what an e-mail is. */
export function IsAccountEmail(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isAccountEmail', validator: { validate: (value: unknown) => isValidEmail(value) } }, options);
}

/** Trims and lower-cases an e-mail before validation; addresses are unique case-insensitively. */
export function NormalizeEmail(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normalizeEmail(value) : value));
}

export function Trim(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
}
