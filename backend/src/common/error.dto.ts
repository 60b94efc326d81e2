import { ApiProperty } from '@nestjs/swagger';

/** The shape of every error answer (DECISIONS: errors answer JSON with an `error` field). */
export class ErrorDto {
  @ApiProperty({ example: 'Invalid email or password' })
  error: string;
}

export class MessageDto {
  @ApiProperty()
  message: string;
}
