import { PACKED_LIST_MEDIA_TYPE, unpackList, type PackedList } from '@mealapp/domain';
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { preFreeze } from './base-query';

/**
 * The whole-list reads ask for the packed form (libs/domain, packed-list.ts: each field and person
 * named once, a third of the bytes of a long list) and hand the app the rows as objects again, so
 * every reader, the offline layer and the live updates see the items as the spec writes them.
 */
export function asksPacked(definition: { query?: (arg: never) => string | FetchArgs; transformResponse?: unknown }): void {
  const query = definition.query;
  if (!query) return;
  definition.query = (arg: never) => {
    const args = query(arg);
    const fetchArgs = typeof args === 'string' ? { url: args } : args;
    return { ...fetchArgs, headers: { ...(fetchArgs.headers as Record<string, string> | undefined), Accept: `${PACKED_LIST_MEDIA_TYPE}, application/json;q=0.5` } };
  };
  // A server that does not know the packed form answers the array itself.
  definition.transformResponse = (answer: unknown) => {
    if (Array.isArray(answer)) return answer;
    const packed = answer as PackedList;
    // Frozen before the store sees them, as preFreeze does for an answer read whole: Immer then
    // skips walking 2,000 rows. Rows share their Person, so those are frozen too.
    packed.people.forEach((person) => Object.freeze(person));
    const rows = unpackList(packed);
    preFreeze(rows);
    return rows;
  };
}
