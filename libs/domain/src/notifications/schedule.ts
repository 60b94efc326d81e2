/** The local hour from which the day's notices go out, when NOTIFICATIONS_LOCAL_HOUR is not set. */
export const DEFAULT_NOTIFICATION_HOUR = 8;
/** The zone a user who never sent one is judged in. */
export const DEFAULT_NOTIFICATION_TIME_ZONE = 'UTC';

export interface LocalClock {
  /** YYYY-MM-DD in the zone. */
  date: string;
  /** 0 to 23 in the zone. */
  hour: number;
}

/** The calendar date and hour of an instant as seen in an IANA time zone. */
export function localClock(instant: Date, timeZone: string): LocalClock {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

/** A user's notices are due once their local clock reaches the send hour; until midnight, a late run still sends. */
export function isNotificationDue(clock: LocalClock, sendHour: number): boolean {
  return clock.hour >= sendHour;
}
