/**
 * The schema side of the payload checker's validation core
 * (src/shared/payload-check.ts), apart so that Node code (the validators'
 * generator, the docs' contract checker) imports it without the CBOR decoder.
 */
type Json = Record<string, unknown>;

/**
 * Closes object schemas, as the docs' examples are checked: a property the
 * schema does not define is an error (a typo such as `"val"` would otherwise
 * pass). Schemas that are branches of a composition with sibling properties
 * (and named schemas used that way) stay open; the composite closes them.
 * Mutates `root`; `schemas` are its named schemas, `refName` gives the name a
 * `$ref` points to.
 */
export function closeObjectSchemas(
  root: unknown,
  schemas: Record<string, Json>,
  refName: (ref: string) => string | undefined,
): void {
  const openNamed = new Set<string>();
  const branches = new Set<unknown>();
  const visit = (node: unknown, fn: (n: Json) => void) => {
    if (Array.isArray(node)) node.forEach((n) => visit(n, fn));
    else if (node && typeof node === 'object') {
      fn(node as Json);
      Object.values(node as Json).forEach((n) => visit(n, fn));
    }
  };
  visit(root, (n) => {
    for (const key of ['allOf', 'anyOf', 'oneOf']) {
      const list = n[key];
      if (!Array.isArray(list)) continue;
      if (key !== 'allOf' && !n.properties) continue;
      for (const branch of list as Json[]) {
        branches.add(branch);
        const name = typeof branch.$ref === 'string' ? refName(branch.$ref) : undefined;
        if (name) openNamed.add(name);
      }
    }
  });
  visit(root, (n) => {
    if (branches.has(n)) return;
    if (Object.entries(schemas).some(([name, s]) => s === n && openNamed.has(name))) return;
    // `allOf: [{$ref}]` alone only adds a description to a reference: it stays as open as its target.
    const wrapper = Array.isArray(n.allOf) && n.allOf.length === 1 && n.properties === undefined;
    const objectLike = !wrapper && (n.properties !== undefined || (Array.isArray(n.allOf) && n.allOf.length > 0));
    if (!objectLike || 'additionalProperties' in n || 'unevaluatedProperties' in n || 'patternProperties' in n) return;
    n.unevaluatedProperties = false;
  });
}

/** The part of an Ajv error the checker reads (Ajv's `ErrorObject`, without depending on Ajv). */
export type SchemaError = {instancePath: string; keyword: string; params: Record<string, unknown>; message?: string};

/** One schema error in English, as the docs' contract checker reports it. */
export function describeSchemaError(e: SchemaError): string {
  if ('unevaluatedProperty' in e.params)
    return `${e.instancePath}/${String(e.params.unevaluatedProperty)} is not a field the schema defines`;
  if ('allowedValues' in e.params)
    return `${e.instancePath || '/'} must be one of ${(e.params.allowedValues as unknown[]).join(', ')}`;
  return `${e.instancePath || '/'} ${e.message}`;
}

/** The JSON pointer an error is about: the field itself for a missing or unknown field. */
export function errorPointer(e: SchemaError): string {
  const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
  if (typeof e.params.unevaluatedProperty === 'string')
    return `${e.instancePath}/${escape(e.params.unevaluatedProperty)}`;
  if (typeof e.params.additionalProperty === 'string')
    return `${e.instancePath}/${escape(e.params.additionalProperty)}`;
  if (typeof e.params.missingProperty === 'string') return `${e.instancePath}/${escape(e.params.missingProperty)}`;
  return e.instancePath || '/';
}

/** How to fix an error, as a code the page words (`remove-field`, `add-field`…), with what it names. */
export function errorFix(e: SchemaError): {fix: string; value?: string} {
  const p = e.params;
  switch (e.keyword) {
    case 'unevaluatedProperties':
    case 'additionalProperties':
      return {fix: 'remove-field', value: String(p.unevaluatedProperty ?? p.additionalProperty)};
    case 'required':
      return {fix: 'add-field', value: String(p.missingProperty)};
    case 'type':
      return {fix: 'use-type', value: String(p.type)};
    case 'enum':
      return {fix: 'use-one-of', value: (p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')};
    case 'const':
      return {fix: 'use-one-of', value: JSON.stringify(p.allowedValue)};
    case 'minItems':
      return {fix: 'add-items', value: String(p.limit)};
    default:
      return {fix: 'match-reference'};
  }
}

/** A compiled validator: Ajv's `ValidateFunction`, standalone or not. */
export type Validator = ((data: unknown) => boolean) & {errors?: SchemaError[] | null};
