/**
 * Which fields of an operation hold personal data, read from the
 * `x-personal-data` markings of the OpenAPI specs (issue 31): the operation
 * pages show them in a short "Personal data" block, and the summary page
 * lists, per category, the operations that process them.
 *
 * Pure functions over a parsed spec (no Docusaurus imports), so the build, the
 * pages' generator and the unit tests share them. The rules the markings
 * follow, and the categories, are in src/data/personal-data.ts:
 *
 * - a property carries `x-personal-data: {category, note?}` or `false`
 *   (the property itself is not personal data); a marked object or array
 *   covers what is nested in it, and nested properties with a marking of
 *   their own are listed too (`identity.traits`, `identity.traits.email`);
 * - a parameter is marked on the parameter object;
 * - request = parameters (path item's and operation's) + request body + the
 *   messages a WebSocket client sends (`x-websocket-messages.client`);
 *   response = every 2xx response body + the messages the server sends.
 */
import {isPersonalDataCategory, personalDataCategoryIds, type PersonalDataCategoryId} from '../../../src/data/personal-data';

const parameterLocations = ['path', 'query', 'header', 'cookie'] as const;

export type PersonalDataMark = {category: PersonalDataCategoryId; note?: string};

export type PersonalDataField = {
  where: 'request' | 'response';
  /** Dotted path inside the body (`owner.email`, `data[].attributes.name`, `[].v` for a top-level array), or the parameter's name. */
  field: string;
  /** Set for parameters: where the value travels. */
  in?: (typeof parameterLocations)[number];
  category: PersonalDataCategoryId;
  note?: string;
};

export type PersonalDataOperation = {
  area: string;
  operationId: string;
  method: string;
  path: string;
  summary: string;
  /** The operation's fields of the category it is listed under. */
  fields: PersonalDataField[];
};

type Json = Record<string, unknown>;

const httpMethods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** How far nested schemas are followed; the specs stay far below it, a runaway structure stops here. */
const maxDepth = 32;

/**
 * The marking of a property or parameter: a mark, `false`, or undefined when
 * there is none. Throws on a malformed one, so that a typo fails the build
 * with the place to fix instead of hiding a field.
 */
export function readMark(node: unknown, where: string): PersonalDataMark | false | undefined {
  if (!isObject(node) || !('x-personal-data' in node)) return undefined;
  const mark = node['x-personal-data'];
  if (mark === false) return false;
  if (isObject(mark) && isPersonalDataCategory(mark.category) && (mark.note === undefined || typeof mark.note === 'string')) {
    const extra = Object.keys(mark).filter((key) => key !== 'category' && key !== 'note');
    if (extra.length === 0) return mark.note === undefined ? {category: mark.category} : {category: mark.category, note: mark.note};
  }
  throw new Error(
    `${where}: x-personal-data must be false or {category, note?} with category one of ${personalDataCategoryIds.join(', ')}; found ${JSON.stringify(mark)}.`,
  );
}

/** Follows a local `$ref` (`#/components/...`); undefined when it points nowhere. */
function resolvePointer(spec: Json, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = spec;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) && !Array.isArray(node)) return undefined;
    node = (node as Json)[key];
  }
  return node;
}

/** An object with its `$ref` chain followed (Reference Objects of parameters, bodies, responses). */
function deref(spec: Json, node: unknown, seen = new Set<string>()): unknown {
  if (!isObject(node) || typeof node.$ref !== 'string' || seen.has(node.$ref)) return node;
  seen.add(node.$ref);
  return deref(spec, resolvePointer(spec, node.$ref), seen);
}

const join = (prefix: string, name: string) => (prefix ? `${prefix}.${name}` : name);

/**
 * The marked properties of a schema, with their dotted paths. `refs` holds
 * the `$ref`s being expanded on the way here (a schema that contains itself
 * is not entered again); `at` names the place for error messages.
 */
function schemaFields(
  spec: Json,
  schema: unknown,
  prefix: string,
  refs: readonly string[],
  depth: number,
  at: string,
): {field: string; mark: PersonalDataMark}[] {
  if (!isObject(schema) || depth > maxDepth) return [];
  const out: {field: string; mark: PersonalDataMark}[] = [];
  const nested = (child: unknown, childPrefix: string, childRefs = refs, childAt = at) =>
    out.push(...schemaFields(spec, child, childPrefix, childRefs, depth + 1, childAt));
  if (typeof schema.$ref === 'string' && !refs.includes(schema.$ref)) {
    nested(resolvePointer(spec, schema.$ref), prefix, [...refs, schema.$ref], schema.$ref);
  }
  for (const keyword of ['allOf', 'oneOf', 'anyOf'] as const) {
    const list = schema[keyword];
    if (Array.isArray(list)) list.forEach((branch) => nested(branch, prefix));
  }
  if (isObject(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) {
      const field = join(prefix, name);
      const mark = readMark(property, `${at}, property "${name}" (field ${field})`);
      if (mark) out.push({field, mark});
      nested(property, field);
    }
  }
  if (schema.items !== undefined) nested(schema.items, `${prefix}[]`);
  if (Array.isArray(schema.prefixItems)) schema.prefixItems.forEach((item) => nested(item, `${prefix}[]`));
  if (isObject(schema.additionalProperties)) nested(schema.additionalProperties, join(prefix, '*'));
  return out;
}

/** The schemas of a request body or a response: one per media type. */
function contentSchemas(spec: Json, holder: unknown): unknown[] {
  const resolved = deref(spec, holder);
  if (!isObject(resolved) || !isObject(resolved.content)) return [];
  return Object.values(resolved.content).flatMap((media) => (isObject(media) && media.schema !== undefined ? [media.schema] : []));
}

/** The operation object at `method` `path`; throws when the spec has none, naming what it has. */
function operationAt(spec: Json, method: string, path: string): {item: Json; operation: Json} {
  const item = isObject(spec.paths) ? spec.paths[path] : undefined;
  const operation = isObject(item) ? item[method.toLowerCase()] : undefined;
  if (!isObject(item) || !isObject(operation)) throw new Error(`No operation ${method.toUpperCase()} ${path} in this spec.`);
  return {item, operation};
}

/**
 * The personal-data fields of one operation: request (parameters, body,
 * client WebSocket messages) then response (2xx bodies, server WebSocket
 * messages), each field once per side.
 */
export function personalDataFields(spec: Json, method: string, path: string): PersonalDataField[] {
  const {item, operation} = operationAt(spec, method, path);
  const where = `${method.toUpperCase()} ${path}`;
  const fields: PersonalDataField[] = [];
  const add = (field: PersonalDataField) => {
    const same = (f: PersonalDataField) => f.where === field.where && f.field === field.field && f.in === field.in && f.category === field.category;
    if (!fields.some(same)) fields.push(field);
  };

  // Parameters: the operation's override the path item's with the same name and location.
  const parameters = new Map<string, Json>();
  for (const list of [item.parameters, operation.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const parameter = deref(spec, raw);
      if (isObject(parameter) && typeof parameter.name === 'string') parameters.set(`${String(parameter.in)}:${parameter.name}`, parameter);
    }
  }
  for (const parameter of parameters.values()) {
    const name = parameter.name as string;
    const mark = readMark(parameter, `${where} parameter ${name}`);
    const location = parameterLocations.find((l) => l === parameter.in);
    if (mark) add({where: 'request', field: name, ...(location ? {in: location} : {}), ...mark});
  }

  const bodyFields = (side: PersonalDataField['where'], schemas: unknown[]) => {
    for (const schema of schemas) {
      for (const {field, mark} of schemaFields(spec, schema, '', [], 0, where)) add({where: side, field, ...mark});
    }
  };
  const messages = isObject(operation['x-websocket-messages']) ? operation['x-websocket-messages'] : {};

  bodyFields('request', [...contentSchemas(spec, operation.requestBody), ...(messages.client ? [messages.client] : [])]);
  const responses = isObject(operation.responses) ? operation.responses : {};
  const success = Object.entries(responses).filter(([status]) => /^2(\d\d|XX)$/i.test(status));
  bodyFields('response', [...success.flatMap(([, response]) => contentSchemas(spec, response)), ...(messages.server ? [messages.server] : [])]);
  return fields;
}

/** Every operation of a spec, in the spec's order. */
export function operationsOf(spec: Json): {method: string; path: string; operation: Json}[] {
  if (!isObject(spec.paths)) return [];
  return Object.entries(spec.paths).flatMap(([path, item]) =>
    isObject(item)
      ? httpMethods.flatMap((method) => (isObject(item[method]) ? [{method, path, operation: item[method]}] : []))
      : [],
  );
}

/**
 * The operations that process personal data, by category (every category is
 * a key, in the order of src/data/personal-data.ts; areas in the order given,
 * operations in their spec's order). An operation appears under each
 * category it has fields of, with those fields.
 */
export function personalDataSummary(specs: Record<string, unknown>): Record<PersonalDataCategoryId, PersonalDataOperation[]> {
  const summary = Object.fromEntries(personalDataCategoryIds.map((id) => [id, [] as PersonalDataOperation[]])) as Record<
    PersonalDataCategoryId,
    PersonalDataOperation[]
  >;
  for (const [area, spec] of Object.entries(specs)) {
    if (!isObject(spec)) continue;
    for (const {method, path, operation} of operationsOf(spec)) {
      const fields = personalDataFields(spec, method, path);
      for (const category of personalDataCategoryIds) {
        const ofCategory = fields.filter((f) => f.category === category);
        if (ofCategory.length === 0) continue;
        summary[category].push({
          area,
          operationId: typeof operation.operationId === 'string' ? operation.operationId : '',
          method,
          path,
          summary: typeof operation.summary === 'string' ? operation.summary : '',
          fields: ofCategory,
        });
      }
    }
  }
  return summary;
}
