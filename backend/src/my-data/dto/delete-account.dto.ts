import { ApiProperty } from '@nestjs/swagger';
import { IsCurrentPassword } from '../../common/account-validators.js';

export class DeleteAccountDto {
  @ApiProperty({ example: 'secret123', description: 'The current password' })
  @IsCurrentPassword()
  password: string;
}
