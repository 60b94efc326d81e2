import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';

/**
 * A query number written as plain decimal digits (at most `maxDigits`, so it stays a safe
 * integer); anything else stays as sent, for the check to refuse.
 */
export function QueryInteger(maxDigits = 10): PropertyDecorator {
  const digits = new RegExp(`^\\d{1,${maxDigits}}$`);
  return Transform(({ value }: { value: unknown }) => (typeof value === 'string' && digits.test(value) ? Number(value) : value));
}

/** A whole number from `min` to `max`; anything else answers 400 with `message`. */
export function IsIntegerFrom(min: number, max: number, message: string): PropertyDecorator {
  return ValidateBy({ name: 'isIntegerFrom', validator: { validate: (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max } }, { message });
}
