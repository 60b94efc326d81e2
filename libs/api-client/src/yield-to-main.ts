/**
 * Lets the browser paint and handle input before the caller goes on: long work cut at these points
 * is several short tasks rather than one long one. Its own module (`@mealapp/api-client/yield-to-main`)
 * so the shell can use it before the rest of the client is loaded.
 */
export function yieldToMain(): Promise<void> {
  if ('scheduler' in globalThis && typeof scheduler.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
