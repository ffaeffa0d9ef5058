/**
 * Local plugin: stale Italian translations, counted in the build and flagged
 * on their pages (issue 32; the rules are in ./status.mjs).
 *
 * Once the content is loaded it reads the state of every Italian copy (files
 * plus one `git log`) and prints how many are older than their English
 * source, and how many are unmarked or missing; `FULCRO_I18N_VERBOSE=1` lists
 * them, as `npm run i18n:status` does. With `FULCRO_I18N_STRICT=1` (release
 * builds) any of them stops the build, before the first locale is bundled.
 *
 * The notice (src/components/TranslationNotice) must be in each stale page's
 * static HTML. The lightest correct carrier is the plugin's global data,
 * set only in the Italian build and only while a page is stale: a map of
 * Italian permalinks to the day the English changed (about 40 bytes a page,
 * none when everything is current). Front matter injected at compile time
 * would ship nothing at all, but the bundler's persistent cache keys an MDX
 * module on its own file only: an English edit would not reach the cached
 * Italian page, and the notice would be missing until the cache was cleared.
 * Global data is written again on every run.
 */
import path from 'node:path';
import type {AllContent, LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';
import {
  contentFolders,
  formatReport,
  needsWork,
  translationLocale,
  translationStatus,
  type TranslationReport,
} from './status.mjs';
import {translationStatusPluginName, type StaleTranslations} from '../../../src/shared/translation-status';

export type TranslationStatusOptions = {
  /** Fail the build on any stale, unmarked or missing translation. Default: `FULCRO_I18N_STRICT=1`. */
  strict?: boolean;
  /** List them in the build's output. Default: `FULCRO_I18N_VERBOSE=1`. */
  verbose?: boolean;
};

const envFlag = (name: string) => ['1', 'true'].includes(process.env[name] ?? '');

/** `@site/i18n/it/…` → `i18n/it/…` */
const fromSite = (source: string) => source.replace(/^@site\//, '');

/**
 * The permalink of every loaded doc and Markdown page, by source file
 * relative to the site (in the Italian build, the Italian copies).
 */
export function permalinksBySource(allContent: AllContent): Map<string, string> {
  const permalinks = new Map<string, string>();
  const docs = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent | undefined>;
  for (const instance of Object.values(docs)) {
    for (const version of instance?.loadedVersions ?? []) {
      for (const doc of version.docs) permalinks.set(fromSite(doc.source), doc.permalink);
    }
  }
  const pages = (allContent['docusaurus-plugin-content-pages'] ?? {}) as Record<
    string,
    PagesContent | null | undefined
  >;
  for (const instance of Object.values(pages)) {
    for (const page of instance ?? []) if (page.type === 'mdx') permalinks.set(fromSite(page.source), page.permalink);
  }
  return permalinks;
}

/** Permalink of each stale Italian page that the build renders → the day its English source changed. */
export function staleTranslations(report: TranslationReport, permalinks: Map<string, string>): StaleTranslations {
  const stale: StaleTranslations = {};
  const pages = [...report.entries.filter((entry) => entry.state === 'stale'), ...report.api.stalePages];
  for (const {italian, englishDate} of pages) {
    const permalink = permalinks.get(italian);
    if (permalink !== undefined) stale[permalink] = englishDate;
  }
  return stale;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The build's one-line summary. */
export function summary(report: TranslationReport): string {
  const {stale, unmarked, missing} = report.counts;
  const older = `${plural(stale, 'Italian translation is', 'Italian translations are')} older than ${stale === 1 ? 'its' : 'their'} English source`;
  const others = [unmarked > 0 ? `${unmarked} not marked` : '', missing > 0 ? `${missing} missing` : ''].filter(
    Boolean,
  );
  const api = report.api.counts;
  const apiParts = (['stale', 'unmarked', 'missing', 'orphaned', 'invalid'] as const)
    .filter((state) => api[state] > 0)
    .map((state) => `${api[state]} ${state}`);
  const apiText = apiParts.length > 0 ? `; API reference texts: ${apiParts.join(', ')}` : '';
  return `[translation-status] ${older}${others.length > 0 ? `; ${others.join(', ')}` : ''}${apiText}${needsWork(report) ? ' (npm run i18n:status lists them)' : ''}`;
}

/** What the last run printed: a two-locale build prints its summary once. */
let printed = '';

export default function translationStatusPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = (rawOptions ?? {}) as TranslationStatusOptions;
  const strict = options.strict ?? envFlag('FULCRO_I18N_STRICT');
  const verbose = options.verbose ?? envFlag('FULCRO_I18N_VERBOSE');
  return {
    name: translationStatusPluginName,
    getPathsToWatch() {
      return [
        ...contentFolders.flatMap(({english, italian, recursive}) =>
          [english, italian].map((folder) =>
            path.join(context.siteDir, folder, recursive ? '**/*.{md,mdx}' : '*.{md,mdx}'),
          ),
        ),
        path.join(context.siteDir, 'openapi', '*.yaml'),
        path.join(context.siteDir, 'i18n', translationLocale, 'openapi', '*.overlay.yaml'),
      ];
    },
    allContentLoaded({allContent, actions}) {
      const report = translationStatus({siteDir: context.siteDir});
      const output = verbose && needsWork(report) ? `${summary(report)}\n${formatReport(report)}` : summary(report);
      if (output !== printed) console.log(output);
      printed = output;
      if (strict && needsWork(report)) {
        throw new Error(
          `[translation-status] FULCRO_I18N_STRICT: every Italian translation must be current.\n${formatReport(report)}\n` +
            'Update each Italian copy, then run: node scripts/i18n-status.mjs --mark <italian-file>',
        );
      }
      if (context.i18n.currentLocale !== translationLocale) return;
      const stale = staleTranslations(report, permalinksBySource(allContent));
      if (Object.keys(stale).length > 0) actions.setGlobalData(stale);
    },
  };
}
