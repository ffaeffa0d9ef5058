/**
 * The API reference's theme, light: docusaurus-theme-openapi-docs with
 *
 * - the same theme components (`@theme/ParamsDetails`, `@theme/StatusCodes`…)
 *   and translation ids, but neither its global stylesheet (107 KB, mostly
 *   for the request explorer; src/css/api-reference.scss takes the parts the
 *   pages use) nor its `process`/`Buffer` polyfills (needed by the explorer's
 *   Postman code generators only, which the pages no longer load);
 * - the API pages' scripts in a chunk of their own (see apiChunkTest);
 * - a `gen-api-files` command that writes each area's downloads and request
 *   samples (./api-files.ts; run by `npm run gen-api` before the openapi
 *   plugin's `gen-api-docs`, whose page generators read them);
 * - a `gen-api-overviews` command that writes the translated overview page of
 *   each area from `i18n/{locale}/openapi/{area}.md` (run by `npm run gen-api`
 *   after the openapi plugin's `gen-api-docs`).
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {existsSync, readFileSync, realpathSync} from 'node:fs';
import {load} from 'js-yaml';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import openapiTheme from 'docusaurus-theme-openapi-docs/lib/index';
import {processOpenapiFiles, readOpenapiFiles} from 'docusaurus-plugin-openapi-docs/lib/openapi';
import type {APIOptions, ApiMetadata, ApiPageMetadata, InfoPageMetadata} from 'docusaurus-plugin-openapi-docs/src/types';
import {apiPageMarkdown, downloadsTable, overviewMarkdown, personalDataPage, type OverviewLocale} from './markdown';
import {generatedDir, readDownloadSizes, writeApiFiles} from './api-files';
import {apiAreas, apiAreaLabelsIt} from '../../../src/config/api-areas';
import {prerenderFolder} from './prerender';
import {dirPattern, escapeRegExp, namedChunkGroup, pathSeparator} from './chunk-group';
import {registerProblemPagesCommand} from './problem-pages';

export type ApiReferenceOptions = {
  /** Options of each area, as given to docusaurus-plugin-openapi-docs. */
  areas: Record<string, APIOptions>;
  /** Id of the docs plugin instance that serves the API reference. */
  docsPluginId: string;
  /** Content folder of that instance, relative to the site. */
  docsPath: string;
};

/**
 * Packages that only API pages use in the browser: the API theme and its
 * runtime dependencies.
 */
const apiOnlyPackages = [
  'docusaurus-theme-openapi-docs',
  'docusaurus-plugin-openapi-docs',
  '@reduxjs/toolkit',
  'redux',
  'react-redux',
  'reselect',
  'redux-thunk',
  'immer',
  'lodash',
  'allof-merge',
  'xml-formatter',
  'xml-parser-xo',
];

/** The site's own components of API pages (src/theme/…); the shared modules they import (src/shared/) join them. */
const apiSiteComponents = ['ApiItem', 'ApiTabs', 'Markdown', 'MimeTabs', 'ParamsDetails', 'RequestSchema', 'ResponseSchema', 'SchemaTabs'];

/**
 * Scripts of the API pages, gathered in one `api-reference` chunk. API pages
 * are most of the site's routes, so Docusaurus' `common` chunk (modules used
 * by half the pages) would otherwise take them in, and every page of the site
 * would download the API theme.
 */
function apiChunkTest(siteDir: string): RegExp {
  // Modules are matched by their real path (node_modules may be a symlink).
  const modulesDir = path.join(siteDir, 'node_modules');
  const nodeModules = dirPattern(existsSync(modulesDir) ? realpathSync(modulesDir) : modulesDir);
  const packages = apiOnlyPackages.map((name) => name.split('/').map(escapeRegExp).join(pathSeparator)).join('|');
  const siteTheme = `(?:${dirPattern(siteDir, 'src', 'theme')}(?:${apiSiteComponents.join('|')})${pathSeparator}|${escapeRegExp(path.join(siteDir, 'src', 'css', 'api-reference.scss'))}$|${dirPattern(siteDir, 'src', 'shared')}(?:inline-markdown|api-page)\\.ts$)`;
  return new RegExp(`^(?:${nodeModules}(?:${packages})${pathSeparator}|${siteTheme})`);
}

const translatedLocales: readonly OverviewLocale[] = ['it'];

async function writeOverviews(context: LoadContext, options: ApiReferenceOptions, locale: OverviewLocale): Promise<number> {
  const {siteDir} = context;
  const docsDir = path.join(siteDir, 'i18n', locale, `docusaurus-plugin-content-docs-${options.docsPluginId}`, 'current');
  let written = 0;
  for (const [area, apiOptions] of Object.entries(options.areas)) {
    const sourcePath = path.join(siteDir, 'i18n', locale, 'openapi', `${area}.md`);
    if (!existsSync(sourcePath)) {
      throw new Error(`Missing translation of the ${area} API overview: ${path.relative(siteDir, sourcePath)}`);
    }
    const {frontMatter, content} = await DEFAULT_PARSE_FRONT_MATTER({
      filePath: sourcePath,
      fileContent: await readFile(sourcePath, 'utf8'),
    });
    const files = await readOpenapiFiles(path.resolve(siteDir, apiOptions.specPath));
    // The package's lib/ declarations name a lib/types.d.ts it does not ship: the items' type comes from src/.
    const [items] = await processOpenapiFiles(files, apiOptions, apiOptions.sidebarOptions ?? {});
    const info = items.find((item: ApiMetadata): item is InfoPageMetadata => item.type === 'info');
    if (!info) throw new Error(`${apiOptions.specPath} produced no overview page`);
    const outputDir = path.join(docsDir, area);
    await mkdir(outputDir, {recursive: true});
    const markdown = overviewMarkdown(info, area, locale, readDownloadSizes(siteDir), {
      title: String(frontMatter.title),
      description: content,
      securitySchemes: frontMatter.securitySchemes as Record<string, string> | undefined,
    });
    await writeFile(path.join(outputDir, `${info.id}.info.mdx`), markdown, 'utf8');
    written += 1;
  }
  return written;
}

function isOptions(value: unknown): value is ApiReferenceOptions {
  const options = value as Partial<ApiReferenceOptions> | undefined;
  return (
    typeof options?.docsPluginId === 'string' &&
    typeof options.docsPath === 'string' &&
    typeof options.areas === 'object' &&
    options.areas !== null
  );
}

/**
 * The areas' options for docusaurus-plugin-openapi-docs with this plugin's
 * page generators: whole pages (front matter, request sample, overview).
 */
export function withPageGenerators<Area extends string>(areas: Record<Area, APIOptions>, siteDir: string): Record<Area, APIOptions> {
  return Object.fromEntries(
    Object.entries<APIOptions>(areas).map(([area, options]) => [
      area,
      {
        ...options,
        markdownGenerators: {
          createApiPageMD: (item: ApiPageMetadata) => apiPageMarkdown(item, area, siteDir),
          createInfoPageMD: (item: InfoPageMetadata) => overviewMarkdown(item, area, 'en', readDownloadSizes(siteDir)),
        },
      },
    ]),
  ) as Record<Area, APIOptions>;
}

export default function apiReferencePlugin(context: LoadContext, rawOptions: unknown): Plugin {
  if (!isOptions(rawOptions)) {
    throw new Error('api-reference plugin: expected {areas, docsPluginId, docsPath} (see src/config/api-reference.ts)');
  }
  const options = rawOptions;
  const theme = openapiTheme();
  return {
    name: 'api-reference',
    getThemePath: theme.getThemePath,
    getTypeScriptThemePath: theme.getTypeScriptThemePath,
    // The theme's compiled files (getThemePath) call translate() through
    // CommonJS helpers that `write-translations` cannot read; its TypeScript
    // sources hold the same ids as literals, so point the extractor there
    // (components in src/theme, schema qualifiers in src/markdown).
    getPathsToWatch() {
      const sources = theme.getTypeScriptThemePath?.();
      return sources ? [path.join(sources, '**/*.{ts,tsx}'), path.join(sources, '..', 'markdown', '*.{ts,tsx}')] : [];
    },
    configureWebpack(_config, isServer) {
      return namedChunkGroup(isServer, 'apiReference', 'api-reference', apiChunkTest(context.siteDir));
    },
    extendCli(cli) {
      cli
        .command('gen-api-files')
        .description("Writes each area's downloads (static/openapi/) and request samples (run before gen-api-docs).")
        .action(async () => {
          const {siteDir} = context;
          const specPaths = Object.fromEntries(Object.entries(options.areas).map(([area, apiOptions]) => [area, apiOptions.specPath]));
          const sizes = await writeApiFiles(siteDir, specPaths);
          // The index page of the API reference lists every download (a partial it imports, one per language).
          const labels = {en: [...apiAreas], it: apiAreas.map(({id}) => ({id, label: apiAreaLabelsIt[id]}))};
          for (const locale of ['en', ...translatedLocales] as const) {
            await writeFile(path.join(siteDir, generatedDir, `_downloads.${locale}.mdx`), downloadsTable(labels[locale], sizes, locale), 'utf8');
          }
          // The API-wide list of personal data, one page per language (/docs/api/personal-data).
          const specs = Object.fromEntries(Object.entries(specPaths).map(([area, specPath]) => [area, load(readFileSync(path.resolve(siteDir, specPath), 'utf8'))]));
          const pageDirs = {
            en: path.join(siteDir, options.docsPath, 'personal-data'),
            it: path.join(siteDir, 'i18n', 'it', `docusaurus-plugin-content-docs-${options.docsPluginId}`, 'current', 'personal-data'),
          };
          for (const locale of ['en', ...translatedLocales] as const) {
            await mkdir(pageDirs[locale], {recursive: true});
            await writeFile(path.join(pageDirs[locale], 'index.mdx'), personalDataPage(specs, locale), 'utf8');
          }
          console.log(`[api-reference] downloads and request samples of ${Object.keys(sizes).length} areas written, and the personal-data page`);
        });
      cli
        .command('gen-api-prerender')
        .description("Renders the Markdown of the generated pages' props to HTML (run after gen-api-docs).")
        .action(async () => {
          const count = await prerenderFolder(path.join(context.siteDir, options.docsPath));
          console.log(`[api-reference] Markdown of ${count} props files rendered to HTML`);
        });
      cli
        .command('gen-api-overviews')
        .description('Writes the translated overview page of every API area (run after gen-api-docs).')
        .action(async () => {
          for (const locale of translatedLocales) {
            const count = await writeOverviews(context, options, locale);
            console.log(`[api-reference] ${count} ${locale} overview pages written`);
          }
        });
      // One page per problem type of the specs (./problem-pages.ts).
      registerProblemPagesCommand(cli, context, options);
    },
  };
}
