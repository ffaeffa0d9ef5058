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
  /** The request as code, by language (plugins/features/api-reference/code-samples.ts), encoded by {@link encodeSample}. */
  samples: Record<SampleLanguage, string>;
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

/**
 * Docusaurus' MDX loader writes front matter into the page's script with
 * stringify-object, which escapes quotes and line breaks but not backslashes:
 * a sample's `\` (curl's line continuation, Java's `\"`) would come out lost or
 * break the build. A sample's backslashes travel as a private-use character,
 * which no sample contains, and the page puts them back.
 */
const backslashStandIn = '\uE000';

export function encodeSample(code: string): string {
  if (code.includes(backslashStandIn))
    throw new Error('A request sample contains U+E000, the stand-in for its backslashes');
  return code.replaceAll('\\', backslashStandIn);
}

export function decodeSample(encoded: string): string {
  return encoded.replaceAll(backslashStandIn, '\\');
}
