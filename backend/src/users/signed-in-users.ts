import type { User } from './entities/user.entity.js';

/** What authenticating a request needs of its user (looked up in batches: UsersService.findSignedIn, common/batched-reads.ts). */
export type SignedInUser = Pick<User, 'id' | 'name' | 'email' | 'sessionVersion'>;
