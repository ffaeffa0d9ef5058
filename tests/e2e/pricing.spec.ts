import {test, expect, waitForHydration, locales} from './fixtures';
import {useColourMode} from './forms-helpers';
import {expectNoAxeViolations} from './axe';

/** What /pricing must say, per locale; numbers in each locale's format (Italian 1.000). */
const copy = {
  en: {
    limits: [
      ['Standard', ['Up to 2,000 unique devices', 'Up to 1,000 users']],
      ['Pro', ['Up to 20,000 unique devices', 'Up to 5,000 users']],
      ['Enterprise', ['Unlimited unique devices', 'Unlimited users']],
    ],
    vat: 'All prices exclude VAT.',
    selfService: 'Self-service: create it online',
    contactOnly: 'Contact only: by quote',
    lightweightOnlyPro: 'Only with the Pro cloud plan',
    matrix: {devices: ['2,000', '20,000', 'Unlimited'], users: ['1,000', '5,000', 'Unlimited']},
    included: 'Included',
    notIncluded: 'Not included',
    addOn: 'Add-on',
    ctas: {
      'Create a Standard instance': '/checkout?plan=standard',
      'Create a Pro instance': '/checkout?plan=pro',
      'Ask for an Enterprise quote': '/contact-us?type=quote',
      'Create a Pro instance with Fulcro AI': '/checkout?plan=pro&ai=lightweight',
      'Ask for a Fulcro AI Full quote': '/contact-us?type=quote',
      'Book the free consultation': '/contact-us?type=consultation',
      'Ask about the jump-start pack': '/contact-us?type=quote',
    },
    consultationTitle: 'Free first consultation',
    jumpStart: [
      'Jump-start support pack',
      'Up to 10 consulting hours a year',
      'Used in blocks of 1 hour',
      'Hours not used in a year do not carry over',
    ],
    consultationChoice: 'Request a free consultation of 1 hour',
    navPricing: 'Pricing',
    footerContact: 'Contact us',
    ctaCheckout: 'Create your instance',
  },
  it: {
    limits: [
      ['Standard', ['Fino a 2.000 dispositivi unici', 'Fino a 1.000 utenti']],
      ['Pro', ['Fino a 20.000 dispositivi unici', 'Fino a 5.000 utenti']],
      ['Enterprise', ['Dispositivi unici illimitati', 'Utenti illimitati']],
    ],
    vat: 'Tutti i prezzi si intendono IVA esclusa.',
    selfService: 'Self-service: lo crei online',
    contactOnly: 'Solo su contatto: a preventivo',
    lightweightOnlyPro: 'Solo con il piano cloud Pro',
    matrix: {devices: ['2.000', '20.000', 'Illimitati'], users: ['1.000', '5.000', 'Illimitati']},
    included: 'Incluso',
    notIncluded: 'Non incluso',
    addOn: 'Add-on',
    ctas: {
      "Crea un'istanza Standard": '/checkout?plan=standard',
      "Crea un'istanza Pro": '/checkout?plan=pro',
      'Chiedi un preventivo Enterprise': '/contact-us?type=quote',
      "Crea un'istanza Pro con Fulcro AI": '/checkout?plan=pro&ai=lightweight',
      'Chiedi un preventivo per Fulcro AI Full': '/contact-us?type=quote',
      'Prenota la consulenza gratuita': '/contact-us?type=consultation',
      'Informati sul pacchetto jump-start': '/contact-us?type=quote',
    },
    consultationTitle: 'Prima consulenza gratuita',
    jumpStart: [
      'Pacchetto di supporto jump-start',
      "Fino a 10 ore di consulenza all'anno",
      'Da usare in blocchi di 1 ora',
      "Le ore non usate in un anno non si trasferiscono all'anno successivo",
    ],
    consultationChoice: 'Richiedere una consulenza gratuita di 1 ora',
    navPricing: 'Prezzi',
    footerContact: 'Contattaci',
    ctaCheckout: 'Crea la tua istanza',
  },
} as const;

const plans = ['standard', 'pro', 'enterprise'] as const;

for (const {code, prefix} of locales) {
  const t = copy[code];

  test.describe(`pricing (${code})`, () => {
    test.beforeEach(async ({page}) => {
      await page.goto(`${prefix}/pricing`);
      await waitForHydration(page);
    });

    test('shows the three cloud plans with their limits, and no price figures', async ({page}) => {
      const main = page.getByRole('main');
      for (const [name, limits] of t.limits) {
        const card = main.getByRole('listitem').filter({has: page.getByRole('heading', {level: 3, name, exact: true})});
        for (const limit of limits) await expect(card).toContainText(limit);
        await expect(card).toContainText(name === 'Enterprise' ? t.contactOnly : t.selfService);
      }
      await expect(main.getByText(t.vat)).toBeVisible();
      await expect(main).not.toContainText(/[€$£]|\bEUR\b|\d\s*\/\s*(month|mese|year|anno)/i);
    });

    test('shows the AI plans: Lightweight self-service with Pro only, Full by contact', async ({page}) => {
      const card = (name: string) =>
        page
          .getByRole('main')
          .getByRole('listitem')
          .filter({has: page.getByRole('heading', {level: 3, name, exact: true})});
      await expect(card('Fulcro AI Lightweight')).toContainText(t.selfService);
      await expect(card('Fulcro AI Lightweight')).toContainText(t.lightweightOnlyPro);
      await expect(card('Fulcro AI Full')).toContainText(t.contactOnly);
    });

    test('the comparison matrix gives every tier in the locale number format', async ({page}) => {
      const table = page.getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveText(['Standard', 'Pro', 'Enterprise']);
      for (const row of ['devices', 'users'] as const) {
        for (const [i, plan] of plans.entries()) {
          await expect(table.locator(`tr[data-row="${row}"] td[data-plan="${plan}"]`)).toHaveText(t.matrix[row][i]);
        }
      }
      // Check marks are named for screen readers.
      await expect(table.locator('tr[data-row="aiLightweight"] td[data-plan="standard"]')).toHaveText(t.notIncluded);
      await expect(table.locator('tr[data-row="aiLightweight"] td[data-plan="pro"]')).toHaveText(t.addOn);
      await expect(table.locator('tr[data-row="selfService"] td[data-plan="enterprise"]')).toHaveText(t.notIncluded);
    });

    test('calls to action lead to the checkout or the contact form', async ({page}) => {
      const main = page.getByRole('main');
      for (const [label, to] of Object.entries(t.ctas)) {
        await expect(main.getByRole('link', {name: label, exact: true})).toHaveAttribute('href', `${prefix}${to}`);
      }
      await main.getByRole('link', {name: Object.keys(t.ctas)[0], exact: true}).click();
      await expect(page.getByRole('radio', {name: 'Standard', exact: true})).toBeChecked();

      await page.goBack();
      await page
        .getByRole('main')
        .getByRole('link', {name: Object.keys(t.ctas)[5], exact: true})
        .click();
      await expect(page.getByRole('radio', {name: t.consultationChoice})).toBeChecked();
    });

    test('describes the jump-start pack and the free consultation', async ({page}) => {
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', {level: 3, name: t.consultationTitle})).toBeVisible();
      const pack = main
        .getByRole('listitem')
        .filter({has: page.getByRole('heading', {level: 3, name: t.jumpStart[0]})});
      for (const line of t.jumpStart.slice(1)) await expect(pack).toContainText(line);
    });

    test("at 1280 × 800 the plan cards and their buttons are in the first screen, and the finder's inputs line up", async ({
      page,
    }) => {
      await page.setViewportSize({width: 1280, height: 800});
      await page.evaluate(() => window.scrollTo(0, 0));
      // With the announcement bar shown, as on a first visit (the first button was at y = 1,024 under 13 lines of intro).
      await expect(page.locator('.theme-announcement-bar')).toBeVisible();
      const buttons = page.locator('#cloud-plans').getByRole('link', {name: /Standard|Pro|Enterprise/});
      await expect(buttons).toHaveCount(3);
      for (const box of await buttons.evaluateAll((links) => links.map((a) => a.getBoundingClientRect().bottom))) {
        expect(box, 'a plan button ends inside the first 800 px').toBeLessThanOrEqual(800);
      }
      // What the header used to say is under the cards, not lost.
      await expect(page.locator('#cloud-plans')).toContainText(
        code === 'en' ? 'How ordering works' : "Come funziona l'ordine",
      );
      // The finder's four inputs: two rows, each pair at the same height, whatever their labels' lines (27 px apart before).
      const tops = await page
        .locator('#plan-finder input[inputmode]')
        .evaluateAll((inputs) => inputs.map((input) => Math.round(input.getBoundingClientRect().top)));
      expect(tops).toHaveLength(4);
      expect(tops[0], 'first row').toBe(tops[1]);
      expect(tops[2], 'second row').toBe(tops[3]);
    });

    test('reads well on a 360 px phone: nothing wider than the screen, plan names unbroken', async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({width: 360, height: 780});
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const table = page.getByRole('table');
      await table.scrollIntoViewIfNeeded();
      for (const cell of await table.locator('th, td').filter({visible: true}).all()) {
        const box = await cell.boundingBox();
        expect(box!.x + box!.width, await cell.innerText()).toBeLessThanOrEqual(360);
      }
      // Each plan name and each tier value sits on one line.
      const lines = await table.locator('thead th, td[data-plan] > span').evaluateAll((els) =>
        els.map((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          const tops = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
          return [el.textContent, tops.size] as const;
        }),
      );
      for (const [text, count] of lines) expect(count, `"${text}" wraps`).toBeLessThanOrEqual(1);
      await testInfo.attach('pricing-360', {body: await page.screenshot({fullPage: true}), contentType: 'image/png'});
    });

    test('the navbar, the footer and the home page now lead here and to the forms', async ({page}) => {
      await page.goto(`${prefix}/`);
      await waitForHydration(page);
      await expect(
        page.getByRole('navigation', {name: /Main|Principale/}).getByRole('link', {name: t.navPricing, exact: true}),
      ).toHaveAttribute('href', `${prefix}/pricing`);
      await expect(
        page.getByRole('contentinfo').getByRole('link', {name: t.footerContact, exact: true}),
      ).toHaveAttribute('href', `${prefix}/contact-us`);
      await expect(page.getByRole('main').getByRole('link', {name: t.ctaCheckout, exact: true})).toHaveAttribute(
        'href',
        `${prefix}/checkout`,
      );
    });
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`${prefix}/pricing passes axe (WCAG 2.1 AA) in ${mode} mode`, async ({page}) => {
      await useColourMode(page, mode);
      await page.goto(`${prefix}/pricing`);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expectNoAxeViolations(page, `${code} pricing (${mode})`);
    });
  }
}
