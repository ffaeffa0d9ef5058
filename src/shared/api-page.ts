/**
 * What an API operation page's front matter carries, written at generation
 * time (plugins/features/api-reference/markdown.ts) and read by the page
 * (src/theme/ApiItem).
 */

/**
 * The languages of the request samples, in tab order. `id` is also the value
 * of the `?sample=` query parameter and of the remembered choice; `prism` is
 * the highlighter's language. Java and C# use `clike`, the grammar both of
 * Prism's own extend (strings, keywords such as `new`, calls, numbers): it is
 * in the highlighter's default set, where `java` and `csharp` would add 3.7 KB
 * gzipped to every page's main.js (`prism.additionalLanguages`), or to the API
 * pages through a second copy of Docusaurus' language loader.
 */
export const sampleLanguages = [
  {id: 'curl', label: 'curl', prism: 'bash'},
  {id: 'python', label: 'Python', prism: 'python'},
  {id: 'javascript', label: 'JavaScript', prism: 'javascript'},
  {id: 'go', label: 'Go', prism: 'go'},
  {id: 'java', label: 'Java', prism: 'clike'},
  {id: 'csharp', label: 'C#', prism: 'clike'},
] as const;

export type SampleLanguage = (typeof sampleLanguages)[number]['id'];

export type ApiFrontMatter = {
  method: string;
  path: string;
  /** Media types of the first success response; the first one is preselected. */
  accept: string[];
  /** Media types of the request body; the first one is preselected. */
  contentTypes: string[];
  /**
   * The request as code, by language (plugins/features/api-reference/code-samples.ts), as lines: a backslash
   * before a newline (curl's line continuation) does not survive the trip from front matter to the page.
   */
  samples: Record<SampleLanguage, string[]>;
  /** The operation's personal data (the specs' `x-personal-data` marks), with its words in both languages. */
  personalData: PersonalDataBlock;
};

/** A field of a request or response that holds personal data. */
export type PersonalDataRow = {where: 'request' | 'response'; field: string; in?: string; category: string};

/** What the block says in one language: each category's name and retention, and what outlives a deletion. */
export type PersonalDataWords = {
  categories: Record<string, {label: string; retention: {about?: string; rule: string}[]}>;
  afterErasure: string;
};

export type PersonalDataBlock = {fields: PersonalDataRow[]; en: PersonalDataWords; it: PersonalDataWords};
