import { ACCOUNT_MESSAGES, PASSWORD_MAX_LENGTH } from '@mealapp/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsAccountEmail, NormalizeEmail } from '../../common/account-validators.js';

export class LoginDto {
  @ApiProperty({ example: 'ada@example.com', format: 'email' })
  @NormalizeEmail()
  @IsAccountEmail({ message: ACCOUNT_MESSAGES.invalidEmail })
  email: string;

  @ApiProperty({ example: 'secret123' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  password: string;
}
