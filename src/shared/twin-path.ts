/**
 * Where the Markdown copy of a page lives: its URL plus `.md`
 * (`/docs/edge/installing` → `/docs/edge/installing.md`). A URL that ends in
 * `/` (an `index.md` doc, such as `/docs/api/`) gets `index.md`, the name of
 * its source file: `/docs/api/` → `/docs/api/index.md`.
 *
 * Kept free of imports: the "Copy page" button uses it in the browser.
 */
export function markdownTwinPath(permalink: string): string {
  const path = permalink.split(/[?#]/)[0] ?? permalink;
  return path.endsWith('/') ? `${path}index.md` : `${path}.md`;
}
