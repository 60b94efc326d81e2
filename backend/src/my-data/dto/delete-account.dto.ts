import { PASSWORD_MAX_LENGTH } from '@mealapp/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class DeleteAccountDto {
  @ApiProperty({ example: 'secret123', description: 'The current password' })
  @MaxLength(PASSWORD_MAX_LENGTH, {
    message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  })
  @IsNotEmpty({ message: 'Current password is required' })
  @IsString({ message: 'Current password is required' })
  password: string;
}
