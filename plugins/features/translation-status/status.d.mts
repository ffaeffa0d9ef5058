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

export type TranslationReport = {
  entries: TranslationEntry[];
  counts: Record<TranslationState, number>;
  /** Where the English dates come from. */
  dates: 'git' | 'shallow-git' | 'files';
};

/** Runs `git` with these arguments in `cwd`; returns its output, or null when git cannot answer. */
export type GitRunner = (args: string[], cwd: string) => string | null;

export declare const translationLocale: string;
export declare const markKey: string;
export declare const contentFolders: ReadonlyArray<{kind: PairKind; english: string; italian: string; recursive: boolean}>;
export declare const translatableFields: string[];
export declare function listPairs(siteDir: string): TranslationPair[];
export declare function splitFrontMatter(text: string): {frontMatter: Record<string, unknown>; frontMatterText: string | null; body: string};
export declare function sourceHash(siteDir: string, englishFile: string): {hash: string; files: string[]};
export declare function readMark(text: string): TranslationMark | null;
export declare function writeMark(text: string, mark: TranslationMark): string;
export declare const runGit: GitRunner;
export declare function gitChangeDates(siteDir: string, folders: string[], git: GitRunner): Map<string, string> | null;
export declare function translationStatus(options: {siteDir: string; git?: GitRunner}): TranslationReport;
export declare function markTranslations(options: {siteDir: string; italianFiles: string[] | 'all'; git?: GitRunner}): TranslationEntry[];
export declare function needsWork(report: TranslationReport): boolean;
export declare function formatReport(report: TranslationReport): string;
