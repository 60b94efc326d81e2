import type { OpenAPIObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';

const SCHEMA_REF = '#/components/schemas/';

/**
 * Rewrites the two forms @nestjs/swagger gives a property of a named enum that OpenAPI 3.0 readers
 * take badly. Nullable, it is `{ allOf: [{ $ref }], nullable: true }` with no `type` (Nest drops one
 * given; a nullable class gets `type: 'object'`): `nullable` says nothing without a `type` beside it,
 * so a strict client reads the field as never null and Redocly's nullable-type-sibling rule refuses
 * it. It gets the enum's type. With nothing beside it, it is a lone `{ allOf: [{ $ref }] }`, which
 * means the plain `{ $ref }` it becomes (Redocly's no-illogical-composition-keywords warns).
 */
export function tidyEnumReferences(document: OpenAPIObject): void {
  const schemas = document.components?.schemas ?? {};
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const schema = node as SchemaObject & Partial<ReferenceObject>;
    const ref = schema.allOf?.length === 1 ? (schema.allOf[0] as ReferenceObject).$ref : undefined;
    const target = ref?.startsWith(SCHEMA_REF) ? (schemas[ref.slice(SCHEMA_REF.length)] as SchemaObject | undefined) : undefined;
    if (ref && target?.enum) {
      if (schema.nullable && !schema.type) schema.type = target.type;
      if (Object.keys(schema).length === 1) {
        delete schema.allOf;
        schema.$ref = ref;
      }
    }
    Object.values(node).forEach(visit);
  };
  visit(document.paths);
  visit(schemas);
}
