import type {GdprArticle, GdprRow, GdprRowText} from './types';

/**
 * The articles on the map, with their chapter and status, and whether the row
 * links the API's personal data by operation (principles, privacy by design,
 * records of processing, security). Locale-free and
 * small: the coverage drawing counts statuses from here without loading the
 * words of either language.
 */
export const gdprArticles: readonly GdprArticle[] = [
  {article: 5, chapter: 'II', status: 'shared', apiPersonalData: true},
  {article: 6, chapter: 'II', status: 'customer'},
  {article: 7, chapter: 'II', status: 'shared'},
  {article: 8, chapter: 'II', status: 'customer'},
  {article: 9, chapter: 'II', status: 'customer'},
  {article: 12, chapter: 'III', status: 'shared'},
  {article: 13, chapter: 'III', status: 'customer'},
  {article: 14, chapter: 'III', status: 'customer'},
  {article: 15, chapter: 'III', status: 'shared'},
  {article: 16, chapter: 'III', status: 'shared'},
  {article: 17, chapter: 'III', status: 'shared'},
  {article: 18, chapter: 'III', status: 'shared'},
  {article: 19, chapter: 'III', status: 'shared'},
  {article: 20, chapter: 'III', status: 'shared'},
  {article: 21, chapter: 'III', status: 'customer'},
  {article: 22, chapter: 'III', status: 'customer'},
  {article: 24, chapter: 'IV', status: 'customer'},
  {article: 25, chapter: 'IV', status: 'provided', apiPersonalData: true},
  {article: 28, chapter: 'IV', status: 'shared'},
  {article: 30, chapter: 'IV', status: 'shared', apiPersonalData: true},
  {article: 32, chapter: 'IV', status: 'provided', apiPersonalData: true},
  {article: 33, chapter: 'IV', status: 'shared'},
  {article: 34, chapter: 'IV', status: 'shared'},
  {article: 35, chapter: 'IV', status: 'customer'},
  {article: 36, chapter: 'IV', status: 'customer'},
  {article: 37, chapter: 'IV', status: 'customer'},
  {article: 44, chapter: 'V', status: 'shared'},
  {article: 45, chapter: 'V', status: 'customer'},
  {article: 46, chapter: 'V', status: 'customer'},
];

/**
 * Joins a locale's words to the articles, in article order. Throws when the
 * locale module misses an article of the map or writes one that is not on it.
 */
export function buildRows(texts: Readonly<Record<number, GdprRowText>>): GdprRow[] {
  const known = new Set(gdprArticles.map((a) => a.article));
  const extra = Object.keys(texts)
    .map(Number)
    .filter((article) => !known.has(article));
  if (extra.length > 0) throw new Error(`GDPR map: articles ${extra.join(', ')} are not in articles.ts`);
  return gdprArticles.map((meta) => {
    const text = texts[meta.article];
    if (!text) throw new Error(`GDPR map: no text for article ${meta.article}`);
    return {...meta, ...text};
  });
}
