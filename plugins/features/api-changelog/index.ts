import {mkdir, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  apiChangelogEntries,
  apiChangelogLabels,
  apiChangelogPaths,
  type ApiChangelogLocale,
} from '../../../src/data/api-changelog';
import {product} from '../../../src/data/product';
import {atomFeed, rssFeed, type FeedContext} from './feeds';

/**
 * Local plugin: the API changelog's feeds (issue 31). After each locale's
 * build it writes `docs/api/changelog/rss.xml` and `atom.xml` into that
 * locale's output (`/it/…` holds the Italian summaries and labels), from the
 * entries of src/data/api-changelog.ts; and every page's head names both
 * feeds with `<link rel="alternate">`, as the blog plugin does for its own, so
 * a feed reader finds them from any page of the locale. The page itself is
 * api-reference/changelog.mdx; the guard that keeps the entries true to the
 * specs is ./guard.mjs.
 */

export const feedFiles = {rss: apiChangelogPaths.rss, atom: apiChangelogPaths.atom} as const;

const localeOf = (context: LoadContext): ApiChangelogLocale => (context.i18n.currentLocale === 'it' ? 'it' : 'en');

export default function apiChangelogPlugin(context: LoadContext): Plugin {
  const locale = localeOf(context);
  const words = apiChangelogLabels[locale];
  const feedContext: FeedContext = {
    siteUrl: context.siteConfig.url,
    baseUrl: context.baseUrl,
    locale,
    author: product.company,
  };
  return {
    name: 'fulcro-api-changelog',
    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'link',
            attributes: {
              rel: 'alternate',
              type: 'application/rss+xml',
              title: `${words.feedTitle} (RSS)`,
              href: `${context.baseUrl}${feedFiles.rss}`,
            },
          },
          {
            tagName: 'link',
            attributes: {
              rel: 'alternate',
              type: 'application/atom+xml',
              title: `${words.feedTitle} (Atom)`,
              href: `${context.baseUrl}${feedFiles.atom}`,
            },
          },
        ],
      };
    },
    async postBuild({outDir}) {
      const files: Array<[string, string]> = [
        [feedFiles.rss, rssFeed(apiChangelogEntries, feedContext)],
        [feedFiles.atom, atomFeed(apiChangelogEntries, feedContext)],
      ];
      for (const [file, text] of files) {
        await mkdir(dirname(join(outDir, file)), {recursive: true});
        await writeFile(join(outDir, file), text);
      }
    },
  };
}
