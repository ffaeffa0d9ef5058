import {readFileSync} from 'node:fs';
import {test, expect, waitForHydration} from './fixtures';

/** Every page of the built site, per locale, read from the generated sitemaps. */
function sitemapPaths(file: string): string[] {
  const xml = readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

const buildDir = process.env.E2E_BUILD_DIR ?? 'build';
const english = sitemapPaths(`${buildDir}/sitemap.xml`);
const italian = sitemapPaths(`${buildDir}/it/sitemap.xml`);

test('both sitemaps list the same pages, and every doc exists in Italian', () => {
  expect(english.length).toBeGreaterThan(50);
  const italianSet = new Set(italian);
  const missing = english.filter((path) => !italianSet.has(`/it${path === '/' ? '/' : path}`));
  expect(missing, 'pages without an Italian version').toEqual([]);
});

for (const path of [...english, ...italian]) {
  test(`${path} renders after hydration without console errors`, async ({page}) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', path.startsWith('/it/') || path === '/it' ? 'it' : 'en');
  });
}
