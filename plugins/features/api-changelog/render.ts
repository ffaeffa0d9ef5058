/**
 * The API changelog's entries as HTML (the feeds' item content) and as
 * Markdown (the page's Markdown copy, /docs/api/changelog.md), from the same
 * segments the page renders (src/data/api-changelog.ts `apiChangeSegments`),
 * so that the three say the same words.
 */
import {
  apiChangeOperationsInline,
  apiChangeSegments,
  apiChangelogEntryTitle,
  apiChangelogLabels,
  type ApiChange,
  type ApiChangeSegment,
  type ApiChangelogEntry,
  type ApiChangelogLocale,
} from '../../../src/data/api-changelog';
import {formatIsoDate} from '../../../src/shared/dates';

/** Text safe inside an HTML or XML element or attribute value. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A summary's text as HTML: `inline code` becomes <code>. */
export function summaryHtml(summary: string): string {
  return summary
    .split('`')
    .map((part, i) => (i % 2 === 1 ? `<code>${escapeXml(part)}</code>` : escapeXml(part)))
    .join('');
}

const segmentHtml = (segment: ApiChangeSegment) =>
  'code' in segment ? `<code>${escapeXml(segment.code)}</code>` : escapeXml(segment.text);

/** One change as an HTML list item: its type, then its line. */
export function changeHtml(change: ApiChange, locale: ApiChangelogLocale): string {
  const type = apiChangelogLabels[locale].types[change.type];
  return `<li><strong>${escapeXml(type)}</strong>: ${apiChangeSegments(change, locale).map(segmentHtml).join('')}</li>`;
}

/** An entry's body as HTML: the summary, then its changes (or the baseline's note). */
export function entryHtml(entry: ApiChangelogEntry, locale: ApiChangelogLocale): string {
  const summary = `<p>${summaryHtml(entry.summary[locale])}</p>`;
  if (entry.changes.length === 0) return `${summary}<p>${escapeXml(apiChangelogLabels[locale].baseline)}</p>`;
  return `${summary}<ul>${entry.changes.map((change) => changeHtml(change, locale)).join('')}</ul>`;
}

const segmentMarkdown = (segment: ApiChangeSegment) => ('code' in segment ? `\`${segment.code}\`` : segment.text);

/**
 * The entries as Markdown, newest first, for the page's Markdown copy: each a
 * `## {title}` heading, its date, its summary and its changes (every operation
 * named).
 */
export function apiChangelogMarkdown(entries: readonly ApiChangelogEntry[], locale: ApiChangelogLocale): string {
  const words = apiChangelogLabels[locale];
  return entries
    .map((entry) => {
      const lines = [
        `## ${apiChangelogEntryTitle(entry, locale)}`,
        '',
        formatIsoDate(entry.date, locale),
        '',
        entry.summary[locale],
        '',
      ];
      if (entry.changes.length === 0) lines.push(words.baseline, '');
      for (const change of entry.changes) {
        const operations = change.operations ?? [];
        const named =
          operations.length > apiChangeOperationsInline
            ? `: ${operations.map((operation) => `\`${operation}\``).join(', ')}`
            : '';
        lines.push(
          `- **${words.types[change.type]}**: ${apiChangeSegments(change, locale).map(segmentMarkdown).join('')}${named}`,
        );
      }
      return lines.join('\n').trimEnd();
    })
    .join('\n\n');
}
