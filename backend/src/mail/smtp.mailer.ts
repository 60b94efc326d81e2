import { Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from './mailer.js';

/** Used when SMTP_URL is set, e.g. smtp://user:pass@smtp.example.com:587. */
export class SmtpMailer implements Mailer {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
    this.logger.log(`Mail to ${message.to}: ${message.subject} (sent over SMTP)`);
  }
}
