import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../config/app-config.js';
import { DevOutboxController } from './dev-outbox.controller.js';
import { OutboxMessage } from './entities/outbox-message.entity.js';
import { MAILER } from './mailer.js';
import { OutboxMailer } from './outbox.mailer.js';
import { SmtpMailer } from './smtp.mailer.js';

@Module({})
export class MailModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: MailModule,
      global: true,
      imports: [TypeOrmModule.forFeature([OutboxMessage])],
      controllers: config.exposeOutbox ? [DevOutboxController] : [],
      providers: [
        OutboxMailer,
        config.smtpUrl
          ? { provide: MAILER, useValue: new SmtpMailer(config.smtpUrl, config.mailFrom) }
          : { provide: MAILER, useExisting: OutboxMailer },
      ],
      exports: [MAILER],
    };
  }
}
