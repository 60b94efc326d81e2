import DataLoader from 'dataloader';

/**
 * Reads rows by key in batches: one query answers every request that arrived while the previous
 * query ran, so under load a per-request read (the session's user, a person's preferences) is
 * shared instead of repeated; on the embedded database each query is a turn of its single engine,
 * most of a small read's cost. Nothing is cached: each answer comes from a query that started after
 * its request asked, so a change committed before a request is always seen.
 *
 * `read` answers the rows of the keys it is given (each key once), by key; a key it leaves out
 * answers null.
 */
export class BatchedReads<K, V> {
  private inFlight: Promise<unknown> = Promise.resolve();
  private readonly loader: DataLoader<K, V | null>;

  constructor(read: (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>) {
    this.loader = new DataLoader(
      (keys) => {
        const rows = read([...new Set(keys)]).then((found) => keys.map((key) => found.get(key) ?? null));
        this.inFlight = rows.catch(() => undefined);
        return rows;
      },
      // The next batch waits for the query in flight, gathering every request that arrives meanwhile.
      { cache: false, maxBatchSize: 500, batchScheduleFn: (dispatch) => void this.inFlight.then(() => setImmediate(dispatch)) },
    );
  }

  load(key: K): Promise<V | null> {
    return this.loader.load(key);
  }
}

/** Rows keyed by one of their fields, for a BatchedReads `read`. */
export function byKey<K, V>(rows: readonly V[], key: (row: V) => K): Map<K, V> {
  return new Map(rows.map((row) => [key(row), row]));
}
