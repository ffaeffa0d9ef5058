import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'js-yaml';
import {apiAreas, operationPageId} from '@site/src/data/api-areas';
import {marked} from 'marked';
import {PRERENDERED_MARK, markdownToHtml} from '@site/src/shared/inline-markdown';
import {prerenderProps} from '@site/plugins/features/api-reference/prerender';
import {operationLayoutExport} from '@site/plugins/features/api-reference/markdown';
import {frontMatterOf} from './lib/generated-pages';

/**
 * The API reference at build time: the specs lint clean, and `npm run
 * gen-api` (run before this suite by `npm test`) wrote a page for every
 * operation of every area, an overview per area in both languages and a
 * sidebar per area.
 */
const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

type Spec = {paths?: Record<string, Record<string, {operationId?: string}>>};

function operationIds(area: string): string[] {
  const spec = load(readFileSync(`openapi/${area}.yaml`, 'utf8')) as Spec;
  return Object.values(spec.paths ?? {}).flatMap((item) =>
    Object.entries(item)
      .filter(([method]) => methods.includes(method))
      .map(([, operation]) => operation.operationId ?? ''),
  );
}

describe('OpenAPI specs (their lint is a stage of npm test: npm run lint:openapi, rules in redocly.yaml)', () => {
  it.each(apiAreas.map(({id}) => id))('%s names every operation (the page ids come from operationId)', (area) => {
    const ids = operationIds(area);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id) => id === '')).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('generated API reference (npm run gen-api)', () => {
  it.each(apiAreas.map(({id}) => id))('%s has a page per operation, an overview and a sidebar', (area) => {
    const dir = join('api-reference', area);
    expect(existsSync(dir), `${dir} is missing: run npm run gen-api`).toBe(true);
    const pages = readdirSync(dir).filter((name) => name.endsWith('.api.mdx'));
    expect(pages.map((name) => name.replace(/\.api\.mdx$/, '')).sort()).toEqual(
      operationIds(area).map(operationPageId).sort(),
    );
    const overviews = readdirSync(dir).filter((name) => name.endsWith('.info.mdx'));
    expect(overviews).toHaveLength(1);
    expect(frontMatterOf(join(dir, overviews[0])).slug).toBe(`/${area}`);
    const italian = join('i18n/it/docusaurus-plugin-content-docs-api/current', area, overviews[0]);
    expect(existsSync(italian), `${italian} is missing`).toBe(true);
    expect(frontMatterOf(italian).title).not.toBe(frontMatterOf(join(dir, overviews[0])).title);
    // The Italian operation pages (gen-api-translations, from the overlays): the same files, the same slugs, Italian titles.
    const italianDir = join('i18n/it/docusaurus-plugin-content-docs-api/current', area);
    expect(
      readdirSync(italianDir)
        .filter((name) => name.endsWith('.api.mdx'))
        .sort(),
    ).toEqual([...pages].sort());
    for (const name of pages) {
      const [en, it] = [frontMatterOf(join(dir, name)), frontMatterOf(join(italianDir, name))];
      expect({id: it.id, sidebar_label: it.sidebar_label}, name).toEqual({id: en.id, sidebar_label: it.title});
      expect(it.title, `${area}/${name}: Italian title`).not.toBe(en.title);
    }
    expect(existsSync(join(dir, 'sidebar.ts'))).toBe(true);
  });

  it.each(apiAreas.map(({id}) => id))('%s pages hide the send button', (area) => {
    const dir = join('api-reference', area);
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.api.mdx'))) {
      expect(frontMatterOf(join(dir, name)).hide_send_button, name).toBe(true);
    }
  });
});

describe('the MQTT and WebSocket reference (npm run gen-api, from asyncapi/core.yaml)', () => {
  const contract = JSON.parse(readFileSync('api-reference/_generated/mqtt-contract.json', 'utf8')) as {
    channels: {slug: string; title: string; it: {title: string}}[];
  };
  const dirs = {en: 'api-reference/mqtt', it: 'i18n/it/docusaurus-plugin-content-docs-api/current/mqtt'};

  it('has an overview and a page per channel, in both languages, as plain Markdown with no operation front matter', () => {
    expect(contract.channels.length).toBeGreaterThanOrEqual(7);
    for (const [locale, dir] of Object.entries(dirs)) {
      expect(readdirSync(dir).sort()).toEqual(
        ['index.md', ...contract.channels.map((channel) => `${channel.slug}.md`)].sort(),
      );
      for (const channel of contract.channels) {
        const page = frontMatterOf(join(dir, `${channel.slug}.md`));
        // Each channel's Italian title comes from the document (x-fulcro-it), and differs from the English.
        expect(page.title, `${dir}/${channel.slug}.md`).toBe(locale === 'it' ? channel.it.title : channel.title);
        if (locale === 'it') expect(channel.it.title, channel.slug).not.toBe(channel.title);
        expect(page.api, `${dir}/${channel.slug}.md`).toBeUndefined();
      }
    }
    expect(frontMatterOf(join(dirs.it, 'index.md')).title).not.toBe(frontMatterOf(join(dirs.en, 'index.md')).title);
    // The Italian pages' chrome is Italian; the channels' texts stay the document's English until an overlay translates them.
    expect(readFileSync(join(dirs.it, 'commands.md'), 'utf8')).toMatch(
      /^## Chi pubblica e chi si iscrive \{#access\}$/m,
    );
  });

  it('gives each operation page the layout export the light API item looks for, and no other page', () => {
    const core = readdirSync('api-reference/core').filter((name) => name.endsWith('.api.mdx'));
    for (const name of core)
      expect(readFileSync(join('api-reference/core', name), 'utf8'), name).toContain(operationLayoutExport);
    for (const name of [
      'index.mdx',
      'changelog.mdx',
      'mqtt/index.md',
      'mqtt/commands.md',
      'core/fulcro-core-api.info.mdx',
    ]) {
      expect(readFileSync(join('api-reference', name), 'utf8'), name).not.toContain('ApiOperation');
    }
  });
});

/** Every string of a props file under a key, with the path that leads to it. */
function stringsUnder(node: unknown, keys: Set<string>, path = ''): [string, string][] {
  if (Array.isArray(node)) return node.flatMap((item, i) => stringsUnder(item, keys, `${path}[${i}]`));
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === 'string' && keys.has(key)
      ? [[`${path}.${key}`, value] as [string, string]]
      : stringsUnder(value, keys, `${path}.${key}`),
  );
}

describe('Markdown of API pages', () => {
  const props = apiAreas.flatMap(({id}) =>
    readdirSync(join('api-reference', id))
      .filter((name) => name.endsWith('.json'))
      .map((name) => [`${id}/${name}`, JSON.parse(readFileSync(join('api-reference', id, name), 'utf8'))] as const),
  );

  it('every description in the generated props arrives as HTML', () => {
    expect(props.length).toBeGreaterThan(100);
    const raw = props.flatMap(([file, json]) =>
      stringsUnder(prerenderProps(json), new Set(['description']))
        .filter(([path]) => !/\.(example|default|enum|const)\b|\.examples\.[^.]+\.value\b/.test(path))
        .filter(([, text]) => !text.startsWith(PRERENDERED_MARK))
        .map(([path]) => `${file}${path}`),
    );
    expect(raw).toEqual([]);
    const first = stringsUnder(props[0][1], new Set(['description']))[0];
    expect(first[1].startsWith(PRERENDERED_MARK), `${props[0][0]} was not prerendered by gen-api`).toBe(true);
  });

  it('leaves example payloads as written', () => {
    const example = {description: 'Pool **pH** too high', nested: {description: 'x'}};
    const rendered = prerenderProps({
      description: 'A *rule*.',
      properties: {description: {type: 'string', description: 'Free text.', example: 'kept'}},
      example,
      examples: {high: {summary: 'High pH', value: example}},
    }) as {
      description: string;
      properties: {description: {description: string; example: string}};
      example: unknown;
      examples: {high: {summary: string; value: unknown}};
    };
    expect(rendered.description).toBe(`${PRERENDERED_MARK}<p>A <em>rule</em>.</p>\n`);
    expect(rendered.properties.description.description).toBe(`${PRERENDERED_MARK}<p>Free text.</p>\n`);
    expect(rendered.properties.description.example).toBe('kept');
    expect(rendered.example).toEqual(example);
    expect(rendered.examples.high.value).toEqual(example);
    expect(rendered.examples.high.summary).toBe(`${PRERENDERED_MARK}<p>High pH</p>\n`);
  });

  it.each([
    '**Possible values:** `>= 1` and `<= 100`',
    '**Possible values:** [`device`, `edge`, `gateway`]',
    '**Possible values:** `non-empty` and `<= 63 characters`, Value must match regular expression `^[a-z0-9]([a-z0-9-]*[a-z0-9])?$`',
    '**Default value:** `50`',
    '**Example:** `boiler-0042`',
    'Plain text & "quotes" \'here\'',
    '**Possibili valori:** `>= 1 caratteri`',
  ])('renders the theme qualifier %j as marked does', (text) => {
    expect(markdownToHtml(text)).toBe(marked.parse(text, {async: false, gfm: true}));
  });

  it('shows HTML in a qualifier as text', () => {
    expect(markdownToHtml('**Example:** <img src=x onerror=alert(1)>')).toBe(
      '<p><strong>Example:</strong> &lt;img src=x onerror=alert(1)&gt;</p>\n',
    );
  });
});

describe('front matter of generated pages', () => {
  it("refuses a backslash, which Docusaurus' MDX loader would drop from the page", async () => {
    const {overviewMarkdown} = await import('@site/plugins/features/api-reference/markdown');
    const item = {id: 'x', info: {title: 'X', version: '1.0.0'}} as Parameters<typeof overviewMarkdown>[0];
    const sizes = {core: {yaml: 1, json: 1, postman: 1}};
    expect(() => overviewMarkdown(item, 'core', 'en', sizes, {title: 'X', description: 'Plain words.'})).not.toThrow();
    expect(() => overviewMarkdown(item, 'core', 'en', sizes, {title: 'X', description: 'Match `\\d+` only.'})).toThrow(
      /backslash/,
    );
  });
});
