import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
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

/** Opens a page, waits for React, and checks what every page must have. */
async function checkPage(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page);
  await expect(page.locator('h1').first(), path).toBeVisible();
  await expect(page.locator('html'), path).toHaveAttribute('lang', path.startsWith('/it/') || path === '/it' ? 'it' : 'en');
}

/**
 * Opens a page the way a visitor clicking a link does once the site is
 * running: the app's router changes the path (no reload), the page's chunk
 * loads and renders. Waits until the page's own canonical link is in place.
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', {state: window.history.state}));
  }, path);
  await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute('href', new RegExp(`${path.replace(/\//g, '\\/')}/?$`));
  await expect(page.locator('h1').first(), path).toBeVisible();
}

/**
 * Pages are walked in groups, one browser page per group: the API
 * reference's operation pages (`/docs/api/{area}/{operation}`) one group per
 * area and language, every other page in groups of twelve. A group costs a
 * fraction of a test per page, so the walk grows with the site without
 * multiplying tests. Every page but the operation pages is loaded in full
 * (static HTML, then hydration); operation pages, made from one template, are
 * loaded in full once per group and then reached through the app's router,
 * as a reader moving through the API sidebar reaches them.
 */
const operationPage = /^((?:\/it)?\/docs\/api\/[^/]+)\/[^/]+\/?$/;
const groups = new Map<string, string[]>();
const pages: string[] = [];
for (const path of [...english, ...italian]) {
  const area = operationPage.exec(path)?.[1];
  if (area) groups.set(`${area}/*`, [...(groups.get(`${area}/*`) ?? []), path]);
  else pages.push(path);
}
const groupSize = 12;
for (let i = 0; i < pages.length; i += groupSize) {
  const group = pages.slice(i, i + groupSize);
  groups.set(`${group[0]} … ${group[group.length - 1]}`, group);
}

for (const [name, paths] of groups) {
  test(`${name} (${paths.length} pages) render after hydration without console errors`, async ({page, consoleErrors}) => {
    test.setTimeout(15_000 + paths.length * 4_000);
    const inApp = operationPage.test(paths[0]);
    for (const [i, path] of paths.entries()) {
      if (inApp && i > 0) await navigateInApp(page, path);
      else await checkPage(page, path);
      expect(consoleErrors, `console errors on ${path}`).toEqual([]);
    }
  });
}
