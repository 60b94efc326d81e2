import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { isUniqueViolation } from '../common/database-errors.js';
import type { UserDto } from './dto/user.dto.js';
import { User } from './entities/user.entity.js';
import { BatchedReads, byKey } from '../common/batched-reads.js';
import type { SignedInUser } from './signed-in-users.js';

export const EMAIL_IN_USE = 'This email is already in use';

export function toUserDto(user: Pick<User, 'id' | 'name' | 'email'>): UserDto {
  return { id: user.id, name: user.name, email: user.email };
}

@Injectable()
export class UsersService {
  // Plain SQL, not `findBy`: building the query and entities from metadata was a tenth of GET /api/me.
  private readonly signedIn = new BatchedReads<number, SignedInUser>(async (ids) =>
    byKey((await this.users.query('SELECT id, name, email, session_version AS "sessionVersion" FROM users WHERE id = ANY($1::int[])', [ids])) as SignedInUser[], (user) => user.id),
  );

  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** For authenticating a request: the user as stored now, looked up together with other requests' (BatchedReads). */
  findSignedIn(id: number): Promise<SignedInUser | null> {
    return this.signedIn.load(id);
  }

  findByIdOrFail(manager: EntityManager, id: number): Promise<User> {
    return manager.findOneByOrFail(User, { id });
  }

  /** Case-insensitive, matching the unique index on lower(email). */
  findByEmail(email: string, manager: EntityManager = this.users.manager): Promise<User | null> {
    return manager.createQueryBuilder(User, 'u').where('lower(u.email) = lower(:email)', { email }).getOne();
  }

  findByEmailWithPassword(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('lower(u.email) = lower(:email)', { email })
      .getOne();
  }

  /** Inserts; null when the address is taken (also when a concurrent sign-up won the race). */
  /** In the caller's transaction: the new account, or null when the address is taken (a race may still end in the unique violation). */
  async insertIn(manager: EntityManager, input: { email: string; name: string; passwordHash: string | null }): Promise<User | null> {
    if (await this.findByEmail(input.email, manager)) return null;
    const result = await manager.insert(User, input);
    return manager.findOneByOrFail(User, { id: (result.identifiers[0] as { id: number }).id });
  }

  async create(input: { email: string; name: string; passwordHash: string }): Promise<User | null> {
    if (await this.findByEmail(input.email)) return null;
    try {
      const result = await this.users.insert(input);
      const id = (result.identifiers[0] as { id: number }).id;
      return await this.users.findOneByOrFail({ id });
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /** In the caller's transaction; 409 when another account has the address. */
  async updateProfile(manager: EntityManager, userId: number, changes: { name?: string; email?: string }): Promise<User> {
    const patch: Partial<User> = {};
    if (changes.name !== undefined) patch.name = changes.name;
    if (changes.email !== undefined) {
      const holder = await this.findByEmail(changes.email, manager);
      if (holder && holder.id !== userId) throw new ConflictException(EMAIL_IN_USE);
      patch.email = changes.email;
    }
    if (Object.keys(patch).length > 0) {
      try {
        await manager.update(User, { id: userId }, patch);
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictException(EMAIL_IN_USE);
        throw error;
      }
    }
    return this.findByIdOrFail(manager, userId);
  }

  async emailOf(manager: EntityManager, userId: number): Promise<string | null> {
    const user = await manager.findOneBy(User, { id: userId });
    return user?.email ?? null;
  }

  /** Inside the caller's transaction: the embedded pool has one connection. */
  async setPasswordHash(manager: EntityManager, userId: number, passwordHash: string): Promise<void> {
    await manager.update(User, { id: userId }, { passwordHash });
  }

  /** Every access token issued before this is refused (they carry the old version). */
  async raiseSessionVersion(manager: EntityManager, userId: number): Promise<void> {
    await manager.increment(User, { id: userId }, 'sessionVersion', 1);
  }
}
