import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BackgroundTasks } from '../common/background-tasks.js';
import type { AppConfig } from '../config/app-config.js';
import { OutboxMessage } from './entities/outbox-message.entity.js';
import { MAILER } from './mailer.js';
import { OutboxMailer } from './outbox.mailer.js';
import { SmtpMailer } from './smtp.mailer.js';

/**
 * The mailer port and the queue mail is sent from. No HTTP route ever serves mail: without SMTP the
 * outbox is the database table and the server log.
 */
@Module({})
export class MailModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: MailModule,
      global: true,
      imports: [TypeOrmModule.forFeature([OutboxMessage])],
      providers: [
        BackgroundTasks,
        config.smtpUrl ? { provide: MAILER, useValue: new SmtpMailer(config.smtpUrl, config.mailFrom) } : { provide: MAILER, useClass: OutboxMailer },
      ],
      exports: [MAILER, BackgroundTasks],
    };
  }
}
