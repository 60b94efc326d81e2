import { ACCOUNT_MESSAGES, NAME_MAX_LENGTH, NAME_MIN_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@mealapp/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { IsAccountEmail, NormalizeEmail } from '../../common/account-validators.js';
import { Trim } from '../../common/item-validators.js';

// The bottom validator of a field reports first (validationMessage shows one message), so the spec text sits last.
export class RegisterDto {
  @ApiProperty({ example: 'ada@example.com', format: 'email' })
  @NormalizeEmail()
  @IsAccountEmail({ message: ACCOUNT_MESSAGES.invalidEmail })
  email: string;

  @ApiProperty({ example: 'secret123', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` })
  @MinLength(PASSWORD_MIN_LENGTH, { message: ACCOUNT_MESSAGES.passwordTooShort })
  @IsString({ message: ACCOUNT_MESSAGES.passwordTooShort })
  password: string;

  @ApiProperty({ example: 'Ada Lovelace', minLength: NAME_MIN_LENGTH, maxLength: NAME_MAX_LENGTH })
  @Trim()
  @MaxLength(NAME_MAX_LENGTH, { message: `Name must be at most ${NAME_MAX_LENGTH} characters` })
  @MinLength(NAME_MIN_LENGTH, { message: ACCOUNT_MESSAGES.nameTooShort })
  @IsString({ message: ACCOUNT_MESSAGES.nameTooShort })
  name: string;
}
