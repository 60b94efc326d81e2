import { apiContract, toJsonSchema, type ApiDocument } from './api-contract';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object) => ({ description: '', content: { 'application/json': { schema } } });

const document: ApiDocument = {
  openapi: '3.0.0',
  paths: {
    '/api/things/{id}': {
      get: {
        responses: {
          '200': json({
            type: 'object',
            required: ['owner', 'looseOwner', 'note', 'kind', 'nullableKind', 'at'],
            properties: {
              // The lenient form: nullable beside allOf does not admit null under 3.0.
              looseOwner: { allOf: [ref('Owner')], nullable: true, type: 'object' },
              owner: { oneOf: [ref('Owner'), { type: 'string', nullable: true, enum: [null] }] },
              note: { type: 'string', nullable: true },
              kind: ref('Kind'),
              nullableKind: { type: 'string', nullable: true, enum: ['a', 'b', null] },
              at: { type: 'string', format: 'date-time', example: '2026-01-01T00:00:00Z' },
            },
          }),
          '404': json(ref('Error')),
        },
      },
    },
    '/api/things/special': { get: { responses: { '200': json({ type: 'string' }) } } },
    '/api/pictures/{id}': { get: { responses: { '200': { description: '', content: { 'image/png': { schema: { type: 'string', format: 'binary' } } } }, '404': json(ref('Error')) } } },
    '/api/events': { get: { responses: { '200': { description: '', content: { 'text/event-stream': { schema: { type: 'string' } } } } } } },
  },
  components: {
    schemas: {
      Owner: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } },
      Kind: { type: 'string', enum: ['a', 'b'] },
      Error: { type: 'object', required: ['error'], properties: { error: { type: 'string' } } },
    },
  },
};

const contract = apiContract(document);
const thing = { owner: { id: 1 }, looseOwner: { id: 2 }, note: null, kind: 'a', nullableKind: null, at: '2026-01-01T00:00:00Z' };
const answer = (body: unknown, status = 200, contentType = 'application/json; charset=utf-8', path = '/api/things/7') => ({ method: 'GET', path, status, contentType, body });

describe('apiContract: answers held to the document, read as OpenAPI 3.0 says', () => {
  it('accepts an answer as documented', () => {
    expect(contract.problems(answer(thing))).toEqual([]);
  });

  it('reads nullable strictly: beside allOf it admits no null, beside a type it does, an enum admits null only when it lists it', () => {
    expect(contract.problems(answer({ ...thing, looseOwner: null }))).toEqual([expect.stringContaining('body/looseOwner must be object')]);
    expect(contract.problems(answer({ ...thing, owner: null }))).toEqual([]);
    expect(contract.problems(answer({ ...thing, kind: null }))).not.toEqual([]);
    expect(toJsonSchema({ type: 'string', nullable: true })).toEqual({ type: ['string', 'null'] });
    expect(toJsonSchema({ allOf: [ref('Owner')], nullable: true })).toEqual({ allOf: [{ $ref: 'api#/definitions/Owner' }] });
  });

  it('checks formats', () => {
    expect(contract.problems(answer({ ...thing, at: 'yesterday' }))).toEqual([expect.stringContaining('body/at must match format "date-time"')]);
  });

  it('refuses an undocumented status, content type or path', () => {
    expect(contract.problems(answer({ error: 'x' }, 413))).toEqual([expect.stringContaining('status 413 is not documented')]);
    expect(contract.problems(answer({ error: 'Not found' }, 404, 'application/json', '/api/pictures/1'))).toEqual([]);
    expect(contract.problems(answer(undefined, 404, 'image/png', '/api/pictures/1'))).toEqual([expect.stringContaining('content type image/png is not documented')]);
    expect(contract.problems(answer({}, 200, 'application/json', '/api/nowhere'))).toEqual([expect.stringContaining('no such operation')]);
    // Every unknown route's answer: 404 { error }.
    expect(contract.problems(answer({ error: 'Cannot GET /api/nowhere' }, 404, 'application/json', '/api/nowhere'))).toEqual([]);
  });

  it('prefers a literal path segment to a parameter', () => {
    expect(contract.problems(answer('text', 200, 'application/json', '/api/things/special'))).toEqual([]);
  });

  it('checks a stream by its status and type only, and leaves what is not the API alone', () => {
    expect(contract.problems(answer(undefined, 200, 'text/event-stream', '/api/events'))).toEqual([]);
    expect(contract.problems(answer('<html>', 200, 'text/html', '/planner'))).toEqual([]);
  });

  it('checks the status and type of an answer whose body the client never read, not its body', () => {
    expect(contract.problems({ ...answer(undefined), bodyUnread: true })).toEqual([]);
    expect(contract.problems({ ...answer(undefined, 413), bodyUnread: true })).toEqual([expect.stringContaining('status 413 is not documented')]);
    expect(contract.problems(answer(undefined))).not.toEqual([]);
  });
});
