import DataLoader from 'dataloader';
import type { User } from './entities/user.entity.js';

/** What authenticating a request needs of its user. */
export type SignedInUser = Pick<User, 'id' | 'name' | 'email' | 'sessionVersion'>;

/**
 * Looks up the users of authenticated requests in batches: one query answers every request that
 * arrived while the previous query ran, so under load the lookup (most of GET /api/me's cost)
 * is shared instead of repeated. Nothing is cached: each answer comes from a query that started
 * after its request asked, so a change committed before a request is always seen.
 */
export class SignedInUsers {
  private inFlight: Promise<unknown> = Promise.resolve();
  private readonly loader: DataLoader<number, SignedInUser | null>;

  constructor(findByIds: (ids: readonly number[]) => Promise<SignedInUser[]>) {
    this.loader = new DataLoader(
      (ids) => {
        const rows = findByIds([...new Set(ids)]).then((users) => {
          const byId = new Map(users.map((user) => [user.id, user]));
          return ids.map((id) => byId.get(id) ?? null);
        });
        this.inFlight = rows.catch(() => undefined);
        return rows;
      },
      // The next batch waits for the query in flight, gathering every request that arrives meanwhile.
      { cache: false, maxBatchSize: 500, batchScheduleFn: (dispatch) => void this.inFlight.then(() => setImmediate(dispatch)) },
    );
  }

  find(id: number): Promise<SignedInUser | null> {
    return this.loader.load(id);
  }
}
