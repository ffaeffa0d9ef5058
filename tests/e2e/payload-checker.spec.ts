import {readFileSync} from 'node:fs';
import {expectNoAxeViolations} from './axe';
import type {Page, Request} from '@playwright/test';
import {test, expect, waitForHydration, recordLayoutShifts, layoutShifts} from './fixtures';
import {exampleIds, exampleVerdicts} from '../../src/shared/payload-examples';

/**
 * The payload checker (/docs/core/payload-checker, issue 42): every ready-made example shows its verdict on each
 * line, the permalink round-trips, nothing leaves the page while it checks, and it is usable with a keyboard, in
 * Italian, and without axe violations. The validation itself is unit-tested (tests/unit/payload-check.test.ts).
 */

const route = '/docs/core/payload-checker';
/** The five lines, in order (the validation core imports the CBOR decoder, an ES module Playwright's loader does not take). */
const checkIds = Object.keys(exampleVerdicts.valid) as (keyof (typeof exampleVerdicts)['valid'])[];
/** The example buttons' names, as the English doc writes them. */
const exampleNames = Object.fromEntries(
  [...readFileSync('docs/core/payload-checker.mdx', 'utf8').matchAll(/'example\.([\w-]+)': '([^']+)'/g)].map((m) => [
    m[1],
    m[2],
  ]),
) as Record<(typeof exampleIds)[number], string>;

async function openChecker(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator('[data-payload-checker="ready"]')).toBeVisible();
}

async function expectVerdicts(page: Page, id: (typeof exampleIds)[number]): Promise<void> {
  const status = page.getByRole('status').filter({has: page.locator('[data-check]')});
  for (const check of checkIds) {
    await expect(status.locator(`[data-check="${check}"]`), `${id}: ${check}`).toHaveAttribute(
      'data-verdict',
      exampleVerdicts[id][check],
    );
  }
}

test('every ready-made example shows its verdicts, the permalink round-trips, and no request leaves the page while checking', async ({
  page,
  context,
}) => {
  // The checker renders in the browser only; its fallback keeps its room, so the page does not jump when it arrives.
  await recordLayoutShifts(page);
  await openChecker(page, route);
  await page.waitForLoadState('networkidle');
  expect(await layoutShifts(page), 'layout shifts at 1280 px').toEqual([]);
  const requests: string[] = [];
  // Chromium fetches the tab's icon again whenever the address changes (the fragment follows every edit): a request
  // for the site's own favicon, which carries nothing of the case. Anything else is a leak.
  const favicon = new URL((await page.locator('link[rel="icon"]').first().getAttribute('href')) ?? '', page.url()).href;
  // The site's own script chunks, fetched ahead when a link comes into view (src/client-modules/prefetch.ts), are the
  // site's files, not the case: only a GET of a hashed asset, with no query, is let through.
  const ownChunk = (request: Request) => {
    const url = new URL(request.url());
    return (
      request.method() === 'GET' &&
      url.origin === new URL(page.url()).origin &&
      /^(\/it)?\/assets\/js\/[\w.-]+\.js$/.test(url.pathname) &&
      url.search === ''
    );
  };
  const onRequest = (request: Request) => {
    if (request.url() !== favicon && !ownChunk(request)) requests.push(`${request.method()} ${request.url()}`);
  };
  page.on('request', onRequest);

  // The inputs carry their labels.
  await expect(page.getByRole('group', {name: 'Credential'})).toBeVisible();
  for (const label of ['Topic', 'Payload', 'Plan']) await expect(page.getByLabel(label, {exact: true})).toBeVisible();

  for (const id of exampleIds) {
    await page.getByRole('button', {name: exampleNames[id], exact: true}).click();
    await expectVerdicts(page, id);
  }
  // Typing is checked too: a field the schema does not define is named with its pointer.
  await page.getByRole('button', {name: exampleNames.valid, exact: true}).click();
  await page.getByLabel('Payload', {exact: true}).fill('[{"n":"flow_temp","val":61.5}]');
  await expect(page.locator('[data-check="schema"]')).toHaveAttribute('data-verdict', 'fail');
  await expect(page.locator('[data-pointer="/0/val"]')).toContainText('Remove val');
  // The keyboard reaches and presses an example.
  await page.getByRole('button', {name: exampleNames.oversize, exact: true}).focus();
  await page.keyboard.press('Enter');
  await expectVerdicts(page, 'oversize');
  await page.getByRole('button', {name: exampleNames['wrong-tenant'], exact: true}).click();
  await expectVerdicts(page, 'wrong-tenant');
  await expect(page.locator('[data-check="topic"]')).toContainText('0x87');
  page.off('request', onRequest);
  expect(requests, 'requests while checking').toEqual([]);

  // The permalink: another tab opened on the address shows the same case.
  const permalink = page.url();
  expect(new URL(permalink).hash).toMatch(/^#s=[\w-]+$/);
  const second = await context.newPage();
  await openChecker(second, permalink.replace(/^https?:\/\/[^/]+/, ''));
  await expect(second.getByLabel('Topic', {exact: true})).toHaveValue(
    await page.getByLabel('Topic', {exact: true}).inputValue(),
  );
  await expect(second.getByLabel('Payload', {exact: true})).toHaveValue(
    await page.getByLabel('Payload', {exact: true}).inputValue(),
  );
  await expectVerdicts(second, 'wrong-tenant');
  expect(second.url()).toBe(permalink);
  // The docs' links name an example: the message formats doc links the CBOR pack.
  await second.goto('/docs/core/message-formats');
  await waitForHydration(second);
  await second.locator('a[href$="/payload-checker#example=cbor"]').first().click();
  await expect(second.locator('[data-payload-checker="ready"]')).toBeVisible();
  await expectVerdicts(second, 'cbor');
  await expect(second.getByLabel('Encoding', {exact: true})).toHaveValue('cbor-hex');
});

test('in Italian, on a phone, the labels, the lines and the schema errors are Italian, and the page does not jump', async ({
  page,
}) => {
  await page.setViewportSize({width: 412, height: 823});
  await recordLayoutShifts(page);
  await openChecker(page, `/it${route}#example=missing-base-name`);
  await page.waitForLoadState('networkidle');
  expect(await layoutShifts(page), 'layout shifts at 412 px').toEqual([]);
  await expect(page.getByRole('group', {name: 'Credenziale'})).toBeVisible();
  for (const label of ['Topic', 'Payload', 'Piano']) await expect(page.getByLabel(label, {exact: true})).toBeVisible();
  await expectVerdicts(page, 'missing-base-name');
  await expect(page.locator('[data-check="records"]')).toContainText('verrebbero rifiutati');
  await page.getByLabel('Payload', {exact: true}).fill('[{"n":"flow_temp","v":"61.5"}]');
  // ajv-i18n's Italian message, and the doc's fix.
  await expect(page.locator('[data-pointer="/0/v"]')).toContainText('deve essere di tipo number');
  await expect(page.locator('[data-pointer="/0/v"]')).toContainText('Scrivi un valore di tipo number');
});

for (const mode of ['light', 'dark'] as const) {
  test(`the checker with a failing case passes axe (WCAG 2.1 AA) in ${mode} mode`, async ({page}) => {
    await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
    await openChecker(page, `${route}#example=missing-base-name`);
    await expectVerdicts(page, 'missing-base-name');
    await expectNoAxeViolations(page, `the payload checker (${mode})`);
  });
}
