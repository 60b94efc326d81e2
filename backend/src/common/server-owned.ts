import { ApiProperty } from '@nestjs/swagger';

/**
 * What a client read can be written back unchanged (issue 33): the fields the server owns are
 * declared, next to the answer they belong to, not guessed from the document.
 *
 * - `@ServerOwned()` on an answer DTO's property: the server sets it (`id`, `createdAt`,
 *   `addedBy`...), a write never does.
 * - `@TakesBack(AnswerDto, ...)` on a write body: the body accepts those fields of the answers
 *   named and drops them before it is validated (AppValidationPipe), so a GET answer can be sent
 *   back as it came. They are listed in the body's schema as readOnly. Every other field the body
 *   does not declare is still refused with 400 naming it, so a field a write cannot change is
 *   never silently ignored: the body declares it and the write does it, or it is refused.
 * - `rows`: a body property holding nested bodies (a recipe's ingredients), each taking back its own.
 */

type Class = abstract new (...args: never[]) => unknown;

const SERVER_OWNED = Symbol('server-owned fields');
const TAKES_BACK = Symbol('takes back');

/** Swagger's metadata key for one property's options (@nestjs/swagger's DECORATORS.API_MODEL_PROPERTIES). */
const SWAGGER_PROPERTY = 'swagger/apiModelProperties';

interface TakesBackDeclaration {
  /** Field -> the answer class declaring it server-owned. */
  owned: Map<string, Class>;
  /** Body property -> the body class of the rows it holds. */
  rows: Map<string, Class>;
}

/** Marks an answer's property as set by the server only. */
export function ServerOwned(): PropertyDecorator {
  return (target, property) => {
    const inherited = (Reflect.getMetadata(SERVER_OWNED, target) as string[] | undefined) ?? [];
    Reflect.defineMetadata(SERVER_OWNED, [...inherited, String(property)], target);
  };
}

/** The server-owned fields an answer class declares, its parents' included. */
export function serverOwnedFieldsOf(answer: Class): string[] {
  return (Reflect.getMetadata(SERVER_OWNED, answer.prototype as object) as string[] | undefined) ?? [];
}

/**
 * The body accepts, and drops, the server-owned fields of these answers (a GET answer written
 * back); a field the body declares itself is never dropped.
 */
export function TakesBack(answers: Class | Class[], options: { rows?: Record<string, Class> } = {}): ClassDecorator {
  return (body) => {
    const prototype = body.prototype as object;
    const declaration: TakesBackDeclaration = { owned: new Map(), rows: new Map(Object.entries(options.rows ?? {})) };
    const declared = new Set((Reflect.getMetadata('swagger/apiModelPropertiesArray', prototype) as string[] | undefined)?.map((name) => name.replace(/^:/, '')) ?? []);
    for (const answer of [answers].flat()) {
      for (const field of serverOwnedFieldsOf(answer)) {
        if (declared.has(field) || declaration.owned.has(field)) continue;
        declaration.owned.set(field, answer);
        // Documented on the body as the answer documents it, read-only: a client may send it back.
        const described = (Reflect.getMetadata(SWAGGER_PROPERTY, answer.prototype as object, field) as Record<string, unknown> | undefined) ?? {};
        const description = typeof described.description === 'string' ? `${described.description}. ` : '';
        ApiProperty({ ...described, required: false, readOnly: true, description: `${description}Set by the server: ignored when sent.` })(prototype, field);
      }
    }
    Reflect.defineMetadata(TAKES_BACK, declaration, body);
  };
}

/** The body without the server-owned fields its class takes back, in its rows too. */
export function withoutServerOwned(body: Class | undefined, value: unknown): unknown {
  if (!body || typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const declaration = Reflect.getMetadata(TAKES_BACK, body) as TakesBackDeclaration | undefined;
  if (!declaration) return value;
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (declaration.owned.has(key)) continue;
    const rows = declaration.rows.get(key);
    // A nested body is one object or a list of them; a plain line (a string) stays as it is.
    const clean = (row: unknown) => (rows ? withoutServerOwned(rows, row) : row);
    const written = Array.isArray(item) ? item.map(clean) : clean(item);
    // defineProperty: a JSON key "__proto__" stays a plain field, as JSON.parse made it.
    Object.defineProperty(kept, key, { value: written, enumerable: true, writable: true, configurable: true });
  }
  return kept;
}
