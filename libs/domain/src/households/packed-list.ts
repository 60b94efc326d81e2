import type { Person } from './households.js';

/*
 * A list of a household's items in a packed form (issue 34): each field named once, each row an
 * array of its values in that order, and each person who added, ticked or changed something named
 * once, a row holding only their id. A 2,000-item pantry is about a third of its JSON as an array
 * of objects, where every row repeats every key and the whole person. The apps ask for it by
 * media type (`Accept`); the array of objects stays the answer for everyone else.
 */

/** The media type a client names in `Accept` to be answered a PackedList. */
export const PACKED_LIST_MEDIA_TYPE = 'application/vnd.mealplanner.packed-list+json';

export type PackedValue = string | number | boolean | null;

export interface PackedList {
  /** The rows' field names, in the order of each row's values. */
  fields: string[];
  /** The fields whose value is a person's id (or null), named in `people`. */
  personFields: string[];
  /** Everyone a person field names, once each, by id. */
  people: Person[];
  rows: PackedValue[][];
}

const isPerson = (value: unknown): value is Person => typeof value === 'object' && value !== null && typeof (value as Person).id === 'number';

/**
 * Packs rows that all have the same fields (the first row's, in its order). A person field holds a
 * Person or null; anything else is kept as it is.
 */
export function packList(items: readonly object[], personFields: readonly string[]): PackedList {
  const fields = items.length === 0 ? [] : Object.keys(items[0]);
  const people = new Map<number, Person>();
  const personField = new Set(personFields);
  const rows = items.map((item) =>
    fields.map((field) => {
      const value = (item as Record<string, unknown>)[field];
      if (!personField.has(field)) return (value ?? null) as PackedValue;
      if (!isPerson(value)) return null;
      if (!people.has(value.id)) people.set(value.id, { id: value.id, name: value.name });
      return value.id;
    }),
  );
  return { fields, personFields: fields.filter((field) => personField.has(field)), people: [...people.values()].sort((a, b) => a.id - b.id), rows };
}

/** The rows of a PackedList as objects again; rows naming one person share one Person. */
export function unpackList<T>(packed: PackedList): T[] {
  const people = new Map(packed.people.map((person) => [person.id, person]));
  const personField = packed.fields.map((field) => packed.personFields.includes(field));
  return packed.rows.map((row) => {
    const item: Record<string, unknown> = {};
    packed.fields.forEach((field, i) => {
      const value = row[i] ?? null;
      item[field] = personField[i] ? (typeof value === 'number' ? (people.get(value) ?? null) : null) : value;
    });
    return item as T;
  });
}
