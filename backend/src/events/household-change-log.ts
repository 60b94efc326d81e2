import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { LogBounds } from '@mealapp/domain';
import { memberOfCurrentHousehold } from '../common/household-scope.js';
import type { HouseholdChange } from './change-events.js';

/**
 * Where a user's current household's log stands: its oldest kept change and its newest (0 when
 * empty), and the last seq handed out to any household (0 when none was): an event id past it
 * comes from before a restore.
 */
export interface LogPosition extends LogBounds {
  householdId: number;
  latest: number;
}

// The user follows the household while it is their current one, they are still its member, and
// the stream's session has not ended (a password change or reset raises the session version).
const FOLLOWS = `EXISTS (SELECT 1 FROM users u JOIN household_members m ON ${memberOfCurrentHousehold('m', 'u')}
  WHERE u.id = $1 AND m.household_id = $2 AND u.session_version = $4)`;

/** Reads the change log (migration 1765300000000-household-changes) for event streams. seq is a bigint: pg answers it as text. */
@Injectable()
export class HouseholdChangeLog {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The user's current household's log, or null when they have no household. */
  async position(userId: number): Promise<LogPosition | null> {
    const [row] = await this.dataSource.query<Array<{ householdId: number; oldest: string | null; latest: string | null; issued: string | null }>>(
      `SELECT m.household_id AS "householdId",
         (SELECT min(seq) FROM household_changes WHERE household_id = m.household_id) AS oldest,
         (SELECT max(seq) FROM household_changes WHERE household_id = m.household_id) AS latest,
         pg_sequence_last_value(pg_get_serial_sequence('household_changes', 'seq')::regclass) AS issued
       FROM users u JOIN household_members m ON ${memberOfCurrentHousehold('m', 'u')}
       WHERE u.id = $1`,
      [userId],
    );
    return row
      ? { householdId: row.householdId, oldestKept: row.oldest === null ? null : Number(row.oldest), latest: Number(row.latest ?? 0), lastIssued: Number(row.issued ?? 0) }
      : null;
  }

  /**
   * The household's changes after `seq`, oldest first; null once the user no longer follows it
   * (moved to another household, removed, signed out everywhere, or gone), checked in the same statement.
   */
  async after(userId: number, sessionVersion: number, householdId: number, seq: number): Promise<HouseholdChange[] | null> {
    const rows = await this.dataSource.query<Array<{ follows: boolean; seq: string | null } & Omit<HouseholdChange, 'seq'>>>(
      `SELECT f.follows, c.seq, c.entity, c.entity_id AS "entityId", c.op, c.user_id AS "userId"
       FROM (SELECT ${FOLLOWS} AS follows) f
       LEFT JOIN household_changes c ON f.follows AND c.household_id = $2 AND c.seq > $3
       ORDER BY c.seq`,
      [userId, householdId, seq, sessionVersion],
    );
    if (!rows[0]?.follows) return null;
    return rows.filter((row) => row.seq !== null).map((row) => ({ seq: Number(row.seq), entity: row.entity, entityId: row.entityId, op: row.op, userId: row.userId }));
  }

  /**
   * The household's rows of `entities` changed after `seq`, each once, with its last op and the
   * seq of its last change; at most `limit`. A delta read (GET /api/changes) fetches those rows.
   */
  async rowsChangedAfter(householdId: number, seq: number, entities: readonly string[], limit: number): Promise<Array<Omit<HouseholdChange, 'userId'>>> {
    const rows = await this.dataSource.query<Array<{ seq: string } & Omit<HouseholdChange, 'seq' | 'userId'>>>(
      `SELECT DISTINCT ON (entity, entity_id) seq, entity, entity_id AS "entityId", op
       FROM household_changes WHERE household_id = $1 AND seq > $2 AND entity = ANY($3::text[])
       ORDER BY entity, entity_id, seq DESC
       LIMIT $4`,
      [householdId, seq, entities, limit],
    );
    return rows.map((row) => ({ seq: Number(row.seq), entity: row.entity, entityId: row.entityId, op: row.op }));
  }
}
