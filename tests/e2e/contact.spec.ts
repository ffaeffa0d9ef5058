import type {Page, Route} from '@playwright/test';
import {test, expect, waitForHydration, locales, corsHeaders} from './fixtures';
import {
  allowFailedRequestErrors,
  copy,
  expectFieldError,
  expectNoAxeViolations,
  useColourMode,
  type Copy,
} from './forms-helpers';

function ui(page: Page, t: Copy) {
  const box = (name: string) => page.getByRole('textbox', {name, exact: true});
  return {
    name: box(t.name),
    email: box(t.email),
    company: box(t.company),
    subject: box(t.subject),
    message: page.getByRole('textbox', {name: new RegExp(`^${t.message}`)}),
    quote: page.getByRole('radio', {name: t.quote}),
    consultation: page.getByRole('radio', {name: t.consultation}),
    send: page.getByRole('button', {name: t.send, exact: true}),
    thanks: page.getByRole('heading', {name: t.thanksTitle}),
  };
}

async function openContact(page: Page, prefix: string, query = ''): Promise<void> {
  await page.goto(`${prefix}/contact-us${query}`);
  await waitForHydration(page);
}

async function fillRequired(page: Page, t: Copy): Promise<void> {
  const u = ui(page, t);
  await u.name.fill('Giulia Bianchi');
  await u.email.fill('giulia@acme.example');
  await u.company.fill('Acme S.p.A.');
}

for (const {code, prefix} of locales) {
  const t = copy[code];

  test.describe(`contact form (${code})`, () => {
    test('marks and validates the required fields in the visitor language', async ({page, formsApi}) => {
      await openContact(page, prefix);
      const u = ui(page, t);
      await expect(page.getByText(t.requiredNote)).toBeVisible();
      for (const [field, required] of [
        [u.name, true],
        [u.email, true],
        [u.company, true],
        [u.subject, false],
        [u.message, false],
      ] as const) {
        const id = await field.getAttribute('id');
        const label = page.locator(`label[for="${id}"]`);
        if (required) await expect(label).toContainText('*');
        else await expect(label).not.toContainText('*');
      }

      await u.send.click();
      await expect(u.name).toBeFocused();
      await expectFieldError(page, u.name, t.nameRequired);
      await expectFieldError(page, u.email, t.emailRequired);
      await expectFieldError(page, u.company, t.companyRequired);

      await u.name.fill('   ');
      await u.email.fill('giulia@acme');
      await u.company.fill('Acme');
      await u.send.click();
      await expectFieldError(page, u.name, t.nameRequired);
      await expectFieldError(page, u.email, t.emailFormat);

      await u.name.fill('n'.repeat(101));
      await u.email.fill('giulia@acme.example');
      await u.message.fill('m'.repeat(5001));
      await u.send.click();
      await expectFieldError(page, u.name, t.nameTooLong);
      await expectFieldError(page, u.message, t.messageTooLong);
      await expect(u.company).toHaveAttribute('aria-invalid', 'false');
      expect(formsApi.submissions).toHaveLength(0);
    });

    test('?type= preselects the request type', async ({page}) => {
      const u = ui(page, t);
      await openContact(page, prefix);
      await expect(u.quote).toBeChecked();
      await openContact(page, prefix, '?type=consultation');
      await expect(u.consultation).toBeChecked();
      await openContact(page, prefix, '?type=quote');
      await expect(u.quote).toBeChecked();
    });

    test('a sent request ends on a thank-you message', async ({page, formsApi}) => {
      await openContact(page, prefix, '?type=consultation');
      const u = ui(page, t);
      await fillRequired(page, t);
      await u.subject.fill('Heat pumps');
      await u.message.fill('We make heat pumps.\nAbout 5,000 a year.');
      await u.send.click();
      await expect(u.thanks).toBeFocused();
      await expect(page.getByText('giulia@acme.example')).toBeVisible();
      expect(formsApi.submissions).toHaveLength(1);
      const [sent] = formsApi.submissions;
      expect(sent.endpoint).toBe('contact');
      expect(sent.body).toEqual({
        name: 'Giulia Bianchi',
        email: 'giulia@acme.example',
        company: 'Acme S.p.A.',
        subject: 'Heat pumps',
        requestType: 'consultation',
        message: 'We make heat pumps.\nAbout 5,000 a year.',
        locale: code,
      });
      expect(sent.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    });

    test('a bot that fills the honeypot gets a thank-you and sends nothing', async ({page, formsApi}) => {
      await openContact(page, prefix);
      await fillRequired(page, t);
      await page.locator('input[name="website"]').fill('http://spam.example', {force: true});
      await ui(page, t).send.click();
      await expect(ui(page, t).thanks).toBeVisible();
      expect(formsApi.submissions).toHaveLength(0);
    });

    const failures: {name: string; reply: (route: Route) => Promise<void>; details: string[]}[] = [
      {
        name: 'a server error',
        reply: (route) =>
          route.fulfill({
            status: 500,
            headers: corsHeaders,
            contentType: 'application/problem+json',
            body: JSON.stringify({title: 'Internal Server Error', status: 500, detail: 'Mailbox unavailable.', requestId: 'req_c500'}),
          }),
        details: [t.status, '500', 'Mailbox unavailable.', 'req_c500'],
      },
      {name: 'being offline', reply: (route) => route.abort('internetdisconnected'), details: [t.network]},
    ];
    for (const failure of failures) {
      test(`after ${failure.name} the form shows the error, keeps every field and a retry works`, async ({
        page,
        formsApi,
        consoleErrors,
      }) => {
        await openContact(page, prefix, '?type=consultation');
        const u = ui(page, t);
        await fillRequired(page, t);
        await u.subject.fill('Pool controllers');
        await u.message.fill('Line one\nLine two');
        formsApi.reply(failure.reply);
        await u.send.click();
        const alert = page.getByRole('heading', {name: t.contactFailureTitle});
        await expect(alert).toBeFocused();
        for (const detail of failure.details) await expect(page.locator('dl')).toContainText(detail);
        await expect(u.name).toHaveValue('Giulia Bianchi');
        await expect(u.email).toHaveValue('giulia@acme.example');
        await expect(u.company).toHaveValue('Acme S.p.A.');
        await expect(u.subject).toHaveValue('Pool controllers');
        await expect(u.message).toHaveValue('Line one\nLine two');
        await expect(u.consultation).toBeChecked();

        formsApi.reply();
        await page.getByRole('button', {name: t.retry}).click();
        await expect(u.thanks).toBeVisible();
        expect(formsApi.submissions).toHaveLength(2);
        expect(formsApi.submissions[1].body).toEqual(formsApi.submissions[0].body);
        expect(formsApi.submissions[1].headers['idempotency-key']).toBe(formsApi.submissions[0].headers['idempotency-key']);
        allowFailedRequestErrors(consoleErrors);
      });
    }
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`${prefix}/contact-us passes axe (WCAG 2.1 AA) in ${mode} mode, also with errors`, async ({page, formsApi, consoleErrors}) => {
      // Several full axe analyses in one test: give it the time of three tests.
      test.slow();
      await useColourMode(page, mode);
      await openContact(page, prefix);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expectNoAxeViolations(page, `${code} contact (${mode})`);
      const u = ui(page, t);
      await u.send.click();
      await expect(page.getByText(t.nameRequired)).toBeVisible();
      await expectNoAxeViolations(page, `${code} contact with errors (${mode})`);
      await fillRequired(page, t);
      formsApi.reply((route) => route.fulfill({status: 502, headers: corsHeaders, body: 'Bad gateway'}));
      await u.send.click();
      await expect(page.getByRole('heading', {name: t.contactFailureTitle})).toBeVisible();
      await expectNoAxeViolations(page, `${code} contact failure (${mode})`);
      formsApi.reply();
      await page.getByRole('button', {name: t.retry}).click();
      await expect(u.thanks).toBeVisible();
      await expectNoAxeViolations(page, `${code} contact thank-you (${mode})`);
      allowFailedRequestErrors(consoleErrors);
    });
  }
}
