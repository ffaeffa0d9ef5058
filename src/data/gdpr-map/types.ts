/**
 * Types of the GDPR compliance map (`/fulcro-gdpr/table`): one row per article
 * of Regulation (EU) 2016/679, with the platform feature that covers it and
 * what stays with the customer. The words live in one module per locale
 * (`en.ts`, `it.ts`) so each page loads only its own language; chapter and
 * status live once, in `articles.ts`, so the two languages cannot disagree.
 */

/** How an article is covered: the three marks explained on `/fulcro-gdpr/legend`. */
export type GdprStatus = 'provided' | 'shared' | 'customer';

/** The statuses in the order the legend, the filters and the drawings show them. */
export const gdprStatuses: readonly GdprStatus[] = ['provided', 'shared', 'customer'];

/** The eleven chapters of the Regulation, as roman numerals. */
export type GdprChapter = 'I' | 'II' | 'III' | 'IV' | 'V' | 'VI' | 'VII' | 'VIII' | 'IX' | 'X' | 'XI';

/** One article of the map, in one language. */
export type GdprRow = {
  /** Article number in the Regulation. */
  article: number;
  /** The article's official title in the page's language. */
  title: string;
  /** Chapter of the Regulation the article belongs to. */
  chapter: GdprChapter;
  status: GdprStatus;
  /** What the platform provides, as plain text (no Markdown). */
  fulcro: string;
  /** Root-relative link to the docs or product page of that feature. */
  fulcroLink?: string;
  /** What stays the customer's, as plain text (no Markdown). */
  customer: string;
  /** The row also links the API's list of personal data by operation (/docs/api/personal-data), a basis for records of processing. */
  apiPersonalData?: boolean;
};

/** What a locale module writes for each article: everything but the locale-free fields. */
export type GdprRowText = Omit<GdprRow, 'article' | 'chapter' | 'status' | 'apiPersonalData'>;

/** Locale-free facts of an article: number, chapter and status. */
export type GdprArticle = Pick<GdprRow, 'article' | 'chapter' | 'status' | 'apiPersonalData'>;
