import type {Page, Route} from '@playwright/test';
import {test, expect, waitForHydration, locales, type FormSubmission} from './fixtures';
import {allowFailedRequestErrors, copy, expectFieldError, problemJson, useColourMode, type Copy} from './forms-helpers';
import {expectNoAxeViolations} from './axe';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function ui(page: Page, t: Copy) {
  return {
    next: page.getByRole('button', {name: t.next, exact: true}),
    back: page.getByRole('button', {name: t.back, exact: true}),
    submit: page.getByRole('button', {name: t.submit, exact: true}),
    radio: (name: string) => page.getByRole('radio', {name, exact: true}),
    tenant: page.getByRole('textbox', {name: t.tenant, exact: true}),
    email: page.getByRole('textbox', {name: t.email, exact: true}),
    terms: page.getByRole('checkbox', {name: t.terms}),
    stepHeading: (name: string) => page.getByRole('heading', {level: 2, name}),
    currentStep: page.getByRole('navigation', {name: t.steps}).locator('[aria-current="step"]'),
  };
}

async function openCheckout(page: Page, prefix: string, query = ''): Promise<void> {
  await page.goto(`${prefix}/checkout${query}`);
  await waitForHydration(page);
}

/** Steps 1 and 2 with the given plans, ending on step 3. */
async function reachTenantStep(
  page: Page,
  t: Copy,
  cloud: 'Standard' | 'Pro' = 'Pro',
  ai: 'none' | 'Lightweight' = 'Lightweight',
) {
  const u = ui(page, t);
  await u.radio(cloud).check();
  await u.next.click();
  await expect(u.stepHeading(t.aiTitle)).toBeVisible();
  await u.radio(ai === 'none' ? t.none : ai).check();
  await u.next.click();
  await expect(u.stepHeading(t.tenantTitle)).toBeVisible();
}

async function fillTenantStep(page: Page, t: Copy, tenant = 'acme-iot', email = 'ops@acme.example') {
  const u = ui(page, t);
  // The terms the buyer accepts, and the privacy policy, are one click away from the checkbox.
  const prefix = new URL(page.url()).pathname.startsWith('/it/') ? '/it' : '';
  for (const target of ['/legal/terms-and-conditions', '/legal/acceptable-use-policy', '/legal/privacy-policy']) {
    await expect(page.locator(`main a[href="${prefix}${target}"]`), target).toBeVisible();
  }
  await u.tenant.fill(tenant);
  await u.email.fill(email);
  await u.terms.check();
}

function orders(submissions: FormSubmission[]): FormSubmission[] {
  return submissions.filter((s) => s.endpoint === 'orders');
}

for (const {code, prefix} of locales) {
  const t = copy[code];

  test.describe(`checkout (${code})`, () => {
    test('the happy path creates an instance and shows where it will live', async ({page, formsApi}) => {
      await openCheckout(page, prefix);
      const u = ui(page, t);
      await expect(u.stepHeading(t.cloudTitle)).toBeVisible();
      await expect(u.currentStep).toContainText('1');

      await u.radio('Pro').check();
      await u.next.click();
      await expect(u.stepHeading(t.aiTitle)).toBeFocused();
      await expect(u.currentStep).toContainText('2');
      await expect(u.radio(t.none)).toBeChecked();
      await u.radio('Lightweight').check();
      await u.next.click();
      await expect(u.stepHeading(t.tenantTitle)).toBeFocused();
      await expect(u.currentStep).toContainText('3');

      await u.tenant.pressSequentially('acme');
      await expect(page.getByText(t.preview)).toContainText('https://acme.fulcro.cloud');
      await u.tenant.pressSequentially('-iot');
      await expect(page.getByText(t.preview)).toContainText('https://acme-iot.fulcro.cloud');
      await u.email.fill('ops@acme.example');
      await u.terms.check();
      await u.submit.click();

      const success = page.getByRole('heading', {name: t.successTitle});
      await expect(success).toBeFocused();
      await expect(page.getByText(t.provisioning)).toBeVisible();
      await expect(page.getByText('ops@acme.example')).toBeVisible();
      await expect(page.getByText('https://acme-iot.fulcro.cloud')).toBeVisible();

      const [order] = orders(formsApi.submissions);
      expect(formsApi.submissions).toHaveLength(1);
      expect(order.body).toEqual({
        cloudPlan: 'pro',
        aiPlan: 'lightweight',
        tenant: 'acme-iot',
        email: 'ops@acme.example',
        termsAccepted: true,
        locale: code,
      });
      expect(order.headers['content-type']).toContain('application/json');
      expect(order.headers['idempotency-key']).toMatch(uuid);
      // A finished order leaves no draft behind.
      expect(await page.evaluate(() => sessionStorage.getItem('fulcro.checkout.draft'))).toBeNull();
    });

    test('Next is refused until a cloud version is chosen', async ({page, formsApi}) => {
      await openCheckout(page, prefix);
      const u = ui(page, t);
      await u.next.click();
      await expect(page.getByText(t.cloudRequired)).toBeVisible();
      await expect(u.stepHeading(t.cloudTitle)).toBeVisible();
      await expect(u.radio('Standard')).toBeFocused();
      await expectFieldError(page, u.radio('Standard'), t.cloudRequired);
      await u.radio('Standard').check();
      await u.next.click();
      await expect(u.stepHeading(t.aiTitle)).toBeVisible();
      expect(formsApi.submissions).toHaveLength(0);
    });

    test('Enterprise and Full are contact-only, with their quote links', async ({page}) => {
      await openCheckout(page, prefix);
      const u = ui(page, t);
      await expect(page.getByRole('radio', {name: 'Enterprise'})).toHaveCount(0);
      await expect(page.locator('p').filter({hasText: 'Enterprise'}).filter({hasText: t.contactOnly})).toBeVisible();
      await expect(page.getByRole('link', {name: t.enterpriseQuote})).toHaveAttribute(
        'href',
        `${prefix}/contact-us?type=quote`,
      );
      await u.radio('Pro').check();
      await u.next.click();
      await expect(page.getByRole('radio', {name: /Full/})).toHaveCount(0);
      await expect(page.getByRole('link', {name: t.fullQuote})).toHaveAttribute(
        'href',
        `${prefix}/contact-us?type=quote`,
      );
      await expect(page.getByText(t.contactOnly)).toBeVisible();
    });

    test('with Standard, Lightweight cannot be chosen and the page says why', async ({page}) => {
      await openCheckout(page, prefix);
      const u = ui(page, t);
      await u.radio('Standard').check();
      await u.next.click();
      await expect(page.getByText(t.aiUnavailable, {exact: true})).toBeVisible();
      await expect(page.getByText(t.aiAdvice)).toBeVisible();
      await expect(u.radio('Lightweight')).toBeDisabled();
      await expect(u.radio(t.none)).toBeChecked();
      // The advice is tied to the disabled option for screen readers.
      const describedBy = (await u.radio('Lightweight').getAttribute('aria-describedby')) ?? '';
      const described = await Promise.all(describedBy.split(' ').map((id) => page.locator(`[id="${id}"]`).innerText()));
      expect(described.join(' ')).toContain(t.aiUnavailable);

      // "Choose a different plan" goes back to step 1; with Pro, Lightweight is offered.
      await page.getByRole('button', {name: t.changePlan}).click();
      await expect(u.stepHeading(t.cloudTitle)).toBeFocused();
      await u.radio('Pro').check();
      await u.next.click();
      await expect(page.getByText(t.aiUnavailable)).toHaveCount(0);
      await expect(u.radio('Lightweight')).toBeEnabled();
    });

    test('a Lightweight choice is dropped when the cloud version changes to Standard', async ({page, formsApi}) => {
      await openCheckout(page, prefix, '?plan=pro&ai=lightweight');
      const u = ui(page, t);
      await expect(u.radio('Pro')).toBeChecked();
      await u.radio('Standard').check();
      await u.next.click();
      await expect(u.radio(t.none)).toBeChecked();
      await u.next.click();
      await fillTenantStep(page, t);
      await u.submit.click();
      await expect(page.getByRole('heading', {name: t.successTitle})).toBeVisible();
      expect(orders(formsApi.submissions)[0].body).toMatchObject({cloudPlan: 'standard', aiPlan: 'none'});
    });

    test('?plan= and ?ai= preselect, then leave the address', async ({page}) => {
      await openCheckout(page, prefix, '?plan=pro&ai=lightweight');
      const u = ui(page, t);
      await expect(u.radio('Pro')).toBeChecked();
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/?$`));
      await u.next.click();
      await expect(u.radio('Lightweight')).toBeChecked();

      await openCheckout(page, prefix, '?plan=standard');
      await expect(u.radio('Standard')).toBeChecked();
      await expect(u.stepHeading(t.cloudTitle)).toBeVisible();
    });

    test('step 3 validates every field in the visitor language and focuses the first error', async ({
      page,
      formsApi,
    }) => {
      await openCheckout(page, prefix);
      await reachTenantStep(page, t);
      const u = ui(page, t);
      // Required fields carry an asterisk and the required attribute.
      for (const field of [u.tenant, u.email, u.terms]) {
        await expect(field).toHaveAttribute('required', '');
        const id = await field.getAttribute('id');
        await expect(page.locator(`label[for="${id}"]`)).toContainText('*');
      }

      await u.submit.click();
      await expect(u.tenant).toBeFocused();
      await expectFieldError(page, u.tenant, t.tenantRequired);
      await expectFieldError(page, u.email, t.emailRequired);
      await expectFieldError(page, u.terms, t.termsRequired);

      const cases: [string, string][] = [
        ['Acme', t.tenantUppercase],
        ['www', t.tenantReserved],
        ['acme-', t.tenantEnd],
      ];
      for (const [value, message] of cases) {
        await u.tenant.fill(value);
        await u.submit.click();
        await expectFieldError(page, u.tenant, message);
      }
      await u.tenant.fill('acme');
      await u.email.fill('ops@acme');
      await u.submit.click();
      await expect(u.email).toBeFocused();
      await expectFieldError(page, u.email, t.emailFormat);
      await expect(u.tenant).toHaveAttribute('aria-invalid', 'false');
      expect(formsApi.submissions).toHaveLength(0);
    });

    test('refuses Punycode, hyphens in the third and fourth place, and reserved or brand names', async ({
      page,
      formsApi,
    }) => {
      await openCheckout(page, prefix);
      await reachTenantStep(page, t);
      const u = ui(page, t);
      await u.email.fill('ops@acme.example');
      await u.terms.check();
      const cases: [string, string][] = [
        ['xn--pple-43d', t.tenantHyphens],
        ['ab--cd', t.tenantHyphens],
        ['fulcro-support', t.tenantReserved],
        ['my-fulcro', t.tenantReserved],
        ['www1', t.tenantReserved],
        ['admin-panel', t.tenantReserved],
      ];
      for (const [value, message] of cases) {
        await u.tenant.fill(value);
        await u.submit.click();
        await expectFieldError(page, u.tenant, message);
      }
      expect(formsApi.submissions).toHaveLength(0);
    });

    test('takes the visitor to the fields the receiver refused, in the visitor language', async ({
      page,
      formsApi,
      consoleErrors,
    }) => {
      await openCheckout(page, prefix);
      await reachTenantStep(page, t);
      await fillTenantStep(page, t);
      formsApi.reply((route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/problem+json',
          body: JSON.stringify({
            title: 'Bad Request',
            status: 400,
            code: 'validation_failed',
            detail: 'Some fields are not valid; see errors.',
            errors: [{field: 'tenant', code: 'tenant_reserved'}],
          }),
        }),
      );
      await ui(page, t).submit.click();
      await expectFieldError(page, ui(page, t).tenant, t.tenantReserved);
      await expect(ui(page, t).tenant).toBeFocused();
      await expect(page.getByRole('heading', {name: t.failureTitle})).toHaveCount(0);
      allowFailedRequestErrors(consoleErrors);
    });

    test("words the receiver's error in the visitor language, never with its English title, and offers Try again only where it can help", async ({
      page,
      formsApi,
      consoleErrors,
    }) => {
      await openCheckout(page, prefix);
      await reachTenantStep(page, t);
      await fillTenantStep(page, t);
      const problem = (status: number, code: string, title: string) =>
        problemJson({status, code, title, detail: `English detail for ${code}`, requestId: `req_${status}`});
      formsApi.reply((route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/problem+json',
          body: problem(500, 'internal_error', 'Internal Server Error'),
        }),
      );
      await ui(page, t).submit.click();
      const details = page.locator('dl').filter({hasText: t.time});
      await expect(details).toContainText(t.internalError);
      await expect(details).toContainText('req_500');
      await expect(details).not.toContainText('Internal Server Error');
      await expect(details).not.toContainText('English detail');
      await expect(page.getByRole('button', {name: t.retry})).toBeVisible();

      await page.getByRole('button', {name: t.backToForm}).click();
      formsApi.reply((route) =>
        route.fulfill({
          status: 403,
          contentType: 'application/problem+json',
          body: problem(403, 'foreign_origin', 'Forbidden'),
        }),
      );
      await ui(page, t).submit.click();
      await expect(page.getByRole('heading', {name: t.failureTitle})).toBeVisible();
      await expect(details).not.toContainText('Forbidden');
      await expect(page.getByRole('button', {name: t.retry})).toHaveCount(0);
      await expect(page.getByRole('button', {name: t.backToForm})).toBeVisible();
      allowFailedRequestErrors(consoleErrors);
    });

    test('Back and Next keep every choice, and so does a reload', async ({page}) => {
      await openCheckout(page, prefix);
      await reachTenantStep(page, t);
      const u = ui(page, t);
      await u.tenant.fill('plant-42');
      await u.email.fill('ops@plant.example');
      await u.terms.check();

      await page.reload();
      await waitForHydration(page);
      await expect(u.stepHeading(t.tenantTitle)).toBeVisible();
      await expect(u.tenant).toHaveValue('plant-42');
      await expect(u.email).toHaveValue('ops@plant.example');
      await expect(u.terms).toBeChecked();
      await expect(page.getByText(t.preview)).toContainText('https://plant-42.fulcro.cloud');

      await u.back.click();
      await expect(u.radio('Lightweight')).toBeChecked();
      await u.back.click();
      await expect(u.radio('Pro')).toBeChecked();
      await page.reload();
      await waitForHydration(page);
      await expect(u.radio('Pro')).toBeChecked();
      await u.next.click();
      await u.next.click();
      await expect(u.tenant).toHaveValue('plant-42');
    });

    test('works without session storage (no persistence, no errors)', async ({page, formsApi}) => {
      await page.addInitScript(() => {
        Object.defineProperty(window, 'sessionStorage', {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      });
      await openCheckout(page, prefix, '?plan=pro');
      await ui(page, t).next.click();
      await ui(page, t).next.click();
      await fillTenantStep(page, t);
      await ui(page, t).submit.click();
      await expect(page.getByRole('heading', {name: t.successTitle})).toBeVisible();
      expect(orders(formsApi.submissions)[0].body).toMatchObject({cloudPlan: 'pro', aiPlan: 'none'});
    });

    test('a double click sends one request', async ({page, formsApi}) => {
      await openCheckout(page, prefix);
      await reachTenantStep(page, t);
      await fillTenantStep(page, t);
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      formsApi.reply(async (route) => {
        await released;
        await route.fulfill({status: 201, contentType: 'application/json', body: '{"id":"ord_once"}'});
      });
      await ui(page, t).submit.dblclick();
      await expect(page.getByRole('status')).toHaveText(t.sending);
      await expect(ui(page, t).submit).toBeDisabled();
      release();
      await expect(page.getByRole('heading', {name: t.successTitle})).toBeVisible();
      expect(formsApi.submissions).toHaveLength(1);
    });
  });

  test.describe(`checkout failures (${code})`, () => {
    type Failure = {
      name: string;
      reply: (route: Route) => Promise<void>;
      details: (string | RegExp)[];
      clock?: boolean;
    };
    const problem = problemJson({
      status: 500,
      title: 'Internal Server Error',
      detail: 'The provisioning queue is not available.',
      requestId: 'req_500_abc',
    });
    const failures: Failure[] = [
      {
        name: '500 with problem details',
        reply: (route) => route.fulfill({status: 500, contentType: 'application/problem+json', body: problem}),
        details: [
          t.status,
          '500',
          t.serverMessage,
          'The provisioning queue is not available.',
          t.requestId,
          'req_500_abc',
        ],
      },
      {
        name: '503 with an HTML page',
        reply: (route) =>
          route.fulfill({
            status: 503,
            headers: {'x-request-id': 'req_503_html'},
            contentType: 'text/html',
            body: '<html><body>Service Unavailable</body></html>',
          }),
        details: [t.status, '503', t.requestId, 'req_503_html'],
      },
      {
        name: 'no answer within 15 seconds',
        // Never answers: the page gives up when the clock passes 15 s.
        reply: () => new Promise<void>(() => {}),
        details: [t.timeout],
        clock: true,
      },
      {
        name: 'offline',
        reply: (route) => route.abort('internetdisconnected'),
        details: [t.network],
      },
      {
        name: 'a reply that is not JSON',
        reply: (route) => route.fulfill({status: 200, contentType: 'text/html', body: '<!doctype html><p>Hello'}),
        details: [t.unreadable, t.status, '200'],
      },
    ];

    for (const failure of failures) {
      test(`${failure.name}: the failure screen tells all, keeps the data, and a retry succeeds with the same key`, async ({
        page,
        formsApi,
        consoleErrors,
      }) => {
        if (failure.clock) await page.clock.install();
        await openCheckout(page, prefix);
        await reachTenantStep(page, t);
        await fillTenantStep(page, t, 'retry-co', 'it@retry.example');
        formsApi.reply(failure.reply);
        await ui(page, t).submit.click();
        if (failure.clock) {
          await expect(page.getByRole('status')).toHaveText(t.sending);
          // The request has reached the server that never answers before the page's clock runs out (on a busy
          // machine, a clock moved first aborted the request before it was routed, and the retry was the only one seen).
          await expect.poll(() => orders(formsApi.submissions).length).toBe(1);
          await page.clock.fastForward(14_000);
          await expect(page.getByRole('status')).toHaveText(t.sending);
          await page.clock.fastForward(1_000);
        }

        const title = page.getByRole('heading', {name: t.failureTitle});
        await expect(title).toBeFocused();
        await expect(page.getByText(t.failureBody, {exact: true})).toBeVisible();
        const details = page.locator('dl').filter({hasText: t.time});
        for (const detail of failure.details) await expect(details).toContainText(detail);
        await expect(details.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
        await expect(page.getByRole('main').getByRole('link', {name: t.contactUs, exact: true})).toHaveAttribute(
          'href',
          `${prefix}/contact-us`,
        );

        await page.getByRole('button', {name: t.backToForm}).click();
        const u = ui(page, t);
        await expect(u.tenant).toHaveValue('retry-co');
        await expect(u.email).toHaveValue('it@retry.example');
        await expect(u.terms).toBeChecked();

        formsApi.reply();
        await u.submit.click();
        await expect(page.getByRole('heading', {name: t.successTitle})).toBeVisible();
        const sent = orders(formsApi.submissions);
        expect(sent).toHaveLength(2);
        expect(sent[1].headers['idempotency-key']).toBe(sent[0].headers['idempotency-key']);
        expect(sent[1].body).toEqual(sent[0].body);
        allowFailedRequestErrors(consoleErrors);
      });
    }

    test('"Try again" and a reload both retry with the same Idempotency-Key', async ({
      page,
      formsApi,
      consoleErrors,
    }) => {
      await openCheckout(page, prefix);
      await reachTenantStep(page, t);
      await fillTenantStep(page, t);
      formsApi.reply((route) =>
        route.fulfill({status: 503, contentType: 'application/problem+json', body: '{"title":"Busy"}'}),
      );
      await ui(page, t).submit.click();
      await expect(page.getByRole('heading', {name: t.failureTitle})).toBeVisible();
      await page.getByRole('button', {name: t.retry}).click();
      await expect.poll(() => orders(formsApi.submissions).length).toBe(2);
      await expect(page.getByRole('heading', {name: t.failureTitle})).toBeVisible();

      await page.reload();
      await waitForHydration(page);
      await expect(ui(page, t).tenant).toHaveValue('acme-iot');
      formsApi.reply();
      await ui(page, t).submit.click();
      await expect(page.getByRole('heading', {name: t.successTitle})).toBeVisible();
      const keys = orders(formsApi.submissions).map((s) => s.headers['idempotency-key']);
      expect(keys).toHaveLength(3);
      expect(new Set(keys).size).toBe(1);
      allowFailedRequestErrors(consoleErrors);
    });

    test('a changed order after a failure gets a new Idempotency-Key', async ({page, formsApi, consoleErrors}) => {
      await openCheckout(page, prefix);
      await reachTenantStep(page, t);
      await fillTenantStep(page, t, 'first-name');
      formsApi.reply((route) => route.fulfill({status: 500, body: ''}));
      await ui(page, t).submit.click();
      await page.getByRole('button', {name: t.backToForm}).click();
      await ui(page, t).tenant.fill('second-name');
      formsApi.reply();
      await ui(page, t).submit.click();
      await expect(page.getByRole('heading', {name: t.successTitle})).toBeVisible();
      const [first, second] = orders(formsApi.submissions);
      expect(second.headers['idempotency-key']).not.toBe(first.headers['idempotency-key']);
      allowFailedRequestErrors(consoleErrors);
    });
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`checkout (${code}) passes axe in ${mode} mode on every screen`, async ({page, formsApi, consoleErrors}) => {
      // Several full axe analyses in one test: give it the time of three tests.
      test.slow();
      await useColourMode(page, mode);
      await openCheckout(page, prefix);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const u = ui(page, t);
      await u.next.click();
      await expect(page.getByText(t.cloudRequired)).toBeVisible();
      await expectNoAxeViolations(page, `${code} checkout step 1 with an error (${mode})`);
      await u.radio('Standard').check();
      await u.next.click();
      await expect(page.getByText(t.aiUnavailable)).toBeVisible();
      await expectNoAxeViolations(page, `${code} checkout step 2 without AI (${mode})`);
      await u.next.click();
      await u.submit.click();
      await expect(page.getByText(t.tenantRequired)).toBeVisible();
      await expectNoAxeViolations(page, `${code} checkout step 3 with errors (${mode})`);
      await fillTenantStep(page, t);
      formsApi.reply((route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/problem+json',
          body: problemJson({status: 500, title: 'Internal Server Error', detail: 'Try later.', requestId: 'req_axe'}),
        }),
      );
      await u.submit.click();
      await expect(page.getByRole('heading', {name: t.failureTitle})).toBeVisible();
      await expectNoAxeViolations(page, `${code} checkout failure (${mode})`);
      formsApi.reply();
      await page.getByRole('button', {name: t.retry}).click();
      await expect(page.getByRole('heading', {name: t.successTitle})).toBeVisible();
      await expectNoAxeViolations(page, `${code} checkout success (${mode})`);
      allowFailedRequestErrors(consoleErrors);
    });
  }
}
