import type { OpenAPIObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';

const SCHEMA_REF = '#/components/schemas/';

/**
 * The one schema that admits null and nothing else, in OpenAPI 3.0's words: `nullable` adds null to
 * the type beside it, and the enum then keeps null alone.
 */
const ONLY_NULL: SchemaObject = { type: 'string', nullable: true, enum: [null] };

/**
 * Rewrites the two forms @nestjs/swagger gives a property that refers to a named schema (a class or
 * a named enum) that OpenAPI 3.0 readers take badly.
 *
 * Nullable, it is `{ allOf: [{ $ref }], nullable: true }`: under OpenAPI 3.0's strict reading
 * (issue 33), `nullable` only adds null to a `type` in the same schema, and the referred schema
 * still refuses null, so a strict client read the field as never null while the server sent null.
 * It becomes `oneOf: [{ $ref }, <only null>]`, which every 3.0 reader takes as "that, or null".
 * With nothing beside it, it is a lone `{ allOf: [{ $ref }] }`, which means the plain `{ $ref }` it
 * becomes (Redocly's no-illogical-composition-keywords warns).
 */
export function tidyReferences(document: OpenAPIObject): void {
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const schema = node as SchemaObject & Partial<ReferenceObject>;
    const ref = schema.allOf?.length === 1 ? (schema.allOf[0] as ReferenceObject).$ref : undefined;
    if (ref?.startsWith(SCHEMA_REF)) {
      if (schema.nullable) {
        delete schema.allOf;
        delete schema.nullable;
        delete schema.type;
        schema.oneOf = [{ $ref: ref }, { ...ONLY_NULL }];
      } else if (Object.keys(schema).length === 1) {
        delete schema.allOf;
        schema.$ref = ref;
      }
    }
    Object.values(node).forEach(visit);
  };
  visit(document.paths);
  visit(document.components?.schemas ?? {});
}
