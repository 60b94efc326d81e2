import type { EntityManager } from 'typeorm';

/**
 * The rows an UPDATE or DELETE … RETURNING gives back. TypeORM's postgres driver answers those two
 * commands as `[rows, rowCount]` (an INSERT or SELECT as the rows alone), so reading them as rows
 * would see two of them whatever changed.
 */
export async function changedRows<T>(manager: EntityManager, sql: string, parameters: unknown[]): Promise<T[]> {
  const [rows] = (await manager.query(sql, parameters)) as [T[], number];
  return rows;
}
