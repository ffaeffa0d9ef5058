import matter from '@11ty/gray-matter';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {product} from '../../../src/data/product';

/**
 * Remark step for MDX pages: a page whose URL has a parent segment
 * (`/fulcro-edge/sidecar`, `/success-stories/astrel`, `/legal/privacy-policy`)
 * gets the schema.org BreadcrumbList of its trail in the page head. The trail
 * is the site's home, every ancestor that is a real page (`/fulcro-edge`,
 * `/success-stories`; `/legal` is no page, so it is left out) and the page
 * itself. Each is named by its own title in the page's language, read at build
 * time, so the trail cannot drift from the pages; the only cost is the JSON
 * string in the page's own chunk (no component, no script that runs).
 * Docs keep the breadcrumbs Docusaurus gives them.
 */

export type BreadcrumbOptions = {
  /** Absolute site URL without a trailing slash (`https://www.fulcro.io`). */
  siteUrl: string;
  /** The locale served without a path prefix; the others live under `/{locale}`. */
  defaultLocale: string;
};

export type Crumb = {name: string; url: string};

/**
 * Pages that have no Markdown front matter to take a title from (React pages,
 * pages a plugin adds), named by the `translate()` call of their own title:
 * the default message in the default locale, `i18n/{locale}/code.json` in the others.
 */
export const componentPages: Record<string, {source: string; translationId: string}> = {
  '/success-stories': {source: 'src/components/SuccessStories/IndexPage.tsx', translationId: 'stories.meta.title'},
};

const markdownExtensions = ['mdx', 'md'];
const componentExtensions = ['tsx', 'jsx', 'ts', 'js'];

type PageLocation = {siteDir: string; locale: string | null; file: string};

/** Where a Markdown page lives: site folder, locale (null for the default one) and path under its pages folder. */
export function locatePage(path: string): PageLocation | null {
  const match = /^(.*?)[\\/](?:src[\\/]pages|i18n[\\/]([^\\/]+)[\\/]docusaurus-plugin-content-pages)[\\/](.+)$/.exec(
    path,
  );
  if (!match) return null;
  return {siteDir: match[1], locale: match[2] ?? null, file: match[3].replace(/\\/g, '/')};
}

/** The route a page file is served at (`fulcro-edge/index.mdx` → `/fulcro-edge`). */
export function routeOf(file: string): string {
  return `/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`;
}

/** The part of a title before its first `, `, `: ` or ` — `: the page's name without the search-result tagline. */
export function shortTitle(title: string): string {
  return title.split(/, |: | — /)[0].trim();
}

function frontMatterTitle(file: string): string {
  const {title} = matter(readFileSync(file, 'utf8')).data;
  if (typeof title !== 'string' || title.trim() === '')
    throw new Error(`${file}: a page with sub-pages needs a front-matter title (breadcrumbs show it)`);
  return title;
}

function translatedTitle(
  siteDir: string,
  locale: string | null,
  {source, translationId}: {source: string; translationId: string},
): string {
  if (locale) {
    const codeFile = join(siteDir, 'i18n', locale, 'code.json');
    const messages = existsSync(codeFile)
      ? (JSON.parse(readFileSync(codeFile, 'utf8')) as Record<string, {message?: string}>)
      : {};
    const message = messages[translationId]?.message;
    if (message) return message;
  }
  const escaped = translationId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const call = new RegExp(`id:\\s*(['"])${escaped}\\1,\\s*message:\\s*(['"])(.*?)\\2`).exec(
    readFileSync(join(siteDir, source), 'utf8'),
  );
  if (!call)
    throw new Error(`${source}: no translate({id: '${translationId}', message: '…'}) to name the breadcrumb after`);
  return call[3];
}

/** The name of the page at `route` in `locale`, or null when no page lives there. */
function pageName(siteDir: string, locale: string | null, route: string): string | null {
  const stem = route.slice(1);
  const candidates = (extensions: string[]) =>
    [stem, `${stem}/index`].flatMap((base) => extensions.map((extension) => `${base}.${extension}`));
  for (const file of candidates(markdownExtensions)) {
    const english = join(siteDir, 'src/pages', file);
    if (!existsSync(english)) continue;
    const localized = locale ? join(siteDir, 'i18n', locale, 'docusaurus-plugin-content-pages', file) : english;
    return shortTitle(frontMatterTitle(existsSync(localized) ? localized : english));
  }
  const named = componentPages[route];
  if (named) return translatedTitle(siteDir, locale, named);
  const component = candidates(componentExtensions).find((file) => existsSync(join(siteDir, 'src/pages', file)));
  if (component)
    throw new Error(
      `src/pages/${component} has sub-pages: name it in componentPages (plugins/remark/breadcrumbs) so their breadcrumbs can show it`,
    );
  return null;
}

/**
 * The breadcrumb trail of the Markdown page at `path`, or null when the page
 * has no parent segment (top-level pages, the home) or is a partial.
 */
export function breadcrumbTrail(path: string, {siteUrl, defaultLocale}: BreadcrumbOptions): Crumb[] | null {
  const location = locatePage(path);
  if (!location || location.file.split('/').some((part) => part.startsWith('_'))) return null;
  const {siteDir, file} = location;
  const locale = location.locale === defaultLocale ? null : location.locale;
  const route = routeOf(file);
  const segments = route.split('/').filter(Boolean);
  if (segments.length < 2) return null;
  const url = (to: string) => `${siteUrl}${locale ? `/${locale}` : ''}${to}`;
  const crumbs: Crumb[] = [{name: product.name, url: url('/')}];
  for (let depth = 1; depth < segments.length; depth += 1) {
    const ancestor = `/${segments.slice(0, depth).join('/')}`;
    const name = pageName(siteDir, locale, ancestor);
    if (name) crumbs.push({name, url: url(ancestor)});
  }
  const own = join(siteDir, ...(locale ? ['i18n', locale, 'docusaurus-plugin-content-pages'] : ['src/pages']), file);
  crumbs.push({name: shortTitle(frontMatterTitle(own)), url: url(route)});
  return crumbs;
}

/** The schema.org BreadcrumbList (JSON-LD) of a trail. */
export function breadcrumbList(crumbs: Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map(({name, url}, index) => ({'@type': 'ListItem', position: index + 1, name, item: url})),
  };
}

/** `<Head><script type="application/ld+json">{"…"}</script></Head>` as MDX nodes. */
function headScript(json: string) {
  // `<` escaped so no title can close the script element; JSON reads it back unchanged.
  const text = json.replace(/</g, '\\u003c');
  const literal = {type: 'Literal', value: text, raw: JSON.stringify(text)};
  return {
    type: 'mdxJsxFlowElement',
    name: 'Head',
    attributes: [],
    children: [
      {
        type: 'mdxJsxFlowElement',
        name: 'script',
        attributes: [{type: 'mdxJsxAttribute', name: 'type', value: 'application/ld+json'}],
        children: [
          {
            type: 'mdxFlowExpression',
            value: JSON.stringify(text),
            data: {
              estree: {
                type: 'Program',
                sourceType: 'module',
                body: [{type: 'ExpressionStatement', expression: literal}],
              },
            },
          },
        ],
      },
    ],
  };
}

export default function remarkBreadcrumbs(options: BreadcrumbOptions) {
  return (root: unknown, file: {path?: string}) => {
    const trail = file.path ? breadcrumbTrail(file.path, options) : null;
    if (trail) (root as {children: unknown[]}).children.push(headScript(JSON.stringify(breadcrumbList(trail))));
  };
}
