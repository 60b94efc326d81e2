import { PACKED_LIST_MEDIA_TYPE } from "@mealapp/domain";
import { applyDecorators, Header, UseInterceptors, type Type } from "@nestjs/common";
import { ApiExtraModels, ApiOkResponse, ApiResponse, getSchemaPath } from "@nestjs/swagger";
import { LRUCache } from "lru-cache";
import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from "typeorm";
import { CompressedAnswers } from "./compressed-answers.js";
import { currentHouseholdOfRow } from "./household-scope.js";
import { PackedListAnswers, PackedListDto, PackedPersonFields } from "./packed-lists.js";

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
 * A list with the version it was built at, when it is a kept one: `etag` names that version (an
 * HTTP entity tag), null when the list is not kept (filtered, or no household).
 */
export interface VersionedJsonList<T> {
  json: JsonList<T>;
  etag: string | null;
}

export function isVersionedJsonList(body: unknown): body is VersionedJsonList<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as VersionedJsonList<unknown>).json === 'string' && 'etag' in body;
}

/**
 * On a handler answering a JsonList or a VersionedJsonList: Nest sends a string as it is, and this
 * names it JSON; a long list goes out compressed, a versioned one with its ETag, and as
 * `304 Not Modified` to a client that holds that version (CompressedAnswers).
 */
export const AnswersJsonList = () =>
  applyDecorators(
    Header("Content-Type", "application/json; charset=utf-8"),
    UseInterceptors(CompressedAnswers),
  );

/**
 * On a handler answering a VersionedJsonList of `item`: AnswersJsonList, the 200 in both of its
 * representations (the array of `item`, and packed, to a client that asks: PackedListAnswers;
 * `people` names the item's person fields) and the 304. If-None-Match is a standard request header
 * a browser sends by itself, so it is not listed as a parameter (generated clients would make it an
 * argument of every list call).
 */
export const AnswersVersionedList = (item: Type, options: { description: string; people: readonly string[] }) =>
  applyDecorators(
    // Interceptors run in this order and their answers come back in reverse: packed, then compressed.
    AnswersJsonList(),
    PackedPersonFields(options.people),
    UseInterceptors(PackedListAnswers),
    ApiExtraModels(item, PackedListDto),
    ApiOkResponse({
      description: `${options.description}. Sent as ${PACKED_LIST_MEDIA_TYPE} (each field and person named once) to a client whose Accept names it first`,
      content: {
        'application/json': { schema: { type: 'array', items: { $ref: getSchemaPath(item) } } },
        [PACKED_LIST_MEDIA_TYPE]: { schema: { $ref: getSchemaPath(PackedListDto) } },
      },
    }),
    ApiResponse({
      status: 304,
      description: "Not Modified: the request's If-None-Match names the list's current ETag; no body",
      headers: { ETag: { description: "The list's version (the packed form has its own)", schema: { type: "string" } } },
    }),
  );

/** What the kept lists of one table may take, counted as UTF-16 (two bytes a character). */
const KEPT_LIST_BYTES = 64 * 1024 * 1024;

/**
 * Each household's whole list of one table as last built, answered again while the household's
 * version of that list is unchanged. Triggers raise the version in the transaction of every write
 * to the table (migrations ListVersions1764800000000, Households1765000000000), so an unchanged
 * version means an unchanged list, whoever wrote last and on whichever instance; a read then costs
 * one lookup instead of building the list (a 2,000-item pantry was 3.5 ms of the embedded
 * database's time per read). Members of one household share the one kept list.
 */
export class KeptJsonLists<T> {
  private readonly kept = new LRUCache<number, { version: string; list: JsonList<T> }>({
    maxSize: KEPT_LIST_BYTES,
    sizeCalculation: (entry) => entry.list.length * 2 + 64,
  });

  /** `table` is the item table whose triggers raise the versions. */
  constructor(private readonly table: string) {}

  /**
   * `build` reads the list of the user's current household. The answer's etag names the household
   * and the version (weak: the bytes differ as the answer is compressed or not); null when the
   * list changed while it was built, so no version can vouch for it.
   */
  async read(manager: EntityManager, userId: number, build: () => Promise<JsonList<T>>): Promise<VersionedJsonList<T>> {
    const seen = await this.version(manager, userId);
    const kept = seen.household === null ? undefined : this.kept.get(seen.household);
    if (kept?.version === seen.version) return { json: kept.list, etag: this.etag(seen.household!, seen.version) };
    const list = await build();
    // Versions only rise: the same household and version after the build mean no write (and no
    // switch of household) landed while it ran.
    const after = await this.version(manager, userId);
    if (seen.household === null || after.household !== seen.household || after.version !== seen.version) return { json: list, etag: null };
    this.kept.set(seen.household, { version: seen.version, list });
    return { json: list, etag: this.etag(seen.household, seen.version) };
  }

  private etag(household: number, version: string): string {
    return `W/"${this.table}.${household}.${version}"`;
  }

  private async version(manager: EntityManager, userId: number): Promise<{ household: number | null; version: string }> {
    const [row] = (await manager.query(
      `SELECT ${currentHouseholdOfRow('hu')} AS household, coalesce(v.version::text, '0') AS version
       FROM users hu LEFT JOIN list_versions v ON v.household_id = ${currentHouseholdOfRow('hu')} AND v.list = $2
       WHERE hu.id = $1`,
      [userId, this.table],
    )) as Array<{ household: number | null; version: string }>;
    return { household: row?.household ?? null, version: row?.version ?? '0' };
  }
}
