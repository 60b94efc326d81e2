import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { ClientErrorReportDto } from './dto/client-error-report.dto.js';
import { ClientErrorReport } from './entities/client-error-report.entity.js';

@Injectable()
export class ClientErrorsService {
  constructor(@InjectRepository(ClientErrorReport) private readonly reports: Repository<ClientErrorReport>) {}

  async record(report: ClientErrorReportDto, userId: number | null): Promise<number> {
    const saved = await this.reports.save(
      Object.assign(new ClientErrorReport(), {
      userId,
      message: report.message,
      stack: report.stack ?? null,
      file: report.file ?? null,
      line: report.line ?? null,
      column: report.column ?? null,
      url: report.url ?? null,
      userAgent: report.userAgent ?? null,
      extra: report.extra ?? null,
      diagnostic: report.diagnostic ? { ...report.diagnostic } : null,
      }),
    );
    return saved.id;
  }
}
