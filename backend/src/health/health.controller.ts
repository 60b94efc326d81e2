import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { PublicOperation } from '../common/public-operation.js';
import { HealthDto } from './health.dto.js';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @PublicOperation({ summary: 'Check the API and its database' })
  @ApiOkResponse({ type: HealthDto })
  async health(): Promise<HealthDto> {
    await this.dataSource.query('SELECT 1');
    return { status: 'ok' };
  }
}
