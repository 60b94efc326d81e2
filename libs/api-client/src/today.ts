import { localDateString } from '@mealapp/domain';
import { useEffect, useState } from 'react';

/** Milliseconds from `now` to the next local midnight. */
export function untilNextDay(now: Date): number {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return next.getTime() - now.getTime();
}

/**
 * The device's calendar day (YYYY-MM-DD). It moves on at local midnight, and is checked again
 * whenever the app comes back into view (a phone suspends timers in the background), so a screen
 * left open overnight shows the new day rather than yesterday as today.
 */
export function useToday(): string {
  const [today, setToday] = useState(() => localDateString(new Date()));
  useEffect(() => {
    const check = () => setToday(localDateString(new Date()));
    // A second past midnight: a timer may fire a little early.
    const timer = setTimeout(check, untilNextDay(new Date()) + 1000);
    document.addEventListener('visibilitychange', check);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [today]);
  return today;
}
