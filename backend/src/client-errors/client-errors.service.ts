import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, type Repository } from 'typeorm';
import { CLIENT_ERROR_REPORTS_KEPT } from '../common/retention.service.js';
import { TooManyRequests } from '../common/throttling.js';
import type { ClientErrorReportDto } from './dto/client-error-report.dto.js';
import { ClientErrorReport } from './entities/client-error-report.entity.js';

/** Reports one address may leave per day: a crash loop, not a flood. */
export const CLIENT_ERROR_REPORTS_PER_ADDRESS_PER_DAY = 200;
export const CLIENT_ERRORS_REFUSED = 'Too many error reports. Please try again later.';

@Injectable()
export class ClientErrorsService {
  constructor(@InjectRepository(ClientErrorReport) private readonly reports: Repository<ClientErrorReport>) {}

  /** Stores the report; 429 once the address has sent its share for the day, or the store is full until the next pruning. */
  async record(report: ClientErrorReportDto, userId: number | null, address: string): Promise<number> {
    const since = new Date(Date.now() - 24 * 60 * 60 * 1000);
    const fromAddress = await this.reports.countBy({ address, createdAt: MoreThan(since) });
    if (fromAddress >= CLIENT_ERROR_REPORTS_PER_ADDRESS_PER_DAY || (await this.reports.count()) >= CLIENT_ERROR_REPORTS_KEPT) {
      // A day's share is spent (or the store is full until the hourly pruning): an hour's pause, not a retry loop.
      throw new TooManyRequests(CLIENT_ERRORS_REFUSED, 60 * 60);
    }
    const saved = await this.reports.save(
      Object.assign(new ClientErrorReport(), {
        userId,
        address,
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
