import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { DataSourceOptions } from 'typeorm';
import { HttpExceptionFilter } from './common/http-exception.filter.js';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { HealthModule } from './health/health.module.js';

@Module({})
export class AppModule {
  static register(config: AppConfig, database: DataSourceOptions): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [TypeOrmModule.forRoot(database), HealthModule],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
      ],
      exports: [APP_CONFIG],
    };
  }
}
