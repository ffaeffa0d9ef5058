import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {Fragment, createElement, type ReactElement, type ReactNode} from 'react';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  formatReport,
  listPairs,
  markOverlays,
  markTranslations,
  readMark,
  runGit,
  translationStatus,
  writeMark,
  type GitRunner,
} from '../../plugins/features/translation-status/status.mjs';
import translationStatusPlugin, {staleTranslations, summary} from '../../plugins/features/translation-status';
import {StaleTranslationNotice, englishUrlOf} from '../../src/components/TranslationNotice';
import {apiAreas} from '../../src/data/api-areas';

// react-dom ships no types of its own here (no @types/react-dom).
const {renderToStaticMarkup} = createRequire(import.meta.url)('react-dom/server') as {
  renderToStaticMarkup: (element: ReactElement) => string;
};

/**
 * Stale Italian translations (issue 32): a fixture site where one English doc
 * changed after its Italian copy was marked, one copy is current, one has no
 * mark and one is missing; an MDX page whose partial is part of its words; the
 * API reference's hand-written index beside a generated page; an API spec
 * whose overlay translates one operation as it is, one as it was, and not the
 * responses (and a spec of shared components, with no pages). Then the real
 * repository, checked fast and with one git call; the plugin's build output
 * and global data; and the notice as the static HTML shows it.
 */

const fixture = new URL('fixtures/translation-status/site', import.meta.url).pathname;
const itDocs = 'i18n/it/docusaurus-plugin-content-docs/current';
const itPages = 'i18n/it/docusaurus-plugin-content-pages';

/** What `git log --format=%x00%cs --name-only` prints: the English doc changed on 12 November, the rest before. */
const fixtureLog =
  '\0' +
  '2026-11-12\n\ndocs/guide/changed.md\nopenapi/core.yaml\n' +
  '\0' +
  '2026-10-01\n\ndocs/guide/changed.md\ndocs/guide/same.md\nsrc/pages/product.mdx\nsrc/pages/_sidecar.mdx\nopenapi/core.yaml\n';
const fakeGit: GitRunner = () => fixtureLog;

/** A copy of the fixture to change: marking writes files. */
function copyOfFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'translation-status-'));
  cpSync(fixture, dir, {recursive: true});
  return dir;
}

const stateOf = (siteDir: string, english: string, git: GitRunner = fakeGit) =>
  translationStatus({siteDir, git}).entries.find((entry) => entry.english === english)?.state;

describe('translation status of the fixture site', () => {
  it('pairs every English doc, page and hand-written API page with its Italian place, and nothing else', () => {
    expect(listPairs(fixture)).toEqual([
      {kind: 'docs', english: 'docs/guide/changed.md', italian: `${itDocs}/guide/changed.md`},
      {kind: 'docs', english: 'docs/guide/same.md', italian: `${itDocs}/guide/same.md`},
      {kind: 'docs', english: 'docs/guide/unmarked.md', italian: `${itDocs}/guide/unmarked.md`},
      {kind: 'docs', english: 'docs/guide/untranslated.md', italian: `${itDocs}/guide/untranslated.md`},
      {kind: 'pages', english: 'src/pages/product.mdx', italian: `${itPages}/product.mdx`},
      {
        kind: 'api',
        english: 'api-reference/index.md',
        italian: 'i18n/it/docusaurus-plugin-content-docs-api/current/index.md',
      },
    ]);
  });

  it('finds the changed English doc stale, with the day it changed, and tells unmarked and missing copies apart', () => {
    const report = translationStatus({siteDir: fixture, git: fakeGit});
    const states = Object.fromEntries(report.entries.map((entry) => [entry.english, entry.state]));
    expect(states).toEqual({
      'docs/guide/changed.md': 'stale',
      'docs/guide/same.md': 'current',
      'docs/guide/unmarked.md': 'unmarked',
      'docs/guide/untranslated.md': 'missing',
      'src/pages/product.mdx': 'current',
      'api-reference/index.md': 'current',
    });
    expect(report.counts).toEqual({current: 3, stale: 1, unmarked: 1, missing: 1});
    expect(report.entries.find((entry) => entry.state === 'stale')).toMatchObject({
      englishDate: '2026-11-12',
      mark: {date: '2026-10-01'},
    });
  });

  it('finds the API text whose English changed stale, the untranslated ones missing, and the operation page that shows the stale one', () => {
    const {api} = translationStatus({siteDir: fixture, git: fakeGit});
    expect(api.counts).toEqual({current: 2, stale: 1, unmarked: 0, missing: 2, orphaned: 0, invalid: 0});
    expect(api.entries.find((entry) => entry.state === 'stale')).toMatchObject({
      english: 'openapi/core.yaml',
      italian: 'i18n/it/openapi/core.overlay.yaml',
      target: "$.paths['/things/{thingId}'].get",
      keys: ['summary', 'description'],
      englishDate: '2026-11-12',
    });
    // The spec of shared components has no pages.
    expect(api.pages).toBe(2);
    expect(api.stalePages).toEqual([
      {italian: 'i18n/it/docusaurus-plugin-content-docs-api/current/core/get-thing.api.mdx', englishDate: '2026-11-12'},
    ]);
  });

  it('lists every copy that needs work with both paths and the English date', () => {
    const text = formatReport(translationStatus({siteDir: fixture, git: fakeGit}));
    expect(text).toContain(
      'docs/guide/changed.md (English last changed 2026-11-12, Italian translates the English of 2026-10-01)',
    );
    expect(text).toContain(`→ ${itDocs}/guide/changed.md`);
    expect(text).toContain(`→ ${itDocs}/guide/unmarked.md`);
    expect(text).toContain(`→ ${itDocs}/guide/untranslated.md`);
    expect(text).not.toContain('same.md');
    expect(text).toContain('3 current, 1 stale, 1 unmarked, 1 missing Italian translations.');
    expect(text).toContain(
      "openapi/core.yaml $.paths['/things/{thingId}'].get (summary, description), English last changed 2026-11-12",
    );
    expect(text).toContain(
      "openapi/core.yaml $.paths['/things'].get.responses['200'] (description) «A page of things.»",
    );
    expect(text).toContain('→ i18n/it/openapi/core.overlay.yaml');
    expect(text).toContain(
      'API reference: 2 current, 1 stale, 0 unmarked, 2 missing, 0 orphaned, 0 invalid Italian texts; 1 of 2 operation pages show a stale one.',
    );
  });

  it('clears a stale API text once its overlay is re-marked, changing nothing but the hashes', () => {
    const site = copyOfFixture();
    try {
      const file = join(site, 'i18n/it/openapi/core.overlay.yaml');
      const before = readFileSync(file, 'utf8');
      expect(markOverlays({siteDir: site, overlayFiles: ['i18n/it/openapi/core.overlay.yaml']})).toEqual([
        {file: 'i18n/it/openapi/core.overlay.yaml', marked: 3},
      ]);
      expect(translationStatus({siteDir: site, git: fakeGit}).api.counts).toMatchObject({current: 3, stale: 0});
      const withoutHashes = (text: string) => text.replace(/^\s*x-source-hash:.*\n/gm, '');
      expect(withoutHashes(readFileSync(file, 'utf8'))).toBe(withoutHashes(before));
      expect(() => markOverlays({siteDir: site, overlayFiles: ['openapi/core.yaml']})).toThrow(/Not an overlay/);
    } finally {
      rmSync(site, {recursive: true, force: true});
    }
  });

  it('clears a stale copy once it is re-marked, changing nothing but the mark', () => {
    const site = copyOfFixture();
    try {
      const file = join(site, itDocs, 'guide/changed.md');
      const before = readFileSync(file, 'utf8');
      const marked = markTranslations({siteDir: site, italianFiles: [`${itDocs}/guide/changed.md`], git: fakeGit});
      expect(marked.map((entry) => entry.italian)).toEqual([`${itDocs}/guide/changed.md`]);
      expect(stateOf(site, 'docs/guide/changed.md')).toBe('current');
      expect(readMark(readFileSync(file, 'utf8'))).toEqual({hash: marked[0].englishHash, date: '2026-11-12'});
      const withoutMark = (text: string) => text.replace(/^translation_source:.*\n/m, '');
      expect(withoutMark(readFileSync(file, 'utf8'))).toBe(withoutMark(before));
      expect(() => markTranslations({siteDir: site, italianFiles: ['docs/guide/same.md'], git: fakeGit})).toThrow(
        /Not an Italian copy/,
      );
      expect(() =>
        markTranslations({siteDir: site, italianFiles: [`${itDocs}/guide/untranslated.md`], git: fakeGit}),
      ).toThrow(/No Italian copy yet/);
    } finally {
      rmSync(site, {recursive: true, force: true});
    }
  });

  it('goes stale on a change of words (body, title, an imported partial), not on line endings or sidebar position', () => {
    const site = copyOfFixture();
    const edit = (file: string, change: (text: string) => string) =>
      writeFileSync(join(site, file), change(readFileSync(join(site, file), 'utf8')));
    try {
      edit('docs/guide/same.md', (text) =>
        text.replace('sidebar_position: 2', 'sidebar_position: 7').replace(/\n/g, '\r\n'),
      );
      expect(stateOf(site, 'docs/guide/same.md')).toBe('current');
      edit('docs/guide/same.md', (text) => text.replace('title: Connectables', 'title: Connectables and things'));
      expect(stateOf(site, 'docs/guide/same.md')).toBe('stale');
      edit('src/pages/_sidecar.mdx', (text) => text.replace('already owns', 'already manages'));
      expect(stateOf(site, 'src/pages/product.mdx')).toBe('stale');
    } finally {
      rmSync(site, {recursive: true, force: true});
    }
  });

  it('writes the mark into the front matter, replacing an older one, and reads only a valid one', () => {
    const text =
      '---\ntitle: Prova\ntranslation_source:\n  hash: "aaaaaaaaaaaa"\n  date: "2026-01-01"\n---\n\nTesto.\n';
    const marked = writeMark(text, {hash: '0123456789ab', date: '2026-11-12'});
    expect(marked).toBe(
      '---\ntitle: Prova\ntranslation_source: {hash: "0123456789ab", date: "2026-11-12"}\n---\n\nTesto.\n',
    );
    expect(readMark(marked)).toEqual({hash: '0123456789ab', date: '2026-11-12'});
    expect(readMark('---\ntranslation_source: {hash: 123456789012, date: "2026-11-12"}\n---\n')).toBeNull();
  });
});

describe('translation status of this repository', () => {
  it('is read with one git call, and covers every English doc and page and every API area', () => {
    let gitCalls = 0;
    const countingGit: GitRunner = (args, cwd) => {
      gitCalls++;
      return runGit(args, cwd);
    };
    const report = translationStatus({siteDir: process.cwd(), git: countingGit});
    expect(gitCalls).toBeLessThanOrEqual(1);
    expect(new Set(report.api.entries.map((entry) => entry.area))).toEqual(new Set(apiAreas.map(({id}) => id)));
    expect(report.api.pages).toBeGreaterThan(150);
    expect(new Set(report.entries.map((entry) => entry.kind))).toEqual(new Set(['docs', 'pages', 'api']));
    const english = report.entries.map((entry) => entry.english);
    expect(
      english.filter((file) => /(^|\/)_/.test(file) || /^api-reference\/.+\//.test(file)),
      'no partial, no generated API page',
    ).toEqual([]);
    for (const entry of report.entries) expect(entry.englishDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Reads the ten specs and their overlays too: a few seconds on a loaded 2-core machine.
  }, 30_000);
});

describe('the translation-status plugin', () => {
  const allContent = {
    'docusaurus-plugin-content-docs': {
      default: {
        loadedVersions: [
          {
            docs: [
              {source: `@site/${itDocs}/guide/changed.md`, permalink: '/it/docs/guide/changed'},
              {source: `@site/${itDocs}/guide/same.md`, permalink: '/it/docs/guide/same'},
            ],
          },
        ],
      },
    },
    'docusaurus-plugin-content-pages': {
      default: [{type: 'mdx', source: `@site/${itPages}/product.mdx`, permalink: '/it/product'}],
    },
  };
  const context = (siteDir: string, currentLocale: string) =>
    ({siteDir, i18n: {currentLocale, defaultLocale: 'en', locales: ['en', 'it']}}) as unknown as LoadContext;

  it('hands the Italian build only the stale pages, with the day the English changed', () => {
    const report = translationStatus({siteDir: fixture, git: fakeGit});
    const permalinks = new Map([
      [`${itDocs}/guide/changed.md`, '/it/docs/guide/changed'],
      [`${itDocs}/guide/same.md`, '/it/docs/guide/same'],
      ['i18n/it/docusaurus-plugin-content-docs-api/current/core/get-thing.api.mdx', '/it/docs/api/core/get-thing'],
      ['i18n/it/docusaurus-plugin-content-docs-api/current/core/list-things.api.mdx', '/it/docs/api/core/list-things'],
    ]);
    expect(staleTranslations(report, permalinks)).toEqual({
      '/it/docs/guide/changed': '2026-11-12',
      '/it/docs/api/core/get-thing': '2026-11-12',
    });
    expect(summary(report)).toBe(
      '[translation-status] 1 Italian translation is older than its English source; 1 not marked, 1 missing; API reference texts: 1 stale, 2 missing (npm run i18n:status lists them)',
    );
  });

  it('prints the count, sets global data in the Italian build only, and fails a strict build', async () => {
    const site = copyOfFixture();
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const run = async (plugin: Plugin) => {
        const data: unknown[] = [];
        const actions = {
          setGlobalData: (value: unknown) => data.push(value),
          addRoute: () => undefined,
          createData: () => Promise.resolve(''),
        };
        await plugin.allContentLoaded!({allContent, actions});
        return data;
      };
      expect(await run(translationStatusPlugin(context(site, 'en'), {}))).toEqual([]);
      const italian = await run(translationStatusPlugin(context(site, 'it'), {}));
      expect(italian).toHaveLength(1);
      expect(Object.keys(italian[0] as object)).toEqual(['/it/docs/guide/changed']);
      expect(log.mock.calls.flat().join('\n')).toContain(
        '[translation-status] 1 Italian translation is older than its English source',
      );
      await expect(run(translationStatusPlugin(context(site, 'en'), {strict: true}))).rejects.toThrow(
        /docs\/guide\/changed\.md/,
      );
    } finally {
      log.mockRestore();
      rmSync(site, {recursive: true, force: true});
    }
  });
});

// The notice renders through Docusaurus's client API, which only the bundler resolves: stand-ins that behave the same,
// with the Italian messages of i18n/it/code.json.
const italianMessages = JSON.parse(readFileSync(new URL('../../i18n/it/code.json', import.meta.url), 'utf8')) as Record<
  string,
  {message: string}
>;
const site: {globalData: Record<string, Record<string, unknown>>} = {globalData: {}};
const i18n = {
  currentLocale: 'it',
  defaultLocale: 'en',
  localeConfigs: {
    en: {baseUrl: '/', url: 'https://www.fulcro.io', htmlLang: 'en'},
    it: {baseUrl: '/it/', url: 'https://www.fulcro.io', htmlLang: 'it'},
  },
};
/** Docusaurus's interpolation: `{name}` placeholders replaced by strings or elements. */
const interpolate = (text: string, values?: Record<string, ReactNode>): ReactNode =>
  createElement(
    Fragment,
    null,
    ...text.split(/(\{\w+\})/).map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name !== undefined && values?.[name] !== undefined ? values[name] : part;
    }),
  );
vi.mock('@docusaurus/Translate', () => ({translate: ({id}: {id: string}) => italianMessages[id].message}));
vi.mock('@docusaurus/Interpolate', () => ({
  interpolate: (text: string, values?: Record<string, ReactNode>) => interpolate(text, values),
}));
vi.mock('@docusaurus/useDocusaurusContext', () => ({default: () => ({i18n})}));
vi.mock('@docusaurus/useGlobalData', () => ({
  usePluginData: (name: string) => site.globalData[name]?.default,
}));

describe('the notice on a stale Italian page', () => {
  it('is in the static HTML: a note in Italian with the day of the English change and a link to the English page', () => {
    site.globalData = {'fulcro-translation-status': {default: {'/it/docs/core/limits': '2026-11-12'}}};
    const html = renderToStaticMarkup(createElement(StaleTranslationNotice, {permalink: '/it/docs/core/limits'}));
    expect(html).toContain('role="note"');
    expect(html).toContain(
      'Questa pagina traduce una versione precedente dell&#x27;originale inglese, aggiornato il <time dateTime="2026-11-12">12 novembre 2026</time>.',
    );
    expect(html).toContain('<a href="/docs/core/limits" hrefLang="en">Leggi la versione inglese</a>');
  });

  it('is absent on a current page, and when the build has no stale page at all', () => {
    site.globalData = {'fulcro-translation-status': {default: {'/it/docs/core/limits': '2026-11-12'}}};
    expect(renderToStaticMarkup(createElement(StaleTranslationNotice, {permalink: '/it/docs/core/connectables'}))).toBe(
      '',
    );
    site.globalData = {};
    expect(renderToStaticMarkup(createElement(StaleTranslationNotice, {permalink: '/it/docs/core/limits'}))).toBe('');
  });

  it('links the same page in English, absolute when the languages live on different hosts', () => {
    expect(englishUrlOf('/it/fulcro-edge/sidecar', i18n)).toBe('/fulcro-edge/sidecar');
    expect(englishUrlOf('/it/docs/api/', i18n)).toBe('/docs/api/');
    const hosts = {
      ...i18n,
      localeConfigs: {...i18n.localeConfigs, it: {baseUrl: '/', url: 'https://it.fulcro.io', htmlLang: 'it'}},
    };
    expect(englishUrlOf('/docs/core/limits', hosts)).toBe('https://www.fulcro.io/docs/core/limits');
  });
});
