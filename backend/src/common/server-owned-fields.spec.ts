import type { OpenAPIObject } from '@nestjs/swagger';
import { markServerOwned, serverOwnedFields, withoutServerOwned } from './server-owned-fields.js';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object) => ({ content: { 'application/json': { schema } } });

/** A thing with rows, written by POST and PUT, read by GET; an action on it; a sign-in whose answer is something else. */
const document = {
  openapi: '3.0.0',
  info: { title: 't', version: '1' },
  paths: {
    '/things': {
      get: { responses: { '200': json({ type: 'array', items: ref('ThingSummary') }) } },
      post: { requestBody: json(ref('CreateThing')), responses: { '201': json(ref('Thing')) } },
    },
    '/things/{id}': {
      get: { responses: { '200': json(ref('Thing')) } },
      put: { requestBody: json(ref('UpdateThing')), responses: { '200': json(ref('Thing')), '400': json(ref('Error')) } },
    },
    '/things/{id}/rename': { post: { requestBody: json(ref('Rename')), responses: { '200': json(ref('Thing')) } } },
    '/login': { post: { requestBody: json(ref('Login')), responses: { '200': json(ref('Token')) } } },
  },
  components: {
    schemas: {
      CreateThing: { properties: { name: { type: 'string' }, rows: { type: 'array', items: { oneOf: [{ type: 'string' }, ref('RowInput')] } } } },
      UpdateThing: { properties: { name: { type: 'string' } } },
      RowInput: { properties: { text: { type: 'string' } } },
      Thing: {
        properties: {
          id: { type: 'integer' },
          name: { type: 'string' },
          owner: { allOf: [ref('Owner')], nullable: true, type: 'object' },
          rows: { type: 'array', items: ref('Row') },
        },
      },
      ThingSummary: { properties: { id: { type: 'integer' }, name: { type: 'string' }, rowCount: { type: 'integer' } } },
      Row: { properties: { id: { type: 'integer' }, text: { type: 'string' } } },
      Owner: { properties: { id: { type: 'integer' } } },
      Error: { properties: { error: { type: 'string' } } },
      Login: { properties: { email: { type: 'string' } } },
      Rename: { properties: { name: { type: 'string' } } },
      Token: { properties: { accessToken: { type: 'string' } } },
    },
  },
} as unknown as OpenAPIObject;

const owned = serverOwnedFields(document);
const ownedOf = (schema: string) => [...(owned.owned.get(schema)?.keys() ?? [])].sort();

describe('serverOwnedFields: what a body may carry back, from the answers of the same entity', () => {
  it.each([
    ['an item\'s write: what GET answers for the item and in its collection', 'UpdateThing', ['id', 'owner', 'rowCount', 'rows']],
    ['a collection\'s write: its list entry and its items', 'CreateThing', ['id', 'owner', 'rowCount']],
    ['a nested row, paired through the field both have', 'RowInput', ['id']],
    ['an action on an item is not the item, whatever it answers', 'Rename', []],
    ['a write with nothing to read back (a sign-in)', 'Login', []],
  ])('%s', (_case, schema, fields) => {
    expect(ownedOf(schema)).toEqual(fields);
  });

  it.each([
    ['drops the server\'s fields', 'UpdateThing', { id: 1, name: 'a', rowCount: 3 }, { name: 'a' }],
    ['keeps an unknown field for the validator to refuse', 'UpdateThing', { id: 1, colour: 'red' }, { colour: 'red' }],
    ['drops them in rows, leaving plain lines alone', 'CreateThing', { rows: ['x', { id: 9, text: 'y' }] }, { rows: ['x', { text: 'y' }] }],
    ['leaves a body of another schema alone', 'Login', { email: 'e', id: 1 }, { email: 'e', id: 1 }],
    ['leaves a non-object alone', 'UpdateThing', 'text', 'text'],
    ['leaves a list alone where an object belongs', 'UpdateThing', [{ id: 1 }], [{ id: 1 }]],
    ['leaves lists within a row list alone', 'CreateThing', { rows: [[{ id: 9 }]] }, { rows: [[{ id: 9 }]] }],
  ])('withoutServerOwned %s', (_case, schema, body, expected) => {
    expect(withoutServerOwned(owned, schema, body)).toEqual(expected);
  });

  it('keeps a "__proto__" key a plain field, for the validator to refuse', () => {
    const body = JSON.parse('{"id":1,"__proto__":{"admin":true}}') as object;
    const kept = withoutServerOwned(owned, 'UpdateThing', body) as Record<string, unknown>;
    expect(Object.keys(kept)).toEqual(['__proto__']);
    expect((kept as { admin?: boolean }).admin).toBeUndefined();
  });

  it('marks each in its body schema as readOnly, described as the answer describes it', () => {
    const marked = structuredClone(document);
    markServerOwned(marked, owned);
    const properties = (marked.components?.schemas?.UpdateThing as { properties: Record<string, Record<string, unknown>> }).properties;
    expect(properties.id).toEqual({ type: 'integer', readOnly: true, description: 'Set by the server: ignored when sent.' });
    expect(properties.owner).toEqual(expect.objectContaining({ allOf: [ref('Owner')], nullable: true, readOnly: true }));
    expect(properties.name).toEqual({ type: 'string' });
  });
});
