import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { streamStart } from '@mealapp/domain';
import type { FastifyReply } from 'fastify';
import { HEARTBEAT, reloadEvent } from './change-events.js';
import { HouseholdChangeLog } from './household-change-log.js';
import { HouseholdChanges } from './household-changes.js';
import { HouseholdStream } from './household-stream.js';
import { TooManyRequests } from '../common/throttling.js';

/** Under the 30 to 60 s after which proxies and load balancers commonly drop a silent connection. */
export const HEARTBEAT_MS = 25_000;
/** One stream per app: a person's phones, tablets and tabs stay well under this; more is abuse (each holds memory and reads). */
export const STREAMS_PER_USER = 10;
/** A stream closes when its device does: a few seconds is long enough to wait before trying again. */
export const STREAM_RETRY_SECONDS = 10;
export const TOO_MANY_STREAMS = 'Too many open event streams. Close the app on another device or tab and try again.';

/** The open event streams of this instance (GET /api/events). */
@Injectable()
export class EventStreams implements OnModuleInit, OnModuleDestroy {
  private readonly streams = new Set<HouseholdStream>();
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly changes: HouseholdChanges,
    private readonly log: HouseholdChangeLog,
  ) {}

  onModuleInit(): void {
    this.heartbeat = setInterval(() => {
      for (const stream of this.streams) stream.write(HEARTBEAT);
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.heartbeat);
    this.endAll();
  }

  /** Answers with the user's current household's changes, after `lastEventId` when the log still holds what followed it. */
  async open(userId: number, sessionVersion: number, lastEventId: string | undefined, reply: FastifyReply): Promise<void> {
    // Counted on this instance: each instance bounds what it holds.
    if ([...this.streams].filter((stream) => stream.userId === userId).length >= STREAMS_PER_USER) {
      // through the exception filter, like every 429: it carries Retry-After
      throw new TooManyRequests(TOO_MANY_STREAMS, STREAM_RETRY_SECONDS);
    }
    const position = await this.log.position(userId);
    // Written on Node's response from here on, for as long as the stream lasts: Fastify sends nothing.
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      // nginx buffers answers unless told not to; the stream would arrive in lumps.
      'X-Accel-Buffering': 'no',
      // Once a stream ends, its connection goes too, so a closing server does not wait on it idling.
      Connection: 'close',
    });
    if (!position) {
      res.end(reloadEvent());
      return;
    }
    const start = streamStart(lastEventId, position);
    const stream = new HouseholdStream(userId, sessionVersion, position.householdId, start.kind === 'replay' ? start.after : position.latest, res, this.log);
    res.flushHeaders();
    if (start.kind === 'reload') stream.write(reloadEvent(position.latest));
    const unsubscribe = this.changes.subscribe((householdId) => {
      if (householdId === null || householdId === position.householdId) stream.catchUp();
    });
    // A switch of household (or a sign-out everywhere) logs nothing in the household followed: the
    // user's own signal makes the stream read at once, find it no longer follows, say reload and end.
    const unsubscribeFollower = this.changes.subscribeFollowers((followerId) => {
      if (followerId === userId) stream.catchUp();
    });
    this.streams.add(stream);
    stream.onEnd(() => {
      unsubscribe();
      unsubscribeFollower();
      this.streams.delete(stream);
    });
    // The client may have gone while the position was read.
    if (res.closed) stream.end();
    // What was committed since the position was read, or since the client's last event.
    stream.catchUp();
  }

  get openCount(): number {
    return this.streams.size;
  }

  /** Ends every stream, so that closing the server waits only for requests that end on their own. */
  endAll(): void {
    for (const stream of this.streams) stream.end();
  }
}
