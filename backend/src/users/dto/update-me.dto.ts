import { ACCOUNT_MESSAGES, NAME_MAX_LENGTH, NAME_MIN_LENGTH, PASSWORD_MAX_LENGTH } from '@mealapp/domain';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { IsAccountEmail, NormalizeEmail } from '../../common/account-validators.js';
import { Trim } from '../../common/item-validators.js';
import { TakesBack } from '../../common/server-owned.js';
import { UserDto } from './user.dto.js';

@TakesBack(UserDto)
export class UpdateMeDto {
  @ApiPropertyOptional({ example: 'Ada Lovelace', minLength: NAME_MIN_LENGTH, maxLength: NAME_MAX_LENGTH })
  @IsOptional()
  @Trim()
  @MaxLength(NAME_MAX_LENGTH, { message: `Name must be at most ${NAME_MAX_LENGTH} characters` })
  @MinLength(NAME_MIN_LENGTH, { message: ACCOUNT_MESSAGES.nameTooShort })
  @IsString({ message: ACCOUNT_MESSAGES.nameTooShort })
  name?: string;

  @ApiPropertyOptional({ example: 'ada@example.com', format: 'email' })
  @IsOptional()
  @NormalizeEmail()
  @IsAccountEmail({ message: ACCOUNT_MESSAGES.invalidEmail })
  email?: string;

  @ApiPropertyOptional({ description: 'Required when the e-mail address changes' })
  @IsOptional()
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` })
  @IsString({ message: ACCOUNT_MESSAGES.currentPasswordRequired })
  currentPassword?: string;
}
