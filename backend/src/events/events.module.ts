import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { EventsController } from './events.controller.js';
import { EventStreams } from './event-streams.js';
import { HouseholdChangeLog } from './household-change-log.js';
import { HouseholdChanges } from './household-changes.js';
import { ListenedHouseholdChanges } from './listened-household-changes.js';
import { PolledHouseholdChanges } from './polled-household-changes.js';

/**
 * Live changes for a household (GET /api/events), by the contract in libs/domain (household-events.ts): the log the
 * triggers write, heard through LISTEN on PostgreSQL, polled on the embedded database; follower signals (a switch of
 * household) heard through LISTEN on both.
 */
@Module({
  imports: [AuthModule],
  controllers: [EventsController],
  providers: [
    HouseholdChangeLog,
    EventStreams,
    {
      provide: HouseholdChanges,
      inject: [APP_CONFIG, DataSource],
      useFactory: (config: AppConfig, dataSource: DataSource): HouseholdChanges =>
        config.databaseUrl ? new ListenedHouseholdChanges(config.databaseUrl) : new PolledHouseholdChanges(dataSource),
    },
  ],
  exports: [EventStreams, HouseholdChangeLog],
})
export class EventsModule {}
