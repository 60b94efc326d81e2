/*
 * Cook mode's timers (issue 26). A running timer is kept as the moment it ends, not as a count of
 * ticks: a phone that locks its screen or a browser that throttles a background tab skips ticks,
 * and the timer must still ring at the right time. A paused timer keeps what was left.
 */

export type CookTimer =
  | { id: string; label: string; seconds: number; state: 'running'; endsAt: number }
  | { id: string; label: string; seconds: number; state: 'paused'; remainingMs: number };

export function startTimer(id: string, label: string, seconds: number, now: number): CookTimer {
  if (!(Number.isFinite(seconds) && seconds > 0)) throw new RangeError(`A timer needs a positive length (${seconds} s)`);
  return { id, label, seconds, state: 'running', endsAt: now + seconds * 1000 };
}

/** Milliseconds left, never below zero. */
export function remainingMs(timer: CookTimer, now: number): number {
  return timer.state === 'paused' ? timer.remainingMs : Math.max(0, timer.endsAt - now);
}

/** A running timer whose end has come; a paused one never ends. */
export function timerEnded(timer: CookTimer, now: number): boolean {
  return timer.state === 'running' && timer.endsAt <= now;
}

export function pauseTimer(timer: CookTimer, now: number): CookTimer {
  if (timer.state === 'paused' || timerEnded(timer, now)) return timer;
  return { id: timer.id, label: timer.label, seconds: timer.seconds, state: 'paused', remainingMs: remainingMs(timer, now) };
}

export function resumeTimer(timer: CookTimer, now: number): CookTimer {
  if (timer.state === 'running') return timer;
  return { id: timer.id, label: timer.label, seconds: timer.seconds, state: 'running', endsAt: now + timer.remainingMs };
}

/** The time left as a kitchen timer shows it: "mm:ss", "h:mm:ss" from an hour, rounded up to the second. */
export function timerClock(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** A timer's length in words, for its button and its announcements: "20 min", "1 hr 15 min", "30 sec". */
export function timerLength(seconds: number): string {
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  const parts = [hours > 0 ? `${hours} hr` : '', minutes > 0 ? `${minutes} min` : '', rest > 0 ? `${rest} sec` : ''];
  return parts.filter((part) => part !== '').join(' ');
}

/** Timers kept in storage, read back: whatever does not have a timer's shape is dropped. */
export function readTimers(value: unknown): CookTimer[] {
  if (!Array.isArray(value)) return [];
  return value.filter((timer): timer is CookTimer => {
    if (typeof timer !== 'object' || timer === null) return false;
    const { id, label, seconds, state } = timer as Record<string, unknown>;
    if (typeof id !== 'string' || typeof label !== 'string' || typeof seconds !== 'number' || !(seconds > 0)) return false;
    if (state === 'running') return Number.isFinite((timer as { endsAt: unknown }).endsAt);
    return state === 'paused' && Number.isFinite((timer as { remainingMs: unknown }).remainingMs);
  });
}
