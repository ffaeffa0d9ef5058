import {existsSync, readFileSync} from 'node:fs';
import {dirname, join, normalize} from 'node:path';
import {load} from 'js-yaml';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import {visit} from 'unist-util-visit';

/**
 * /docs/core/limits (issue 30): every limit an engineer sizes against, on one
 * page, in both languages. What a reader would notice if it broke:
 *
 * - a figure typed by hand, which drifts from the data: every figure on the
 *   page is a `<Fact of="…" />` naming a value of src/data/facts.ts;
 * - a per-plan figure in the wrong plan's column, or a plan left out;
 * - a row whose "Explained in" link leads nowhere;
 * - the specs promising another `Retry-After` range, page size or `maxPoints`
 *   than the data the page shows, or an operation that does not document its
 *   `429`.
 */

import {lookupFact} from '../../src/data/facts';
import {cloudPlans} from '../../src/data/plans-limits';
import {retryAfterSeconds} from '../../src/data/api-limits';
import {pagination, decimation} from '../../src/data/platform';
import {product} from '../../src/data/product';
import {apiAreas} from '../../src/data/api-areas';

const pages = {
  en: {dir: 'docs', file: 'docs/core/limits.mdx'},
  it: {
    dir: 'i18n/it/docusaurus-plugin-content-docs/current',
    file: 'i18n/it/docusaurus-plugin-content-docs/current/core/limits.mdx',
  },
} as const;

type Node = {
  type: string;
  name?: string | null;
  value?: unknown;
  url?: string;
  children?: Node[];
  attributes?: {type: string; name?: string; value?: unknown}[];
  position?: {start: {line: number}};
};

/** Cell of a table: the facts it names, the links it holds and the text a reader sees besides the facts and code. */
type Cell = {facts: string[]; links: string[]; text: string};
type Table = {line: number; header: string[]; rows: {line: number; cells: Cell[]}[]};
type Page = {tree: Node; tables: Table[]; facts: string[]; links: string[]};

/** `## Title {#id}` is MDX 1 syntax that Docusaurus accepts (mdx1Compat); plain remark-mdx would read it as an expression. */
const withoutHeadingIds = (source: string) => source.replace(/^(#{1,6} .*?)\s*\{#[\w-]+\}\s*$/gm, '$1');

function factName(node: Node): string | undefined {
  const of = node.attributes?.find((a) => a.name === 'of')?.value;
  return typeof of === 'string' ? of : undefined;
}

function cellOf(node: Node): Cell {
  const cell: Cell = {facts: [], links: [], text: ''};
  const walk = (n: Node) => {
    if (n.name === 'Fact') {
      cell.facts.push(factName(n) ?? '');
      return;
    }
    if (n.type === 'link' && n.url) cell.links.push(n.url);
    if (n.type === 'text') cell.text += String(n.value);
    if (n.type === 'inlineCode') return;
    n.children?.forEach(walk);
  };
  walk(node);
  return cell;
}

function parse(path: string): Page {
  const tree = unified()
    .use(remarkParse)
    .use(remarkFrontmatter)
    .use(remarkGfm)
    .use(remarkMdx)
    .parse(withoutHeadingIds(readFileSync(path, 'utf8'))) as Node;
  const page: Page = {tree, tables: [], facts: [], links: []};
  visit(tree as never, (node: Node) => {
    if (node.name === 'Fact') page.facts.push(factName(node) ?? '');
    if (node.type === 'link' && node.url) page.links.push(node.url);
    if (node.type === 'table') {
      const [head, ...body] = node.children ?? [];
      page.tables.push({
        line: node.position?.start.line ?? 0,
        header: (head.children ?? []).map((c) => cellOf(c).text.trim()),
        rows: body.map((row) => ({line: row.position?.start.line ?? 0, cells: (row.children ?? []).map(cellOf)})),
      });
    }
  });
  return page;
}

/** Text a reader sees that is not a `<Fact>`, inline code, a code block or a link target, with its line. */
function handTypedText(tree: Node): {line: number; text: string}[] {
  const out: {line: number; text: string}[] = [];
  const walk = (n: Node) => {
    if (n.name === 'Fact' || n.type === 'inlineCode' || n.type === 'code' || n.type === 'yaml') return;
    if (n.type === 'text') out.push({line: n.position?.start.line ?? 0, text: String(n.value)});
    n.children?.forEach(walk);
  };
  walk(tree);
  return out;
}

/** The file a link of the page leads to, and the anchor, or a reason it leads nowhere. */
function target(link: string, pageFile: string, docsDir: string): {file?: string; anchor?: string; problem?: string} {
  const [path, anchor] = link.split('#') as [string, string | undefined];
  const firstExisting = (candidates: string[]) => candidates.find((c) => existsSync(c));
  let file: string | undefined;
  if (path.startsWith('./') || path.startsWith('../')) {
    file = firstExisting([normalize(join(dirname(pageFile), path))]);
    if (file && !file.startsWith(docsDir)) return {problem: `${link} leaves the docs`};
  } else if (path === '/docs/api' || path === '/docs/api/') {
    file = firstExisting(['api-reference/index.mdx', 'api-reference/index.md']);
  } else if (path.startsWith('/docs/')) {
    const rest = path.slice('/docs/'.length);
    file = firstExisting([`docs/${rest}.md`, `docs/${rest}.mdx`]);
  } else if (path.startsWith('/')) {
    const rest = path.slice(1);
    file = firstExisting(['.mdx', '.md', '.tsx', '/index.mdx', '/index.tsx'].map((ext) => `src/pages/${rest}${ext}`));
  } else {
    return {problem: `${link} is not a link inside the site`};
  }
  return file ? {file, anchor} : {problem: `${link} leads to no page`};
}

/** Whether a Markdown heading id `{#anchor}` or an `id="anchor"` attribute exists in a file. */
function hasAnchor(file: string, anchor: string): boolean {
  const text = readFileSync(file, 'utf8');
  return text.includes(`{#${anchor}}`) || text.includes(`id="${anchor}"`);
}

const planIds = Object.keys(cloudPlans);
const planName = (id: string) => id[0].toUpperCase() + id.slice(1);

describe.each(Object.entries(pages))('the limits page (%s)', (_locale, {dir, file}) => {
  it('exists', () => {
    expect(existsSync(file), `${file}: missing`).toBe(true);
  });

  const page = existsSync(file) ? parse(file) : undefined;

  it('types no figure by hand: every number is a <Fact>', () => {
    const typed = handTypedText(page!.tree)
      .filter(({text}) => /\d/.test(text))
      .map(
        ({line, text}) => `${file}:${line}: "${text.trim()}": write the figure as <Fact of="…" /> (src/data/facts.ts)`,
      );
    expect(typed).toEqual([]);
  });

  it('names only facts that src/data/facts.ts holds', () => {
    expect(page!.facts.length).toBeGreaterThan(0);
    expect(page!.facts.filter((name) => lookupFact(name) === undefined)).toEqual([]);
  });

  it('has a column for every plan in each per-plan table, and each plan’s figures in its own column', () => {
    const planTables = page!.tables.filter((t) => t.header.some((h) => planIds.map(planName).includes(h)));
    expect(planTables.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const table of planTables) {
      const missing = planIds.filter((id) => !table.header.includes(planName(id)));
      if (missing.length > 0) problems.push(`${file}:${table.line}: no column for ${missing.join(', ')}`);
      for (const row of table.rows) {
        row.cells.forEach((cell, index) => {
          const column = planIds.find((id) => planName(id) === table.header[index]);
          for (const fact of cell.facts) {
            const named = fact.split('.').filter((part) => planIds.includes(part));
            if (column && named.some((plan) => plan !== column))
              problems.push(`${file}:${row.line}: ${fact} in the ${planName(column)} column`);
            if (!column && named.length > 0) problems.push(`${file}:${row.line}: ${fact} outside the plan columns`);
          }
        });
      }
    }
    expect(problems).toEqual([]);
  });

  it('links every row to the page that explains the limit', () => {
    const problems: string[] = [];
    for (const table of page!.tables) {
      for (const row of table.rows) {
        const last = row.cells[row.cells.length - 1];
        if (last.links.length === 0) problems.push(`${file}:${row.line}: the last column links no page`);
        for (const link of last.links) {
          const found = target(link, file, dir);
          if (found.problem) problems.push(`${file}:${row.line}: ${found.problem}`);
          else if (found.anchor && !hasAnchor(found.file!, found.anchor))
            problems.push(`${file}:${row.line}: ${found.file} has no anchor #${found.anchor}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('the Italian limits page', () => {
  it('shows the same figures and links the same pages, in the same order', () => {
    const en = parse(pages.en.file);
    const it = parse(pages.it.file);
    expect(it.facts).toEqual(en.facts);
    expect(it.links).toEqual(en.links);
  });
});

type Spec = {
  info: {description?: string};
  paths?: Record<string, Record<string, unknown>>;
  components?: {headers?: Record<string, {schema?: {minimum?: number; maximum?: number}}>};
};

const specs = apiAreas.map(({id}) => ({id, spec: load(readFileSync(`openapi/${id}.yaml`, 'utf8')) as Spec}));

/** Follows a local `$ref` (`#/components/…`) until it reaches an object that is not one. */
function resolve(spec: Spec, value: unknown): Record<string, unknown> | undefined {
  let current = value as Record<string, unknown> | undefined;
  for (let hops = 0; current && typeof current.$ref === 'string' && hops < 10; hops++) {
    const pointer = current.$ref.replace(/^#\//, '').split('/');
    current = pointer.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], spec) as
      Record<string, unknown> | undefined;
  }
  return current;
}

/** Every object of a spec (parameters, schemas…), to find parameters by name wherever they are declared. */
function objectsOf(value: unknown, into: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(value)) value.forEach((item) => objectsOf(item, into));
  else if (value && typeof value === 'object') {
    into.push(value as Record<string, unknown>);
    Object.values(value).forEach((item) => objectsOf(item, into));
  }
  return into;
}

const methods = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options', 'trace'];

describe('the specs agree with the limits the page shows', () => {
  it('covers the ten API areas', () => {
    expect(specs).toHaveLength(10);
  });

  it.each(specs)('$id: link the limits page from its description', ({spec}) => {
    expect(spec.info.description).toContain(`${product.siteUrl}/docs/core/limits`);
  });

  it.each(specs)('$id: its Retry-After header takes the seconds of src/data/api-limits.ts', ({spec}) => {
    const schema = spec.components?.headers?.RetryAfter?.schema;
    expect(schema, 'components.headers.RetryAfter.schema').toBeDefined();
    expect({min: schema?.minimum, max: schema?.maximum}).toEqual({
      min: retryAfterSeconds.min,
      max: retryAfterSeconds.max,
    });
  });

  it.each(specs)('$id: every operation documents a 429 with a Retry-After header in that range', ({spec}) => {
    const problems: string[] = [];
    let operations = 0;
    for (const [path, item] of Object.entries(spec.paths ?? {})) {
      for (const method of methods.filter((m) => m in item)) {
        operations++;
        const operation = item[method] as {responses?: Record<string, unknown>};
        const tooMany = resolve(spec, operation.responses?.['429']);
        if (!tooMany) {
          problems.push(
            `${method.toUpperCase()} ${path}: no 429 response (use $ref: '#/components/responses/TooManyRequests')`,
          );
          continue;
        }
        const headers = (tooMany.headers ?? {}) as Record<string, unknown>;
        const key = Object.keys(headers).find((name) => name.toLowerCase() === 'retry-after');
        const header = key ? resolve(spec, headers[key]) : undefined;
        const schema = header ? resolve(spec, header.schema) : undefined;
        if (!schema) problems.push(`${method.toUpperCase()} ${path}: its 429 carries no Retry-After header`);
        else if (schema.minimum !== retryAfterSeconds.min || schema.maximum !== retryAfterSeconds.max) {
          problems.push(
            `${method.toUpperCase()} ${path}: Retry-After from ${String(schema.minimum)} to ${String(schema.maximum)} seconds`,
          );
        }
      }
    }
    expect(operations).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it.each(specs)('$id: page[size] takes the default and maximum of src/data/platform.ts', ({spec}) => {
    const sizes = objectsOf(spec).filter((o) => o.name === 'page[size]' && o.in === 'query');
    expect(sizes.length).toBeGreaterThan(0);
    for (const parameter of sizes) {
      const schema = resolve(spec, parameter.schema);
      expect({default: schema?.default, maximum: schema?.maximum}).toEqual({
        default: pagination.defaultPageSize,
        maximum: pagination.maxPageSize,
      });
    }
  });

  it('maxPoints of the Core readers accepts at most the points of src/data/platform.ts', () => {
    const core = specs.find((s) => s.id === 'core')!.spec;
    const maxPoints = objectsOf(core).filter((o) => o.name === 'maxPoints' && o.in === 'query');
    expect(maxPoints.length).toBeGreaterThan(0);
    for (const parameter of maxPoints) expect(resolve(core, parameter.schema)?.maximum).toBe(decimation.maxPoints);
  });
});
