import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { migrateDatabase, waitForSchema } from '../database/schema.js';

/** Where this instance is in its life; only `ready` takes traffic (GET /api/health/ready). */
export type LifecyclePhase = 'migrating' | 'waiting-for-schema' | 'ready' | 'failed' | 'stopping';

@Injectable()
export class Lifecycle {
  private readonly logger = new Logger('Lifecycle');
  private current: LifecyclePhase;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    this.current = config.migrateOnStart ? 'migrating' : 'waiting-for-schema';
  }

  get phase(): LifecyclePhase {
    return this.current;
  }

  /** Migrates (MIGRATE_ON_START, the default) or waits until the schema is current; then the instance is ready. */
  async bringSchemaUp(): Promise<void> {
    try {
      if (this.config.migrateOnStart) {
        const ran = await migrateDatabase(this.dataSource, this.config.databaseUrl === null);
        if (ran.length > 0) this.logger.log(`Migrated: ${ran.map((migration) => migration.name).join(', ')}`);
      } else {
        this.logger.log('MIGRATE_ON_START=false: waiting until the schema is current (npm run migrate)');
        await waitForSchema(this.dataSource, () => this.current === 'stopping');
      }
    } catch (error) {
      if (this.current !== 'stopping') this.current = 'failed';
      throw error;
    }
    if (this.current !== 'stopping') this.current = 'ready';
  }

  /** From now on readiness answers 503, so a load balancer sends new requests elsewhere. */
  beginShutdown(): void {
    this.current = 'stopping';
  }
}
