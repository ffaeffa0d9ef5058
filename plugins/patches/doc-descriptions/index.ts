import {mkdir, rename, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

/**
 * Local plugin: the docs' descriptions travel only to the pages that show them.
 *
 * Every doc page loads its docs version's metadata (the sidebars and, for each
 * doc, its id, title, description and sidebar). The only reader of the
 * descriptions is `DocCard`, on the category pages Docusaurus generates
 * (`/docs/category/…`); yet they were most of the module: 5.2 of 8.8 KB gzipped
 * in English. Here a loader takes them out of the metadata of the docs
 * instances named in `pluginIds`, and the plugin writes them, for the locale
 * being built, to one module per instance (`@fulcro/doc-descriptions/{id}.json`:
 * doc id → description), which only the category pages import
 * (`src/theme/DocCategoryGeneratedIndexPage`, read by `src/theme/DocCard`).
 * The API reference (id `api`) shows none: its overviews list operation
 * groups, whose cards show a count (tests/e2e/api-reference.spec.ts fails on
 * a card without its text). So no API page loads the 170 operations'
 * descriptions, and none imports its module.
 */

export type DocDescriptionsOptions = {pluginIds: string[]};

export const descriptionsModule = '@fulcro/doc-descriptions';

type DocsContent = Record<string, LoadedContent | undefined>;

export default function docDescriptionsPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = rawOptions as DocDescriptionsOptions;
  const dir = join(context.generatedFilesDir, 'fulcro-doc-descriptions', context.i18n.currentLocale);
  // The version metadata modules of these instances: .docusaurus/docusaurus-plugin-content-docs/{id}/p/*.json
  const metadataTest = new RegExp(
    `[\\\\/]docusaurus-plugin-content-docs[\\\\/](${options.pluginIds.map((id) => id.replace(/[^\w-]/g, '')).join('|')})[\\\\/]p[\\\\/][^\\\\/]+\\.json$`,
  );
  return {
    name: 'fulcro-doc-descriptions',
    async allContentLoaded({allContent}) {
      const docs = (allContent['docusaurus-plugin-content-docs'] ?? {}) as DocsContent;
      await mkdir(dir, {recursive: true});
      for (const id of options.pluginIds) {
        const descriptions = Object.fromEntries(
          (docs[id]?.loadedVersions ?? []).flatMap((version) => version.docs.map((doc) => [doc.id, doc.description])),
        );
        const file = join(dir, `${id}.json`);
        await writeFile(`${file}.${process.pid}.tmp`, JSON.stringify(descriptions));
        await rename(`${file}.${process.pid}.tmp`, file);
      }
    },
    configureWebpack() {
      return {
        resolve: {alias: {[descriptionsModule]: dir}},
        module: {
          rules: [
            {test: metadataTest, use: [{loader: join(context.siteDir, 'plugins/patches/doc-descriptions/loader.cjs')}]},
          ],
        },
      };
    },
  };
}
