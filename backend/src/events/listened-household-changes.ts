import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Client } from 'pg';
import { CHANGES_CHANNEL, HouseholdChanges, readSignal } from './household-changes.js';

const RECONNECT_MS = 2_000;

/**
 * PostgreSQL (DATABASE_URL): LISTEN on a connection of its own, outside the pool, since a
 * listening connection can never be handed to a query; every instance on the database hears every
 * commit's notification: of a household's changes, and of a user who switched household (so a
 * stream held on one instance ends when the switch is made through another). The `pg` driver is used as is: pg-listen, the usual wrapper, adds little
 * over this reconnect and is no longer kept. After a reconnect every stream reads again, for
 * what was committed while no one listened.
 */
export class ListenedHouseholdChanges extends HouseholdChanges implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('HouseholdChanges');
  private client: Client | null = null;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly databaseUrl: string) {
    super();
  }

  onApplicationBootstrap(): Promise<void> {
    return this.connect();
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end();
  }

  // Notifications are cheap and always on: nothing to start or stop per listener.
  protected watch(): void {}

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl });
    this.client = client;
    client.on('notification', (message) => {
      const signal = readSignal(message.payload);
      if (signal && 'userId' in signal) this.heardFollower(signal.userId);
      else if (signal) this.heard(signal.householdId);
    });
    client.on('error', (error) => this.reconnect(client, error));
    client.on('end', () => this.reconnect(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
      this.heard(null);
    } catch (error) {
      this.reconnect(client, error);
    }
  }

  private reconnect(client: Client, error?: unknown): void {
    if (this.closed || this.client !== client) return;
    this.client = null;
    this.logger.warn(`Listening for household changes stopped${error instanceof Error ? `: ${error.message}` : ''}; reconnecting`);
    client.end().catch(() => undefined);
    this.retry = setTimeout(() => void this.connect(), RECONNECT_MS);
  }
}
