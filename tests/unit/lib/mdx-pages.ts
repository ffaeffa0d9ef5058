import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import {load} from 'js-yaml';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import {visit} from 'unist-util-visit';

/**
 * Reads the site's MDX pages the way an editor wrote them: front matter, the
 * sequence of kit components, anchor ids, visible words and figures. Used by
 * the page-content tests; no Docusaurus involved.
 */

export const pagesDir = 'src/pages';
export const italianPagesDir = 'i18n/it/docusaurus-plugin-content-pages';

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Every Markdown page and partial under a pages folder, as paths relative to it. */
export function listMdx(dir: string): {pages: string[]; partials: string[]} {
  const files = walk(dir)
    .filter((path) => /\.mdx?$/.test(path))
    .map((path) => relative(dir, path))
    .sort();
  const isPartial = (file: string) => file.split('/').some((part) => part.startsWith('_'));
  return {pages: files.filter((f) => !isPartial(f)), partials: files.filter(isPartial)};
}

/** The route a page file is served at (`fulcro-edge/index.mdx` → `/fulcro-edge`). */
export function routeOf(file: string): string {
  const path = file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
  return `/${path}`;
}

export type Attribute = {name: string; value: string | null};
export type ComponentUse = {name: string; attributes: Attribute[]; line: number};

export type ParsedPage = {
  frontMatter: Record<string, unknown>;
  /** Kit components (capitalised JSX elements) in document order. */
  components: ComponentUse[];
  /** Partials imported by the page: local name → relative path. */
  imports: Record<string, string>;
  /** The line of each import: local name → line. */
  importLines: Record<string, number>;
  /** Anchor ids: `id` attributes and explicit Markdown heading ids, in order. */
  ids: string[];
  /** Words a visitor reads: prose plus titles, intros, captions and questions given as attributes. */
  words: string[];
  /** Visible text pieces with their line, for figure checks. */
  texts: {text: string; line: number}[];
};

const headingId = /^(#{1,6} .*?)\s*\{#([\w-]+)\}\s*$/gm;
/** Attributes whose string value a visitor reads. */
const visibleAttributes = new Set(['title', 'intro', 'caption', 'q', 'eyebrow', 'part']);

export function parseMdx(source: string): ParsedPage {
  const ids: string[] = [];
  // MDX would read `{#id}` as an expression; Docusaurus strips it before MDX does, and so do we.
  const text = source.replace(headingId, (_all, heading: string, id: string) => {
    ids.push(id);
    return heading;
  });
  const tree = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkMdx).parse(text);
  const page: ParsedPage = {
    frontMatter: {},
    components: [],
    imports: {},
    importLines: {},
    ids: [],
    words: [],
    texts: [],
  };
  const headingIds = [...ids];
  visit(tree, (node) => {
    const line = node.position?.start.line ?? 0;
    if (node.type === 'yaml') {
      page.frontMatter = (load(node.value) ?? {}) as Record<string, unknown>;
    } else if (node.type === 'mdxjsEsm') {
      for (const m of node.value.matchAll(/import\s+(\w+)\s+from\s+['"]([^'"]+)['"]/g)) {
        page.imports[m[1]] = m[2];
        page.importLines[m[1]] = line + node.value.slice(0, m.index).split('\n').length - 1;
      }
    } else if (
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
      node.name &&
      /^[A-Z]/.test(node.name)
    ) {
      // An expression attribute (`{...props}`) has no name.
      const attributes: Attribute[] = node.attributes.map((a) => ({
        name: a.type === 'mdxJsxAttribute' ? a.name : '',
        value: typeof a.value === 'string' ? a.value : a.value === null || a.value === undefined ? null : a.value.value,
      }));
      page.components.push({name: node.name, attributes, line});
      for (const attribute of attributes) {
        if (attribute.name === 'id' && attribute.value) page.ids.push(attribute.value);
        if (visibleAttributes.has(attribute.name) && attribute.value) page.texts.push({text: attribute.value, line});
      }
    } else if (node.type === 'text') {
      page.texts.push({text: node.value, line});
    }
  });
  // Heading ids after component ids keep the order stable within each kind.
  page.ids.push(...headingIds);
  page.words = page.texts.flatMap(({text}) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)));
  return page;
}

export function readPage(dir: string, file: string): ParsedPage {
  return parseMdx(readFileSync(join(dir, file), 'utf8'));
}

/** Resolves a partial import of a page to its file path relative to the pages folder. */
export function partialPath(pageFile: string, importPath: string): string {
  return join(dirname(pageFile), importPath);
}

/** Every number a figure in the data modules holds (nested objects and arrays included). */
export function numbersIn(value: unknown, into = new Set<number>()): Set<number> {
  if (typeof value === 'number') into.add(value);
  else if (Array.isArray(value)) value.forEach((item) => numbersIn(item, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => numbersIn(item, into));
  return into;
}

const numberPattern = /(?<![\p{L}\d./-])\d{1,3}(?:[.,\u202f\u00a0 ]\d{3})+(?![\d])|(?<![\p{L}\d./-])\d+(?![\d.,]\d)/gu;
const durationPattern =
  /(?<![\p{L}\d.])(\d+(?:[.,]\d+)?)[\s\u00a0-]*(days?|hours?|minutes?|seconds?|months?|years?|KiB|MiB|GiB|giorni|giorno|ore|ora|minuti|secondi|mesi|mese|anni|anno)(?![\p{L}])/giu;

/**
 * Figures typed by hand that the data modules hold: a number over 100
 * equal to a data value (8883, 2,000, 20.000; 100 itself is too common a round
 * number, as in "100 kPa" or "about 100 words", though it is a rate limit too), or any count of days, hours,
 * minutes, months, years or KiB/MiB (a lifetime or a limit). Such figures must
 * come from `<Fact of="…" />`. Documents with periods of their own (a contract's
 * notice period, a disclosure window) skip the duration rule.
 */
export function retypedFigures(
  texts: {text: string; line: number}[],
  dataNumbers: Set<number>,
  {durations = true}: {durations?: boolean} = {},
): string[] {
  const found: string[] = [];
  for (const {text, line} of texts) {
    for (const m of text.matchAll(numberPattern)) {
      const value = Number(m[0].replace(/[.,\u202f\u00a0 ]/g, ''));
      if (value > 100 && dataNumbers.has(value)) found.push(`line ${line}: "${m[0]}" in "${text.trim().slice(0, 80)}"`);
    }
    if (durations)
      for (const m of text.matchAll(durationPattern))
        found.push(`line ${line}: "${m[0]}" in "${text.trim().slice(0, 80)}"`);
  }
  return found;
}
