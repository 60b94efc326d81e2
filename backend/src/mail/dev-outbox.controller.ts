import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { OutboxMessageDto } from './dto/outbox-message.dto.js';
import { OutboxMailer } from './outbox.mailer.js';

export const OUTBOX_PAGE_SIZE = 20;

/** Mounted only when config.exposeOutbox (embedded database, or EXPOSE_OUTBOX=1). */
@ApiTags('dev')
@Controller('dev/outbox')
export class DevOutboxController {
  constructor(private readonly outbox: OutboxMailer) {}

  @Get()
  @ApiOperation({ summary: 'The latest 20 mails written by the local outbox adapter (development only)' })
  @ApiOkResponse({ type: OutboxMessageDto, isArray: true })
  async listOutbox(): Promise<OutboxMessageDto[]> {
    const messages = await this.outbox.latest(OUTBOX_PAGE_SIZE);
    return messages.map(({ recipient, subject, body, createdAt }) => ({ recipient, subject, body, createdAt }));
  }
}
