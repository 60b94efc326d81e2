import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { HttpLogger } from './logging/logging.module.js';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { AuthModule } from './auth/auth.module.js';
import { ClientErrorsModule } from './client-errors/client-errors.module.js';
import { HttpExceptionFilter } from './common/http-exception.filter.js';
import { RetentionService } from './common/retention.service.js';
import { ThrottleCounters } from './common/throttle-counters.js';
import {
  AUTH_CALLS_PER_MINUTE,
  AUTH_THROTTLER,
  CLIENT_ERRORS_PER_MINUTE,
  CLIENT_ERRORS_THROTTLER,
  PersonRates,
  RELAXED_CALLS_PER_MINUTE,
  THROTTLE_TTL_MS,
  TOO_MANY_REQUESTS,
} from './common/throttling.js';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { EventsModule } from './events/events.module.js';
import { HouseholdChangesModule } from './changes/household-changes.module.js';
import { HealthModule } from './health/health.module.js';
import { LoggingModule } from './logging/logging.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { HouseholdsModule } from './households/households.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { MailModule } from './mail/mail.module.js';
import { MealPlansModule } from './meal-plans/meal-plans.module.js';
import { MyDataModule } from './my-data/my-data.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { PantryModule } from './pantry/pantry.module.js';
import { PreferencesModule } from './preferences/preferences.module.js';
import { RecipesModule } from './recipes/recipes.module.js';
import { ShoppingModule } from './shopping/shopping.module.js';
import { UsersModule } from './users/users.module.js';

@Module({})
export class AppModule {
  /** `httpLogger`: the app's request-log middleware (logging.module.ts), whose logger Nest's logs go through too. */
  static register(config: AppConfig, database: DataSourceOptions, httpLogger: HttpLogger): DynamicModule {
    const perMinute = (limit: number) => (config.throttleRelaxed ? RELAXED_CALLS_PER_MINUTE : limit);
    return {
      module: AppModule,
      global: true,
      imports: [
        TypeOrmModule.forRoot(database),
        LoggingModule.register(httpLogger),
        MetricsModule,
        // Per client address, counted in the database (throttle_counters) for every instance on it.
        ThrottlerModule.forRootAsync({
          inject: [DataSource],
          useFactory: (dataSource: DataSource) => ({
            errorMessage: TOO_MANY_REQUESTS,
            storage: new ThrottleCounters(dataSource),
            throttlers: [
              { name: AUTH_THROTTLER, ttl: THROTTLE_TTL_MS, limit: perMinute(AUTH_CALLS_PER_MINUTE) },
              { name: CLIENT_ERRORS_THROTTLER, ttl: THROTTLE_TTL_MS, limit: perMinute(CLIENT_ERRORS_PER_MINUTE) },
            ],
          }),
        }),
        JobsModule,
        MailModule.register(config),
        UsersModule,
        AuthModule,
        ClientErrorsModule,
        HealthModule,
        PantryModule,
        ShoppingModule,
        RecipesModule,
        PreferencesModule,
        MealPlansModule,
        NotificationsModule,
        HouseholdsModule,
        EventsModule,
        HouseholdChangesModule,
        MyDataModule,
      ],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
        PersonRates,
        RetentionService,
      ],
      exports: [APP_CONFIG, PersonRates],
    };
  }
}
