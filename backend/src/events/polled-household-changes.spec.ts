import { EventEmitter } from 'node:events';
import type { DataSource } from 'typeorm';
import { PolledHouseholdChanges } from './polled-household-changes.js';

describe('PolledHouseholdChanges at shutdown', () => {
  it('stops polling and does not throw when the data source was destroyed first (its pool gone)', async () => {
    jest.useFakeTimers();
    try {
      const query = jest.fn().mockResolvedValue([{ seq: '0' }]);
      const driver: { master?: EventEmitter } = { master: new EventEmitter() };
      const changes = new PolledHouseholdChanges({ driver, query } as unknown as DataSource);
      changes.subscribe(() => undefined);
      await jest.advanceTimersByTimeAsync(0);
      const polled = query.mock.calls.length;
      expect(polled).toBeGreaterThan(0);

      delete driver.master;
      expect(() => changes.onModuleDestroy()).not.toThrow();
      await jest.advanceTimersByTimeAsync(5_000);
      expect(query.mock.calls.length).toBe(polled);
    } finally {
      jest.useRealTimers();
    }
  });
});
