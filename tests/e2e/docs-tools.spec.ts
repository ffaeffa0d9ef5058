import {readFileSync} from 'node:fs';
import {expectNoAxeViolations} from './axe';
import type {APIRequestContext} from '@playwright/test';
import {test, expect, waitForHydration, locales, type AnalyticsEvent} from './fixtures';
import {product} from '../../src/data/product';

const site = product.siteUrl;
const edit = `${product.repositoryUrl}/edit/main`;

/** The title in a source file's front matter. */
function sourceTitle(file: string): string {
  const title = /^title:\s*"?(.+?)"?\s*$/m.exec(readFileSync(file, 'utf8'))?.[1];
  if (!title) throw new Error(`${file} has no title`);
  return title;
}

/** Doc pages of a locale's sitemap that have a Markdown copy: all but API operations and generated category indexes. */
async function docPages(request: APIRequestContext, prefix: string): Promise<string[]> {
  const sitemap = await (await request.get(`${prefix}/sitemap.xml`)).text();
  return (
    [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => m[1])
      .filter((url) => url.startsWith(`${site}${prefix}/docs/`))
      // Operation pages (/docs/api/{area}/{operation}) are listed by their area's copy; MQTT channels and problem types have their own.
      .filter((url) => !/\/docs\/api\/(?!mqtt\/|problems\/)[^/]+\/[^/]+$/.test(url) && !url.includes('/docs/category/'))
  );
}

// The API reference's index is an index.mdx doc (permalink /docs/api/), which the sitemap lists without its slash.
const twinUrl = (pageUrl: string) =>
  pageUrl.endsWith('/') || /\/docs\/api$/.test(pageUrl) ? `${pageUrl.replace(/\/$/, '')}/index.md` : `${pageUrl}.md`;
const local = (url: string) => url.slice(site.length);

test.describe('docs tools', () => {
  test('every doc has a Markdown copy, listed by llms.txt, in English and Italian', async ({request}) => {
    // A doc in both languages: title and description on top, links absolute, heading ids gone.
    const en = await request.get('/docs/edge/installing.md');
    expect(en.status()).toBe(200);
    expect(en.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    const enText = await en.text();
    expect(enText).toMatch(/^# Installing Fulcro Edge\n\n> Install Fulcro Edge from the apt repository/);
    expect(enText).toContain(`](${site}/docs/edge/requirements)`);
    expect(enText).toContain('\n## Install from the apt repository\n');
    expect(enText).not.toMatch(/\]\((\.|\/)[^)]*\)|\{#/);

    const itTitle = sourceTitle('i18n/it/docusaurus-plugin-content-docs/current/edge/installing.md');
    const itText = await (await request.get('/it/docs/edge/installing.md')).text();
    expect(itText.startsWith(`# ${itTitle}\n\n> Installa Fulcro Edge`)).toBe(true);
    expect(itText).toContain(`](${site}/it/docs/edge/requirements)`);

    // An API area's overview: no MDX left, its operations listed.
    for (const {prefix, operations} of [
      {prefix: '', operations: 'Operations'},
      {prefix: '/it', operations: 'Operazioni'},
    ]) {
      const overview = await request.get(`${prefix}/docs/api/core.md`);
      expect(overview.status()).toBe(200);
      const text = await overview.text();
      expect(text).toMatch(prefix ? /^# API di Fulcro Core\n/ : /^# Fulcro Core API\n/);
      expect(text).toContain(`\n## ${operations}\n`);
      expect(text).toContain(`](${site}${prefix}/docs/api/core/create-thing): \`POST /things\``);
      expect(text).not.toMatch(/^import |<[A-Z]|<span|\{\/\*/m);
    }

    // llms.txt lists the copy of every doc page of the sitemap, once, and each copy answers.
    for (const {code, prefix} of locales) {
      const llms = await request.get(`${prefix}/llms.txt`);
      expect(llms.status()).toBe(200);
      const text = await llms.text();
      expect(text).toMatch(
        code === 'it'
          ? /^# Fulcro\n\n> Fulcro è la piattaforma IoT industriale/
          : /^# Fulcro\n\n> Fulcro is the industrial IoT platform/,
      );
      expect(text).toMatch(/\n## (Introduzione|Introduction)\n\n- \[/);
      expect(text).toMatch(/\n## (API reference|Riferimento API)\n/);
      const listed = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\): \S/gm)].map((m) => m[1]);
      const pages = await docPages(request, prefix);
      expect(pages.length).toBeGreaterThan(90);
      expect([...listed].sort()).toEqual(pages.map(twinUrl).sort());
      for (const url of listed) {
        const copy = await request.get(local(url));
        expect(copy.status(), url).toBe(200);
        expect(await copy.text(), url).toMatch(/^# \S/);
      }
    }

    const full = await (await request.get('/llms-full.txt')).text();
    expect(full).toContain('\n# Installing Fulcro Edge\n');
    expect(full).toContain('\n# Fulcro Core API\n');
    expect(full).not.toContain(`# ${itTitle}`);
  });

  test('Copy page, View as Markdown and Edit this page, on docs and marketing pages in both languages', async ({
    page,
    context,
    consoleErrors,
  }) => {
    // A dozen pages in one browser page: more time than a single-page test, not a wait for anything.
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const cases = [
      {path: '/docs/edge/installing', copy: 'Copy page', copied: 'Page copied', source: 'docs/edge/installing.md'},
      {
        path: '/it/docs/edge/installing',
        copy: 'Copia pagina',
        copied: 'Pagina copiata',
        source: 'i18n/it/docusaurus-plugin-content-docs/current/edge/installing.md',
      },
    ];
    for (const [i, c] of cases.entries()) {
      await page.goto(c.path);
      await waitForHydration(page);
      const article = page.locator('article');
      await expect(article.getByRole('link', {name: /View as Markdown|Apri come Markdown/})).toHaveAttribute(
        'href',
        `${c.path}.md`,
      );
      await expect(article.getByRole('link', {name: /Edit this page|Modifica questa pagina/})).toHaveAttribute(
        'href',
        `${edit}/${c.source}`,
      );
      // By keyboard: Enter in English, Space in Italian.
      const button = article.getByRole('button', {name: c.copy});
      await button.focus();
      await page.keyboard.press(i === 0 ? 'Enter' : 'Space');
      await expect(article.getByRole('status').filter({hasText: c.copied})).toBeVisible();
      const clipboard = await page.evaluate(() => navigator.clipboard.readText());
      const expected = await (await page.request.get(`${c.path}.md`)).text();
      expect(clipboard).toBe(expected);
      expect(clipboard.split('\n')[0]).toBe(`# ${await page.getByRole('heading', {level: 1}).innerText()}`);
    }

    // A failed copy says so.
    await page.route('**/docs/edge/requirements.md', (route) => route.fulfill({status: 503, body: 'unavailable'}));
    await page.goto('/docs/edge/requirements');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Could not copy: open the Markdown instead'})).toBeVisible();
    consoleErrors.length = 0; // the browser logs the 503

    // An API area's overview has the tools (its Markdown is /docs/api/core.md) but no edit link; an operation page has
    // neither, but asks for feedback like every doc.
    await page.goto('/docs/api/core');
    await waitForHydration(page);
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', '/docs/api/core.md');
    await expect(page.getByRole('button', {name: 'Copy page'})).toBeVisible();
    await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveCount(0);
    await page.goto('/docs/api/core/create-thing');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.getByRole('group', {name: 'Was this page helpful?'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Copy page'})).toHaveCount(0);
    await expect(page.getByRole('link', {name: 'Edit this page'})).toHaveCount(0);

    // Marketing MDX pages carry no docs furniture: no edit link, no last-update date (a legal text states its own
    // effective date in its first paragraph).
    for (const path of ['/fulcro-edge', '/it/fulcro-edge']) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await expect(page.getByRole('link', {name: /Edit this page|Modifica questa pagina/})).toHaveCount(0);
      await expect(page.locator('.theme-last-updated')).toHaveCount(0);
    }
    await page.goto('/it/legal/privacy-policy');
    await expect(page.locator('main')).toContainText(/in vigore dal \S/i);
  });

  test('page feedback: one Plausible event with answer and reason, once per page per visit, in both languages', async ({
    page,
    analyticsEvents,
  }) => {
    // Six pages and two reloads in one browser page.
    test.slow();
    const feedback = () =>
      analyticsEvents
        .filter((e) => e.n === 'Page feedback')
        .map((e) => JSON.parse((e as AnalyticsEvent & {p: string}).p) as unknown);

    await page.goto('/docs/edge/installing');
    await waitForHydration(page);
    const yes = page.getByRole('group', {name: 'Was this page helpful?'}).getByRole('button', {name: 'Yes'});
    await yes.focus();
    await page.keyboard.press('Enter');
    const reasons = page.getByRole('group', {name: 'What helped most?'});
    await expect(reasons.getByRole('button')).toHaveText([
      'Solved my problem',
      'Easy to follow',
      'Good examples',
      'Skip',
    ]);
    await expect(page.getByText('What helped most?')).toBeFocused();
    expect(feedback()).toEqual([]);
    // The doc with the tools and the reasons step (code blocks aside: their colours are Prism's theme).
    await expectNoAxeViolations(page, 'the doc with its tools', {include: 'article', exclude: '.prism-code'});
    await reasons.getByRole('button', {name: 'Easy to follow'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Thanks for your feedback!'})).toBeFocused();
    await expect.poll(feedback).toEqual([{path: '/docs/edge/installing', answer: 'yes', reason: 'easy-to-follow'}]);

    await page.reload();
    await waitForHydration(page);
    await expect(
      page.getByRole('status').filter({hasText: 'You already answered for this page. Thanks!'}),
    ).toBeVisible();
    await expect(page.getByRole('button', {name: 'Yes'})).toHaveCount(0);

    // Italian, answered No with a reason.
    await page.goto('/it/docs/edge/requirements');
    await waitForHydration(page);
    await page.getByRole('group', {name: 'Questa pagina ti è stata utile?'}).getByRole('button', {name: 'No'}).click();
    const motivi = page.getByRole('group', {name: 'Che cosa non va?'});
    await expect(motivi.getByRole('button')).toHaveText([
      'Difficile da capire',
      'Sbagliata o non aggiornata',
      'Mancano informazioni',
      'Un esempio non funziona',
      'Salta',
    ]);
    await motivi.getByRole('button', {name: 'Mancano informazioni'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Grazie per la risposta!'})).toBeVisible();

    // An answer left without a reason is sent when the visitor moves on.
    await page.getByRole('link', {name: 'Installare Fulcro Edge'}).first().click();
    await expect(page).toHaveURL(/\/it\/docs\/edge\/installing$/);
    await page.getByRole('button', {name: 'Sì'}).click();
    await page
      .getByRole('link', {name: /Requisiti/})
      .first()
      .click();
    await expect(page).toHaveURL(/\/it\/docs\/edge\/requirements$/);
    await expect(
      page.getByRole('status').filter({hasText: 'Hai già risposto per questa pagina. Grazie!'}),
    ).toBeVisible();
    await expect.poll(feedback).toEqual([
      {path: '/docs/edge/installing', answer: 'yes', reason: 'easy-to-follow'},
      {path: '/it/docs/edge/requirements', answer: 'no', reason: 'missing-information'},
      {path: '/it/docs/edge/installing', answer: 'yes', reason: 'none'},
    ]);

    // Paths that send no analytics ask nothing.
    await page.goto('/docs/internal-api');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.getByText('Was this page helpful?')).toHaveCount(0);
  });
});
