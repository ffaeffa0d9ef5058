/**
 * The API changelog's guard (issue 31): what changed in an OpenAPI spec since
 * its released snapshot (openapi/released/{area}.yaml), classified as
 * breaking, non-breaking, deprecated, annotation or unclassified, and what the
 * changelog (src/data/api-changelog.ts) and the spec's `info.version` must then
 * say. Pure functions over parsed specs and entries, shared by the unit test
 * (tests/unit/api-changelog.test.ts, which `npm test` runs) and by
 * `npm run api:changelog` (scripts/api-changelog.mjs, which writes the
 * classified lists): plain JavaScript so that the script runs in Node without a
 * TypeScript loader; the types are in guard.d.mts.
 *
 * The diff is api-smart-diff's (a maintained OpenAPI 3.x diff with a
 * classifier), with five decisions of ours on top:
 * - both specs are first normalised where the library misreads them (1.0.6):
 *   a local schema `$ref` inside `allOf`, or beside sibling keywords (OpenAPI
 *   3.1), is inlined, because the library compares such an `allOf` unmerged
 *   and reports the referenced schema's properties as removed;
 * - a response header's schema is classified as a response schema (the
 *   library leaves it unclassified: narrowing `Retry-After` is no break);
 * - a change to the tags' list (an added tag, a new description) is an
 *   annotation: tags group operations in the reference, they are no part of a
 *   request or a response (the library classifies only the list itself);
 * - anything inside a specification extension (`x-…`, e.g. `x-personal-data`)
 *   is an annotation: OpenAPI gives extensions no meaning for clients. The
 *   contract's changes are computed with the extensions left out (so that an
 *   added marking cannot reshuffle the library's matching of `oneOf` items),
 *   the extensions' own changes from a second comparison;
 * - a change inside a shared component reached by `$ref` is reported once, at
 *   the component (`#/components/headers/RetryAfter/schema/maximum`), with the
 *   operations it reaches, rather than once per operation. The classification
 *   still comes from each operation (a property removed from a schema breaks
 *   its responses but not its requests), so one component change can give two
 *   rows of different types. Changes to components no operation reaches are
 *   not part of the API and are left out.
 * An unclassified change counts as breaking for the version rule until a
 * classification rule here says otherwise: the guard errs on the safe side.
 */
import {createHash} from 'node:crypto';
import {allAnnotation, allBreaking, apiCompare, openApiSchemaRules, openapi3Rules} from 'api-smart-diff';

/**
 * The released snapshot is written only by `npm run api:changelog -- --release`, which records each file's hash in
 * openapi/released/manifest.json. The hash is of the text with LF line endings (a CRLF checkout is the same release).
 */
export const releaseManifestFile = 'manifest.json';
export const snapshotHash = (text) => createHash('sha256').update(text.replace(/\r\n/g, '\n')).digest('hex');

/** Change types, most severe first (the order of an entry's list). */
export const changeTypes = ['breaking', 'unclassified', 'deprecated', 'non-breaking', 'annotation'];

/** Types that need a major version bump. */
export const majorChangeTypes = ['breaking', 'unclassified'];

const httpMethods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** Component kinds that operations reach by `$ref`: their changes are reported where they are used. */
const referencedComponents = new Set([
  'schemas',
  'responses',
  'parameters',
  'examples',
  'requestBodies',
  'headers',
  'links',
  'callbacks',
  'pathItems',
]);

/** Longest JSON text of a value an entry keeps (longer ones, such as a rewritten description, are left out). */
const maxValueLength = 80;

/**
 * api-smart-diff's OpenAPI 3 rules, with response headers' schemas classified
 * as response schemas. Built afresh for every comparison: the library keeps
 * its cache of compared `$ref`s inside the rules.
 */
function compareRules() {
  const rules = openapi3Rules();
  const operation = rules['/paths']['/*']['/*'];
  const responses = operation['/responses'];
  const headers = responses['/*']['/headers'];
  const responseHeaderSchema = () => ({...openApiSchemaRules({response: true}), $: allBreaking});
  operation['/responses'] = {
    ...responses,
    '/*': {...responses['/*'], '/headers': {...headers, '/*': {...headers['/*'], '/schema': responseHeaderSchema}}},
  };
  // Tags only group operations in the reference: a tag added, removed or described anew changes no request or
  // response (the library classifies the list itself, not its items).
  rules['/tags'] = {...rules['/tags'], '/**': {$: allAnnotation}};
  return rules;
}

/** A JSON pointer from path segments (`#` first for a pointer into the whole spec). */
function pointer(segments, prefix) {
  return prefix + segments.map((s) => `/${String(s).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

/** Path segments of a local `$ref` (`#/components/schemas/Thing`), or undefined for any other. */
function refSegments(ref) {
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((s) => decodeURIComponent(s).replaceAll('~1', '/').replaceAll('~0', '~'));
}

function valueAt(doc, segments) {
  let node = doc;
  for (const key of segments) {
    if (node === null || typeof node !== 'object' || !(key in node)) return undefined;
    node = node[key];
  }
  return node;
}

/**
 * Where a change under `paths` really lives: walks the unresolved spec along
 * the diff's path, following `$ref`s; when it crossed one, returns the path
 * inside the referenced component, else undefined (the change is the
 * operation's own, or the walk met a node the library had transformed, such as
 * a merged `allOf`).
 */
function componentHome(doc, path) {
  let node = doc;
  let home = [];
  let crossed = false;
  for (const key of path) {
    for (let hops = 0; node && typeof node === 'object' && typeof node.$ref === 'string'; hops++) {
      const target = refSegments(node.$ref);
      if (!target || hops > 20) return undefined;
      home = target;
      crossed = true;
      node = valueAt(doc, target);
    }
    if (node === null || typeof node !== 'object' || !(key in node)) return undefined;
    node = node[key];
    home = [...home, key];
  }
  return crossed ? home : undefined;
}

/** The operation a diff under `paths` belongs to (`GET /things`, or the path item `/things`) and where inside it. */
function locate(diff, before, after) {
  const {path} = diff;
  if (path[0] !== 'paths' || path.length < 2) return {at: pointer(path, '#')};
  const onOperation = path.length >= 3 && httpMethods.has(String(path[2]));
  const operation = onOperation ? `${String(path[2]).toUpperCase()} ${path[1]}` : String(path[1]);
  const home =
    diff.action === 'remove'
      ? componentHome(before, path)
      : (componentHome(after, path) ?? componentHome(before, path));
  if (home) return {at: pointer(home, '#'), operation};
  const inside = path.slice(onOperation ? 3 : 2);
  if (onOperation && inside[0] === 'parameters' && inside.length > 1) {
    const name = parameterName(diff.action === 'remove' ? before : after, path[1], path[2], Number(inside[1]));
    if (name) inside[1] = name;
  }
  return {at: pointer(inside, ''), operation};
}

/**
 * The name of an operation's parameter by its index in the list the library
 * compares (the operation's parameters, then its path item's), so that a row
 * says `/parameters/cursor` rather than `/parameters/2`.
 */
function parameterName(doc, pathKey, method, index) {
  const pathItem = valueAt(doc, ['paths', pathKey]);
  const list = [...(pathItem?.[method]?.parameters ?? []), ...(pathItem?.parameters ?? [])];
  let parameter = list[index];
  if (parameter && typeof parameter.$ref === 'string') parameter = valueAt(doc, refSegments(parameter.$ref) ?? []);
  return typeof parameter?.name === 'string' ? parameter.name : undefined;
}

/** A value short enough to show in the list, or undefined. */
function shown(value) {
  if (value === undefined) return undefined;
  const text = JSON.stringify(value);
  return text !== undefined && text.length <= maxValueLength ? value : undefined;
}

function valuesOf(diff) {
  const values = {};
  if (diff.action !== 'add' && shown(diff.before) !== undefined) values.before = diff.before;
  if (diff.action !== 'remove' && shown(diff.after) !== undefined) values.after = diff.after;
  return values;
}

/**
 * Keys whose values are maps of names (property names, header names, media
 * types…): a name there that starts with `x-` is a name, not an extension.
 */
const nameMaps = new Set([
  'properties',
  'patternProperties',
  'dependentSchemas',
  '$defs',
  'definitions',
  'headers',
  'schemas',
  'examples',
  'content',
  'encoding',
  'responses',
  'callbacks',
  'links',
  'variables',
  'mapping',
  'securitySchemes',
  'parameters',
  'requestBodies',
  'pathItems',
  'paths',
  'webhooks',
  'scopes',
]);

const isExtensionKey = (key, parentKey) =>
  typeof key === 'string' && key.startsWith('x-') && !nameMaps.has(String(parentKey));

const inExtension = (path) => path.some((key, i) => isExtensionKey(key, path[i - 1]));

const isSchemaRef = (node) =>
  node !== null &&
  typeof node === 'object' &&
  typeof node.$ref === 'string' &&
  node.$ref.startsWith('#/components/schemas/');

/**
 * A copy of a spec as the comparison reads it: schema `$ref`s inside `allOf`
 * or with sibling keywords inlined (see the module's comment), and, with
 * `withoutExtensions`, every specification extension removed.
 */
export function normalizeSpec(spec, {withoutExtensions = false} = {}) {
  const inline = (ref, stack) => {
    const target = refSegments(ref);
    if (!target || stack.includes(ref)) return {$ref: ref};
    return visit(valueAt(spec, target), [...stack, ref], undefined);
  };
  const visit = (node, stack, parentKey) => {
    if (Array.isArray(node)) return node.map((item) => visit(item, stack, undefined));
    if (node === null || typeof node !== 'object') return node;
    const out = {};
    for (const [key, value] of Object.entries(node)) {
      if (withoutExtensions && isExtensionKey(key, parentKey)) continue;
      out[key] = visit(value, stack, key);
    }
    if (isSchemaRef(out) && Object.keys(out).length > 1) {
      const {$ref, ...siblings} = out;
      return {allOf: [inline($ref, stack), siblings]};
    }
    if (Array.isArray(out.allOf)) {
      out.allOf = out.allOf
        .map((member) =>
          isSchemaRef(member) && Object.keys(member).length === 1 ? inline(member.$ref, stack) : member,
        )
        .filter((member) => !(member !== null && typeof member === 'object' && Object.keys(member).length === 0));
      if (out.allOf.length === 0) delete out.allOf;
    }
    return out;
  };
  return visit(spec, [], undefined);
}

/** The library's diffs, as rows of the changelog (before sorting). */
function rowsOf(before, after, keep, rows) {
  const {diffs} = apiCompare(before, after, {rules: compareRules()});
  for (const diff of diffs) {
    const [root, kind] = diff.path;
    if (root === 'components' && referencedComponents.has(String(kind))) continue;
    if (root === 'info' && kind === 'version' && diff.path.length === 2) continue;
    const extension = inExtension(diff.path);
    if (!keep(extension)) continue;
    const type = extension ? 'annotation' : diff.type;
    const {at, operation} = locate(diff, before, after);
    const values = valuesOf(diff);
    const key = JSON.stringify([type, diff.action, at, values.before, values.after]);
    let row = rows.get(key);
    if (!row) {
      row = {type, action: diff.action, at, ...values, operations: []};
      rows.set(key, row);
    }
    if (operation && !row.operations.includes(operation)) row.operations.push(operation);
  }
}

/**
 * The classified changes from one version of a spec to another, as an entry
 * of the changelog keeps them: one row per change and place, with the
 * operations it reaches, most severe first. `info.version` itself is left out
 * (it is the entry's own version).
 */
export function classifyChanges(before, after) {
  const rows = new Map();
  rowsOf(
    normalizeSpec(before, {withoutExtensions: true}),
    normalizeSpec(after, {withoutExtensions: true}),
    () => true,
    rows,
  );
  rowsOf(normalizeSpec(before), normalizeSpec(after), (extension) => extension, rows);
  return [...rows.values()]
    .map(({operations, ...row}) => (operations.length ? {...row, operations} : row))
    .sort(
      (a, b) =>
        changeTypes.indexOf(a.type) - changeTypes.indexOf(b.type) ||
        compareText(a.at, b.at) ||
        compareText(a.action, b.action),
    );
}

const compareText = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/** `4.2.1` as numbers; throws on anything that is not MAJOR.MINOR.PATCH. */
export function parseVersion(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(String(version));
  if (!match) throw new Error(`"${version}" is not a MAJOR.MINOR.PATCH version`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Negative, zero or positive as version `a` is lower than, equal to or higher than `b`. */
export function compareVersions(a, b) {
  const [x, y] = [parseVersion(a), parseVersion(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

/** The smallest version bump a list of changes needs: `major`, `patch`, or `none` for no change. */
export function requiredBump(changes) {
  if (changes.some((change) => majorChangeTypes.includes(change.type))) return 'major';
  return changes.length > 0 ? 'patch' : 'none';
}

/** Whether `next` is enough of a bump over `previous` for these changes. */
export function bumpSuffices(previous, next, changes) {
  const needed = requiredBump(changes);
  if (needed === 'major') return parseVersion(next)[0] > parseVersion(previous)[0];
  if (needed === 'patch') return compareVersions(next, previous) > 0;
  return compareVersions(next, previous) >= 0;
}

/** A short list of rows for a message: `breaking remove #/components/…`. */
export function describeRows(changes, limit = 3) {
  const shownRows = changes.slice(0, limit).map((c) => `${c.type} ${c.action} ${c.at || c.operations?.join(', ')}`);
  return shownRows.join('; ') + (changes.length > limit ? `; and ${changes.length - limit} more` : '');
}

const sameJson = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What is wrong with one area: its working spec against the released
 * snapshot, and the changelog's entry for the working version. No problem
 * when the API did not change.
 *
 * @param {{area: string, released: any, working: any, entries: ReadonlyArray<{area: string, version: string, changes: ReadonlyArray<unknown>}>, changes?: unknown[]}} input
 */
export function checkArea({area, released, working, entries, changes = classifyChanges(released, working)}) {
  if (changes.length === 0) return [];
  const from = String(released.info?.version);
  const to = String(working.info?.version);
  const problems = [];
  const fix = `then run \`npm run api:changelog\` and write the entry's summary in src/data/api-changelog.ts`;
  if (compareVersions(to, from) <= 0) {
    problems.push(
      `${area}: openapi/${area}.yaml changed since the released ${from} (openapi/released/${area}.yaml) but info.version is ${to}: raise it (${requiredBump(changes) === 'major' ? 'a major version: the changes include breaking ones' : 'a patch version at least'}), ${fix}`,
    );
  } else if (!bumpSuffices(from, to, changes)) {
    problems.push(
      `${area}: breaking changes from ${from} to ${to} need a major version (${parseVersion(from)[0] + 1}.0.0): ${describeRows(changes.filter((c) => majorChangeTypes.includes(c.type)))}; raise info.version in openapi/${area}.yaml, ${fix}`,
    );
  }
  const entry = entries.find((e) => e.area === area && e.version === to);
  if (!entry) {
    problems.push(
      `${area}: openapi/${area}.yaml changed since ${from} and the changelog has no entry for ${to}: ${fix.replace(/^then /, '')}`,
    );
  } else if (!sameJson(entry.changes, changes)) {
    problems.push(
      `${area} ${to}: the changelog's list of changes is not the diff of the specs (now: ${describeRows(changes)}): run \`npm run api:changelog\` to write it again`,
    );
  }
  return problems;
}

/**
 * What is wrong with the changelog's entries as a whole: duplicates, versions
 * that do not grow with the dates, breaking changes without a major version,
 * missing summaries. `where(entry)` names the entry's place in the data
 * module for the messages.
 *
 * @param {ReadonlyArray<{area: string, version: string, date: string, summary: {en: string, it: string}, changes: ReadonlyArray<{type: string}>}>} entries
 * @param {(entry: any) => string} [where]
 */
export function checkEntries(entries, where = () => 'src/data/api-changelog.ts') {
  const problems = [];
  const seen = new Set();
  for (const entry of entries) {
    const key = `${entry.area}@${entry.version}`;
    if (seen.has(key)) problems.push(`${where(entry)}: ${entry.area} ${entry.version} has two entries`);
    seen.add(key);
    try {
      parseVersion(entry.version);
    } catch (error) {
      problems.push(`${where(entry)}: ${entry.area}: ${error.message}`);
      continue;
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(entry.date) || Number.isNaN(Date.parse(`${entry.date}T00:00:00Z`))) {
      problems.push(
        `${where(entry)}: ${entry.area} ${entry.version}: date "${entry.date}" is not an ISO date (YYYY-MM-DD)`,
      );
    }
    for (const locale of ['en', 'it']) {
      if (!entry.summary?.[locale]?.trim()) {
        problems.push(
          `${where(entry)}: ${entry.area} ${entry.version} has no ${locale === 'en' ? 'English' : 'Italian'} summary: write the summary (one or two sentences) in summary.${locale}`,
        );
      }
    }
  }
  const areas = [...new Set(entries.map((e) => e.area))];
  for (const area of areas) {
    const own = entries
      .filter((e) => e.area === area && /^\d+\.\d+\.\d+$/.test(e.version))
      .sort((a, b) => compareVersions(a.version, b.version));
    for (let i = 1; i < own.length; i++) {
      const [previous, entry] = [own[i - 1], own[i]];
      if (entry.date < previous.date) {
        problems.push(
          `${where(entry)}: ${area} ${entry.version} is dated ${entry.date}, before ${previous.version} (${previous.date}): versions must grow with their dates`,
        );
      }
      if (!bumpSuffices(previous.version, entry.version, entry.changes)) {
        problems.push(
          `${where(entry)}: ${area} ${entry.version} lists breaking changes but is not a major version over ${previous.version}: ${describeRows(entry.changes.filter((c) => majorChangeTypes.includes(c.type)))}`,
        );
      }
    }
  }
  return problems;
}
