import { applyDecorators, Header, UseInterceptors } from "@nestjs/common";
import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from "typeorm";
import { CompressedAnswers } from "./compressed-answers.js";

/** A JSON array of T, already serialised (by PostgreSQL), answered as it is. */
export type JsonList<T> = string & { readonly items?: T[] };

/**
 * A list built as JSON text by PostgreSQL (json_agg over the selected rows), so Node neither
 * parses rows, hydrates entities nor serialises: those were most of the cost of a long list
 * (`npm run bench`, the pantry of 2,000 items). `fields` names every field of T with its SQL
 * expression over the query's alias; the list is ordered by the field `orderBy`.
 */
export async function jsonList<T>(
  manager: EntityManager,
  query: SelectQueryBuilder<ObjectLiteral>,
  fields: { [K in keyof T]-?: string },
  orderBy: keyof T & string,
): Promise<JsonList<T>> {
  query.select(
    Object.entries<string>(fields).map(([name, sql]) => `${sql} AS "${name}"`),
  );
  const [rows, parameters] = query.getQueryAndParameters();
  // Compact JSON: json_agg and json_build_object would add spaces between items and keys.
  const sql = `SELECT coalesce(array_to_json(array_agg(t ORDER BY t."${orderBy}")), '[]')::text AS list FROM (${rows}) t`;
  const [row] = (await manager.query(sql, parameters)) as Array<{
    list: string;
  }>;
  return (row?.list ?? "[]") as JsonList<T>;
}

/**
 * On a handler answering a JsonList: Nest sends a string as it is, and this names it JSON; a long
 * list goes out compressed (CompressedAnswers).
 */
export const AnswersJsonList = () =>
  applyDecorators(
    Header("Content-Type", "application/json; charset=utf-8"),
    UseInterceptors(CompressedAnswers),
  );
