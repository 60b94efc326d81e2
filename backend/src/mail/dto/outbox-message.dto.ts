import { ApiProperty } from '@nestjs/swagger';

export class OutboxMessageDto {
  @ApiProperty({ example: 'ada@example.com' })
  recipient: string;

  @ApiProperty({ example: 'Reset your password' })
  subject: string;

  @ApiProperty()
  body: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
}
