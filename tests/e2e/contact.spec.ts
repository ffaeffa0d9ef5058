import type {Page, Route} from '@playwright/test';
import {test, expect, waitForHydration, locales} from './fixtures';
import {siteSubmissionLimits} from '../../src/data/site-privacy';
import {allowFailedRequestErrors, copy, expectFieldError, problemJson, useColourMode, type Copy} from './forms-helpers';
import {expectNoAxeViolations} from './axe';

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
      const {fillTimeMs, ...body} = sent.body as {fillTimeMs: number};
      expect(body).toEqual({
        name: 'Giulia Bianchi',
        email: 'giulia@acme.example',
        company: 'Acme S.p.A.',
        subject: 'Heat pumps',
        requestType: 'consultation',
        message: 'We make heat pumps.\nAbout 5,000 a year.',
        locale: code,
      });
      // Sent no sooner than the minimum fill time after the form was shown, however fast it was filled.
      expect(fillTimeMs).toBeGreaterThanOrEqual(siteSubmissionLimits.minFillSeconds * 1000);
      expect(sent.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
      // The site's receiver stored it: 201 with the request's reference; the form leaves no draft behind.
      const reply = await sent.request.response();
      expect(reply?.status()).toBe(201);
      expect(await reply?.json()).toMatchObject({id: expect.stringMatching(/^msg_/)});
      expect(await page.evaluate(() => sessionStorage.getItem('fulcro.contact.draft'))).toBeNull();
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
            contentType: 'application/problem+json',
            body: JSON.stringify({
              title: 'Internal Server Error',
              status: 500,
              detail: 'Mailbox unavailable.',
              requestId: 'req_c500',
            }),
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
        expect(formsApi.submissions[1].headers['idempotency-key']).toBe(
          formsApi.submissions[0].headers['idempotency-key'],
        );
        allowFailedRequestErrors(consoleErrors);
      });
    }
    test('refuses invisible characters, markup and names without a letter; the message stays plain text', async ({
      page,
      formsApi,
    }) => {
      await openContact(page, prefix);
      const u = ui(page, t);
      // A bidi override (shown as "Marioexe.png"), a company of zero-width spaces, punctuation for a name, a tag in a
      // one-line field.
      await u.name.fill('Mario\u202egnp.exe');
      await u.email.fill('mario@acme.example');
      await u.company.fill('\u200b\u200b\u200b');
      await u.subject.fill('<img src=x onerror=alert(1)>');
      await u.send.click();
      await expectFieldError(page, u.name, t.textInvisible);
      await expectFieldError(page, u.company, t.textInvisible);
      await expectFieldError(page, u.subject, t.textCharacters);
      await u.name.fill('!!! ---');
      await u.send.click();
      await expectFieldError(page, u.name, t.textLetters);
      expect(formsApi.submissions).toHaveLength(0);

      // Written composed or decomposed, a name is one text (NFC); a message may hold < and >, never shown as HTML.
      await u.name.fill('Jose\u0301 Bianchi');
      await u.company.fill('Acme');
      await u.subject.fill('');
      await u.message.fill('Devices < 5,000 the first year; <img src=x onerror=alert(1)> is text here.');
      await u.send.click();
      await expect(u.thanks).toBeVisible();
      expect(formsApi.submissions[0].body).toMatchObject({
        name: 'Jos\u00e9 Bianchi',
        message: expect.stringContaining('<img src=x'),
      });
      expect((await formsApi.submissions[0].request.response())?.status()).toBe(201);
    });

    test('keeps what was typed and its Idempotency-Key across a reload', async ({page, formsApi, consoleErrors}) => {
      await openContact(page, prefix, '?type=consultation');
      const u = ui(page, t);
      await fillRequired(page, t);
      await u.message.fill('Line one\nLine two');
      formsApi.reply((route) =>
        route.fulfill({status: 503, contentType: 'application/problem+json', body: '{"status":503}'}),
      );
      await u.send.click();
      await expect(page.getByRole('heading', {name: t.contactFailureTitle})).toBeVisible();
      // The preselection has left the address: a reload keeps the visitor's own choice.
      await expect(page).toHaveURL(new RegExp(`${prefix}/contact-us$`));

      await page.reload();
      await waitForHydration(page);
      await expect(u.name).toHaveValue('Giulia Bianchi');
      await expect(u.email).toHaveValue('giulia@acme.example');
      await expect(u.company).toHaveValue('Acme S.p.A.');
      await expect(u.message).toHaveValue('Line one\nLine two');
      await expect(u.consultation).toBeChecked();
      formsApi.reply();
      await u.send.click();
      await expect(u.thanks).toBeVisible();
      const [first, second] = formsApi.submissions;
      expect(second.headers['idempotency-key']).toBe(first.headers['idempotency-key']);
      expect((await second.request.response())?.status()).toBe(201);
      allowFailedRequestErrors(consoleErrors);
    });

    test("puts the receiver's field errors on the fields, in the visitor language", async ({
      page,
      formsApi,
      consoleErrors,
    }) => {
      await openContact(page, prefix);
      const u = ui(page, t);
      await fillRequired(page, t);
      formsApi.reply((route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/problem+json',
          body: JSON.stringify({
            title: 'Bad Request',
            status: 400,
            code: 'validation_failed',
            detail: 'Some fields are not valid; see errors.',
            errors: [
              {field: 'company', code: 'text_letters'},
              {field: 'name', code: 'text_invisible'},
            ],
          }),
        }),
      );
      await u.send.click();
      await expectFieldError(page, u.name, t.textInvisible);
      await expectFieldError(page, u.company, t.textLetters);
      await expect(u.company).toBeFocused();
      await expect(page.getByRole('heading', {name: t.contactFailureTitle})).toHaveCount(0);
      await expect(page.getByText('Bad Request')).toHaveCount(0);
      allowFailedRequestErrors(consoleErrors);
    });

    test('a refusal a retry cannot fix offers no Try again; a 429 waits for its Retry-After', async ({
      page,
      formsApi,
      consoleErrors,
    }) => {
      await page.clock.install();
      await openContact(page, prefix);
      const u = ui(page, t);
      await fillRequired(page, t);
      const problem = (status: number, code: string, title: string) =>
        problemJson({status, code, title, detail: `English detail for ${code}`, requestId: `req_${status}`});
      formsApi.reply((route) =>
        route.fulfill({
          status: 413,
          contentType: 'application/problem+json',
          body: problem(413, 'body_too_large', 'Content Too Large'),
        }),
      );
      await u.send.click();
      const alert = page.getByRole('heading', {name: t.contactFailureTitle});
      await expect(alert).toBeFocused();
      await expect(page.locator('dl')).toContainText(t.bodyTooLarge);
      // The page's own words, not the server's English.
      await expect(page.locator('dl')).not.toContainText('Content Too Large');
      await expect(page.locator('dl')).not.toContainText('English detail');
      await expect(page.getByRole('button', {name: t.retry})).toHaveCount(0);

      formsApi.reply((route) =>
        route.fulfill({
          status: 429,
          headers: {'retry-after': '30'},
          contentType: 'application/problem+json',
          body: problem(429, 'rate_limited', 'Too Many Requests'),
        }),
      );
      await u.send.click();
      await expect(page.locator('dl')).toContainText(t.rateLimited);
      const retry = page.getByRole('button', {name: t.retry});
      await expect(retry).toBeDisabled();
      await expect(page.getByText(t.retryIn(30))).toBeVisible();
      await page.clock.fastForward(10_000);
      await expect(page.getByText(t.retryIn(20))).toBeVisible();
      await expect(retry).toBeDisabled();
      formsApi.reply();
      await page.clock.fastForward(20_000);
      await expect(retry).toBeEnabled();
      await retry.click();
      await expect(u.thanks).toBeVisible();
      allowFailedRequestErrors(consoleErrors);
    });
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`${prefix}/contact-us passes axe (WCAG 2.1 AA) in ${mode} mode, also with errors`, async ({
      page,
      formsApi,
      consoleErrors,
    }) => {
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
      formsApi.reply((route) => route.fulfill({status: 502, body: 'Bad gateway'}));
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
