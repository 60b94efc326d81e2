import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { OutboxMessage } from './entities/outbox-message.entity.js';
import type { MailMessage, Mailer } from './mailer.js';

/** Default adapter: the mail lands in outbox_messages and in the log, nothing leaves the machine. */
@Injectable()
export class OutboxMailer implements Mailer {
  private readonly logger = new Logger('Mail');

  constructor(@InjectRepository(OutboxMessage) private readonly outbox: Repository<OutboxMessage>) {}

  async send(message: MailMessage): Promise<void> {
    await this.outbox.insert({ recipient: message.to, subject: message.subject, body: message.text });
    this.logger.log(`Mail to ${message.to}: ${message.subject}\n${message.text}`);
  }

  latest(count: number): Promise<OutboxMessage[]> {
    return this.outbox.find({ order: { id: 'DESC' }, take: count });
  }
}
