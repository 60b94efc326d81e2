import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, IsBoolean, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { INT4_MAX } from '../../common/int4.js';

export const CLIENT_ERROR_LIMITS = { message: 2000, stack: 20_000, file: 2000, url: 2000, userAgent: 1000, short: 200 } as const;

/** spec §3: diagnostic {ua, screen, memory, connection, orientation, online, ts}; browsers differ, so the loose ones stay loose. */
export class ClientDiagnosticDto {
  @ApiPropertyOptional({ maxLength: CLIENT_ERROR_LIMITS.userAgent })
  @IsOptional()
  @MaxLength(CLIENT_ERROR_LIMITS.userAgent)
  @IsString()
  ua?: string;

  @ApiPropertyOptional({ example: '390x844', maxLength: CLIENT_ERROR_LIMITS.short })
  @IsOptional()
  @MaxLength(CLIENT_ERROR_LIMITS.short)
  @IsString()
  screen?: string;

  @ApiPropertyOptional({ description: 'navigator.deviceMemory or performance.memory, as the browser gives it', oneOf: [{ type: 'number' }, { type: 'object' }] })
  @Allow()
  memory?: unknown;

  @ApiPropertyOptional({ description: 'navigator.connection summary, as the browser gives it', oneOf: [{ type: 'string' }, { type: 'object' }] })
  @Allow()
  connection?: unknown;

  @ApiPropertyOptional({ example: 'portrait-primary', maxLength: CLIENT_ERROR_LIMITS.short })
  @IsOptional()
  @MaxLength(CLIENT_ERROR_LIMITS.short)
  @IsString()
  orientation?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  online?: boolean;

  @ApiPropertyOptional({ description: 'Client clock, epoch milliseconds or ISO text', oneOf: [{ type: 'number' }, { type: 'string' }] })
  @Allow()
  ts?: unknown;
}

export class ClientErrorReportDto {
  @ApiProperty({ maxLength: CLIENT_ERROR_LIMITS.message })
  @MaxLength(CLIENT_ERROR_LIMITS.message)
  @IsNotEmpty({ message: 'message is required' })
  @IsString()
  message: string;

  @ApiPropertyOptional({ maxLength: CLIENT_ERROR_LIMITS.stack })
  @IsOptional()
  @MaxLength(CLIENT_ERROR_LIMITS.stack)
  @IsString()
  stack?: string;

  @ApiPropertyOptional({ maxLength: CLIENT_ERROR_LIMITS.file })
  @IsOptional()
  @MaxLength(CLIENT_ERROR_LIMITS.file)
  @IsString()
  file?: string;

  @ApiPropertyOptional({ minimum: 0, maximum: INT4_MAX })
  @IsOptional()
  @Max(INT4_MAX)
  @Min(0)
  @IsInt()
  line?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: INT4_MAX })
  @IsOptional()
  @Max(INT4_MAX)
  @Min(0)
  @IsInt()
  column?: number;

  @ApiPropertyOptional({ maxLength: CLIENT_ERROR_LIMITS.url })
  @IsOptional()
  @MaxLength(CLIENT_ERROR_LIMITS.url)
  @IsString()
  url?: string;

  @ApiPropertyOptional({ maxLength: CLIENT_ERROR_LIMITS.userAgent })
  @IsOptional()
  @MaxLength(CLIENT_ERROR_LIMITS.userAgent)
  @IsString()
  userAgent?: string;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  @IsOptional()
  @IsObject()
  extra?: Record<string, unknown>;

  @ApiPropertyOptional({ type: ClientDiagnosticDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => ClientDiagnosticDto)
  diagnostic?: ClientDiagnosticDto;
}

export class ClientErrorReceiptDto {
  @ApiProperty({ example: 1 })
  id: number;
}
