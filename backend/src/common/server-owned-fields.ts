import type { OpenAPIObject } from '@nestjs/swagger';

/**
 * What a client read can be written back unchanged (issue: the API takes back what it gives).
 *
 * Derived from the API's own description, so no DTO keeps a list: a write body is paired with
 * what GET answers for the same resource (on the write's own path, and between a collection and
 * its items: `/api/recipes` and `/api/recipes/{id}`), and every field such an answer carries that
 * the body does not declare is the server's (`id`, `createdAt`, `category` objects, counts...).
 * Those are marked readOnly in the document and dropped from a body before it is validated; a
 * field that no answer carries is still refused by name.
 */

type Schema = {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  readOnly?: boolean;
  description?: string;
  [key: string]: unknown;
};

/** Per body schema: the fields the server owns, and the properties whose values hold nested bodies. */
export interface ServerOwnedFields {
  /** Body schema -> server-owned field -> the field as the answer describes it. */
  owned: Map<string, Map<string, Schema>>;
  nested: Map<string, Map<string, Set<string>>>;
}

const REF_PREFIX = '#/components/schemas/';
const WRITES = ['post', 'put', 'patch'] as const;

/** The component schemas a schema refers to: directly, through allOf/oneOf/anyOf, or as array items. */
function referredSchemas(schema: Schema | undefined): string[] {
  if (!schema) return [];
  if (schema.$ref?.startsWith(REF_PREFIX)) return [schema.$ref.slice(REF_PREFIX.length)];
  const members = [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.items ? [schema.items] : [])];
  return members.flatMap(referredSchemas);
}

function jsonSchemaOf(content: unknown): Schema | undefined {
  return (content as { 'application/json'?: { schema?: Schema } } | undefined)?.['application/json']?.schema;
}

function successAnswers(operation: { responses?: Record<string, { content?: unknown }> } | undefined): string[] {
  return Object.entries(operation?.responses ?? {})
    .filter(([status]) => status.startsWith('2'))
    .flatMap(([, answer]) => referredSchemas(jsonSchemaOf(answer.content)));
}

export function serverOwnedFields(document: OpenAPIObject): ServerOwnedFields {
  const schemas = (document.components?.schemas ?? {}) as Record<string, Schema>;
  const propertiesOf = (name: string) => schemas[name]?.properties ?? {};
  const result: ServerOwnedFields = { owned: new Map(), nested: new Map() };
  const paired = new Set<string>();

  // A body and an answer describe one entity when they have a field in common.
  const pair = (body: string, answer: string): boolean => {
    const bodyFields = propertiesOf(body);
    const answerFields = propertiesOf(answer);
    if (!Object.keys(bodyFields).some((field) => Object.hasOwn(answerFields, field))) return false;
    if (paired.has(`${body}>${answer}`)) return true;
    paired.add(`${body}>${answer}`);
    for (const [field, answerField] of Object.entries(answerFields)) {
      if (!Object.hasOwn(bodyFields, field)) {
        if (!result.owned.has(body)) result.owned.set(body, new Map());
        if (!result.owned.get(body)?.has(field)) result.owned.get(body)?.set(field, answerField);
        continue;
      }
      for (const innerBody of referredSchemas(bodyFields[field])) {
        for (const innerAnswer of referredSchemas(answerField)) {
          if (!pair(innerBody, innerAnswer)) continue;
          if (!result.nested.has(body)) result.nested.set(body, new Map());
          const inner = result.nested.get(body);
          if (!inner?.has(field)) inner?.set(field, new Set());
          inner?.get(field)?.add(innerBody);
        }
      }
    }
    return true;
  };

  const paths = document.paths as Record<string, Record<string, { requestBody?: { content?: unknown }; responses?: Record<string, { content?: unknown }> }>>;
  for (const [path, operations] of Object.entries(paths)) {
    const reads = [...successAnswers(operations.get), ...sameResource(path, Object.keys(paths)).flatMap((other) => successAnswers(paths[other]?.get))];
    for (const method of WRITES) {
      for (const body of referredSchemas(jsonSchemaOf(operations[method]?.requestBody?.content))) {
        for (const answer of reads) pair(body, answer);
      }
    }
  }
  return result;
}

const isParameter = (segment: string) => /^\{[^}]+\}$/.test(segment);

/** The collection of an item path (`/a/{id}` -> `/a`), or the item paths of a collection (`/a` -> `/a/{id}`). */
function sameResource(path: string, paths: readonly string[]): string[] {
  const cut = path.lastIndexOf('/');
  if (isParameter(path.slice(cut + 1))) return [path.slice(0, cut)];
  return paths.filter((other) => other.startsWith(`${path}/`) && isParameter(other.slice(path.length + 1)));
}

/** Lists each server-owned field in its body schema as readOnly, as the answer describes it. */
export function markServerOwned(document: OpenAPIObject, fields: ServerOwnedFields): void {
  const schemas = (document.components?.schemas ?? {}) as Record<string, Schema>;
  for (const [body, owned] of fields.owned) {
    const schema = schemas[body];
    if (!schema) continue;
    schema.properties ??= {};
    for (const [field, described] of owned) {
      const { $ref, ...rest } = described;
      schema.properties[field] = {
        ...(rest as Schema),
        ...($ref ? { allOf: [{ $ref }] } : {}),
        readOnly: true,
        description: `${rest.description ? `${String(rest.description)}. ` : ''}Set by the server: ignored when sent.`,
      };
    }
  }
}

/** The body without the fields the server owns, at every depth the pairing found. */
export function withoutServerOwned(fields: ServerOwnedFields, schema: string, value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const owned = fields.owned.get(schema);
  const nested = fields.nested.get(schema);
  if (!owned && !nested) return value;
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (owned?.has(key)) continue;
    const inner = nested?.get(key);
    // A nested body is one object or a list of them (rows), as the schemas pair them.
    const clean = (row: unknown) => (inner ? [...inner].reduce((current, innerSchema) => withoutServerOwned(fields, innerSchema, current), row) : row);
    const written = Array.isArray(item) ? item.map(clean) : clean(item);
    // defineProperty: a JSON key "__proto__" stays a plain field, as JSON.parse made it.
    Object.defineProperty(kept, key, { value: written, enumerable: true, writable: true, configurable: true });
  }
  return kept;
}
