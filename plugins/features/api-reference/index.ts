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
 * - a `gen-api-translations` command that writes the Italian API reference
 *   (./translations.ts): every operation page from the spec with its Italian
 *   overlay applied (`i18n/it/openapi/{area}.overlay.yaml`), each area's
 *   overview from `i18n/it/openapi/{area}.md` and the personal-data page
 *   (run by `npm run gen-api` after the openapi plugin's `gen-api-docs`).
 */
import {mkdir, writeFile} from 'node:fs/promises';
import {existsSync, readFileSync, realpathSync} from 'node:fs';
import {load} from 'js-yaml';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import openapiTheme from 'docusaurus-theme-openapi-docs/lib/index';
import type {APIOptions, ApiPageMetadata, InfoPageMetadata} from 'docusaurus-plugin-openapi-docs/src/types';
import {apiPageMarkdown, downloadsTable, overviewMarkdown, personalDataPage, type OverviewLocale} from './markdown';
import {generatedDir, readDownloadSizes, writeApiFiles} from './api-files';
import {asyncApiArea, asyncApiFormats, asyncApiUrl, readAsyncApiSizes, writeAsyncApiFiles} from './asyncapi';
import {asyncApiDownloadRows, mqttPages, mqttReferenceLabel} from './mqtt-pages';
import {apiAreas, apiAreaLabelsIt} from '../../../src/data/api-areas';
import {prerenderFolder} from './prerender';
import {writeTranslatedReference} from './translations';
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

/**
 * The site's own components of API pages (src/theme/…); the shared modules they import (src/shared/) join them.
 * `ApiItem/index.tsx` stays out: it is the item of every page of /docs/api, and only chooses between an
 * operation's layout (`ApiItem/Operation.tsx`, in the chunk) and an ordinary doc.
 */
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
  const components = apiSiteComponents.map((name) => (name === 'ApiItem' ? `ApiItem(?!${pathSeparator}index\\.tsx$)` : name));
  const siteTheme = `(?:${dirPattern(siteDir, 'src', 'theme')}(?:${components.join('|')})${pathSeparator}|${escapeRegExp(path.join(siteDir, 'src', 'css', 'api-reference.scss'))}$|${dirPattern(siteDir, 'src', 'shared')}(?:inline-markdown|api-page)\\.ts$)`;
  return new RegExp(`^(?:${nodeModules}(?:${packages})${pathSeparator}|${siteTheme})`);
}

const translatedLocales: readonly OverviewLocale[] = ['it'];

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
          createInfoPageMD: (item: InfoPageMetadata) =>
            overviewMarkdown(item, area, 'en', readDownloadSizes(siteDir), undefined, area === asyncApiArea ? asyncApiDownloadRows(readAsyncApiSizes(siteDir), 'en') : []),
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
          // Core's MQTT broker and live-data WebSocket: the AsyncAPI document's downloads, its contract and its pages (/docs/api/mqtt).
          const asyncApi = await writeAsyncApiFiles(siteDir, Object.keys(specPaths));
          const mqttDirs = {
            en: path.join(siteDir, options.docsPath),
            it: path.join(siteDir, 'i18n', 'it', `docusaurus-plugin-content-docs-${options.docsPluginId}`, 'current'),
          };
          for (const locale of ['en', ...translatedLocales] as const) {
            for (const page of mqttPages(asyncApi.contract, locale, asyncApi.sizes)) {
              await mkdir(path.dirname(path.join(mqttDirs[locale], page.file)), {recursive: true});
              await writeFile(path.join(mqttDirs[locale], page.file), page.markdown, 'utf8');
            }
          }
          // The index page of the API reference lists every download (a partial it imports, one per language).
          const labels = {en: [...apiAreas], it: apiAreas.map(({id}) => ({id, label: apiAreaLabelsIt[id]}))};
          for (const locale of ['en', ...translatedLocales] as const) {
            const asyncApiDownloads = {
              label: mqttReferenceLabel[locale],
              page: '/docs/api/mqtt#downloads',
              files: asyncApiFormats.map((format) => ({name: `AsyncAPI ${format.toUpperCase()}`, href: asyncApiUrl(format), bytes: asyncApi.sizes[format]})),
            };
            await writeFile(path.join(siteDir, generatedDir, `_downloads.${locale}.mdx`), downloadsTable(labels[locale], sizes, locale, [asyncApiDownloads]), 'utf8');
          }
          // The API-wide list of personal data (/docs/api/personal-data; gen-api-translations writes the Italian one).
          const specs = Object.fromEntries(Object.entries(specPaths).map(([area, specPath]) => [area, load(readFileSync(path.resolve(siteDir, specPath), 'utf8'))]));
          const pageDir = path.join(siteDir, options.docsPath, 'personal-data');
          await mkdir(pageDir, {recursive: true});
          await writeFile(path.join(pageDir, 'index.mdx'), personalDataPage(specs, 'en'), 'utf8');
          console.log(
            `[api-reference] downloads and request samples of ${Object.keys(sizes).length} areas written, the personal-data page, and the AsyncAPI document's downloads and ${asyncApi.contract.channels.length + 1} pages`,
          );
        });
      cli
        .command('gen-api-prerender')
        .description("Renders the Markdown of the generated pages' props to HTML (run after gen-api-docs).")
        .action(async () => {
          const count = await prerenderFolder(path.join(context.siteDir, options.docsPath));
          console.log(`[api-reference] Markdown of ${count} props files rendered to HTML`);
        });
      cli
        .command('gen-api-translations')
        .description('Writes the translated API reference: operation pages from the overlays, overviews, personal data (run after gen-api-docs).')
        .action(async () => {
          for (const locale of translatedLocales) {
            const areas = await writeTranslatedReference(context.siteDir, options.areas, options.docsPluginId, locale);
            const pages = areas.reduce((sum, area) => sum + area.pages, 0);
            const missing = areas.reduce((sum, area) => sum + area.missing, 0);
            console.log(`[api-reference] ${locale}: ${pages} operation pages and ${areas.length} overviews written, ${areas.reduce((sum, area) => sum + area.applied, 0)} overlay actions applied`);
            // Not a failure: the page shows those texts in English until they are translated (npm run i18n:status lists them).
            if (missing > 0) console.warn(`[api-reference] ${locale}: ${missing} API texts have no translation yet and stay in English (npm run i18n:status lists them)`);
            for (const skipped of areas.flatMap((area) => area.skipped)) console.warn(`[api-reference] ${locale}: left out: ${skipped}`);
          }
        });
      // One page per problem type of the specs (./problem-pages.ts).
      registerProblemPagesCommand(cli, context, options);
    },
  };
}
