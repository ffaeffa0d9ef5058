import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {copyFile, mkdir, readdir, readFile, rename, writeFile} from 'node:fs/promises';
import {extname, join, relative, resolve} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {escapeMarkdownHeadingIds} from '@docusaurus/utils';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import {visit} from 'unist-util-visit';
import {
  cacheDir,
  cacheFile,
  colorModes,
  isCached,
  missingTitle,
  pruneCache,
  readCached,
  renderJob,
  rendererVersion,
  shownLayouts,
  titleOf,
  writeCached,
  type Layout,
  type MermaidSvgOptions,
  type RenderJob,
  type Shown,
} from './diagrams';
import {renderInChromium} from './render';
import {publicDir} from '../../../src/shared/mermaid-rendering';

/**
 * Home-made around mermaid-isomorphic (./render.ts) where rehype-mermaid, its maintained plugin, measurably loses: it
 * inlines the SVGs into each page's JavaScript (9-38 KB gzipped per diagram doc here), follows prefers-color-scheme
 * (not the site's colour toggle), has no portrait layout, and no cache: every build would render every diagram again.
 *
 * Local plugin for production builds (docusaurus.config.ts adds it only to
 * `docusaurus build`): before the bundler compiles any page, it finds every
 * ```mermaid block of the docs and pages, in every locale, and renders the
 * ones missing from the cache (node_modules/.cache/fulcro-mermaid/) to SVG in
 * both colour modes, in one Chromium for the whole batch (./render.ts): first
 * as written, then in the portrait layout of those too wide for a phone
 * (./diagrams.ts). The remark step (./remark.ts) then swaps each block for the
 * cached SVGs.
 *
 * Docusaurus builds locales one after the other in one process, and this
 * plugin loads once per locale: the first locale renders every language's
 * diagrams, so the next ones find them all cached and launch no browser.
 *
 * The SVGs never travel in the pages' JavaScript (a diagram doc's chunk
 * carried some 6 KB gzipped of them). For each locale the plugin writes:
 * - a JSON module of the locale's renderings, which only the server bundle
 *   resolves (`@fulcro/diagram-svgs`; the browser bundle gets an empty one),
 *   so that the static HTML has every diagram inline;
 * - each rendering as a file, `assets/diagrams/<key>.svg` in the locale's
 *   output (content-addressed, so cached like the other assets), which the
 *   component fetches when a page is reached by in-app navigation.
 */

/** What the component imports: the renderings on the server, nothing in the browser. */
export const svgModule = '@fulcro/diagram-svgs';

export type {MermaidSvgOptions} from './diagrams';
export {default as remarkMermaidSvg} from './remark';

/** Where Markdown lives, relative to the site and to each locale's folder under i18n/. */
const contentRoots = [
  {site: 'docs', localized: 'docusaurus-plugin-content-docs/current'},
  {site: 'src/pages', localized: 'docusaurus-plugin-content-pages'},
];

export type DiagramBlock = {file: string; line: number; source: string; title: string | undefined};

const fence = /^\s{0,3}(`{3,}|~{3,})\s*mermaid\b/m;

/**
 * The ```mermaid blocks of one Markdown or MDX file, parsed as the MDX loader
 * parses them: an MDX file's heading ids (`## Alerts {#alerts}`) are escaped
 * first, as the loader's preprocessor does with `markdown.mdx1Compat.headingIds`,
 * or MDX would read them as expressions.
 */
export function findDiagrams(markdown: string, file: string): DiagramBlock[] {
  if (!fence.test(markdown)) return [];
  const processor = unified().use(remarkParse).use(remarkFrontmatter);
  const mdx = file.endsWith('.mdx');
  if (mdx) processor.use(remarkMdx);
  const blocks: DiagramBlock[] = [];
  visit(
    processor.parse(mdx ? escapeMarkdownHeadingIds(markdown) : markdown),
    'code',
    (node: {lang?: string | null; meta?: string | null; value: string; position?: {start: {line: number}}}) => {
      if (node.lang !== 'mermaid') return;
      blocks.push({file, line: node.position?.start.line ?? 0, source: node.value, title: titleOf(node.meta)});
    },
  );
  return blocks;
}

/**
 * findDiagrams over many files, remembering what each file's content held
 * (blocks.json in the cache folder, keyed by a hash of the content): parsing
 * is the slow part of a build that has nothing to render.
 */
async function scanWithCache(files: string[], options: MermaidSvgOptions): Promise<DiagramBlock[]> {
  const index = join(cacheDir(options), 'blocks.json');
  const known = JSON.parse(await readFile(index, 'utf8').catch(() => '{}')) as Record<
    string,
    Omit<DiagramBlock, 'file'>[]
  >;
  const seen: typeof known = {};
  const found = await Promise.all(
    files.map(async (file) => {
      const markdown = await readFile(file, 'utf8');
      if (!fence.test(markdown)) return [];
      const hash = createHash('sha256')
        .update(`${rendererVersion}\0${extname(file)}\0${markdown}`)
        .digest('hex');
      seen[hash] = known[hash] ?? findDiagrams(markdown, file).map(({file: _, ...block}) => block);
      return seen[hash].map((block) => ({file, ...block}));
    }),
  );
  if (Object.keys(seen).length !== Object.keys(known).length || Object.keys(seen).some((hash) => !known[hash])) {
    await mkdir(cacheDir(options), {recursive: true});
    await writeFile(`${index}.${process.pid}.tmp`, JSON.stringify(seen));
    await rename(`${index}.${process.pid}.tmp`, index);
  }
  return found.flat();
}

async function markdownFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true}).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every content folder of the site: the sources and their copy in each locale. */
function contentDirs(context: LoadContext): string[] {
  const {siteDir, i18n} = context;
  const localeDirs = i18n.locales.map((locale) =>
    resolve(siteDir, i18n.path, i18n.localeConfigs[locale]?.path ?? locale),
  );
  return [
    ...contentRoots.map((root) => join(siteDir, root.site)),
    ...localeDirs.flatMap((dir) => contentRoots.map((root) => join(dir, root.localized))),
  ];
}

/**
 * Whether a Markdown file is part of the locale being built: its own copies,
 * and the default locale's files that have no copy in it (Docusaurus serves
 * those where a translation is missing).
 */
function inLocale(context: LoadContext, file: string): boolean {
  const {siteDir, i18n} = context;
  const translations = resolve(siteDir, i18n.path);
  const own = resolve(translations, i18n.localeConfigs[i18n.currentLocale]?.path ?? i18n.currentLocale);
  if (!relative(translations, file).startsWith('..')) return !relative(own, file).startsWith('..');
  if (i18n.currentLocale === i18n.defaultLocale) return true;
  const root = contentRoots.find((r) => !relative(join(siteDir, r.site), file).startsWith('..'));
  return root === undefined || !existsSync(join(own, root.localized, relative(join(siteDir, root.site), file)));
}

export default function mermaidSvgPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = {
    ...(rawOptions as Omit<MermaidSvgOptions, 'siteDir'>),
    siteDir: context.siteDir,
  } satisfies MermaidSvgOptions;
  const serverModule = join(context.generatedFilesDir, 'fulcro-mermaid-svg', `svgs.${context.i18n.currentLocale}.json`);
  return {
    name: 'fulcro-mermaid-svg',
    async loadContent() {
      const files = (await Promise.all(contentDirs(context).map(markdownFiles))).flat();
      const blocks = await scanWithCache(files, options);
      const where = (block: DiagramBlock) => `${relative(context.siteDir, block.file)}:${block.line}`;
      const untitled = blocks.filter((block) => !block.title);
      if (untitled.length > 0) throw missingTitle(untitled.map(where).join(', '));

      // The authored layout of every block first; then the portrait layout of those too wide for a phone.
      const used = new Set<string>();
      const renderMissing = async (jobs: (RenderJob & {where: string})[]) => {
        const missing = new Map(jobs.filter((job) => !isCached(options, job.key)).map((job) => [job.key, job]));
        if (missing.size === 0) return 0;
        const failures: string[] = [];
        await renderInChromium([...missing.values()], {
          siteDir: options.siteDir,
          onResult: ({key, svg, error}) => {
            if (svg !== undefined) writeCached(options, key, svg);
            else
              failures.push(
                `${missing.get(key)!.where} (${missing.get(key)!.layout} layout, ${String(missing.get(key)!.config.theme)} theme): ${error}`,
              );
          },
        });
        if (failures.length > 0)
          throw new Error(`Mermaid could not render ${failures.length} diagram(s):\n${failures.join('\n')}`);
        return missing.size;
      };
      const jobsOf = (blocks: DiagramBlock[], layout: Layout) =>
        blocks.flatMap((block) =>
          colorModes.map((mode) => ({
            ...renderJob(block.source, block.title!, mode, options, layout),
            where: where(block),
          })),
        );
      const started = Date.now();
      let rendered = await renderMissing(jobsOf(blocks, 'wide'));
      rendered += await renderMissing(
        jobsOf(
          blocks.filter((block) => shownLayouts(block.source, block.title!, options) === undefined),
          'narrow',
        ),
      );
      const shown = new Map<DiagramBlock, Shown[]>();
      const unfit: string[] = [];
      for (const block of blocks) {
        const layouts = shownLayouts(block.source, block.title!, options)!;
        if (layouts instanceof Error) unfit.push(`${where(block)}: ${layouts.message}`);
        else shown.set(block, layouts);
        // Both layouts stay cached, so that a block that stops needing its portrait one does not render it again later.
        for (const layout of ['wide', 'narrow'] as const)
          for (const mode of colorModes) used.add(renderJob(block.source, block.title!, mode, options, layout).key);
      }
      if (unfit.length > 0) throw new Error(unfit.join('\n'));
      // The scan covers every locale, so a cached rendering no block uses any more can go.
      pruneCache(options, used);
      if (rendered > 0) {
        console.log(
          `[fulcro-mermaid-svg] Rendered ${rendered} diagram SVGs of ${blocks.length} blocks in ${((Date.now() - started) / 1000).toFixed(1)}s.`,
        );
      }

      // This locale's renderings, for the server bundle.
      const keys = [
        ...new Set(
          blocks
            .filter((block) => inLocale(context, block.file))
            .flatMap((block) => shown.get(block)!.flatMap((layout) => [layout.light, layout.dark])),
        ),
      ].sort();
      const svgs = Object.fromEntries(keys.map((key) => [key, readCached(options, key)!]));
      await mkdir(join(context.generatedFilesDir, 'fulcro-mermaid-svg'), {recursive: true});
      await writeFile(`${serverModule}.${process.pid}.tmp`, JSON.stringify(svgs));
      await rename(`${serverModule}.${process.pid}.tmp`, serverModule);
      return keys;
    },

    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            [svgModule]: isServer
              ? serverModule
              : join(context.siteDir, 'plugins/features/mermaid-svg/browser-svgs.json'),
          },
        },
      };
    },

    async postBuild({outDir, content}) {
      const keys = content as string[];
      await mkdir(join(outDir, publicDir), {recursive: true});
      await Promise.all(keys.map((key) => copyFile(cacheFile(options, key), join(outDir, publicDir, `${key}.svg`))));
    },
  };
}
