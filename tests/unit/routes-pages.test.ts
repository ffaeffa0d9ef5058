import {existsSync, readdirSync} from 'node:fs';
import {routes} from '../../src/data/routes';

/**
 * Every route of the table (src/data/routes.ts) that the navbar, the footer
 * and the site's data link to has its page: a file under src/pages, a doc, or
 * a page a local plugin generates.
 */
const pageFiles = (path: string) => {
  const base = path === '/' ? 'src/pages/index' : `src/pages${path}`;
  return [`${base}.mdx`, `${base}.md`, `${base}.tsx`, `${base}/index.mdx`, `${base}/index.md`, `${base}/index.tsx`];
};
const docFiles = (path: string) => {
  const doc = `docs${path.slice('/docs'.length)}`;
  return [`${doc}.md`, `${doc}.mdx`];
};
/** Routes a local plugin generates from a collection of pages (plugins/features/success-stories). */
const generated: Record<string, () => boolean> = {
  [routes.successStories]: () =>
    existsSync('src/pages/success-stories') && readdirSync('src/pages/success-stories').some((f) => f.endsWith('.mdx')),
};
const hasPage = (path: string) =>
  (path.startsWith('/docs/') ? docFiles(path) : pageFiles(path)).some((file) => existsSync(file)) ||
  (generated[path]?.() ?? false);

describe('routes and pages', () => {
  it.each(Object.entries(routes))('%s (%s) has a page', (_name, path) => {
    expect(hasPage(path), `${path}: no page in src/pages or docs/`).toBe(true);
  });
});
