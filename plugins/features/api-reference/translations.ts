/**
 * The Italian API reference, written by `docusaurus gen-api-translations`
 * (the last stage of `npm run gen-api`) into
 * `i18n/it/docusaurus-plugin-content-docs-api/current/`, where Docusaurus
 * takes a translated doc in place of the English one:
 *
 * - every operation page, generated as the English ones are (same ids, paths,
 *   samples and personal-data block) from the spec with its Italian overlay
 *   applied (`i18n/it/openapi/{area}.overlay.yaml`, rules in ./overlays.mjs):
 *   Italian summaries become the titles, sidebar labels and headings, and the
 *   descriptions of operations, parameters, bodies, responses and schema
 *   properties read in Italian; a text the overlay does not cover stays in
 *   English; an action that no longer fits the spec is left out and reported;
 * - each area's overview, from `i18n/it/openapi/{area}.md`;
 * - the list of personal data (`/docs/api/personal-data`), whose rows name
 *   the operations by their Italian titles.
 *
 * The overlay is applied by Redocly's `bundle` (@redocly/openapi-core, the
 * library docusaurus-plugin-openapi-docs loads specs with), which implements
 * Overlay 1.0 on RFC 9535 JSONPath. The downloads stay the English specs.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {bundle, createConfig} from '@redocly/openapi-core';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {processOpenapiFiles, readOpenapiFiles} from 'docusaurus-plugin-openapi-docs/lib/openapi';
import {runWithExternalization} from 'docusaurus-plugin-openapi-docs/lib/markdown/utils';
import type {APIOptions, ApiMetadata, ApiPageMetadata, InfoPageMetadata} from 'docusaurus-plugin-openapi-docs/src/types';
import {applicableOverlay, checkOverlay, emptyOverlay, isApplicable, overlayFile, readArea} from './overlays.mjs';
import {overviewMarkdown, personalDataPage, type OverviewLocale} from './markdown';
import {asyncApiArea, readAsyncApiSizes} from './asyncapi';
import {asyncApiDownloadRows} from './mqtt-pages';
import {generatedDir, readDownloadSizes} from './api-files';
import {prerenderFolder} from './prerender';

/** Where the generator keeps a locale's specs with the overlay applied (not pages: the folder starts with `_`). */
const localeSpecsDir = (siteDir: string, locale: string) => path.join(siteDir, generatedDir, locale);

/** What one area's translation did: the pages written and what the overlay could not translate. */
export type AreaTranslation = {area: string; pages: number; applied: number; missing: number; skipped: string[]};

/**
 * The spec of an area in a locale: the English spec with the locale's
 * overlay applied, as a parsed document. Actions that do not fit the spec
 * (orphaned or invalid) are left out, and returned to be reported.
 */
export async function localizedSpec(siteDir: string, area: string, locale: OverviewLocale): Promise<{spec: unknown; applied: number; missing: number; skipped: string[]}> {
  const {spec, overlay} = readArea(siteDir, area);
  const check = checkOverlay(spec, overlay ?? emptyOverlay(area));
  const skipped = [
    ...check.problems.map((problem) => `${overlayFile(area, locale)}: ${problem}`),
    ...check.actions.filter((action) => !isApplicable(action)).map((action) => `${overlayFile(area, locale)} ${action.target}: ${action.problem ?? action.state}`),
  ];
  const applied = check.actions.filter(isApplicable).length;
  const specPath = path.join(siteDir, 'openapi', `${area}.yaml`);
  if (overlay === null || applied === 0) return {spec, applied, missing: check.missing.length, skipped};
  const dir = localeSpecsDir(siteDir, locale);
  await mkdir(dir, {recursive: true});
  // Redocly reads overlays from files: the applicable actions, as written.
  const effective = path.join(dir, `${area}.overlay.json`);
  await writeFile(effective, JSON.stringify(applicableOverlay(overlay, check)), 'utf8');
  const result = await bundle({ref: specPath, config: await createConfig({}), overlays: [effective]});
  // Only the overlay's own problems: the spec's (an example's `externalValue` that cannot be fetched offline) are the English pages' too.
  const errors = result.problems.filter((problem) => problem.severity === 'error' && problem.location.some((at) => at.source.absoluteRef === effective));
  if (errors.length > 0) {
    throw new Error(`Applying ${overlayFile(area, locale)} failed:\n${errors.map((problem) => `  ${problem.message}`).join('\n')}`);
  }
  return {spec: result.bundle.parsed, applied, missing: check.missing.length, skipped};
}

/** Writes a generated page and the props files it requires, as docusaurus-plugin-openapi-docs writes them. */
async function writePage(outputDir: string, item: ApiPageMetadata, generate: (item: ApiPageMetadata) => string): Promise<void> {
  const {result, files} = runWithExternalization(item.id, () => generate(item));
  for (const file of files) await writeFile(path.join(outputDir, file.filename), file.content, 'utf8');
  await writeFile(path.join(outputDir, `${item.id}.api.mdx`), result, 'utf8');
}

/**
 * Writes the translated API reference of one locale: each area's operation
 * pages and overview, then the personal-data page, then the pages' props
 * rendered to HTML.
 */
export async function writeTranslatedReference(
  siteDir: string,
  areas: Record<string, APIOptions>,
  docsPluginId: string,
  locale: OverviewLocale,
): Promise<AreaTranslation[]> {
  const docsDir = path.join(siteDir, 'i18n', locale, `docusaurus-plugin-content-docs-${docsPluginId}`, 'current');
  const localized: Record<string, unknown> = {};
  const done: AreaTranslation[] = [];
  for (const [area, apiOptions] of Object.entries(areas)) {
    const overviewPath = path.join(siteDir, 'i18n', locale, 'openapi', `${area}.md`);
    if (!existsSync(overviewPath)) {
      throw new Error(`Missing translation of the ${area} API overview: ${path.relative(siteDir, overviewPath)}`);
    }
    const {spec, applied, missing, skipped} = await localizedSpec(siteDir, area, locale);
    localized[area] = spec;
    // The docs plugin's loader reads a file: the localized spec as JSON (YAML's subset).
    const specPath = path.join(localeSpecsDir(siteDir, locale), `${area}.json`);
    await mkdir(path.dirname(specPath), {recursive: true});
    await writeFile(specPath, JSON.stringify(spec), 'utf8');
    const files = await readOpenapiFiles(specPath);
    // The package's lib/ declarations name a lib/types.d.ts it does not ship: the items' type comes from src/.
    const [items] = await processOpenapiFiles(files, apiOptions, apiOptions.sidebarOptions ?? {});
    const outputDir = path.join(docsDir, area);
    await mkdir(outputDir, {recursive: true});
    const createApiPageMD = apiOptions.markdownGenerators?.createApiPageMD;
    if (!createApiPageMD) throw new Error(`The ${area} API has no page generator (see withPageGenerators)`);
    let pages = 0;
    for (const item of items as ApiMetadata[]) {
      if (item.type !== 'api') continue;
      await writePage(outputDir, item, createApiPageMD);
      pages += 1;
    }
    const info = (items as ApiMetadata[]).find((item): item is InfoPageMetadata => item.type === 'info');
    if (!info) throw new Error(`${apiOptions.specPath} produced no overview page`);
    const {frontMatter, content} = await DEFAULT_PARSE_FRONT_MATTER({filePath: overviewPath, fileContent: await readFile(overviewPath, 'utf8')});
    const overview = overviewMarkdown(info, area, locale, readDownloadSizes(siteDir), {
      title: String(frontMatter.title),
      description: content,
      securitySchemes: frontMatter.securitySchemes as Record<string, string> | undefined,
    }, area === asyncApiArea ? asyncApiDownloadRows(readAsyncApiSizes(siteDir), locale) : []);
    await writeFile(path.join(outputDir, `${info.id}.info.mdx`), overview, 'utf8');
    done.push({area, pages, applied, missing, skipped});
  }
  const personalData = path.join(docsDir, 'personal-data');
  await mkdir(personalData, {recursive: true});
  await writeFile(path.join(personalData, 'index.mdx'), personalDataPage(localized, locale), 'utf8');
  await prerenderFolder(docsDir);
  return done;
}
