/**
 * The API changelog's feeds (issue 31): RSS 2.0 and Atom 1.0 documents of the
 * entries in one language, for readers who follow the APIs' changes without
 * visiting /docs/api/changelog. Each item is an entry (“Core API 4.2.1”) that
 * links to its anchor on the page and carries its summary and classified list
 * as HTML. Dates are the entries' own (midnight UTC), so a build that changes
 * no entry writes the same bytes.
 */
import {
  apiChangelogAnchor,
  apiChangelogEntryTitle,
  apiChangelogLabels,
  apiChangelogPaths,
  type ApiChangelogEntry,
  type ApiChangelogLocale,
} from '../../../src/data/api-changelog';
import {entryHtml, escapeXml, summaryHtml} from './render';

export type FeedContext = {
  /** `https://www.fulcro.io` (no trailing slash). */
  siteUrl: string;
  /** The locale's base URL: `/` or `/it/`. */
  baseUrl: string;
  locale: ApiChangelogLocale;
  /** Who publishes the feed (Atom requires an author). */
  author: string;
};

/** An ISO date (`2026-11-17`) as RFC 822 (RSS): `Tue, 17 Nov 2026 00:00:00 GMT`. */
export function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

/** An ISO date as RFC 3339 (Atom): `2026-11-17T00:00:00Z`. */
export function rfc3339(isoDate: string): string {
  return `${isoDate}T00:00:00Z`;
}

function urls(context: FeedContext) {
  const base = `${context.siteUrl.replace(/\/$/, '')}${context.baseUrl}`;
  return {
    page: `${base}${apiChangelogPaths.page}`,
    rss: `${base}${apiChangelogPaths.rss}`,
    atom: `${base}${apiChangelogPaths.atom}`,
  };
}

const newest = (entries: readonly ApiChangelogEntry[]) =>
  entries.reduce((latest, entry) => (entry.date > latest ? entry.date : latest), entries[0]?.date ?? '1970-01-01');

/** The RSS 2.0 document of the entries (newest first, as given). */
export function rssFeed(entries: readonly ApiChangelogEntry[], context: FeedContext): string {
  const words = apiChangelogLabels[context.locale];
  const {page, rss} = urls(context);
  const items = entries.map((entry) => {
    const link = `${page}#${apiChangelogAnchor(entry)}`;
    return [
      '    <item>',
      `      <title>${escapeXml(apiChangelogEntryTitle(entry, context.locale))}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${rfc822(entry.date)}</pubDate>`,
      `      <description>${escapeXml(entryHtml(entry, context.locale))}</description>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(words.feedTitle)}</title>`,
    `    <link>${escapeXml(page)}</link>`,
    `    <description>${escapeXml(words.feedDescription)}</description>`,
    `    <language>${context.locale}</language>`,
    `    <lastBuildDate>${rfc822(newest(entries))}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(rss)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** The Atom 1.0 document of the entries (newest first, as given). */
export function atomFeed(entries: readonly ApiChangelogEntry[], context: FeedContext): string {
  const words = apiChangelogLabels[context.locale];
  const {page, atom} = urls(context);
  const items = entries.map((entry) => {
    const link = `${page}#${apiChangelogAnchor(entry)}`;
    return [
      '  <entry>',
      `    <title>${escapeXml(apiChangelogEntryTitle(entry, context.locale))}</title>`,
      `    <id>${escapeXml(link)}</id>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(link)}"/>`,
      `    <published>${rfc3339(entry.date)}</published>`,
      `    <updated>${rfc3339(entry.date)}</updated>`,
      `    <summary type="html">${escapeXml(summaryHtml(entry.summary[context.locale]))}</summary>`,
      `    <content type="html">${escapeXml(entryHtml(entry, context.locale))}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${context.locale}">`,
    `  <title>${escapeXml(words.feedTitle)}</title>`,
    `  <subtitle>${escapeXml(words.feedDescription)}</subtitle>`,
    `  <id>${escapeXml(page)}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(atom)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(page)}"/>`,
    `  <updated>${rfc3339(newest(entries))}</updated>`,
    `  <author><name>${escapeXml(context.author)}</name></author>`,
    ...items,
    '</feed>',
    '',
  ].join('\n');
}
