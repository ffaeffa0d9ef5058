import {mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {load} from 'js-yaml';
import {paths} from 'jsonpath-rfc9535';
import {apiAreas, operationPageId} from '@site/src/data/api-areas';
import {
  checkOverlay,
  markOverlay,
  normalizedPath,
  operationTexts,
  overlayFile,
  readArea,
  suggestActions,
  textHash,
  translatableTexts,
} from '@site/plugins/features/api-reference/overlays.mjs';
import {localizedSpec} from '@site/plugins/features/api-reference/translations';

/**
 * The API reference in Italian (issue 43): each area's OpenAPI Overlay 1.0,
 * i18n/it/openapi/{area}.overlay.yaml, translates the summaries and
 * descriptions of openapi/{area}.yaml. First the rules on a small spec (what
 * is a text, what goes stale, what an overlay may not do, how the generator
 * applies it through Redocly), then the repository: every overlay fits its
 * spec, covers every text, reads the same Italian for the same English, and
 * gives every operation page a title of its own, which the Italian docs use
 * when they link it.
 */

type Json = Record<string, unknown>;

/** A small spec: an operation with a parameter reused through a YAML anchor, a schema, a named example. */
const specYaml = `
openapi: 3.1.0
info: {title: Fixture API, version: 1.0.0, description: Not translated by overlays.}
tags: [{name: things, description: Not shown.}]
paths:
  /things/{thingId}:
    get:
      operationId: getThing
      summary: Get a thing
      description: Returns one thing.
      parameters:
        - &thingId {name: thingId, in: path, required: true, description: Id of the thing., schema: {type: string}}
      responses:
        '200':
          description: The thing.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/Thing'}
              examples:
                edge: {summary: An edge, value: {id: edge-01, description: kept as written}}
    delete:
      operationId: deleteThing
      summary: Delete a thing
      parameters: [*thingId]
      responses:
        '204': {description: Deleted.}
components:
  schemas:
    Thing:
      type: object
      description: A connectable.
      properties:
        id: {type: string, description: Id of the thing., example: edge-01}
        description: {type: string, description: Free text., default: none}
        example: {type: string, description: A property called example.}
`;

const overlayYaml = `
overlay: 1.0.0
info: {title: Fixture, version: 1.0.0}
extends: ../../../openapi/fixture.yaml
actions:
  - target: $.paths['/things/{thingId}'].get
    x-source-hash: "HASH_GET"
    update:
      summary: Leggere un thing
      description: Restituisce un thing.
  - target: $.paths['/things/{thingId}'][*].parameters[?@.name=='thingId']
    x-source-hash: "HASH_PARAM"
    update:
      description: Id del thing.
  - target: $.components.schemas.Thing.properties.id
    update:
      description: Id del thing.
`;

const fixtureSpec = () => load(specYaml) as Json;

function fixtureOverlay(): string {
  return overlayYaml
    .replace('HASH_GET', textHash({summary: 'Get a thing', description: 'Returns one thing.'}))
    .replace('HASH_PARAM', textHash({description: 'Id of the thing.'}));
}

const stateOf = (spec: unknown, overlay: string, target: string) =>
  checkOverlay(spec, load(overlay)).actions.find((action) => action.target === target);

describe('the overlay rules, on a small spec', () => {
  it('finds the texts an operation page shows, and not the data, the info or the tags', () => {
    const targets = translatableTexts(fixtureSpec()).map((text) => text.target);
    expect(targets).toEqual([
      "$.paths['/things/{thingId}'].get",
      "$.paths['/things/{thingId}'].get.parameters[0]",
      "$.paths['/things/{thingId}'].get.responses['200']",
      "$.paths['/things/{thingId}'].get.responses['200'].content['application/json'].examples.edge",
      "$.paths['/things/{thingId}'].delete",
      "$.paths['/things/{thingId}'].delete.parameters[0]",
      "$.paths['/things/{thingId}'].delete.responses['204']",
      '$.components.schemas.Thing',
      '$.components.schemas.Thing.properties.id',
      '$.components.schemas.Thing.properties.description',
      '$.components.schemas.Thing.properties.example',
    ]);
    // An operation's page: its own texts and what its $refs lead to.
    const [get] = operationTexts(fixtureSpec());
    expect(get.operationId).toBe('getThing');
    expect([...get.texts]).toContain("$['components']['schemas']['Thing']['properties']['id']");
  });

  it('writes locations as RFC 9535 normalized paths, as jsonpath-rfc9535 does', () => {
    const doc = {"it's": {'back\\slash': {'line\nbreak': {'/p': [{x: 1}]}}}};
    const keys = ["it's", 'back\\slash', 'line\nbreak', '/p', 0];
    expect(paths(doc, '$..x').map((p) => p.replace(/\['x'\]$/, ''))).toEqual([normalizedPath(keys)]);
  });

  it('is current when each action translates the English as it is, and counts what no action covers as missing', () => {
    const check = checkOverlay(fixtureSpec(), load(fixtureOverlay()));
    expect(check.problems).toEqual([]);
    expect(check.actions.map((action) => action.state)).toEqual(['current', 'current', 'unmarked']);
    // One action, two places: the parameter of both operations.
    expect(check.actions[1].paths).toHaveLength(2);
    expect(check.missing.map((text) => `${text.target} ${Object.keys(text.texts).join(',')}`)).toEqual([
      "$.paths['/things/{thingId}'].get.responses['200'] description",
      "$.paths['/things/{thingId}'].get.responses['200'].content['application/json'].examples.edge summary",
      "$.paths['/things/{thingId}'].delete summary",
      "$.paths['/things/{thingId}'].delete.responses['204'] description",
      '$.components.schemas.Thing description',
      '$.components.schemas.Thing.properties.description description',
      '$.components.schemas.Thing.properties.example description',
    ]);
  });

  it('goes stale when the English summary or description changes, not when its line endings or trailing spaces do', () => {
    const target = "$.paths['/things/{thingId}'].get";
    const spec = fixtureSpec();
    const operation = ((spec.paths as Json)['/things/{thingId}'] as Json).get as Json;
    operation.description = 'Returns one thing.  \r\n';
    expect(stateOf(spec, fixtureOverlay(), target)?.state).toBe('current');
    operation.summary = 'Read a thing';
    expect(stateOf(spec, fixtureOverlay(), target)?.state).toBe('stale');
  });

  it('is stale, and must be split, when one of the places a target selects changes', () => {
    const spec = load(
      specYaml.replace(
        'parameters: [*thingId]',
        'parameters: [{name: thingId, in: path, required: true, description: The thing to delete., schema: {type: string}}]',
      ),
    );
    const action = stateOf(spec, fixtureOverlay(), "$.paths['/things/{thingId}'][*].parameters[?@.name=='thingId']");
    expect(action?.state).toBe('stale');
    expect(action?.problem).toMatch(/split the action/);
  });

  it('is orphaned when its target selects nothing or a text the English no longer has, and is then left out', () => {
    const spec = fixtureSpec();
    delete (((spec.components as Json).schemas as Json).Thing as {properties: Json}).properties.id;
    expect(stateOf(spec, fixtureOverlay(), '$.components.schemas.Thing.properties.id')?.state).toBe('orphaned');
    const withoutDescription = load(specYaml.replace('      description: Returns one thing.\n', '')) as Json;
    const gone = stateOf(withoutDescription, fixtureOverlay(), "$.paths['/things/{thingId}'].get");
    expect(gone?.state).toBe('orphaned');
    expect(gone?.problem).toMatch(/no summary\/description/);
  });

  it('refuses anything but a translation: other fields, removals, copies, an empty text, a bad JSONPath, two actions on one text', () => {
    const action = (fields: string) => `${fixtureOverlay()}  - target: $.components.schemas.Thing\n${fields}`;
    const last = (overlay: string) => checkOverlay(fixtureSpec(), load(overlay)).actions.at(-1);
    expect(last(action('    update:\n      type: string\n'))?.state).toBe('invalid');
    expect(last(action('    remove: true\n'))?.state).toBe('invalid');
    expect(last(action('    copy: $.info\n'))?.state).toBe('invalid');
    expect(last(action('    update:\n      description: "  "\n'))?.state).toBe('invalid');
    expect(last(`${fixtureOverlay()}  - target: $.paths[?\n    update:\n      description: x\n`)?.state).toBe(
      'invalid',
    );
    const twice = last(
      `${fixtureOverlay()}  - target: $.components.schemas.Thing.properties.id\n    update:\n      description: Di nuovo.\n`,
    );
    expect(twice?.state).toBe('invalid');
    expect(twice?.problem).toMatch(/already translates/);
    expect(checkOverlay(fixtureSpec(), {actions: []}).problems.join(' ')).toMatch(/Overlay 1\.0/);
  });

  it('marks an overlay by rewriting only the hashes of the actions that fit', () => {
    const spec = fixtureSpec();
    (((spec.paths as Json)['/things/{thingId}'] as Json).get as Json).summary = 'Read a thing';
    const before = fixtureOverlay();
    const {text, marked, refused} = markOverlay(before, spec);
    expect(marked).toBe(3);
    expect(refused).toEqual([]);
    expect(checkOverlay(spec, load(text)).actions.map((action) => action.state)).toEqual([
      'current',
      'current',
      'current',
    ]);
    const withoutHashes = (overlay: string) => overlay.replace(/^\s*x-source-hash:.*\n/gm, '');
    expect(withoutHashes(text)).toBe(withoutHashes(before));
  });

  it('suggests one action per English text, with targets that select exactly its places', () => {
    const spec = fixtureSpec();
    const {missing} = checkOverlay(spec, {overlay: '1.0.0', info: {title: 'x', version: '1'}, actions: []});
    const suggested = suggestActions(spec, missing);
    const parameter = suggested.find((action) => action.target.includes("[?@.name=='thingId']"));
    expect(parameter?.places).toHaveLength(2);
    for (const {target, places} of suggested) {
      expect(new Set(paths(spec as never, target)), target).toEqual(new Set(places));
    }
    // Translating the suggestions (in English, here) leaves nothing missing.
    const overlay = {
      overlay: '1.0.0',
      info: {title: 'x', version: '1'},
      actions: suggested.map(({target, texts}) => ({target, update: texts})),
    };
    expect(checkOverlay(spec, overlay).missing).toEqual([]);
  });
});

describe('the Italian spec the generator builds (Redocly applies the overlay)', () => {
  it('has the Italian texts, the ids, paths, names and examples of the English, and leaves out an action that no longer fits', async () => {
    const site = mkdtempSync(join(tmpdir(), 'api-overlays-'));
    try {
      mkdirSync(join(site, 'openapi'), {recursive: true});
      mkdirSync(join(site, 'i18n/it/openapi'), {recursive: true});
      writeFileSync(join(site, 'openapi/fixture.yaml'), specYaml);
      writeFileSync(
        join(site, overlayFile('fixture')),
        `${fixtureOverlay()}  - target: $.components.schemas.Gone\n    update:\n      description: Non c'è più.\n`,
      );
      const {spec, applied, missing, skipped} = await localizedSpec(site, 'fixture', 'it');
      const italian = spec as Json;
      const item = (italian.paths as Json)['/things/{thingId}'] as {get: Json; delete: Json};
      expect(item.get).toMatchObject({
        operationId: 'getThing',
        summary: 'Leggere un thing',
        description: 'Restituisce un thing.',
      });
      expect((item.get.parameters as Json[])[0]).toMatchObject({name: 'thingId', description: 'Id del thing.'});
      expect((item.delete.parameters as Json[])[0]).toMatchObject({name: 'thingId', description: 'Id del thing.'});
      expect(item.delete.summary).toBe('Delete a thing');
      const thing = ((italian.components as Json).schemas as Json).Thing as {properties: Record<string, Json>};
      expect(thing.properties.id).toEqual({type: 'string', description: 'Id del thing.', example: 'edge-01'});
      expect(
        ((((item.get.responses as Json)['200'] as Json).content as Json)['application/json'] as Json).examples,
      ).toEqual({
        edge: {summary: 'An edge', value: {id: 'edge-01', description: 'kept as written'}},
      });
      expect((italian.info as Json).title).toBe('Fixture API');
      expect({applied, missing}).toEqual({applied: 3, missing: 7});
      expect(skipped).toEqual([
        `${overlayFile('fixture')} $.components.schemas.Gone: the target selects nothing in the English spec`,
      ]);
    } finally {
      rmSync(site, {recursive: true, force: true});
    }
  });
});

// ---------------------------------------------------------------- the repository

const areas = apiAreas.map(({id}) => id);
const read = Object.fromEntries(areas.map((area) => [area, readArea(process.cwd(), area)]));
const checks = Object.fromEntries(areas.map((area) => [area, checkOverlay(read[area].spec, read[area].overlay)]));

/** An operation's Italian title (its overlay's summary, or the English one) and first paragraph of description. */
function italianOperations(area: string) {
  const {actions} = checks[area];
  const texts = new Map<string, {summary?: string; description?: string}>();
  for (const action of actions)
    for (const where of action.paths) texts.set(where, {...texts.get(where), ...action.italian});
  return operationTexts(read[area].spec).map(({method, path, operationId}) => {
    const operation = (read[area].spec as {paths: Record<string, Record<string, Json>>}).paths[path][method] as {
      summary?: string;
      description?: string;
    };
    const italian = texts.get(normalizedPath(['paths', path, method])) ?? {};
    return {
      area,
      page: operationPageId(operationId),
      english: operation.summary ?? '',
      title: italian.summary ?? operation.summary ?? '',
      description: (italian.description ?? operation.description ?? '')
        .split(/\n\s*\n/)[0]
        .replace(/\s+/g, ' ')
        .trim(),
    };
  });
}

describe('the Italian API reference of this repository', () => {
  it.each(areas)(
    '%s: the overlay is Overlay 1.0 for its spec, and every action fits it (none targets what the spec no longer has)',
    (area) => {
      const overlay = read[area].overlay as Json | null;
      expect(overlay, `${overlayFile(area)} is missing`).not.toBeNull();
      expect(overlay?.extends).toBe(`../../../openapi/${area}.yaml`);
      expect(checks[area].problems).toEqual([]);
      const unfit = checks[area].actions.filter((action) => action.state === 'orphaned' || action.state === 'invalid');
      expect(unfit.map((action) => `${action.target}: ${action.problem}`)).toEqual([]);
    },
  );

  it.each(areas)(
    '%s: every text an operation page shows has its Italian (npm run i18n:status -- --api-todo lists what has not)',
    (area) => {
      expect(checks[area].missing.map((text) => `${text.target} (${Object.keys(text.texts).join(', ')})`)).toEqual([]);
    },
  );

  it('reads one Italian for one English, in every area', () => {
    const seen = new Map<string, {italian: string; where: string}>();
    const differing: string[] = [];
    for (const area of areas) {
      for (const action of checks[area].actions) {
        for (const [key, english] of Object.entries(action.english ?? {})) {
          const italian = action.italian[key as 'summary' | 'description'] ?? '';
          const first = seen.get(english);
          if (!first) seen.set(english, {italian, where: `${area} ${action.target}`});
          else if (first.italian !== italian)
            differing.push(`«${english.slice(0, 60)}»: ${first.where} and ${area} ${action.target} differ`);
        }
      }
    }
    expect(differing).toEqual([]);
  });

  it('gives every operation page an Italian title and description of its own', () => {
    const operations = areas.flatMap(italianOperations);
    expect(operations.length).toBeGreaterThan(150);
    const untranslated = operations
      .filter((op) => op.title === op.english)
      .map((op) => `${op.area}/${op.page}: «${op.title}»`);
    expect(untranslated).toEqual([]);
    for (const field of ['title', 'description'] as const) {
      const first = new Map<string, string>();
      const shared = operations.flatMap((op) => {
        const other = first.get(op[field]);
        if (other === undefined) first.set(op[field], `${op.area}/${op.page}`);
        return other === undefined ? [] : [`${op.area}/${op.page} has the ${field} of ${other}: «${op[field]}»`];
      });
      expect(shared).toEqual([]);
    }
  });

  it('links an operation page, in the Italian docs, pages and overviews, by its Italian title', () => {
    const titles = new Map(areas.flatMap(italianOperations).map((op) => [`${op.area}/${op.page}`, op.title]));
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) =>
        statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)],
      );
    const files = [
      ...walk('i18n/it/docusaurus-plugin-content-docs/current'),
      ...walk('i18n/it/docusaurus-plugin-content-pages'),
      ...readdirSync('i18n/it/openapi').map((name) => join('i18n/it/openapi', name)),
      ...readdirSync('i18n/it/docusaurus-plugin-content-docs-api/current').map((name) =>
        join('i18n/it/docusaurus-plugin-content-docs-api/current', name),
      ),
    ].filter((file) => /\.mdx?$/.test(file) && statSync(file).isFile());
    const links: string[] = [];
    const wrong: string[] = [];
    for (const file of files) {
      // Prose only: code blocks and inline code hold problem-type URIs, not links.
      const prose = readFileSync(file, 'utf8')
        .replace(/```[\s\S]*?```/g, '')
        .replace(/`[^`\n]*`/g, '');
      for (const m of prose.matchAll(
        /\[([^\]]+)\]\((?:https:\/\/www\.fulcro\.io)?(?:\/it)?\/docs\/api\/([a-z-]+)\/([a-z0-9-]+)\/?(?:#[^)]*)?\)/g,
      )) {
        const title = titles.get(`${m[2]}/${m[3]}`);
        if (title === undefined) continue;
        links.push(`${file}: ${m[0]}`);
        if (m[1] !== title) wrong.push(`${file}: [${m[1]}] links ${m[2]}/${m[3]}, whose Italian title is «${title}»`);
      }
    }
    expect(links.length).toBeGreaterThanOrEqual(9);
    expect(wrong).toEqual([]);
  });
});
