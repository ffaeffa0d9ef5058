import {existsSync, readdirSync} from 'node:fs';
import {pendingRoutes, routes} from '../../src/config/routes';

/**
 * `pendingRoutes` hides navbar and footer links to pages that do not exist
 * yet. It must say the truth both ways: a route whose page exists is not
 * pending (or the navbar would hide a live page), and a marketing route that
 * is not pending has a page (or the build breaks on its links).
 */
const pageFiles = (path: string) => {
  const base = path === '/' ? 'src/pages/index' : `src/pages${path}`;
  return [`${base}.mdx`, `${base}.md`, `${base}.tsx`, `${base}/index.mdx`, `${base}/index.md`, `${base}/index.tsx`];
};
/** Routes a local plugin generates from a collection of pages (plugins/success-stories). */
const generated: Record<string, () => boolean> = {
  [routes.successStories]: () => existsSync('src/pages/success-stories') && readdirSync('src/pages/success-stories').some((f) => f.endsWith('.mdx')),
};
const hasPage = (path: string) => pageFiles(path).some((file) => existsSync(file)) || (generated[path]?.() ?? false);
const isMarketing = (path: string) => !path.startsWith('/docs/');

const marketingRoutes = Object.entries(routes).filter(([, path]) => isMarketing(path));

describe('routes and pages', () => {
  it.each(marketingRoutes)('%s (%s): pending exactly while its page is missing', (_name, path) => {
    if (pendingRoutes.has(path)) expect(hasPage(path), `${path} has a page: delete its line from pendingRoutes`).toBe(false);
    else expect(hasPage(path), `${path} is not pending but has no page in src/pages`).toBe(true);
  });

  it('keeps documentation routes pending only while their doc is missing', () => {
    for (const [, path] of Object.entries(routes).filter(([, p]) => p.startsWith('/docs/'))) {
      const doc = `docs${path.slice('/docs'.length)}`;
      const exists = existsSync(`${doc}.md`) || existsSync(`${doc}.mdx`);
      expect(exists, `${path}: ${pendingRoutes.has(path) ? 'pending but the doc exists' : 'not pending but no doc'}`).toBe(!pendingRoutes.has(path));
    }
  });
});
