import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** What the JWT strategy puts on the request: the user as stored now, not as when the token was issued. */
export interface AuthenticatedUser {
  id: number;
  name: string;
  email: string;
}

export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedUser => {
  return context.switchToHttp().getRequest<FastifyRequest & { user: AuthenticatedUser }>().user;
});
