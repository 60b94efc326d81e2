import { setTimeout as sleep } from 'node:timers/promises';

/** Waits for a state the test cannot be told about (a lock's queue, a listener closing), checking every 20 ms. */
export async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(20);
  }
}
