import { ACCOUNT_MESSAGES, isValidEmail, normalizeEmail, PASSWORD_MAX_LENGTH, RESET_PASSWORD_MIN_LENGTH } from '@mealapp/domain';
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength, MinLength, ValidateBy, type ValidationOptions } from 'class-validator';

/** The shared rule from @mealapp/domain, so the server and the sign-up form agree on what an e-mail is. */
export function IsAccountEmail(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isAccountEmail', validator: { validate: (value: unknown) => isValidEmail(value) } }, options);
}

/** Trims and lower-cases an e-mail before validation; addresses are unique case-insensitively. */
export function NormalizeEmail(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normalizeEmail(value) : value));
}

/** A password being chosen (reset or change): the reset screen's rule, at least 8 characters (spec part 1 §5). */
export function IsNewPassword(): PropertyDecorator {
  // applyDecorators applies in order, and the first applied reports first: the spec text leads.
  return applyDecorators(
    IsString({ message: ACCOUNT_MESSAGES.resetPasswordTooShort }),
    MinLength(RESET_PASSWORD_MIN_LENGTH, { message: ACCOUNT_MESSAGES.resetPasswordTooShort }),
    MaxLength(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` }),
  );
}

/** The current password, asked before a change of password or the deletion of the account. */
export function IsCurrentPassword(): PropertyDecorator {
  return applyDecorators(
    IsString({ message: ACCOUNT_MESSAGES.currentPasswordMissing }),
    IsNotEmpty({ message: ACCOUNT_MESSAGES.currentPasswordMissing }),
    MaxLength(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` }),
  );
}
