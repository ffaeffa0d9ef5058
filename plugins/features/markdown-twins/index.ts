/**
 * Local plugin: a Markdown copy of every doc page, at the page's URL plus
 * `.md` (./twin-path.ts), and `/llms.txt` listing them (plus `/llms-full.txt`,
 * every English copy in one file). Covers the main docs instance and the API
 * reference's hand-written index and area overviews; the generated operation
 * pages (front matter `api`) get none.
 *
 * The copies are made from the docs plugins' loaded content (translated in
 * the Italian build: Italian titles, sidebar labels and source files) in
 * `allContentLoaded`, written into the locale's output folder in
 * `postBuild`, and answered by the dev server in `npm start`.
 */
import {readFileSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {DocMetadata, LoadedContent} from '@docusaurus/plugin-content-docs';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {markdownTwin, type LinkContext} from './transform';
import {llmsFullTxt, llmsTxt, sectionsFromSidebar, withMissing, type LlmsEntry, type SidebarItemLike} from './llms';
import {markdownTwinPath} from '../../../src/shared/twin-path';
import {llmsWords} from './words';
import {factFigure} from '../../remark/facts';
import {sitePath} from '../../remark/facts/editor-message';
import {apiChangelogMarkdown} from '../api-changelog/render';
import {apiChangelogEntries} from '../../../src/data/api-changelog';
import {generatedDir} from '../api-reference/api-files';

/** The table of the API's downloads as the page shows it, with absolute links (a `pathname://` link is the site's own path). */
function downloadsMarkdown(context: Pick<LoadContext, 'siteDir' | 'baseUrl' | 'i18n'>, siteUrl: string): string {
  const locale = context.i18n.currentLocale === 'it' ? 'it' : 'en';
  const partial = readFileSync(path.join(context.siteDir, generatedDir, `_downloads.${locale}.mdx`), 'utf8');
  const site = siteUrl.replace(/\/$/, '');
  return partial
    .replace(/\]\(\//g, `](${site}${context.baseUrl}`)
    .replace(/\]\(pathname:\/\//g, `](${site}`)
    .trim();
}

/** The figure of a `<Fact …/>` tag as written in the source (`of="…"`, `format="…"`), as the page shows it. */
function factFromAttributes(attributes: string, locale: string, file: string): string {
  const literal = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];
  return factFigure(literal('of'), literal('format'), locale, {file: sitePath(file)});
}

export {markdownTwinPath} from '../../../src/shared/twin-path';

export type MarkdownTwinsOptions = {
  /** Public site URL, no trailing slash (src/data/product.ts `siteUrl`). */
  siteUrl: string;
  /** Docs plugin instances whose pages get a copy, in the order llms-full.txt lists them. */
  docsPluginIds: string[];
  /** Instance and sidebar whose top-level categories become the sections of llms.txt. */
  sidebar: {pluginId: string; id: string};
};

type ConfigureWebpackResult = ReturnType<NonNullable<Plugin['configureWebpack']>>;

/** One Markdown copy. */
export type Twin = {
  pluginId: string;
  docId: string;
  permalink: string;
  /** URL path of the copy, base URL included. */
  path: string;
  title: string;
  description: string;
  unlisted: boolean;
  markdown: string;
};

type Doc = DocMetadata & {frontMatter: {api?: unknown}};
type Category = Extract<SidebarItemLike, {type: 'category'}>;

function findCategory(items: readonly SidebarItemLike[], docId: string): Category | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.link?.type === 'doc' && item.link.id === docId) return item;
    const found = findCategory(item.items, docId);
    if (found) return found;
  }
  return undefined;
}

/** What replaces `<DocCardList />` on an API overview: its operations, grouped as the sidebar groups them. */
function operationList(category: Category | undefined, docsById: Map<string, Doc>, siteUrl: string): string {
  if (!category) return '';
  const line = (id: string) => {
    const doc = docsById.get(id);
    if (!doc) return undefined;
    const api = doc.frontMatter.api as {method?: string; path?: string} | undefined;
    const call = api?.method && api.path ? `\`${api.method.toUpperCase()} ${api.path}\`. ` : '';
    return `- [${doc.title}](${siteUrl}${doc.permalink}): ${call}${doc.description}`.trimEnd();
  };
  const blocks: string[] = [];
  const loose: string[] = [];
  for (const item of category.items) {
    if (item.type === 'doc' || item.type === 'ref') {
      const text = line(item.id);
      if (text) loose.push(text);
    } else if (item.type === 'category') {
      const lines = item.items
        .flatMap((child) => (child.type === 'doc' || child.type === 'ref' ? [line(child.id)] : []))
        .filter(Boolean);
      if (lines.length > 0) blocks.push(`### ${item.label}\n\n${lines.join('\n')}`);
    }
  }
  return [loose.join('\n'), ...blocks].filter(Boolean).join('\n\n');
}

/** Reads every doc of the given instances and makes its copy. */
export async function makeTwins(
  allDocs: Record<string, LoadedContent | undefined>,
  options: MarkdownTwinsOptions,
  context: Pick<LoadContext, 'siteDir' | 'baseUrl' | 'i18n'>,
): Promise<Twin[]> {
  const twins: Twin[] = [];
  for (const pluginId of options.docsPluginIds) {
    const content = allDocs[pluginId];
    if (!content) throw new Error(`markdown-twins: no docs plugin with id "${pluginId}"`);
    for (const version of content.loadedVersions) {
      const docs = version.docs as Doc[];
      const docsById = new Map(docs.map((doc) => [doc.id, doc]));
      const relativeSource = (doc: Doc) => path.posix.join(doc.sourceDirName, path.posix.basename(doc.source));
      const permalinkBySource = new Map(docs.map((doc) => [relativeSource(doc), doc.permalink]));
      const sidebarItems = Object.values(version.sidebars).flat() as SidebarItemLike[];
      for (const doc of docs) {
        if (doc.frontMatter.api !== undefined) continue; // a generated operation page
        const file = path.join(context.siteDir, doc.source.replace(/^@site\//, ''));
        const raw = await readFile(file, 'utf8');
        const {content: body} = await DEFAULT_PARSE_FRONT_MATTER({filePath: file, fileContent: raw});
        const links: LinkContext = {
          siteUrl: options.siteUrl,
          baseUrl: context.baseUrl,
          permalink: doc.permalink,
          sourcePath: relativeSource(doc),
          permalinkOfSource: (source) => permalinkBySource.get(source),
        };
        const markdown = markdownTwin({
          title: doc.title,
          description: doc.description,
          body,
          mdx: file.endsWith('.mdx'),
          links,
          components: {
            DocCardList: () => operationList(findCategory(sidebarItems, doc.id), docsById, options.siteUrl),
            // The figure the page shows, in its language (plugins/remark/facts).
            Fact: (attributes) => factFromAttributes(attributes, context.i18n.currentLocale, file),
            // The API changelog's entries (api-reference/changelog.mdx) and the downloads' table (api-reference/index.mdx).
            ApiChangelog: () =>
              apiChangelogMarkdown(apiChangelogEntries, context.i18n.currentLocale === 'it' ? 'it' : 'en'),
            Downloads: () => downloadsMarkdown(context, options.siteUrl),
          },
        });
        twins.push({
          pluginId,
          docId: doc.id,
          permalink: doc.permalink,
          path: markdownTwinPath(doc.permalink),
          title: doc.title,
          description: doc.description,
          unlisted: doc.unlisted,
          markdown,
        });
      }
    }
  }
  return twins;
}

/** The text of llms.txt for the current locale, and the order of its entries. */
export function makeLlmsTxt(
  twins: readonly Twin[],
  sidebarItems: readonly SidebarItemLike[],
  options: MarkdownTwinsOptions,
  context: {baseUrl: string; locale: string; siteName: string},
): {text: string; entries: LlmsEntry[]} {
  const words = llmsWords(context.locale, options.siteUrl);
  const entryOf = (twin: Twin): LlmsEntry => ({
    title: twin.title,
    url: options.siteUrl + twin.path,
    description: twin.description,
  });
  const listed = twins.filter((twin) => !twin.unlisted);
  const byPermalink = new Map(listed.map((twin) => [twin.permalink.replace(/\/$/, ''), twin]));
  const base = context.baseUrl.replace(/\/$/, '');
  const lookup = (item: {docId: string} | {href: string}) => {
    const twin =
      'docId' in item
        ? listed.find((t) => t.pluginId === options.sidebar.pluginId && t.docId === item.docId)
        : (byPermalink.get((base + item.href).replace(/\/$/, '')) ?? byPermalink.get(item.href.replace(/\/$/, '')));
    return twin ? entryOf(twin) : undefined;
  };
  const sections = withMissing(
    sectionsFromSidebar(sidebarItems, lookup, words.looseSection),
    listed.map(entryOf),
    words.missingSection,
  );
  return {
    text: llmsTxt({name: context.siteName, summary: words.summary, details: words.details, sections}),
    entries: sections.flatMap((section) => section.entries),
  };
}

/** Every file the plugin serves, by URL path (base URL included). */
export async function makeFiles(
  allDocs: Record<string, LoadedContent | undefined>,
  options: MarkdownTwinsOptions,
  context: Pick<LoadContext, 'siteDir' | 'baseUrl' | 'i18n'> & {siteName: string},
): Promise<Map<string, string>> {
  const twins = await makeTwins(allDocs, options, context);
  const sidebarVersion = allDocs[options.sidebar.pluginId]?.loadedVersions[0];
  const sidebarItems = (sidebarVersion?.sidebars[options.sidebar.id] ?? []) as SidebarItemLike[];
  const {text, entries} = makeLlmsTxt(twins, sidebarItems, options, {
    baseUrl: context.baseUrl,
    locale: context.i18n.currentLocale,
    siteName: context.siteName,
  });
  const files = new Map(twins.map((twin) => [twin.path, twin.markdown]));
  files.set(`${context.baseUrl}llms.txt`, text);
  // One full file, in the default language, at the site's root.
  if (context.i18n.currentLocale === context.i18n.defaultLocale) {
    const byUrl = new Map(twins.map((twin) => [options.siteUrl + twin.path, twin]));
    const pages = entries.flatMap((entry) => {
      const twin = byUrl.get(entry.url);
      return twin ? [{url: options.siteUrl + twin.permalink, markdown: twin.markdown}] : [];
    });
    files.set(
      '/llms-full.txt',
      llmsFullTxt({name: context.siteName, summary: llmsWords('en', options.siteUrl).summary, pages}),
    );
  }
  return files;
}

type Middleware = (
  req: {method?: string; url?: string},
  res: {setHeader(name: string, value: string): void; end(body: string): void},
  next: () => void,
) => void;

export default function markdownTwinsPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = rawOptions as MarkdownTwinsOptions;
  let files = new Map<string, string>();
  const serve: Middleware = (req, res, next) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const body = req.method === 'GET' || req.method === 'HEAD' ? files.get(pathname) : undefined;
    if (body === undefined) return next();
    res.setHeader(
      'Content-Type',
      pathname.endsWith('.md') ? 'text/markdown; charset=utf-8' : 'text/plain; charset=utf-8',
    );
    res.end(body);
  };
  return {
    name: 'fulcro-markdown-twins',
    async allContentLoaded({allContent}) {
      const allDocs = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, LoadedContent | undefined>;
      files = await makeFiles(allDocs, options, {...context, siteName: context.siteConfig.title});
    },
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'development') return undefined;
      // `devServer` is read by `docusaurus start` only. Docusaurus joins the plugins' `setupMiddlewares` with its
      // own by calling each with the same list and concatenating what they return (see plugins/features/forms-receiver):
      // this one puts its middleware first in that list, ahead of the history fallback that would answer
      // `/x.md` with the app's HTML, and returns nothing more.
      return {
        devServer: {
          setupMiddlewares: (middlewares: unknown[]) => {
            middlewares.unshift({name: 'fulcro-markdown-twins', middleware: serve});
            return [];
          },
        },
      } as ConfigureWebpackResult;
    },
    async postBuild({outDir}) {
      for (const [urlPath, body] of files) {
        const relative = urlPath.startsWith(context.baseUrl)
          ? urlPath.slice(context.baseUrl.length)
          : urlPath.replace(/^\//, '');
        const file = path.join(outDir, relative);
        await mkdir(path.dirname(file), {recursive: true});
        await writeFile(file, body, 'utf8');
      }
    },
  };
}
