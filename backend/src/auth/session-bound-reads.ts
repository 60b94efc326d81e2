import { createParamDecorator, type ExecutionContext, Injectable, SetMetadata, type Type } from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import type { IncomingHttpHeaders } from 'node:http';
import { BatchedReads, byKey } from '../common/batched-reads.js';
import type { SignedInUser } from '../users/signed-in-users.js';
import { AccessTokensService } from './access-tokens.service.js';
import { authenticatedUser, type AuthenticatedUser } from './current-user.decorator.js';

/**
 * A small signed-in read made in the same statement as the session check (issue 34).
 *
 * Such a read made two database turns: the session's user (JwtAuthGuard), then the resource. On
 * the embedded database each turn waits for its single engine and then for the app's event loop,
 * so under load the read answered at 0.6-0.75x of `GET /api/me`, whose session lookup is the whole
 * read; starting both at once (an earlier step) still left two turns. A route marked here names a
 * read whose one query answers the session's user beside the resource (sessionBoundReads), and
 * JwtAuthGuard uses that user to decide: the token's signature and expiry checked, then the user
 * as stored now, who must exist with the token's session version, exactly as for any other route
 * (AccessTokensService.grants). A token whose session ended gets the 401 of every signed-in call,
 * and the data read beside it is dropped unseen.
 */
export function ReadWithSession<S>(service: Type<S>, read: (service: S, userId: number) => Promise<SessionBound<unknown> | null>): MethodDecorator {
  return SetMetadata(READ_WITH_SESSION, { service, read } satisfies MarkedRead<S>);
}

/** The handler's parameter: what its route's read (ReadWithSession) answered beside the session. */
export const SessionRead = createParamDecorator((_data: unknown, context: ExecutionContext) => sessionReadOf(context.switchToHttp().getRequest()));

/** The user as stored now, beside their resource, both from one statement. */
export interface SessionBound<V> {
  user: SignedInUser;
  value: V;
}

/**
 * Reads a per-person resource together with its person's session, one statement for every request
 * waiting (common/batched-reads.ts). `rowsOf(userId)` is the SQL of the person's rows, in order,
 * where `userId` is the SQL expression of their id; `value` makes the answer of those rows (as
 * JSON objects: numbers, strings, booleans, arrays). A person who does not exist answers null.
 * `source` and `rowsOf` are first used at the first read (a service's fields are set before its
 * constructor's).
 */
export function sessionBoundReads<R, V>(
  source: () => { query(sql: string, parameters: unknown[]): Promise<unknown> },
  rowsOf: (userId: string) => string,
  value: (rows: R[]) => V,
): (userId: number) => Promise<SessionBound<V> | null> {
  let sql: string | undefined;
  const reads = new BatchedReads<number, SessionBound<V>>(async (userIds) => {
    // The rows come aggregated in their subquery's order, which PostgreSQL keeps where, as here, the
    // aggregate's level does nothing else (its documentation on aggregate input order).
    sql ??= `SELECT s.id, s.name, s.email, s.session_version AS "sessionVersion",
        (SELECT coalesce(json_agg(r), '[]'::json) FROM (${rowsOf('s.id')}) r) AS rows
      FROM users s WHERE s.id = ANY($1::int[])`;
    const found = (await source().query(sql, [[...userIds]])) as Array<SignedInUser & { rows: R[] }>;
    return byKey(
      found.map(({ rows, ...user }) => ({ user, value: value(rows) })),
      (bound) => bound.user.id,
    );
  });
  return (userId) => reads.load(userId);
}

const READ_WITH_SESSION = 'mealapp:read-with-session';
const READ = Symbol('read with the session');

/** What a route's read (ReadWithSession) answered, once JwtAuthGuard confirmed its session. */
export function sessionReadOf(req: object): unknown {
  const marked = req as { [READ]?: { value: unknown } };
  if (!marked[READ]) throw new Error('SessionRead is for routes marked ReadWithSession behind JwtAuthGuard');
  return marked[READ].value;
}

interface MarkedRead<S> {
  service: Type<S>;
  read: (service: S, userId: number) => Promise<SessionBound<unknown> | null>;
}

type Read = (userId: number) => Promise<SessionBound<unknown> | null>;

/** Finds and runs the marked routes' reads, for JwtAuthGuard. */
@Injectable()
export class SessionBoundRoutes {
  /** Each handler's read with its service resolved, found once. */
  private readonly reads = new WeakMap<object, Read | null>();

  constructor(
    private readonly modules: ModuleRef,
    private readonly reflector: Reflector,
    private readonly tokens: AccessTokensService,
  ) {}

  /** The route's read, or null when it has none (the guard then checks the session on its own). */
  readOf(handler: object): Read | null {
    let read = this.reads.get(handler);
    if (read === undefined) {
      const marked = this.reflector.get<MarkedRead<unknown> | undefined>(READ_WITH_SESSION, handler as never);
      if (marked) {
        const service = this.modules.get(marked.service, { strict: false });
        read = (userId) => marked.read(service, userId);
      } else read = null;
      this.reads.set(handler, read);
    }
    return read;
  }

  /**
   * Authenticates the request by its route's read: the user its token grants, as the read found
   * them, with the read's answer kept for the handler; null when the token grants nothing.
   */
  async authenticate(read: Read, req: { headers: IncomingHttpHeaders }): Promise<AuthenticatedUser | null> {
    const payload = this.tokens.payloadOf(req.headers.authorization);
    if (!payload) return null;
    const found = await read(payload.sub);
    if (!found || !this.tokens.grants(payload, found.user)) return null;
    (req as { [READ]?: { value: unknown } })[READ] = { value: found.value };
    return authenticatedUser(found.user);
  }
}
