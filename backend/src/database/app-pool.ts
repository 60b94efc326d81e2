import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

/**
 * The `pg` pool under TypeORM's PostgreSQL driver (its `master`, which TypeORM's types leave out),
 * for what runs statements of its own on the app's connections: the throttle store, the job queue,
 * the pool metrics.
 */
export function appPool(dataSource: DataSource): Pool {
  return (dataSource.driver as unknown as { master: Pool }).master;
}
