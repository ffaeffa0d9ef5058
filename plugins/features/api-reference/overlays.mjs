/**
 * The Italian text of the API reference: one OpenAPI Overlay 1.0 document per
 * area, `i18n/it/openapi/{area}.overlay.yaml`, applied to `openapi/{area}.yaml`
 * when the Italian pages are generated (./translations.ts, through Redocly's
 * `bundle` with `overlays`). This module holds the rules both the generator and
 * the stale-translation check (plugins/features/translation-status) follow.
 *
 * What is translated: the `summary` and `description` of every object an
 * operation page shows: operations, parameters, request bodies, responses,
 * headers, schemas and their properties at any depth, and named examples. Not
 * the data (`example`, an example's `value`, `default`, `enum`, `const`), not
 * `info` and the security schemes (their Italian is `i18n/it/openapi/{area}.md`),
 * not `servers` and `tags` (not shown; tag labels are sidebar translations).
 *
 * An action translates texts the English has, and nothing else:
 *
 *   - target: $.paths['/things'].get          # RFC 9535 JSONPath
 *     x-source-hash: "3f2a9c0b1d4e"           # what English it translates
 *     update:
 *       summary: Elenca i thing
 *       description: …
 *
 * - `update` holds only `summary` and/or `description`, as strings, and each
 *   must already be a string at every node the target selects: an overlay never
 *   adds text the English lacks.
 * - A target may select several nodes (`$.paths[*][*].parameters[?@.name=='ruleId']`,
 *   `$.components.schemas['Rule','RuleCreate'].properties.enabled`) when they
 *   carry the same English: one spec reuses a parameter or a property through
 *   YAML anchors, and each place is a node of its own once parsed.
 * - `x-source-hash` is the first 12 hex digits of a SHA-256 of the English
 *   texts it replaces (`textHash`), written by `npm run i18n:status -- --mark
 *   i18n/it/openapi/{area}.overlay.yaml`, never by hand. When the English
 *   changes, the action is stale: the page still shows the older Italian, with
 *   the notice of a stale translation.
 *
 * An action is `current`, `stale` (the English changed), `unmarked` (no valid
 * hash), `orphaned` (its target selects nothing, or a text the English no
 * longer has: the spec changed under it) or `invalid` (breaks the rules above).
 * Orphaned and invalid actions are left out of the Italian pages and fail
 * tests/unit/api-overlays.test.ts. An English text no action covers is
 * `missing`: the Italian page shows it in English, and `npm run i18n:status`
 * lists it (with `--api-todo`, as actions ready to translate).
 *
 * A plain ES module with a .d.mts beside it: scripts/i18n-status.mjs runs it
 * in Node as it is; the generator and the tests import it too.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {dump, load} from 'js-yaml';
import {exec} from 'jsonpath-rfc9535';

/** The locale the overlays translate into. */
export const overlayLocale = 'it';

/** The fields an overlay translates. */
export const translatedKeys = /** @type {const} */ (['summary', 'description']);

/** The overlay of an area, relative to the site. */
export const overlayFile = (area, locale = overlayLocale) => `i18n/${locale}/openapi/${area}.overlay.yaml`;

/** The English spec of an area, relative to the site. */
export const specFile = (area) => `openapi/${area}.yaml`;

/** Top-level members whose texts are not an operation page's. */
const skippedRoots = new Set(['info', 'servers', 'tags', 'jsonSchemaDialect', 'security', 'externalDocs']);

/** Keys whose values are data, shown as written, never prose (as plugins/features/api-reference/prerender.ts). */
const dataKeys = new Set(['example', 'default', 'enum', 'const', 'x-codeSamples', 'x-personal-data']);

/**
 * Keys whose value is a map of names (property names, paths, status codes,
 * media types…): its keys are names, not keywords, so a property called
 * `example` or `description` is walked like any other.
 */
const nameMaps = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'dependentSchemas',
  'paths',
  'webhooks',
  'responses',
  'content',
  'headers',
  'links',
  'callbacks',
  'encoding',
  'schemas',
  'requestBodies',
  'parameters',
  'examples',
  'pathItems',
  'x-websocket-messages',
]);

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A location as an RFC 9535 normalized path (`$['paths']['/things']['get']`),
 * the form jsonpath-rfc9535's `paths()` returns.
 *
 * @param {(string | number)[]} keys
 */
export function normalizedPath(keys) {
  return `$${keys.map((key) => (typeof key === 'number' ? `[${key}]` : `['${escapeName(key)}']`)).join('')}`;
}

/** @param {string} name */
function escapeName(name) {
  const named = {'\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t', "'": "\\'", '\\': '\\\\'};
  return [...name].map((c) => named[c] ?? (c.charCodeAt(0) < 0x20 ? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}` : c)).join('');
}

/**
 * A location written for people: member names as `.name` where JSONPath
 * allows it, otherwise `['name']` (`$.paths['/things'].get.parameters[0]`).
 *
 * @param {(string | number)[]} keys
 */
export function readablePath(keys) {
  return `$${keys.map((key) => (typeof key === 'number' ? `[${key}]` : /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? `.${key}` : `['${escapeName(key)}']`)).join('')}`;
}

/**
 * Calls `visit(keys, node)` for every object of the spec that a page may show
 * text of, from `start` (default: the root), skipping the data. A local
 * `$ref` is handed to `onRef` (with its target's keys) when given, and not
 * entered.
 *
 * @param {unknown} spec
 * @param {(keys: (string | number)[], node: Record<string, unknown>) => void} visit
 * @param {{start?: (string | number)[], onRef?: (target: string[]) => void}} [options]
 */
function walk(spec, visit, {start = [], onRef} = {}) {
  const step = (node, keys, inNameMap) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => step(item, [...keys, index], false));
      return;
    }
    if (!isObject(node)) return;
    if (!inNameMap) visit(keys, node);
    const exampleMap = keys.at(-1) === 'examples';
    for (const [key, value] of Object.entries(node)) {
      if (keys.length === 0 && skippedRoots.has(key)) continue;
      if (keys.length === 1 && keys[0] === 'components' && key === 'securitySchemes') continue;
      if (inNameMap) {
        // An example's payload is data; the rest of a named entry is walked.
        if (exampleMap && isObject(value)) {
          step(Object.fromEntries(Object.entries(value).filter(([k]) => k !== 'value' && k !== 'externalValue')), [...keys, key], false);
        } else {
          step(value, [...keys, key], false);
        }
        continue;
      }
      if (dataKeys.has(key)) continue;
      // JSON Schema's `examples` is a list of payloads; OpenAPI's is a map of Example Objects.
      if (key === 'examples' && Array.isArray(value)) continue;
      if (key === '$ref' && typeof value === 'string') {
        if (onRef && value.startsWith('#/')) onRef(value.slice(2).split('/').map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~')));
        continue;
      }
      step(value, [...keys, key], nameMaps.has(key) && isObject(value));
    }
  };
  step(nodeAt(spec, start), start, false);
}

/** The node at a location, or undefined. */
const nodeAt = (spec, keys) => keys.reduce((at, key) => (isObject(at) || Array.isArray(at) ? at[key] : undefined), spec);

/** The translatable texts of one object: its `summary` and `description` strings. */
function textsOf(node) {
  /** @type {Record<string, string>} */
  const texts = {};
  for (const key of translatedKeys) if (typeof node[key] === 'string' && node[key].trim() !== '') texts[key] = node[key];
  return texts;
}

/**
 * Every place of the spec holding text an operation page shows, in the
 * spec's order: its location (normalized and readable) and its texts.
 *
 * @param {unknown} spec
 * @returns {import('./overlays.d.mts').TranslatableText[]}
 */
export function translatableTexts(spec) {
  /** @type {import('./overlays.d.mts').TranslatableText[]} */
  const found = [];
  walk(spec, (keys, node) => {
    const texts = textsOf(node);
    if (Object.keys(texts).length > 0) found.push({path: normalizedPath(keys), keys: [...keys], target: readablePath(keys), texts});
  });
  return found;
}

/**
 * Hash of the English an action translates: its keys, in the order of
 * `translatedKeys`, with their texts (trailing spaces and line endings
 * normalised, as the docs' marks are).
 *
 * @param {Record<string, string>} texts
 */
export function textHash(texts) {
  const normalised = translatedKeys
    .filter((key) => typeof texts[key] === 'string')
    .map((key) => [key, texts[key].replace(/\r\n?/g, '\n').split('\n').map((line) => line.trimEnd()).join('\n').trim()]);
  return createHash('sha256').update(JSON.stringify(normalised)).digest('hex').slice(0, 12);
}

/**
 * For each operation of the spec, the locations of the texts its page shows:
 * the operation, its path item's and its own parameters, request body and
 * responses, and everything their `$ref`s lead to (each target's texts are
 * gathered once).
 *
 * @param {unknown} spec
 * @param {import('./overlays.d.mts').TranslatableText[]} [texts] the spec's translatable texts, when already known
 * @returns {{method: string, path: string, operationId: string, texts: Set<string>}[]}
 */
export function operationTexts(spec, texts = translatableTexts(spec)) {
  const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
  const paths = isObject(spec) && isObject(spec.paths) ? spec.paths : {};
  const translatable = new Set(texts.map((text) => text.path));
  /** @type {Map<string, Set<string>>} */
  const memo = new Map();
  /** @param {(string | number)[]} keys */
  const under = (keys) => {
    const where = normalizedPath(keys);
    const known = memo.get(where);
    if (known) return known;
    /** @type {Set<string>} */
    const found = new Set();
    // A schema that contains itself: its texts are found once, on the way in.
    memo.set(where, found);
    walk(
      spec,
      (at) => {
        const place = normalizedPath(at);
        if (translatable.has(place)) found.add(place);
      },
      {start: keys, onRef: (target) => under(target).forEach((place) => found.add(place))},
    );
    return found;
  };
  return Object.entries(paths).flatMap(([apiPath, item]) =>
    methods
      .filter((method) => isObject(item) && isObject(item[method]))
      .map((method) => {
        const found = new Set(under(['paths', apiPath, method]));
        if (Array.isArray(item.parameters)) under(['paths', apiPath, 'parameters']).forEach((place) => found.add(place));
        const operationId = /** @type {{operationId?: unknown}} */ (item[method]).operationId;
        return {method, path: apiPath, operationId: typeof operationId === 'string' ? operationId : '', texts: found};
      }),
  );
}

const hashPattern = /^[0-9a-f]{12}$/;
const allowedActionKeys = new Set(['target', 'description', 'update', 'x-source-hash']);

/**
 * Checks an overlay against the English spec: the state of every action, and
 * the English texts no applicable action covers.
 *
 * @param {unknown} spec
 * @param {unknown} overlay
 * @returns {import('./overlays.d.mts').OverlayCheck}
 */
export function checkOverlay(spec, overlay) {
  const texts = translatableTexts(spec);
  const byPath = new Map(texts.map((text) => [text.path, text]));
  /** @type {import('./overlays.d.mts').ActionCheck[]} */
  const actions = [];
  /** @type {string[]} */
  const problems = [];
  if (!isObject(overlay) || typeof overlay.overlay !== 'string' || !/^1\.0\.\d+$/.test(overlay.overlay)) {
    problems.push('not an Overlay 1.0 document (`overlay: 1.0.0`)');
  }
  if (!isObject(overlay) || !isObject(overlay.info) || typeof overlay.info.title !== 'string' || typeof overlay.info.version !== 'string') {
    problems.push('`info` needs a `title` and a `version`');
  }
  const list = isObject(overlay) && Array.isArray(overlay.actions) ? overlay.actions : [];
  if (isObject(overlay) && !Array.isArray(overlay.actions)) problems.push('`actions` must be a list');
  /** Location → keys translated there, by an applicable action. */
  const covered = new Map();

  list.forEach((action, index) => {
    const target = isObject(action) && typeof action.target === 'string' ? action.target : '';
    const update = isObject(action) && isObject(action.update) ? action.update : {};
    const keys = translatedKeys.filter((key) => key in update);
    const hash = isObject(action) && typeof action['x-source-hash'] === 'string' ? action['x-source-hash'] : null;
    /** @type {import('./overlays.d.mts').ActionCheck} */
    const check = {index, target, keys, paths: [], state: 'current', englishHash: null, hash, italian: {}};
    const fail = (state, problem) => {
      check.state = state;
      check.problem = problem;
      actions.push(check);
    };
    if (!isObject(action) || target === '') return fail('invalid', 'an action needs a `target`');
    const extra = Object.keys(action).filter((key) => !allowedActionKeys.has(key));
    if (extra.length > 0) return fail('invalid', `only translations here: \`${extra.join('`, `')}\` is not allowed (use \`target\`, \`update\`, \`x-source-hash\`)`);
    if (!isObject(action.update)) return fail('invalid', '`update` must be an object of `summary` and/or `description`');
    const unknown = Object.keys(update).filter((key) => !translatedKeys.includes(key));
    if (unknown.length > 0 || keys.length === 0) {
      return fail('invalid', `\`update\` may hold only ${translatedKeys.join(' and ')}${unknown.length > 0 ? `, not ${unknown.join(', ')}` : ''}`);
    }
    const empty = keys.filter((key) => typeof update[key] !== 'string' || update[key].trim() === '');
    if (empty.length > 0) return fail('invalid', `\`${empty.join('`, `')}\` must be text`);
    check.italian = Object.fromEntries(keys.map((key) => [key, /** @type {string} */ (update[key])]));
    /** @type {string[]} */
    const selected = [];
    try {
      exec(/** @type {never} */ (spec), target, (_value, keysOfNode) => {
        selected.push(`$${keysOfNode.map((key) => (typeof key === 'number' ? `[${key}]` : `['${key}']`)).join('')}`);
      });
    } catch (error) {
      return fail('invalid', `not a JSONPath expression (RFC 9535): ${error instanceof Error ? error.message : String(error)}`);
    }
    check.paths = [...new Set(selected)];
    if (check.paths.length === 0) return fail('orphaned', 'the target selects nothing in the English spec');
    const notText = check.paths.filter((where) => !byPath.has(where));
    const lacking = check.paths.filter((where) => byPath.has(where) && keys.some((key) => byPath.get(where)?.texts[key] === undefined));
    if (lacking.length > 0 || notText.length > 0) {
      return fail('orphaned', `the English has no ${keys.join('/')} to translate at ${[...lacking, ...notText].join(', ')}`);
    }
    const english = check.paths.map((where) => Object.fromEntries(keys.map((key) => [key, byPath.get(where)?.texts[key] ?? ''])));
    const twice = check.paths.filter((where) => keys.some((key) => covered.get(where)?.has(key)));
    if (twice.length > 0) return fail('invalid', `an earlier action already translates ${twice.join(', ')}`);
    for (const where of check.paths) {
      if (!covered.has(where)) covered.set(where, new Set());
      for (const key of keys) covered.get(where).add(key);
    }
    check.english = english[0];
    const first = JSON.stringify(english[0]);
    const differing = english.findIndex((texts) => JSON.stringify(texts) !== first);
    if (differing > 0) {
      // One place changed and the others did not: the Italian still translates the older English of some of them.
      check.state = 'stale';
      check.problem = `its nodes no longer share one English text (${check.paths[0]} and ${check.paths[differing]} differ): split the action`;
      actions.push(check);
      return;
    }
    check.englishHash = textHash(english[0]);
    check.state = hash === null || !hashPattern.test(hash) ? 'unmarked' : hash === check.englishHash ? 'current' : 'stale';
    actions.push(check);
  });

  /** @type {import('./overlays.d.mts').TranslatableText[]} */
  const missing = [];
  for (const text of texts) {
    const done = covered.get(text.path);
    const left = Object.fromEntries(Object.entries(text.texts).filter(([key]) => !done?.has(key)));
    if (Object.keys(left).length > 0) missing.push({...text, texts: left});
  }
  return {problems, actions, missing, texts};
}

/** Whether an action goes into the Italian pages: it translates texts the English has. */
export const isApplicable = (action) => action.state === 'current' || action.state === 'stale' || action.state === 'unmarked';

/**
 * The overlay the generator applies: only the applicable actions, as written.
 *
 * @param {unknown} overlay
 * @param {import('./overlays.d.mts').OverlayCheck} check
 */
export function applicableOverlay(overlay, check) {
  const keep = new Set(check.actions.filter(isApplicable).map((action) => action.index));
  const source = /** @type {{actions?: unknown[]}} */ (overlay);
  return {...source, actions: (source.actions ?? []).filter((_action, index) => keep.has(index))};
}

/**
 * The spec and overlay of an area as the site holds them. `overlay` is null
 * when the area has none yet (every text is then missing).
 *
 * @param {string} siteDir
 * @param {string} area
 */
export function readArea(siteDir, area) {
  const spec = load(readFileSync(path.join(siteDir, specFile(area)), 'utf8'));
  const file = path.join(siteDir, overlayFile(area));
  const overlay = existsSync(file) ? load(readFileSync(file, 'utf8')) : null;
  return {spec, overlay};
}

/** An overlay with no actions: what an area without one is checked against. */
export const emptyOverlay = (area) => ({overlay: '1.0.0', info: {title: `${area}, Italian`, version: '0'}, actions: []});

/**
 * The overlay file with `x-source-hash` set, on every applicable action, to
 * the hash of the English it now translates. Each action must start with a
 * `- target:` line (as the files are written); the other lines are kept.
 *
 * @param {string} text the overlay file
 * @param {unknown} spec the English spec
 * @returns {{text: string, marked: number, refused: import('./overlays.d.mts').ActionCheck[]}}
 */
export function markOverlay(text, spec) {
  const overlay = load(text);
  const check = checkOverlay(spec, overlay);
  const refused = check.actions.filter((action) => !isApplicable(action) || action.englishHash === null);
  const lines = text.split('\n');
  const starts = lines.flatMap((line, index) => (/^\s*- target:/.test(line) ? [index] : []));
  if (starts.length !== check.actions.length) {
    throw new Error(`found ${starts.length} lines starting with "- target:" for ${check.actions.length} actions: write each action's target first`);
  }
  let marked = 0;
  // From the last action up, so that inserted lines do not move the ones still to do.
  for (let i = check.actions.length - 1; i >= 0; i--) {
    const action = check.actions[i];
    if (!isApplicable(action) || action.englishHash === null) continue;
    const start = starts[i];
    const end = i + 1 < starts.length ? starts[i + 1] : lines.length;
    const indent = `${/^(\s*)-/.exec(lines[start])?.[1] ?? ''}  `;
    const line = `${indent}x-source-hash: "${action.englishHash}"`;
    const at = lines.slice(start + 1, end).findIndex((l) => /^\s*x-source-hash:/.test(l));
    if (at >= 0) lines[start + 1 + at] = line;
    else lines.splice(start + 1, 0, line);
    marked += 1;
  }
  return {text: lines.join('\n'), marked, refused};
}

/** The normalized paths a target selects in the spec (none when it is not valid JSONPath). */
function selection(spec, target) {
  /** @type {Set<string>} */
  const selected = new Set();
  try {
    exec(/** @type {never} */ (spec), target, (_value, keys) => selected.add(`$${keys.map((key) => (typeof key === 'number' ? `[${key}]` : `['${key}']`)).join('')}`));
  } catch {
    selected.clear();
  }
  return selected;
}

const nameSelector = (key) => (/^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? `.${key}` : `['${escapeName(key)}']`);

/**
 * A target that selects exactly these places (locations of one length), or
 * null. A parameter is selected by its name (`parameters[?@.name=='ruleId']`,
 * which survives a reordering), and for a parameter the operations that
 * differ are tried first with wildcards; otherwise differing members are a
 * union of names (`schemas['Rule','RuleCreate']`).
 *
 * @param {unknown} spec
 * @param {(string | number)[][]} places
 */
function targetFor(spec, places) {
  const wanted = new Set(places.map(normalizedPath));
  // A parameter reused across operations reads best as `$.paths[*][*].parameters[?@.name=='ruleId']`; other places are named.
  const isParameter = places[0].at(-2) === 'parameters';
  for (const varying of isParameter ? ['wildcard', 'union'] : ['union']) {
    let target = '$';
    for (let i = 0; i < places[0].length; i++) {
      const keys = [...new Set(places.map((place) => place[i]))];
      const parent = places[0][i - 1];
      const names = places.map((place) => /** @type {{name?: unknown}} */ (nodeAt(spec, place.slice(0, i + 1)) ?? {}).name);
      if (parent === 'parameters' && typeof keys[0] === 'number' && typeof names[0] === 'string' && names.every((name) => name === names[0])) {
        target += `[?@.name=='${escapeName(names[0])}']`;
      } else if (keys.length === 1) {
        target += typeof keys[0] === 'number' ? `[${keys[0]}]` : nameSelector(keys[0]);
      } else if (varying === 'wildcard') {
        target += '[*]';
      } else {
        target += `[${keys.map((key) => (typeof key === 'number' ? String(key) : `'${escapeName(key)}'`)).join(',')}]`;
      }
    }
    const got = selection(spec, target);
    if (got.size === wanted.size && [...wanted].every((where) => got.has(where))) return target;
  }
  return null;
}

/**
 * Whether the key at `i` is a name one text may share with its twins
 * elsewhere: a path, a method, a component's name, a property's name, a
 * branch of `oneOf`/`anyOf`/`allOf`, or the position of a parameter
 * (selected by its name).
 *
 * @param {(string | number)[]} keys
 * @param {number} i
 */
function isVariable(keys, i) {
  const parent = keys[i - 1];
  return (
    (keys[0] === 'paths' && (i === 1 || i === 2)) ||
    (keys[0] === 'components' && i === 2) ||
    parent === 'properties' ||
    (typeof keys[i] === 'number' && (parent === 'parameters' || parent === 'oneOf' || parent === 'anyOf' || parent === 'allOf'))
  );
}

/**
 * Actions ready to translate, in the spec's order, for the English texts no
 * action covers, with their hash: paste them into the overlay and write the
 * Italian over the English. Places with the same English share one action
 * when one target selects exactly them (a parameter reused by several
 * operations, a property of `Rule`, `RuleCreate` and `RuleReplace`).
 *
 * @param {unknown} spec
 * @param {import('./overlays.d.mts').TranslatableText[]} missing
 * @returns {{target: string, texts: Record<string, string>, places: string[]}[]}
 */
export function suggestActions(spec, missing) {
  /** @type {Map<string, import('./overlays.d.mts').TranslatableText[]>} */
  const bySameText = new Map();
  for (const text of missing) {
    const key = JSON.stringify(translatedKeys.map((k) => text.texts[k] ?? null));
    if (!bySameText.has(key)) bySameText.set(key, []);
    bySameText.get(key)?.push(text);
  }
  /** @type {{target: string, texts: Record<string, string>, places: string[], first: number}[]} */
  const actions = [];
  const order = new Map(missing.map((text, index) => [text.path, index]));
  const single = (text) => ({target: targetFor(spec, [text.keys]) ?? text.target, texts: text.texts, places: [text.path], first: order.get(text.path) ?? 0});
  for (const group of bySameText.values()) {
    // Places of one shape (the same keys but for path, method, component and property names): each shape gets a target.
    const shapes = new Map();
    for (const text of group) {
      const shape = JSON.stringify(text.keys.map((key, i) => (isVariable(text.keys, i) ? '*' : key)));
      if (!shapes.has(shape)) shapes.set(shape, []);
      shapes.get(shape).push(text);
    }
    for (const texts of shapes.values()) {
      const target = texts.length > 1 ? targetFor(spec, texts.map((text) => text.keys)) : null;
      if (target) actions.push({target, texts: texts[0].texts, places: texts.map((text) => text.path), first: Math.min(...texts.map((text) => order.get(text.path) ?? 0))});
      else texts.forEach((text) => actions.push(single(text)));
    }
  }
  return actions.sort((a, b) => a.first - b.first).map(({target, texts, places}) => ({target, texts, places}));
}

/**
 * The suggested actions as overlay YAML (English text in `update`).
 *
 * @param {unknown} spec
 * @param {import('./overlays.d.mts').TranslatableText[]} missing
 */
export function actionsToTranslate(spec, missing) {
  return suggestActions(spec, missing)
    .map(({target, texts}) => {
      const update = dump({update: texts}, {lineWidth: -1, noRefs: true, quotingType: '"'}).trimEnd().split('\n');
      return [`  - target: ${yamlScalar(target)}`, `    x-source-hash: "${textHash(texts)}"`, ...update.map((line) => `    ${line}`)].join('\n');
    })
    .join('\n');
}

/** A target as a YAML scalar: plain when YAML reads it back unchanged, otherwise double-quoted. */
function yamlScalar(value) {
  try {
    if (load(value) === value) return value;
  } catch {
    // not a plain scalar: quoted below
  }
  return JSON.stringify(value);
}
