import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { OutboxMessage } from './entities/outbox-message.entity.js';
import type { MailMessage, Mailer } from './mailer.js';

/**
 * Default adapter when no SMTP server is set: the mail lands in outbox_messages and, in full, in the
 * server log, where the person running the server reads a reset link. Nothing leaves the machine.
 */
@Injectable()
export class OutboxMailer implements Mailer {
  private readonly logger = new Logger('Mail');

  constructor(@InjectRepository(OutboxMessage) private readonly outbox: Repository<OutboxMessage>) {}

  async send(message: MailMessage): Promise<void> {
    await this.outbox.insert({ recipient: message.to, subject: message.subject, body: message.text });
    const rule = '─'.repeat(64);
    this.logger.log(`Mail (no SMTP_URL set, so it is shown here instead of sent)\n${rule}\nTo: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n${rule}`);
  }
}
