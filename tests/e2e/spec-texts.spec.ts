import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, locales} from './fixtures';
import {allowFailedRequestErrors, copy} from './forms-helpers';
import {specText, specTexts} from '../lib/spec-texts';

/**
 * Every text the specification quotes (tests/lib/spec-texts.ts), looked for where the specification puts it, on
 * the built site: one walk per language, each state in its own tab of one browser context.
 */

/** The checkout walked to its failure screen: step 2 on Standard (no AI), step 3's button, a 500 reply. */
async function checkout(page: Page, code: 'en' | 'it', prefix: string): Promise<void> {
  const t = copy[code];
  await page.goto(`${prefix}/checkout`);
  await waitForHydration(page);
  await page.getByRole('radio', {name: 'Standard', exact: true}).check();
  await page.getByRole('button', {name: t.next, exact: true}).click();

  // Step 2: the AI is not available on Standard, with the advice beside it.
  const unavailable = page.getByText(specText('aiNotAvailable', code), {exact: true});
  await expect(unavailable).toBeVisible();
  const notice = page.locator('div', {has: unavailable}).last();
  await expect(notice).toContainText(t.aiAdvice);
  await expect(notice.getByRole('button', {name: t.changePlan})).toBeVisible();
  await page.getByRole('radio', {name: t.none, exact: true}).check();
  await page.getByRole('button', {name: t.next, exact: true}).click();

  // Step 3: the submit button's words.
  const submit = page.getByRole('button', {name: specText('checkoutSubmit', code), exact: true});
  await expect(submit).toBeVisible();
  await page.getByRole('textbox', {name: t.tenant, exact: true}).fill('acme-iot');
  await page.getByRole('textbox', {name: t.email, exact: true}).fill('ops@acme.example');
  await page.getByRole('checkbox', {name: t.terms}).check();
  await page.route(
    (url) => url.pathname.endsWith('/orders'),
    (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/problem+json',
        headers: {
          'access-control-allow-origin': '*',
          'access-control-expose-headers': 'x-request-id',
          'x-request-id': 'req_spec_texts',
        },
        body: JSON.stringify({type: 'about:blank', title: 'Internal Server Error', status: 500}),
      }),
  );
  await submit.click();

  // The failure screen: the title, the body word for word, then the error details.
  await expect(page.getByRole('heading', {name: specText('checkoutFailureTitle', code), exact: true})).toBeVisible();
  const body = page.getByText(specText('checkoutFailureBody', code), {exact: true});
  await expect(body).toBeVisible();
  const next = body.locator('xpath=following-sibling::*[1]');
  await expect(next, 'the error details follow the quoted body').toContainText(t.requestId);
  await expect(next).toContainText('req_spec_texts');
}

/** /pricing in a browser whose number formatting throws: the page crashes, and "Try again" renders it again. */
async function crash(page: Page, code: 'en' | 'it', prefix: string): Promise<void> {
  await page.addInitScript(() => {
    const real = Intl.NumberFormat;
    (window as unknown as {restoreNumberFormat: () => void}).restoreNumberFormat = () => {
      Intl.NumberFormat = real;
    };
    Intl.NumberFormat = function broken() {
      throw new Error('Intl.NumberFormat is not available in this browser');
    } as unknown as typeof Intl.NumberFormat;
  });
  await page.goto(`${prefix}/pricing`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', {name: specText('pageCrashed', code), exact: true})).toBeVisible();
  await expect(page.getByText('Intl.NumberFormat is not available in this browser').first()).toBeVisible();
  await page.evaluate(() => (window as unknown as {restoreNumberFormat: () => void}).restoreNumberFormat());
  await page.getByRole('button', {name: specText('pageCrashedTryAgain', code), exact: true}).click();
  await expect(page.getByRole('heading', {name: specText('pageCrashed', code)})).toHaveCount(0);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
}

for (const {code, prefix} of locales) {
  test(`the specification's quoted texts, where it puts them (${code})`, async ({context, page, consoleErrors}) => {
    test.slow(); // six states, each in its own tab
    expect(Object.keys(specTexts).length).toBeGreaterThan(0);

    await checkout(page, code, prefix);
    allowFailedRequestErrors(consoleErrors); // the 500 reply above

    const crashed = await context.newPage();
    await crash(crashed, code, prefix);
    await crashed.close();
    consoleErrors.length = 0; // React reports the error it caught, which is the point here

    const missing = await context.newPage();
    const response = await missing.goto(`${prefix}/no-such-page-here`);
    expect(response?.status()).toBe(404);
    await expect(missing.getByRole('heading', {level: 1})).toHaveText(specText('notFound', code));
    await missing.close();
    consoleErrors.length = 0; // the browser logs the 404 response itself

    const outdated = await context.newPage();
    await outdated.goto(`${prefix}/docs/cloud/release-3-3-lts`);
    await expect(outdated.getByText(specText('outdated', code), {exact: true})).toBeVisible();
    await expect(
      outdated.getByTestId('outdated-notice').getByRole('link', {name: specText('outdatedGetInTouch', code)}),
    ).toBeVisible();
    await outdated.close();

    // The home page's script and stylesheet do not load, as with a wrong base URL: Docusaurus' inline script shows
    // its banner (the stylesheet hides it whenever it loads).
    const broken = await context.newPage();
    await broken.route(/\/assets\/(js\/main\.[0-9a-f]+\.js|css\/styles\.[0-9a-f]+\.css)$/, (route) =>
      route.abort('failed'),
    );
    await broken.goto(`${prefix}/`);
    await expect(broken.getByText(specText('baseUrlBanner', code), {exact: true})).toBeVisible();
    await broken.close();
    consoleErrors.length = 0; // the aborted script and stylesheet

    // Browser storage that throws on access: a console warning, and the colour-mode toggle still works.
    const noStorage = await context.newPage();
    const warnings: string[] = [];
    noStorage.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await noStorage.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await noStorage.goto(`${prefix}/`);
    await waitForHydration(noStorage);
    await expect.poll(() => warnings.some((w) => w.startsWith(specText('storageUnavailable', code)))).toBe(true);
    await noStorage.close();
  });
}
