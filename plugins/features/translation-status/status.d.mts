/** Types of ./status.mjs (which Italian copies still follow their English source). */

export type PairKind = 'docs' | 'pages' | 'api';

/** An English doc or page and the place of its Italian copy, both relative to the site. */
export type TranslationPair = {kind: PairKind; english: string; italian: string};

/** What an Italian file records in its front matter (`translation_source`). */
export type TranslationMark = {hash: string; date: string};

export type TranslationState = 'current' | 'stale' | 'unmarked' | 'missing';

export type TranslationEntry = TranslationPair & {
  state: TranslationState;
  /** Hash of the English words as they are now. */
  englishHash: string;
  /** Day (YYYY-MM-DD) the English source or one of its partials last changed. */
  englishDate: string;
  mark: TranslationMark | null;
};

export type ApiTextState = 'current' | 'stale' | 'unmarked' | 'missing' | 'orphaned' | 'invalid';

/** One translated text of the API reference (an overlay action), or one the overlay lacks (`missing`). */
export type ApiTextEntry = {
  area: string;
  /** The English spec, relative to the site. */
  english: string;
  /** The area's overlay, relative to the site. */
  italian: string;
  /** The action's target, or the place of a missing text. */
  target: string;
  keys: ('summary' | 'description')[];
  state: ApiTextState;
  /** Day (YYYY-MM-DD) the English spec last changed. */
  englishDate: string;
  /** Why an action is orphaned or invalid (or a stale one must be split). */
  problem?: string;
  /** A missing text's English, for the list. */
  excerpt?: string;
};

export type ApiTextReport = {
  entries: ApiTextEntry[];
  counts: Record<ApiTextState, number>;
  /** Operation pages of all areas. */
  pages: number;
  /** Italian operation pages (generated files) that show a stale text, with the day the English changed. */
  stalePages: {italian: string; englishDate: string}[];
};

export type TranslationReport = {
  entries: TranslationEntry[];
  counts: Record<TranslationState, number>;
  /** The API reference's texts, translated by the overlays. */
  api: ApiTextReport;
  /** Where the English dates come from. */
  dates: 'git' | 'shallow-git' | 'files';
};

/** Runs `git` with these arguments in `cwd`; returns its output, or null when git cannot answer. */
export type GitRunner = (args: string[], cwd: string) => string | null;

export declare const translationLocale: string;
export declare const markKey: string;
export declare const contentFolders: ReadonlyArray<{
  kind: PairKind;
  english: string;
  italian: string;
  recursive: boolean;
}>;
export declare const translatableFields: string[];
export declare function listPairs(siteDir: string): TranslationPair[];
export declare function splitFrontMatter(text: string): {frontMatter: Record<string, unknown>; body: string};
export declare function sourceHash(siteDir: string, englishFile: string): {hash: string; files: string[]};
export declare function readMark(text: string): TranslationMark | null;
export declare function writeMark(text: string, mark: TranslationMark): string;
export declare const runGit: GitRunner;
export declare function gitChangeDates(siteDir: string, folders: string[], git: GitRunner): Map<string, string> | null;
export declare function translationStatus(options: {siteDir: string; git?: GitRunner}): TranslationReport;
export declare function markTranslations(options: {
  siteDir: string;
  italianFiles: string[] | 'all';
  git?: GitRunner;
}): TranslationEntry[];
export declare function apiTextStatus(siteDir: string, dateOf: (file: string) => string): ApiTextReport;
export declare function isOverlayFile(file: string): boolean;
export declare function markOverlays(options: {
  siteDir: string;
  overlayFiles: string[] | 'all';
}): {file: string; marked: number}[];
export declare function apiWork(report: TranslationReport): number;
export declare function needsWork(report: TranslationReport): boolean;
export declare function formatReport(report: TranslationReport): string;
