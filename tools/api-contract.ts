import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * The API document checked on the wire (issue 33): every answer a test receives is held against
 * the document the server serves, strictly, so a generated client in any language can trust it.
 *
 * The document's schemas are read as OpenAPI 3.0 says, not as the lenient tools do: `nullable: true`
 * adds null to the `type` beside it and to nothing else. A `nullable` beside `allOf: [{ $ref }]`
 * therefore admits no null (the referred schema refuses it), and an `enum` admits null only when
 * it lists it. A nullable reference is written `oneOf: [{ $ref }, { nullable: true, ... }]` or the like.
 * Used by the backend's integration tests (backend/test/setup-contract.ts) and the journeys (e2e/fixtures/test.ts).
 */

type Schema = Record<string, unknown>;

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

type PathItem = Partial<Record<string, Operation>>;

export interface ApiDocument {
  openapi: string;
  paths: Record<string, PathItem>;
  components?: { schemas?: Record<string, Schema> };
}

/** One answer as a client received it. */
export interface ApiAnswer {
  method: string;
  /** The URL's path, without its query. */
  path: string;
  status: number;
  /** The Content-Type header as sent, parameters included; undefined when none was sent. */
  contentType: string | undefined;
  /** The parsed JSON body; undefined when the answer had none. */
  body: unknown;
  /**
   * The client never got to read the body: a browser drops an answer's body when its page moves on
   * before it is read. Its status and type are still checked.
   */
  bodyUnread?: boolean;
}

const SCHEMA_ID = 'api';
const REF_PREFIX = '#/components/schemas/';
/** OpenAPI's own words for a schema that JSON Schema does not have (nullable is read, then dropped). */
const OPENAPI_ONLY = new Set(['nullable', 'discriminator', 'xml', 'externalDocs', 'example']);
/** Keys whose value is a map of names to schemas, not a schema keyword. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions']);

/** One OpenAPI 3.0 schema as JSON Schema (draft-07), with OpenAPI 3.0's strict `nullable`. */
export function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const source = schema as Schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(source)) {
    if (OPENAPI_ONLY.has(key)) continue;
    if (key === '$ref' && typeof value === 'string') {
      out.$ref = value.startsWith(REF_PREFIX) ? `${SCHEMA_ID}#/definitions/${value.slice(REF_PREFIX.length)}` : value;
    } else if (SCHEMA_MAPS.has(key) && value && typeof value === 'object') {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, toJsonSchema(inner)]));
    } else if (key === 'enum' || key === 'required' || key === 'default') {
      out[key] = value;
    } else {
      out[key] = toJsonSchema(value);
    }
  }
  // The only thing nullable does in 3.0: null joins the type stated in the same schema object.
  if (source.nullable === true && typeof source.type === 'string') out.type = [source.type, 'null'];
  return out;
}

const isParameter = (segment: string) => /^\{[^}]+\}$/.test(segment);

/** Which documented path a URL path is: a literal segment beats a parameter (`/recipes/scan` over `/recipes/{id}`). */
function pathMatcher(paths: string[]): (path: string) => string | undefined {
  const templates = paths.map((template) => ({ template, segments: template.split('/') }));
  return (path) => {
    const segments = path.split('/');
    const candidates = templates.filter(
      (candidate) => candidate.segments.length === segments.length && candidate.segments.every((segment, index) => isParameter(segment) || segment === segments[index]),
    );
    const literals = (candidate: { segments: string[] }) => candidate.segments.filter((segment) => !isParameter(segment)).length;
    candidates.sort((a, b) => literals(b) - literals(a));
    return candidates[0]?.template;
  };
}

/** The media type of a Content-Type header, without its parameters, in lower case ('' for none). */
export const mediaTypeOf = (contentType: string | undefined): string => contentType?.split(';')[0]?.trim().toLowerCase() ?? '';

/** A media type of the answer matches one the document lists (`image/*` and parameters allowed). */
function documentedMediaType(listed: string[], sent: string): string | undefined {
  return listed.find((type) => {
    const bare = mediaTypeOf(type);
    if (bare === '*/*') return true;
    if (bare.endsWith('/*')) return sent.startsWith(bare.slice(0, -1));
    return bare === sent;
  });
}

/** A media type whose body is one JSON document (not a stream of them, as application/x-ndjson is). */
export const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');

export interface ApiContract {
  /** What in this answer the document does not say: empty when the answer is as documented. */
  problems(answer: ApiAnswer): string[];
}

/** A checker for the answers of one served document. Paths outside `/api/` (web assets) and the document's own are not the API's. */
export function apiContract(document: ApiDocument): ApiContract {
  const ajv = new Ajv({ strict: true, allErrors: true, allowUnionTypes: true, validateFormats: true });
  addFormats(ajv);
  const definitions = Object.fromEntries(Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => [name, toJsonSchema(schema)]));
  ajv.addSchema({ $id: SCHEMA_ID, definitions });
  const match = pathMatcher(Object.keys(document.paths));
  const validators = new Map<string, ValidateFunction>();
  const validatorFor = (key: string, schema: Schema) => {
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile(toJsonSchema(schema) as Schema);
      validators.set(key, validate);
    }
    return validate;
  };

  return {
    problems(answer) {
      if (!answer.path.startsWith('/api/') || answer.path.startsWith('/api/docs')) return [];
      const method = answer.method.toLowerCase();
      const where = `${answer.method.toUpperCase()} ${answer.path} answered ${answer.status}`;
      const template = match(answer.path);
      const operation = template ? document.paths[template]?.[method] : undefined;
      if (!template || !operation) {
        // A call the API does not have answers 404 `{ error }`, as every unknown route does.
        const notFound = answer.status === 404 && typeof (answer.body as { error?: unknown } | undefined)?.error === 'string';
        return notFound ? [] : [`${where}: no such operation in the document`];
      }
      const responses = operation.responses ?? {};
      const code = String(answer.status);
      const documented = responses[code] ?? responses[`${code[0]}XX`] ?? responses.default;
      if (!documented) return [`${where}: status ${code} is not documented for ${method.toUpperCase()} ${template} (documented: ${Object.keys(responses).join(', ')})`];
      const content = documented.content ?? {};
      const sent = mediaTypeOf(answer.contentType);
      if (!sent) return Object.keys(content).length > 0 ? [`${where}: no content type, documented ${Object.keys(content).join(', ')}`] : [];
      const listed = documentedMediaType(Object.keys(content), sent);
      if (!listed) return [`${where}: content type ${sent} is not documented (documented: ${Object.keys(content).join(', ') || 'no body'})`];
      // A stream (events, exports) is checked by its status and type only: its body never ends in a test.
      const schema = content[listed]?.schema;
      if (!schema || !isJson(sent) || answer.bodyUnread) return [];
      const validate = validatorFor(`${method} ${template} ${code} ${listed}`, schema);
      if (validate(answer.body)) return [];
      return (validate.errors ?? []).map((error) => `${where}: body${error.instancePath} ${error.message ?? 'is invalid'}${error.params && 'allowedValues' in error.params ? ` (${JSON.stringify(error.params.allowedValues)})` : ''}`);
    },
  };
}
