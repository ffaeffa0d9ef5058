import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, navigateInApp, inPage, inPageLimitMs} from './fixtures';
import {layoutProblems} from './geometry';

/**
 * The sitemap walk: every page of both sitemaps, opened in Chromium under
 * the site's real headers (Content-Security-Policy included), hydrated,
 * scrolled to the bottom so that lazily rendered parts mount, and on API
 * operation pages every response tab opened once. The walk is made on a
 * phone's screen (390 px): no page may be wider than the screen, and every
 * drawing must fit its figure with labels of 11 px or more. A page that fails does
 * not stop its group: the walk goes on and names every failing page and its
 * problem at the end. `ONLY_PATH=/some/path` walks one page (for debugging).
 */

test.use({viewport: {width: 390, height: 844}});

/** Every page of the built site, per locale, read from the generated sitemaps. */
function sitemapPaths(file: string): string[] {
  const xml = readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

const buildDir = process.env.E2E_BUILD_DIR ?? 'build';
const onlyPath = process.env.ONLY_PATH;
const english = sitemapPaths(`${buildDir}/sitemap.xml`);
const italian = sitemapPaths(`${buildDir}/it/sitemap.xml`);
const selected = (paths: string[]) => (onlyPath ? paths.filter((p) => p === onlyPath || p === `${onlyPath}/`) : paths);

/** Italian counterpart of an English path. */
const italianOf = (path: string) => (path === '/' ? '/it/' : `/it${path}`);

/**
 * API operation pages (`/docs/api/{area}/{operation}`), generated from the
 * OpenAPI specs (the Italian ones with the overlays of i18n/it/openapi/ applied).
 */
const operationPage = /^((?:\/it)?\/docs\/api\/[^/]+)\/[^/]+\/?$/;

test('both sitemaps list the same pages: every page exists in Italian, and no Italian page lacks its English one', () => {
  expect(english.length).toBeGreaterThan(50);
  const italianSet = new Set(italian);
  const missing = english.filter((path) => !italianSet.has(italianOf(path)));
  expect(missing, 'pages without an Italian version').toEqual([]);
  const englishSet = new Set(english.map(italianOf));
  expect(
    italian.filter((path) => !englishSet.has(path)),
    'Italian pages without an English version',
  ).toEqual([]);
});

/** The built HTML of a path, as the static server would send it. */
function builtHtml(path: string): string {
  for (const file of [join(buildDir, path, 'index.html'), join(buildDir, `${path.replace(/\/$/, '')}.html`)]) {
    if (existsSync(file)) return readFileSync(file, 'utf8');
  }
  throw new Error(`${path}: no HTML file in ${buildDir}`);
}

function headOf(html: string) {
  // The minifier quotes attribute values with ' when they contain ", and drops quotes it can.
  const content = /<meta[^>]*\bname=["']?description["']?[^>]*\bcontent=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/.exec(html);
  const description = content?.[1] ?? content?.[2] ?? content?.[3] ?? '';
  const h1 =
    /<h1\b[^>]*>([\s\S]*?)<\/h1>/
      .exec(html)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim() ?? '';
  const hreflangs = [...html.matchAll(/<link[^>]*\bhreflang=["']?([\w-]+)/g)].map((m) => m[1]).sort();
  const title = /<title\b[^>]*>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? '';
  return {description, h1, hreflangs, title};
}

test("every page's HTML has a description, hreflang alternates and a heading; Italian pages are in Italian", () => {
  const problems: string[] = [];
  for (const path of selected([...english, ...italian])) {
    const {description, h1, hreflangs} = headOf(builtHtml(path));
    if (description.trim().length === 0) problems.push(`${path}: no meta description`);
    if (hreflangs.join(' ') !== 'en it x-default')
      problems.push(`${path}: hreflang alternates are [${hreflangs.join(', ')}]`);
    if (h1.length === 0) problems.push(`${path}: no h1 in the static HTML`);
  }
  // The pages plugin builds an Italian page from the English source when the
  // Italian copy is missing, silently: the same title and description in both.
  // An operation page whose overlay lacks its summary and description shows the English too.
  for (const path of selected(english)) {
    const en = headOf(builtHtml(path));
    const it = headOf(builtHtml(italianOf(path)));
    if (en.description === it.description && en.h1 === it.h1)
      problems.push(`${italianOf(path)}: served with the English content of ${path}`);
  }
  expect(problems).toEqual([]);
});

test('no two pages of a language share a title or a meta description', () => {
  // A search result or a browser tab that reads the same for two pages sends the reader to the wrong one.
  const problems: string[] = [];
  for (const inLocale of [english, italian].map(selected)) {
    for (const field of ['title', 'description'] as const) {
      const seen = new Map<string, string>();
      for (const path of inLocale) {
        const value = headOf(builtHtml(path))[field];
        const first = seen.get(value);
        if (first !== undefined) problems.push(`${path} has the ${field} of ${first}: «${value}»`);
        else seen.set(value, path);
      }
    }
  }
  expect(problems).toEqual([]);
});

/**
 * Scrolls to the bottom two screens at a time (lazily rendered parts mount
 * as they come near), until the page stops growing; then brings any part
 * still waiting into view until none is left. Runs inside the page:
 * one round trip per page, not one per screen.
 */
async function scrollThrough(page: Page, path: string): Promise<void> {
  const stopped = await inPage(
    page,
    async (frame, limit) => {
      const bottom = () => document.documentElement.scrollHeight - window.innerHeight;
      const deadline = performance.now() + limit;
      for (let y = 0; performance.now() < deadline;) {
        window.scrollTo(0, y);
        await frame();
        if (y >= bottom()) return null;
        // Two screens a step: the walk is on a phone, whose pages are two to three times as tall as on a desktop,
        // and a part the step passes by is still brought into view by the check below.
        y = Math.min(y + 2 * window.innerHeight, bottom());
      }
      return `scrolled to ${Math.round(window.scrollY)} of ${bottom()} px within ${limit / 1000} s`;
    },
    inPageLimitMs,
  );
  if (stopped !== null) throw new Error(`${path}: ${stopped}`);
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const waiting = document.querySelector('.openapi-skeleton');
          waiting?.scrollIntoView({block: 'center'});
          return waiting === null;
        }),
      {message: `${path}: parts of the page still waiting to render`},
    )
    .toBe(true);
}

/**
 * Opens every response tab of an API operation page once and waits until its
 * content is drawn (the tabs render their panel only when chosen), and checks
 * that the page stays within the screen with that panel shown. Runs inside
 * the page, which gives up after 25 s and names the tab not drawn; returns how
 * many tabs it opened.
 */
async function openResponseTabs(page: Page, path: string): Promise<number> {
  const opened = await inPage(
    page,
    async (frame, limit) => {
      // Looked up afresh at every step, so a re-render never leaves the walk holding a detached tab.
      const tabAt = (i: number) => document.querySelectorAll<HTMLElement>('.openapi-tabs__response-code-item')[i];
      const deadline = performance.now() + limit;
      let count = 0;
      for (let t = 0; tabAt(t); t += 1) {
        count += 1;
        tabAt(t)?.scrollIntoView({block: 'center'});
        tabAt(t)?.click();
        let drawn = false;
        while (!drawn && performance.now() < deadline) {
          await frame();
          // A part of the chosen panel that waits to come near the viewport is brought into view.
          const panel = tabAt(t)
            ?.closest('.openapi-tabs__container')
            ?.querySelector(':scope > [role="tabpanel"]:not([hidden])');
          const waiting = panel?.querySelector('.openapi-skeleton') ?? null;
          waiting?.scrollIntoView({block: 'center'});
          drawn =
            tabAt(t)?.getAttribute('aria-selected') === 'true' &&
            panel !== null &&
            panel !== undefined &&
            waiting === null;
        }
        if (!drawn) return `response tab ${tabAt(t)?.textContent ?? t + 1} was not drawn within ${limit / 1000} s`;
        // Each panel measured while shown: the page's width check below sees only the last one.
        const wide = document.documentElement.scrollWidth;
        if (wide > window.innerWidth)
          return `with response tab ${tabAt(t)?.textContent ?? t + 1} open, the page is ${wide} px wide in a ${window.innerWidth} px window`;
      }
      return count;
    },
    inPageLimitMs,
  );
  if (typeof opened === 'string') throw new Error(`${path}: ${opened}`);
  return opened;
}

/** Opens a page with a full load (static HTML, then hydration) and checks what every page must have. */
async function loadPage(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await waitForHydration(page);
  await expect(page.locator('h1').first(), path).toBeVisible();
  await expect(page.locator('html'), path).toHaveAttribute(
    'lang',
    path.startsWith('/it/') || path === '/it' ? 'it' : 'en',
  );
}

/** A path without its language prefix and trailing slash: `/it/docs/x/` → `/docs/x`. */
const bare = (path: string) => path.replace(/^\/it(?=\/|$)/, '').replace(/(.)\/$/, '$1') || '/';

/** The language of a path. */
const language = (path: string) => (/^\/it(\/|$)/.test(path) ? 'it' : 'en');

const isMdxPage = (path: string) =>
  [`src/pages${path}.mdx`, `src/pages${path}/index.mdx`].some((file) => existsSync(file));

/**
 * The kinds of page the site builds, each from its own template; a page is
 * of the first kind it matches. The walk loads at least one page of each in
 * full in each language (static HTML, then hydration: what catches a mismatch
 * between the server's HTML and the first render).
 */
const templates: {name: string; matches: (path: string) => boolean; optional?: boolean}[] = [
  {name: 'home', matches: (p) => p === '/'},
  {name: 'pricing', matches: (p) => p === '/pricing'},
  {name: 'checkout', matches: (p) => p === '/checkout'},
  {name: 'contact', matches: (p) => p === '/contact-us'},
  {name: 'success-stories index', matches: (p) => p === '/success-stories'},
  {name: 'success story', matches: (p) => /^\/success-stories\/[^/]+$/.test(p)},
  {name: 'not-found page', matches: (p) => p === '/404', optional: true},
  {name: 'marketing MDX page', matches: (p) => !p.startsWith('/docs/') && isMdxPage(p)},
  {name: 'generated docs category page', matches: (p) => p.startsWith('/docs/category/')},
  {name: 'API overview', matches: (p) => /^\/docs\/api\/[^/]+$/.test(p)},
  {name: 'API operation page', matches: (p) => /^\/docs\/api\/[^/]+\/[^/]+$/.test(p)},
  {name: 'docs page', matches: (p) => p.startsWith('/docs/')},
];
const templateOf = (path: string) => templates.find((t) => t.matches(bare(path)))?.name;

/**
 * Pages are walked in groups, one browser tab per group, so the walk grows
 * with the site without multiplying tests: neighbouring docs sections, API
 * areas and marketing pages of one language share a group of up to
 * `groupSize` pages (an API area is never split, and is opened by its
 * overview). A group's first page, and the first page of each template in each
 * language, are loaded in full; the others are reached through the app's
 * router, as a reader following links reaches them. Every page's static HTML
 * is checked on its own above, and the product pages, the most varied, are
 * each loaded in full by tests/e2e/marketing-pages.spec.ts.
 */
const groupSize = 24;
// An operation page is one template filled from the spec (in Italian, from the spec with its overlay): each
// operation is walked through (scrolled, every response tab opened) in one language, every other one in Italian, so
// that both languages' chrome is walked over every area and every operation once. In the other language it is only
// reached and measured on the phone's screen. (Its static HTML is checked in both languages above.)
const operationLanguage = new Map(
  english.filter((p) => operationPage.test(p)).map((p, i) => [bare(p), i % 2 === 0 ? 'en' : 'it']),
);
const walked = (path: string) =>
  onlyPath !== undefined || !operationPage.test(path) || operationLanguage.get(bare(path)) === language(path);
/** The sections, in sitemap order: a docs section, an API area (its overview first), or the marketing pages of a language. */
const sections = new Map<string, string[]>();
for (const path of selected([...english, ...italian])) {
  const docsSection = /^((?:\/it)?\/docs\/(?:api\/)?[^/]+)/.exec(path)?.[1];
  const area = operationPage.exec(path)?.[1] ?? /^(?:\/it)?\/docs\/api\/[^/]+\/?$/.exec(path)?.[0]?.replace(/\/$/, '');
  // In-app navigation stays within one language's app: no group mixes languages.
  const key = docsSection ? (area ?? docsSection) : `${language(path)} marketing`;
  sections.set(key, [...(sections.get(key) ?? []), path]);
}
const api = (path: string) => /^(?:\/it)?\/docs\/api(\/|$)/.test(path);
const sameApp = (a: string, b: string) => language(a) === language(b) && api(a) === api(b);
const walks: string[][] = [];
let pending: string[] = [];
const close = () => {
  if (pending.length === 0) return;
  // A few pages left over join the group before them (a group is worth its browser context).
  const previous = walks.at(-1);
  if (pending.length < 8 && previous && sameApp(previous[0], pending[0])) previous.push(...pending);
  else walks.push(pending);
  pending = [];
};
for (const [key, paths] of sections) {
  if (pending.length > 0 && !sameApp(pending[0], paths[0])) close();
  if (key.endsWith('marketing')) {
    close();
    for (let i = 0; i < paths.length; i += groupSize) {
      pending = paths.slice(i, i + groupSize);
      close();
    }
    continue;
  }
  if (pending.length + paths.length > groupSize && pending.length >= 8) close();
  pending.push(...paths);
  if (pending.length >= groupSize) close();
}
close();
const groups = new Map(walks.map((paths) => [`${paths[0]} … ${paths[paths.length - 1]}`, paths]));

/** The pages loaded in full: each group's first, and per language one page of each template (a group's first where one is). */
const heads = new Set([...groups.values()].map((paths) => paths[0]));
const fullLoads = new Set(heads);
for (const inLocale of [english, italian].map((paths) => selected(paths).filter(walked))) {
  for (const {name} of templates) {
    const ofTemplate = inLocale.filter((path) => templateOf(path) === name);
    const loaded = ofTemplate.find((path) => heads.has(path)) ?? ofTemplate[0];
    if (loaded) fullLoads.add(loaded);
  }
}

test('the walk loads a page of every template in full, in both languages', () => {
  test.skip(onlyPath !== undefined, 'one page walked (ONLY_PATH)');
  const missing = [english, italian].flatMap((inLocale) =>
    templates
      .filter(
        ({name, optional}) => !optional && !inLocale.some((path) => fullLoads.has(path) && templateOf(path) === name),
      )
      .map(({name}) => `${inLocale === english ? 'en' : 'it'}: ${name}`),
  );
  expect(missing, 'templates with no page in the sitemap').toEqual([]);
});

/** An error's message without the terminal's colour codes, on one line, whole (a stalled page's report is the evidence). */
const oneLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error))
    // eslint-disable-next-line no-control-regex -- the colour codes start with ESC (\u001b)
    .replace(/\u001b\[[0-9;]*m/g, '')
    .replace(/\s*\n\s*/g, ' ');

for (const [name, paths] of groups) {
  test(`${name} (${paths.length} pages): rendered to the bottom, no console error or warning, no CSP violation`, async ({
    page,
    consoleErrors,
    consoleWarnings,
    cspViolations,
  }) => {
    test.setTimeout(20_000 + paths.length * 5_000);
    const info = test.info();
    const failures: string[] = [];
    let tabs = 0;
    let reload = true;
    for (const [i, path] of paths.entries()) {
      const started = Date.now();
      const problems: string[] = [];
      let stalled = false;
      await test
        .step(path, async () => {
          if (reload || fullLoads.has(path)) await loadPage(page, path);
          else await navigateInApp(page, path);
          reload = false;
          if (walked(path)) {
            await scrollThrough(page, path);
            if (operationPage.test(path)) tabs += await openResponseTabs(page, path);
          } else await expect(page.locator('h1').first(), path).toBeVisible();
          problems.push(...(await layoutProblems(page)));
        })
        .catch((error: unknown) => {
          problems.push(oneLine(error));
          // A page that no longer answers (its step ran into the test's timeout) ends the walk of its group.
          stalled = page.isClosed();
        });
      // What the browser reported meanwhile belongs to this page (and is taken, so that the fixtures do not report it again).
      for (const [what, found] of [
        ['console errors', consoleErrors.splice(0)],
        ['console warnings', consoleWarnings.splice(0)],
        ['Content-Security-Policy violations', cspViolations.splice(0)],
      ] as const) {
        if (found.length > 0) problems.push(`${what}: ${JSON.stringify(found)}`);
      }
      if (problems.length === 0) continue;
      failures.push(...problems.map((problem) => `${path}: ${problem}`));
      if (stalled) {
        // A page that still does not answer holds its tab, and its browser context opens no other.
        const rest = paths.slice(i + 1);
        if (rest.length > 0)
          failures.push(`${rest.length} pages not walked after ${path} stopped answering: ${rest.join(', ')}`);
        break;
      }
      // The next page is loaded in full, and the time this one took is given back, so that
      // a failing page does not keep the rest of its group from being walked.
      reload = true;
      info.setTimeout(info.timeout + (Date.now() - started));
    }
    info.annotations.push({type: 'walked', description: `${paths.length} pages, ${tabs} response tabs`});
    expect(failures, `pages of ${name} that failed`).toEqual([]);
  });
}
