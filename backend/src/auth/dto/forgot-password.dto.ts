import { ACCOUNT_MESSAGES } from '@mealapp/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsAccountEmail, NormalizeEmail } from '../../common/account-validators.js';

export class ForgotPasswordDto {
  @ApiProperty({ example: 'ada@example.com', format: 'email' })
  @NormalizeEmail()
  @IsAccountEmail({ message: ACCOUNT_MESSAGES.invalidEmail })
  email: string;
}
