import { createParamDecorator, type ExecutionContext, Injectable, SetMetadata, type Type } from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import type { IncomingHttpHeaders } from 'node:http';
import { AccessTokensService } from './access-tokens.service.js';

const ALONGSIDE_READ = 'mealapp:read-alongside-session';
const STARTED = Symbol('read alongside session');
const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * A route's read that starts while the session is checked rather than after it (issue 34).
 *
 * A small signed-in read made two database turns one after the other: the session's user
 * (JwtAuthGuard), then the resource. On the embedded database each turn waits for the engine and
 * for the app's event loop, so under load such a read answered at about 0.6x of `GET /api/me`,
 * whose session lookup is the whole read. For a route marked here, JwtAuthGuard starts the route's
 * read for the token's user (its signature already checked) at the same moment as the session
 * lookup, so both queries go out together (and on PostgreSQL on two connections at once).
 *
 * Nothing about the session changes: the guard still awaits the session check and answers 401
 * before the handler runs, and the handler only receives the read once the session is confirmed;
 * a read started for a token whose session turns out ended is dropped unseen. Only safe methods
 * (GET, HEAD) start early; for any other the read starts after the check, as before.
 */
export function ReadAlongsideSession<S>(service: Type<S>, read: (service: S, userId: number) => Promise<unknown>): MethodDecorator {
  return SetMetadata(ALONGSIDE_READ, { service, read } satisfies AlongsideRead<S>);
}

/** The handler's parameter: the promise of its route's read (ReadAlongsideSession), started by JwtAuthGuard. */
export const SessionRead = createParamDecorator((_data: unknown, context: ExecutionContext) => sessionReadOf(context.switchToHttp().getRequest()));

/** The read JwtAuthGuard handed the request once its session was confirmed. */
export function sessionReadOf(req: object): Promise<unknown> {
  const started = (req as { [STARTED]?: Promise<unknown> })[STARTED];
  if (!started) throw new Error('SessionRead is for routes marked ReadAlongsideSession behind JwtAuthGuard');
  return started;
}

interface AlongsideRead<S> {
  service: Type<S>;
  read: (service: S, userId: number) => Promise<unknown>;
}

type Read = (userId: number) => Promise<unknown>;

/** Finds and starts the marked routes' reads, for JwtAuthGuard. */
@Injectable()
export class AlongsideReads {
  /** Each handler's read with its service resolved, found once. */
  private readonly reads = new WeakMap<object, Read | null>();

  constructor(
    private readonly modules: ModuleRef,
    private readonly reflector: Reflector,
    private readonly tokens: AccessTokensService,
  ) {}

  /**
   * Starts the route's read, when it has one and the method is safe, for the user the request's
   * token names (signature and expiry checked; the session not yet). Answers what `confirmed` needs.
   */
  startEarly(context: ExecutionContext, req: { method: string; headers: IncomingHttpHeaders }): Started | null {
    const read = this.readOf(context.getHandler());
    if (!read) return null;
    const tokenUserId = SAFE_METHODS.has(req.method) ? this.tokens.subjectOf(req.headers.authorization) : null;
    if (tokenUserId === null) return { read, early: null };
    const early = read(tokenUserId);
    // Awaited only once the session is confirmed: a failure meanwhile must not count as unhandled.
    early.catch(() => undefined);
    return { read, early: { userId: tokenUserId, promise: early } };
  }

  /** Once the session is confirmed as `userId`: hands the handler the read started early, or starts it now. */
  confirmed(req: object, started: Started | null, userId: number): void {
    if (!started) return;
    (req as { [STARTED]?: Promise<unknown> })[STARTED] = started.early?.userId === userId ? started.early.promise : started.read(userId);
  }

  private readOf(handler: object): Read | null {
    let read = this.reads.get(handler);
    if (read === undefined) {
      const marked = this.reflector.get<AlongsideRead<unknown> | undefined>(ALONGSIDE_READ, handler as never);
      if (marked) {
        const service = this.modules.get(marked.service, { strict: false });
        read = (userId) => marked.read(service, userId);
      } else read = null;
      this.reads.set(handler, read);
    }
    return read;
  }
}

interface Started {
  read: Read;
  early: { userId: number; promise: Promise<unknown> } | null;
}
