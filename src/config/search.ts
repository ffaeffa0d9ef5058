import type {PluginConfig} from '@docusaurus/types';

/** Offline full-text search over docs and pages; one index per locale. */
export const searchLocal: PluginConfig = [
  '@easyops-cn/docusaurus-search-local',
  {
    hashed: true,
    language: ['en', 'it'],
    indexDocs: true,
    indexPages: true,
    indexBlog: false,
    docsRouteBasePath: '/docs',
    explicitSearchResultPath: true,
    searchResultLimits: 8,
    searchBarShortcutHint: false,
    ignoreFiles: [/^\/(it\/)?docs\/internal-api/],
    // API pages: index the operation, not its curl sample. Diagrams (SVG text in two colour modes) stay
    // out of the index, as when the browser drew them: their labels would read glued together, twice.
    ignoreCssSelectors: ['.api-samples', 'figure[data-diagram]'],
  },
];
