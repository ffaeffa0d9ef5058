#!/usr/bin/env node
/**
 * `npm run gen-api`: writes the API reference from the OpenAPI specs.
 *
 * 1. Removes what the previous run wrote: every folder of api-reference/ (the
 *    hand-written pages are files directly in api-reference/) and the translated
 *    overview folders of the `api` docs instance.
 * 2. `docusaurus gen-api-files`: each area's downloads under static/openapi/
 *    (the spec as one YAML and one JSON file, a Postman collection) and the
 *    request samples of its operations (plugins/features/api-reference/api-files.ts).
 * 3. `docusaurus gen-api-docs all --plugin-id openapi`: one MDX page per
 *    operation, an overview per area and a sidebar per area
 *    (docusaurus-plugin-openapi-docs, configured in src/config/api-reference.ts).
 * 4. `docusaurus gen-api-prerender`: the Markdown in the pages' props
 *    (descriptions, example summaries) rendered to HTML, so that the browser
 *    needs no Markdown parser (plugins/features/api-reference/prerender.ts).
 * 5. `docusaurus gen-api-translations`: the Italian API reference
 *    (plugins/features/api-reference/translations.ts): every operation page
 *    from the spec with its Italian overlay (i18n/it/openapi/{area}.overlay.yaml)
 *    applied, each area's overview (i18n/it/openapi/{area}.md) and the
 *    personal-data page.
 * 6. `docusaurus gen-api-problems`: one page per problem type, in English and
 *    Italian (plugins/features/api-reference/problem-pages.ts).
 *
 * Runs before `npm start`, `npm run build`, `npm run write-translations` and in `npm test`.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync, rmSync} from 'node:fs';
import {join} from 'node:path';

const generatedParents = [
  'api-reference',
  ...readdirSync('i18n').map((locale) => `i18n/${locale}/docusaurus-plugin-content-docs-api/current`),
];

for (const parent of generatedParents) {
  if (!existsSync(parent)) continue;
  for (const entry of readdirSync(parent, {withFileTypes: true})) {
    if (entry.isDirectory()) rmSync(join(parent, entry.name), {recursive: true, force: true});
  }
}

const env = {...process.env, NO_UPDATE_NOTIFIER: '1'};
for (const args of [
  ['docusaurus', 'gen-api-files'],
  ['docusaurus', 'gen-api-docs', 'all', '--plugin-id', 'openapi'],
  ['docusaurus', 'gen-api-prerender'],
  ['docusaurus', 'gen-api-translations'],
  ['docusaurus', 'gen-api-problems'],
]) {
  const result = spawnSync('npx', args, {stdio: ['ignore', 'ignore', 'inherit'], env});
  if (result.status !== 0) {
    console.error(`gen-api: npx ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}
console.log('gen-api: API reference written to api-reference/ and i18n/*/docusaurus-plugin-content-docs-api/');
