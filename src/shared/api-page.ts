/**
 * What an API operation page's front matter carries, written at generation
 * time (plugins/features/api-reference/markdown.ts) and read by the page
 * (src/theme/ApiItem).
 */
export type ApiFrontMatter = {
  method: string;
  path: string;
  /** Media types of the first success response; the first one is preselected. */
  accept: string[];
  /** Media types of the request body; the first one is preselected. */
  contentTypes: string[];
  /**
   * curl command shown next to the operation, as parts to join with line
   * continuations (a backslash before a newline does not survive front matter).
   */
  sample: string[];
};

/** The parts of a curl sample as one shell command, one option per line. */
export function joinCurlParts(parts: readonly string[]): string {
  return parts.join(' \\\n  ');
}
