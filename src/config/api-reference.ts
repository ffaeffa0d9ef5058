/**
 * The API reference: one OpenAPI spec per platform service,
 * `openapi/{area}.yaml`, becomes pages under `/docs/api/{area}/…` with an
 * overview at `/docs/api/{area}`. `npm run gen-api` writes the MDX into
 * `api-reference/{area}/` (not committed; `npm start` and `npm run build` run it
 * first). `openapi/common.yaml` only holds shared components and has no pages.
 * The areas themselves are listed in src/data/api-areas.ts.
 */
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {APIOptions} from 'docusaurus-plugin-openapi-docs/src/types';
import {apiAreas, type ApiAreaId} from '../data/api-areas';

/** Id of the docs plugin instance that serves `/docs/api`. */
export const apiDocsPluginId = 'api';

/** Page template of the openapi plugin: the generator hooks write whole pages. */
const template = 'plugins/features/api-reference/templates/page.mustache';

/** Options of one area for docusaurus-plugin-openapi-docs; plugins/features/api-reference adds its page generators. */
function areaOptions(area: ApiAreaId): APIOptions {
  return {
    specPath: `openapi/${area}.yaml`,
    outputDir: `api-reference/${area}`,
    template,
    infoTemplate: template,
    hideSendButton: true,
    externalJsonProps: true,
    sidebarOptions: {groupPathsBy: 'tag'},
  };
}

/** Every area's options, by area id. */
export const apiAreaOptions: Record<ApiAreaId, APIOptions> = Object.fromEntries(
  apiAreas.map(({id}) => [id, areaOptions(id)]),
) as Record<ApiAreaId, APIOptions>;

/**
 * Second docs instance: only its routes load the API theme's item component.
 * Its folder, `api-reference/`, sits beside `docs/`, so each instance's MDX
 * loader sees only its own files; its route base `/docs/api` sits inside the
 * main docs' `/docs`, and Docusaurus sorts the more specific parent route first.
 */
export const apiDocs = {
  id: apiDocsPluginId,
  path: 'api-reference',
  routeBasePath: 'docs/api',
  sidebarPath: './sidebars-api.ts',
  docItemComponent: '@theme/ApiItem',
  lastVersion: 'current',
  versions: {current: {label: 'Next'}},
  exclude: ['**/_*.{md,mdx}'],
} satisfies DocsOptions;

/** Docs of the main instance that sidebars.ts places in its "API reference" category. */
export const apiReferenceMainDocs = ['internal-api'];

/**
 * Sidebar generator of the main docs: the default one, minus the docs that
 * sidebars.ts lists itself (they would otherwise appear twice).
 */
export const mainSidebarItemsGenerator: NonNullable<DocsOptions['sidebarItemsGenerator']> = async ({
  defaultSidebarItemsGenerator,
  ...args
}) => {
  const items = await defaultSidebarItemsGenerator(args);
  return items.filter((item) => !(item.type === 'doc' && apiReferenceMainDocs.includes(item.id)));
};
