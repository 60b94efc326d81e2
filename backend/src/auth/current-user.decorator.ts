import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { SignedInUser } from '../users/signed-in-users.js';

/** What the JWT strategy puts on the request: the user as stored now, not as when the token was issued. */
export interface AuthenticatedUser {
  id: number;
  name: string;
  email: string;
}

/** The request's user, of the user as stored now. */
export function authenticatedUser(user: SignedInUser): AuthenticatedUser {
  return { id: user.id, name: user.name, email: user.email };
}

export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedUser => {
  return context.switchToHttp().getRequest<FastifyRequest & { user: AuthenticatedUser }>().user;
});
