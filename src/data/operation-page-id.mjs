/**
 * The page id of an API operation, as docusaurus-plugin-openapi-docs names it:
 * its operationId in kebab case (`getThing` → `get-thing`); the page is
 * `/docs/api/{area}/{id}`. A plain module (with a .d.mts), so that
 * scripts/i18n-status.mjs can read it in Node; src/data/api-areas.ts
 * re-exports it.
 *
 * @param {string} operationId
 * @returns {string}
 */
export const operationPageId = (operationId) => operationId.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
