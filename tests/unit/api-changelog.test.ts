import {existsSync, mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {load} from 'js-yaml';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {apiAreas} from '@site/src/data/api-areas';
import {releases} from '@site/src/data/platform';
import {
  apiChangeSegments,
  apiChangeTypes,
  apiChangelogEntries,
  apiChangelogGenerated,
  apiChangelogLabels,
  type ApiChangelogEntry,
} from '@site/src/data/api-changelog';
import {
  changeTypes,
  checkArea,
  checkEntries,
  classifyChanges,
  releaseManifestFile,
  snapshotHash,
} from '@site/plugins/features/api-changelog/guard.mjs';
import {atomFeed, rssFeed, type FeedContext} from '@site/plugins/features/api-changelog/feeds';
import apiChangelogPlugin from '@site/plugins/features/api-changelog';
import {formatIsoDate} from '@site/src/shared/dates';

/**
 * The API changelog (issue 31). `npm test` fails when a spec changed since its
 * released snapshot and the changelog does not say so (or says it with a
 * version that hides a breaking change), and the guard that decides it is
 * proved on fixtures first. Then the feeds: well-formed XML with one item per
 * entry, the dates feed readers expect, the text escaped.
 */

type Spec = {info: {version: string}; [key: string]: unknown};
const fixture = (name: string) => load(readFileSync(`tests/unit/fixtures/api-changelog/${name}.yaml`, 'utf8')) as Spec;
const withVersion = (spec: Spec, version: string): Spec => ({...spec, info: {...spec.info, version}});
const entry = (version: string, changes: ApiChangelogEntry['changes']) => ({area: 'fixture', version, changes});

const dataModule = 'src/data/api-changelog.ts';
const dataSource = readFileSync(dataModule, 'utf8');

/** `src/data/api-changelog.ts:LINE` of an entry, for the messages. */
function whereIs(e: {area: string; version: string}): string {
  const at = dataSource.search(
    new RegExp(`area: '${e.area}',\\s*\\n\\s*version: '${e.version.replace(/\./g, '\\.')}'`),
  );
  return at < 0 ? dataModule : `${dataModule}:${dataSource.slice(0, at).split('\n').length}`;
}

describe('the guard, on fixtures', () => {
  const base = fixture('base');

  it('classifies a removed required property as breaking, and fails without an entry and without a major version', () => {
    const changes = classifyChanges(base, fixture('remove-required-property'));
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.every((change) => change.type === 'breaking')).toBe(true);
    expect(changes.map((change) => change.at)).toContain('#/components/schemas/Thing/properties/name');

    const patch = withVersion(fixture('remove-required-property'), '1.0.1');
    const withoutEntry = checkArea({area: 'fixture', released: base, working: patch, entries: []});
    expect(withoutEntry.join('\n')).toMatch(/need a major version \(2\.0\.0\)/);
    expect(withoutEntry.join('\n')).toMatch(/no entry for 1\.0\.1/);

    // An entry with the right list is not enough: the version must still be major.
    const withEntry = checkArea({area: 'fixture', released: base, working: patch, entries: [entry('1.0.1', changes)]});
    expect(withEntry).toHaveLength(1);
    expect(withEntry[0]).toMatch(/breaking changes from 1\.0\.0 to 1\.0\.1 need a major version/);

    const notBumped = checkArea({
      area: 'fixture',
      released: base,
      working: fixture('remove-required-property'),
      entries: [],
    });
    expect(notBumped.join('\n')).toMatch(/info\.version is 1\.0\.0: raise it \(a major version/);
  });

  it('passes a breaking change with a major version and the entry that lists it', () => {
    const major = withVersion(fixture('remove-required-property'), '2.0.0');
    const changes = classifyChanges(base, major);
    expect(checkArea({area: 'fixture', released: base, working: major, entries: [entry('2.0.0', changes)]})).toEqual(
      [],
    );
    // …but not with a stale list.
    expect(
      checkArea({area: 'fixture', released: base, working: major, entries: [entry('2.0.0', changes.slice(1))]}).join(
        '\n',
      ),
    ).toMatch(/not the diff of the specs/);
  });

  it('classifies an added optional property as non-breaking: a patch version and an entry suffice', () => {
    const working = withVersion(fixture('add-optional-property'), '1.0.1');
    const changes = classifyChanges(base, working);
    expect(changes).toEqual([
      {
        type: 'non-breaking',
        action: 'add',
        at: '#/components/schemas/Thing/properties/colour',
        after: {type: 'string', description: "Colour of the thing's case."},
        operations: ['GET /things/{thingId}', 'GET /things'],
      },
    ]);
    expect(checkArea({area: 'fixture', released: base, working, entries: []}).join('\n')).toMatch(
      /no entry for 1\.0\.1/,
    );
    expect(checkArea({area: 'fixture', released: base, working, entries: [entry('1.0.1', changes)]})).toEqual([]);
  });

  it('classifies a reworded description and an x-personal-data marking as annotations', () => {
    const changes = classifyChanges(base, fixture('annotation-only'));
    expect(changes.map(({type, action, at}) => ({type, action, at}))).toEqual([
      {type: 'annotation', action: 'replace', at: '#/components/schemas/Thing/properties/id/description'},
      {type: 'annotation', action: 'add', at: '#/components/schemas/Thing/properties/name/x-personal-data'},
    ]);
  });

  it('classifies a tag added or described anew as an annotation: tags only group operations in the reference', () => {
    const tagged = structuredClone(base) as Spec & {tags?: {name: string; description?: string}[]};
    tagged.tags = [...(tagged.tags ?? []), {name: 'commands', description: 'Commands to connectables.'}];
    const changes = classifyChanges(base, tagged);
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.map(({type}) => type)).toEqual(changes.map(() => 'annotation'));
    const described = structuredClone(tagged);
    described.tags!.at(-1)!.description = 'Commands, with their state and replies.';
    expect(classifyChanges(tagged, described).map(({type, action}) => ({type, action}))).toEqual([
      {type: 'annotation', action: 'replace'},
    ]);
  });

  it('reports an unchanged spec as no change, whatever its version', () => {
    expect(classifyChanges(base, withVersion(base, '1.0.1'))).toEqual([]);
    expect(checkArea({area: 'fixture', released: base, working: base, entries: []})).toEqual([]);
  });

  it('classifies a narrower response header as non-breaking, and a request that needs a new field as breaking', () => {
    const narrower = structuredClone(base) as Spec & {
      components: {headers: {RetryAfter: {schema: Record<string, unknown>}}};
    };
    narrower.components.headers.RetryAfter.schema.maximum = 60;
    expect(classifyChanges(base, narrower)).toEqual([
      {
        type: 'non-breaking',
        action: 'add',
        at: '#/components/headers/RetryAfter/schema/maximum',
        after: 60,
        operations: ['GET /things/{thingId}'],
      },
    ]);

    const withRequest = structuredClone(base) as Spec & {paths: Record<string, Record<string, unknown>>};
    withRequest.paths['/things'].post = {
      operationId: 'createThing',
      requestBody: {content: {'application/json': {schema: {type: 'object', properties: {name: {type: 'string'}}}}}},
      responses: {'201': {description: 'Created.'}},
    };
    const stricter = structuredClone(withRequest);
    (
      stricter.paths['/things'].post as {requestBody: {content: Record<string, {schema: Record<string, unknown>}>}}
    ).requestBody.content['application/json'].schema.required = ['name'];
    expect(classifyChanges(withRequest, stricter).map(({type, operations}) => ({type, operations}))).toEqual([
      {type: 'breaking', operations: ['POST /things']},
    ]);
  });

  it('does not mistake an allOf that only adds an extension for removed properties', () => {
    const wrapped = structuredClone(base) as Spec & {
      paths: Record<string, {get: {responses: {'200': {content: {'application/json': {schema: unknown}}}}}}>;
    };
    wrapped.paths['/things/{thingId}'].get.responses['200'].content['application/json'].schema = {
      allOf: [{$ref: '#/components/schemas/Thing'}, {'x-personal-data': false}],
    };
    const changes = classifyChanges(base, wrapped);
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.every((change) => change.type === 'annotation')).toBe(true);
  });

  it('asks for a major version over the previous entry when an entry lists breaking changes', () => {
    const breaking = classifyChanges(fixture('base'), fixture('remove-required-property'));
    const summary = {en: 'Sentence.', it: 'Frase.'};
    const entries = [
      {area: 'fixture', version: '1.0.0', date: '2026-01-01', summary, changes: []},
      {area: 'fixture', version: '1.0.1', date: '2026-02-01', summary, changes: breaking},
    ];
    expect(checkEntries(entries).join('\n')).toMatch(
      /1\.0\.1 lists breaking changes but is not a major version over 1\.0\.0/,
    );
    expect(checkEntries([entries[0], {...entries[1], version: '2.0.0'}])).toEqual([]);
    expect(checkEntries([entries[0], {...entries[1], version: '2.0.0', date: '2025-12-01'}]).join('\n')).toMatch(
      /versions must grow with their dates/,
    );
    expect(checkEntries([{...entries[0], summary: {en: 'Sentence.', it: ''}}]).join('\n')).toMatch(
      /no Italian summary/,
    );
  });
});

describe('the working specs against their released snapshots', () => {
  const released = readdirSync('openapi/released').filter((name) => name.endsWith('.yaml'));

  it('keeps a snapshot of every area, and an entry for every snapshot’s version', () => {
    expect(released.map((name) => name.replace(/\.yaml$/, '')).sort()).toEqual(apiAreas.map((area) => area.id).sort());
    for (const name of released) {
      const area = name.replace(/\.yaml$/, '');
      const {version} = (load(readFileSync(join('openapi/released', name), 'utf8')) as Spec).info;
      expect(
        apiChangelogEntries.some((e) => e.area === area && e.version === version),
        `${area} ${version} (openapi/released/${name}) has no entry in ${dataModule}`,
      ).toBe(true);
    }
  });

  it('is the snapshot npm run api:changelog -- --release wrote, not edited by hand since', () => {
    const manifest = JSON.parse(readFileSync(join('openapi/released', releaseManifestFile), 'utf8')) as {
      files: Record<string, string>;
    };
    expect(Object.keys(manifest.files).sort(), `openapi/released/${releaseManifestFile}`).toEqual([...released].sort());
    const edited = released.filter(
      (name) => snapshotHash(readFileSync(join('openapi/released', name), 'utf8')) !== manifest.files[name],
    );
    expect(
      edited,
      'openapi/released/ differs from the last release: change openapi/{area}.yaml and run npm run api:changelog, never the snapshot',
    ).toEqual([]);
  });

  it.each(apiAreas.map((area) => area.id))(
    '%s: unchanged since its snapshot, or described by the changelog entry of its version',
    (area) => {
      const problems = checkArea({
        area,
        released: load(readFileSync(`openapi/released/${area}.yaml`, 'utf8')) as Spec,
        working: load(readFileSync(`openapi/${area}.yaml`, 'utf8')) as Spec,
        entries: apiChangelogEntries,
      });
      expect(problems, problems.join('\n')).toEqual([]);
    },
  );
});

describe('the changelog’s entries', () => {
  it('have summaries in both languages, versions that grow with their dates, and a major version for every breaking change', () => {
    const problems = checkEntries(apiChangelogEntries, whereIs);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('keep no generated list without its entry, and no entry newer than its snapshot but older than its spec', () => {
    const orphans = Object.keys(apiChangelogGenerated).filter(
      (key) => !apiChangelogEntries.some((e) => `${e.area}@${e.version}` === key),
    );
    expect(
      orphans,
      `lists without an entry in ${dataModule}: run npm run api:changelog, or write their entries`,
    ).toEqual([]);
    for (const {id} of apiAreas) {
      const releasedVersion = (load(readFileSync(`openapi/released/${id}.yaml`, 'utf8')) as Spec).info.version;
      const workingVersion = (load(readFileSync(`openapi/${id}.yaml`, 'utf8')) as Spec).info.version;
      for (const e of apiChangelogEntries.filter(
        (e) => e.area === id && e.version !== releasedVersion && e.version !== workingVersion,
      )) {
        const newer = e.version.localeCompare(releasedVersion, 'en', {numeric: true}) > 0;
        expect(
          newer,
          `${whereIs(e)}: ${id} ${e.version} is neither released (${releasedVersion}) nor the spec's version (${workingVersion}): delete the entry`,
        ).toBe(false);
      }
    }
  });

  it('date the baseline entries (4.2.0) on the day Fulcro 4.2 shipped', () => {
    const shipped = releases.find((release) => release.version === '4.2')!.date;
    for (const e of apiChangelogEntries.filter((e) => e.version === '4.2.0'))
      expect(e.date, `${e.area} 4.2.0`).toBe(shipped);
  });

  it('use the guard’s change types, and name each in both languages', () => {
    expect([...apiChangeTypes]).toEqual([...changeTypes]);
    for (const type of apiChangeTypes)
      expect(apiChangelogLabels.it.types[type]).not.toBe(apiChangelogLabels.en.types[type]);
  });

  it('write a change as words and code: the pointer, the value, and the operations or their count', () => {
    const change = {
      type: 'non-breaking',
      action: 'add',
      at: '#/components/headers/RetryAfter/schema/maximum',
      after: 60,
      operations: ['GET /a', 'GET /b', 'GET /c', 'GET /d'],
    } as const;
    const text = (locale: 'en' | 'it', c: Parameters<typeof apiChangeSegments>[0]) =>
      apiChangeSegments(c, locale)
        .map((s) => ('code' in s ? `\`${s.code}\`` : s.text))
        .join('');
    expect(text('en', change)).toBe('Added `#/components/headers/RetryAfter/schema/maximum` (`60`) in 4 operations');
    expect(text('it', change)).toBe('Aggiunto `#/components/headers/RetryAfter/schema/maximum` (`60`) in 4 operazioni');
    expect(
      text('en', {
        type: 'annotation',
        action: 'replace',
        at: '/summary',
        before: 'Old',
        after: 'New',
        operations: ['GET /a'],
      }),
    ).toBe('Changed `/summary` from `Old` to `New` in `GET /a`');
    expect(text('it', {type: 'breaking', action: 'remove', at: '', operations: ['DELETE /a']})).toBe(
      'Rimosso `DELETE /a`',
    );
    expect(formatIsoDate('2026-11-17', 'it')).toBe('17 novembre 2026');
    expect(formatIsoDate('2026-03-01', 'en')).toBe('March 1, 2026');
  });
});

describe('the page', () => {
  it('exists in both languages, renders the entries, and is linked from the platform changelog and the API index', () => {
    for (const file of [
      'api-reference/changelog.mdx',
      'i18n/it/docusaurus-plugin-content-docs-api/current/changelog.mdx',
    ]) {
      expect(readFileSync(file, 'utf8'), file).toContain('<ApiChangelog />');
    }
    for (const file of [
      'docs/intro/changelog.md',
      'i18n/it/docusaurus-plugin-content-docs/current/intro/changelog.md',
      // The API index is Markdown or MDX.
      ...['api-reference/index', 'i18n/it/docusaurus-plugin-content-docs-api/current/index'].map((index) =>
        existsSync(`${index}.mdx`) ? `${index}.mdx` : `${index}.md`,
      ),
    ]) {
      expect(readFileSync(file, 'utf8'), file).toContain('](/docs/api/changelog)');
    }
    expect(readFileSync('sidebars-api.ts', 'utf8')).toContain("{type: 'doc', id: 'changelog'}");
  });
});

/**
 * A small well-formedness check (no XML library in the project): one root,
 * every tag closed in order, attributes quoted, no raw `<` or stray `&` in
 * text. Returns the elements' names in document order.
 */
function wellFormed(xml: string): string[] {
  const names: string[] = [];
  const open: string[] = [];
  const token =
    /<\?xml[^?]*\?>|<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+="[^"<&]*(?:&(?:amp|lt|gt|quot|apos);[^"<&]*)*")*)\s*(\/?)>/y;
  const text = /[^<]*/y;
  let roots = 0;
  let at = 0;
  while (at < xml.length) {
    text.lastIndex = at;
    const run = text.exec(xml)![0];
    if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)/i.test(run))
      throw new Error(`stray & in text at ${at}: ${run.slice(0, 60)}`);
    if (open.length === 0 && run.trim() !== '') throw new Error(`text outside the root at ${at}`);
    at += run.length;
    if (at >= xml.length) break;
    token.lastIndex = at;
    const match = token.exec(xml);
    if (!match) throw new Error(`not a tag at ${at}: ${xml.slice(at, at + 60)}`);
    at = token.lastIndex;
    const [whole, closing, name, , selfClosing] = match;
    if (whole.startsWith('<?xml')) continue;
    if (closing) {
      if (open.pop() !== name) throw new Error(`</${name}> closes the wrong element`);
      continue;
    }
    if (open.length === 0) roots++;
    names.push(name);
    if (!selfClosing) open.push(name);
  }
  if (open.length > 0) throw new Error(`unclosed: ${open.join(', ')}`);
  if (roots !== 1) throw new Error(`${roots} root elements`);
  return names;
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
const elements = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`, 'g'))].map((m) => m[1]);

describe('the feeds', () => {
  const tricky: ApiChangelogEntry = {
    area: 'core',
    version: '4.2.1',
    date: '2026-12-01',
    summary: {en: 'R&D asked for <script> tags in `a<b`.', it: 'Ricerca & sviluppo: <script> in `a<b`.'},
    changes: [
      {
        type: 'breaking',
        action: 'remove',
        at: '#/components/schemas/Thing/properties/name',
        before: 'a & <b>',
        operations: ['GET /things'],
      },
    ],
  };
  const entries = [tricky, ...apiChangelogEntries];
  const context = (locale: 'en' | 'it'): FeedContext => ({
    siteUrl: 'https://www.fulcro.io',
    baseUrl: locale === 'it' ? '/it/' : '/',
    locale,
    author: 'Fulcro S.r.l.',
  });

  it('RSS: well-formed, one item per entry, RFC 822 dates, links to the entries’ anchors', () => {
    const xml = rssFeed(entries, context('en'));
    expect(wellFormed(xml)[0]).toBe('rss');
    expect(elements(xml, 'item')).toHaveLength(entries.length);
    const dates = elements(xml, 'pubDate');
    expect(dates).toHaveLength(entries.length);
    for (const date of dates)
      expect(date).toMatch(
        /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} 00:00:00 GMT$/,
      );
    expect(dates[0]).toBe('Tue, 01 Dec 2026 00:00:00 GMT');
    expect(elements(xml, 'link')).toContain('https://www.fulcro.io/docs/api/changelog#core-4.2.1');
  });

  it('Atom: well-formed, one entry per entry, RFC 3339 dates, a self link', () => {
    const xml = atomFeed(entries, context('en'));
    expect(wellFormed(xml)[0]).toBe('feed');
    expect(elements(xml, 'entry')).toHaveLength(entries.length);
    for (const date of [...elements(xml, 'updated'), ...elements(xml, 'published')])
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
    // The feed is as recent as its newest entry.
    const newest = entries
      .map((e) => e.date)
      .sort()
      .at(-1);
    expect(elements(xml, 'updated')[0]).toBe(`${newest}T00:00:00Z`);
    expect(xml).toContain(
      '<link rel="self" type="application/atom+xml" href="https://www.fulcro.io/docs/api/changelog/atom.xml"/>',
    );
  });

  it('escapes < and & in titles, summaries and values, so a reader shows them as text', () => {
    const rss = rssFeed(entries, context('en'));
    const atom = atomFeed(entries, context('en'));
    for (const [xml, item, body] of [
      [rss, 'item', 'description'],
      [atom, 'entry', 'content'],
    ]) {
      expect(xml).not.toContain('<script>');
      expect(elements(elements(xml, item)[0], 'title')[0]).toBe('Core API 4.2.1');
      const html = decode(elements(elements(xml, item)[0], body)[0]);
      expect(html).toContain('R&amp;D asked for &lt;script&gt; tags in <code>a&lt;b</code>.');
      expect(html).toContain('<code>a &amp; &lt;b&gt;</code>');
    }
  });

  it('in Italian: the Italian title, summaries and words, and the /it/ addresses', () => {
    const xml = rssFeed(entries, context('it'));
    expect(elements(xml, 'title')[0]).toBe(apiChangelogLabels.it.feedTitle);
    expect(elements(xml, 'language')).toEqual(['it']);
    expect(elements(xml, 'link')).toContain('https://www.fulcro.io/it/docs/api/changelog#core-4.2.1');
    const first = decode(elements(elements(xml, 'item')[0], 'description')[0]);
    expect(first).toContain('Ricerca &amp; sviluppo');
    expect(first).toContain('<strong>Incompatibile</strong>: Rimosso');
  });

  it('are written into the locale’s build and named in every page’s head', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'api-changelog-'));
    try {
      const context = {
        i18n: {currentLocale: 'it', defaultLocale: 'en'},
        baseUrl: '/it/',
        siteConfig: {url: 'https://www.fulcro.io'},
      } as unknown as LoadContext;
      const plugin = apiChangelogPlugin(context) as Plugin & {
        injectHtmlTags: () => {headTags: {attributes: Record<string, string>}[]};
      };
      expect(plugin.injectHtmlTags().headTags.map((tag) => [tag.attributes.type, tag.attributes.href])).toEqual([
        ['application/rss+xml', '/it/docs/api/changelog/rss.xml'],
        ['application/atom+xml', '/it/docs/api/changelog/atom.xml'],
      ]);
      await plugin.postBuild!({outDir} as Parameters<NonNullable<Plugin['postBuild']>>[0]);
      for (const file of ['docs/api/changelog/rss.xml', 'docs/api/changelog/atom.xml']) {
        expect(existsSync(join(outDir, file)), file).toBe(true);
        const xml = readFileSync(join(outDir, file), 'utf8');
        expect(wellFormed(xml).length).toBeGreaterThan(0);
        expect(xml).toContain(apiChangelogLabels.it.feedTitle);
      }
    } finally {
      rmSync(outDir, {recursive: true, force: true});
    }
  });
});
