import {test, expect, waitForHydration} from './fixtures';
import {expectFieldError, useColourMode} from './forms-helpers';
import {expectNoAxeViolations} from './axe';

/**
 * The plan finder on /pricing (#plan-finder): figures in, the plan that fits
 * out, kept in the address. Expected figures: 2,500 devices × 2 messages a
 * minute × 43,200 minutes (30 days) = 216,000,000 messages; × 200 bytes = 43.2 GB.
 */

test('EN: a keyboard walk from the figures to the checkout, with an invalid field and a reload', async ({page}) => {
  test.slow(); // one page walking eight steps, with an axe run
  await page.goto('/pricing');
  await waitForHydration(page);
  const finder = page.locator('#plan-finder');
  await expect(finder.getByRole('heading', {level: 2, name: 'Find the plan that fits'})).toBeVisible();
  const result = finder.locator('[aria-live="polite"]');
  // Before any answer the box is not empty: the limits the finder weighs, from the plans' data.
  await expect(result).toContainText('Your plan appears here.');
  await expect(result).toContainText('StandardUp to 2,000 devices and 1,000 users');
  await expect(result).toContainText('ProUp to 20,000 devices and 5,000 users');
  await expect(result).toContainText('Anomaly detection needs Fulcro AI Lightweight, which comes only with Pro.');
  await expect(result.getByRole('heading')).toHaveCount(0);

  // Keyboard only: type, Tab to the next field, arrow into "Yes", Tab to the button, Enter.
  await finder.getByLabel('Connected devices').focus();
  await page.keyboard.type('2,500');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1200');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  await page.keyboard.type('200');
  await page.keyboard.press('Tab');
  await expect(finder.getByRole('radio', {name: "No, I don't"})).toBeFocused();
  await page.keyboard.press('ArrowUp');
  const group = finder.getByRole('group', {name: 'Do you need anomaly detection?'});
  await expect(group.getByRole('radio', {name: 'Yes, I need it'})).toBeChecked();
  await page.keyboard.press('Tab');
  const submit = finder.getByRole('button', {name: 'Find my plan'});
  await expect(submit).toBeFocused();
  // Focus is visible: the site's focus ring (src/css/custom.css) around the button.
  await expect(submit).toHaveCSS('box-shadow', /rgb\(\d+, \d+, \d+\) 0px 0px 0px 3px/);
  await page.keyboard.press('Enter');

  await expect(result.getByRole('heading', {level: 3})).toHaveText('Pro + Fulcro AI Lightweight');
  // Answering rewrites the address without moving the page (no scroll to the top).
  await expect(result.getByRole('heading', {level: 3})).toBeInViewport();
  await expect(result).toContainText('Connected devices: 2,500, over the Standard limit of 2,000');
  await expect(result).toContainText('Users: 1,200, over the Standard limit of 1,000');
  await expect(result.locator('[data-fact="messages"]')).toHaveText('216,000,000');
  await expect(result.locator('[data-fact="data"]')).toHaveText('43.2 GB');
  await expect(result.locator('[data-fact="ai"]')).toHaveText('Included');
  await expect(result).toContainText('A month is 30 days; sizes in decimal units (1 kB = 1,000 bytes).');
  await expect(result.getByRole('link', {name: 'Start with Pro + Fulcro AI Lightweight'})).toHaveAttribute(
    'href',
    '/checkout?plan=pro&ai=lightweight',
  );
  expect(new URL(page.url()).search).toBe('?devices=2500&users=1200&perMinute=2&payload=200&anomaly=yes');
  await expectNoAxeViolations(page, 'en pricing with a plan finder answer (light)');

  // An invalid figure: a message next to the field, the field marked, focus on it, no answer.
  const users = finder.getByLabel('Users', {exact: true});
  await users.fill('many');
  await submit.click();
  await expectFieldError(page, users, 'Enter a whole number from 1 to 10,000,000.');
  await expect(users).toBeFocused();
  await expect(result).toContainText('Your plan appears here.');
  await expect(result.getByRole('heading')).toHaveCount(0);

  // Fixed, and no anomaly detection: Pro alone; Lightweight stays possible.
  await users.fill('800');
  await group.getByRole('radio', {name: "No, I don't"}).check();
  await submit.click();
  await expect(users).not.toHaveAttribute('aria-invalid', 'true');
  await expect(result.getByRole('heading', {level: 3})).toHaveText('Pro');
  await expect(result).not.toContainText('Users:');
  await expect(result.locator('[data-fact="ai"]')).toHaveText('Possible: add it when you create the instance');

  // A reload keeps the answer: the address holds it.
  await page.reload();
  await waitForHydration(page);
  await expect(finder.getByLabel('Connected devices')).toHaveValue('2,500');
  await expect(users).toHaveValue('800');
  await expect(group.getByRole('radio', {name: "No, I don't"})).toBeChecked();
  const start = result.getByRole('link', {name: 'Start with Pro'});
  await expect(start).toHaveAttribute('href', '/checkout?plan=pro&ai=none');

  // The checkout takes the plan from the link.
  await start.click();
  await expect(page.getByRole('radio', {name: 'Pro', exact: true})).toBeChecked();
});

test('IT: a shared link read in Italian, Italian figures typed, Enterprise by quote (dark mode)', async ({page}) => {
  test.slow(); // one page walking through three pages and both languages, with an axe run
  await useColourMode(page, 'dark');
  // A link written on the English page: plain numbers, read in Italian format.
  await page.goto('/it/pricing?devices=25000&users=1200&perMinute=0.5&payload=70000&anomaly=yes#plan-finder');
  await waitForHydration(page);
  const finder = page.locator('#plan-finder');
  await expect(finder.getByRole('heading', {level: 2, name: 'Trova il piano giusto'})).toBeInViewport();
  await expect(finder.getByLabel('Dispositivi connessi')).toHaveValue('25.000');
  await expect(finder.getByLabel('Messaggi per dispositivo al minuto')).toHaveValue('0,5');
  await expect(finder.getByLabel('Dimensione media del payload, in byte')).toHaveValue('70.000');

  // 25,000 × 0.5 × 43,200 = 540,000,000 messages; × 70,000 bytes = 37.8 TB.
  const result = finder.locator('[aria-live="polite"]');
  await expect(result.getByRole('heading', {level: 3})).toHaveText('Enterprise');
  await expect(result).toContainText('Solo su contatto: a preventivo');
  await expect(result).toContainText('Dispositivi connessi: 25.000, oltre il limite di Pro (20.000)');
  await expect(result.locator('[data-fact="messages"]')).toHaveText('540.000.000');
  await expect(result.locator('[data-fact="data"]')).toHaveText('37,8 TB');
  await expect(result.locator('[data-fact="ai"]')).toHaveText('Con Enterprise, Fulcro AI rientra nel preventivo');
  await expect(result).toContainText('Un mese conta 30 giorni; dimensioni in unità decimali (1 kB = 1.000 byte).');
  const quote = result.getByRole('link', {name: 'Chiedi un preventivo per Enterprise'});
  await expect(quote).toHaveAttribute('href', '/it/contact-us?type=quote');
  await expectNoAxeViolations(page, 'it pricing with a plan finder answer (dark)');

  // Italian figures: 1.500 devices and a decimal comma; an English decimal point is refused with an Italian example.
  const submit = finder.getByRole('button', {name: 'Trova il mio piano'});
  const rate = finder.getByLabel('Messaggi per dispositivo al minuto');
  await finder.getByLabel('Dispositivi connessi').fill('1.500');
  await finder.getByLabel('Utenti').fill('20');
  await finder.getByLabel('Dimensione media del payload, in byte').fill('200');
  await rate.fill('0.5');
  await submit.click();
  await expectFieldError(page, rate, 'Inserisci un numero maggiore di 0 e fino a 6.000, per esempio 0,5.');
  await rate.fill('0,5');
  await submit.click();
  await expect(rate).not.toHaveAttribute('aria-invalid', 'true');
  // Standard would hold the figures, but anomaly detection needs Pro + Lightweight.
  await expect(result.getByRole('heading', {level: 3})).toHaveText('Pro + Fulcro AI Lightweight');
  await expect(result).toContainText(
    'Il rilevamento di anomalie richiede Fulcro AI Lightweight, disponibile solo con Pro: Standard non basta.',
  );
  await expect(result.locator('[data-fact="messages"]')).toHaveText('32.400.000');
  expect(new URL(page.url()).search).toBe('?devices=1500&users=20&perMinute=0.5&payload=200&anomaly=yes');
  await expect(result.getByRole('link', {name: 'Inizia con Pro + Fulcro AI Lightweight'})).toHaveAttribute(
    'href',
    '/it/checkout?plan=pro&ai=lightweight',
  );

  // The locale dropdown carries the answer into English, in English number format.
  // (Its link is read and followed directly: a hover menu in a navbar that hides on scroll is no test of the finder.)
  // The menu is closed, so its link is hidden from the accessibility tree: found by its language.
  const english = page.getByRole('navigation', {name: 'Principale'}).locator('a.dropdown__link[lang="en"]');
  await expect(english).toHaveAttribute(
    'href',
    '/pricing?devices=1500&users=20&perMinute=0.5&payload=200&anomaly=yes#plan-finder',
  );
  await page.goto((await english.getAttribute('href'))!);
  await expect(page).toHaveURL('/pricing?devices=1500&users=20&perMinute=0.5&payload=200&anomaly=yes#plan-finder');
  await waitForHydration(page);
  await expect(finder.getByLabel('Connected devices')).toHaveValue('1,500');
  await expect(finder.getByLabel('Messages per device per minute')).toHaveValue('0.5');
  await expect(result.getByRole('heading', {level: 3})).toHaveText('Pro + Fulcro AI Lightweight');
  await page.goBack();
  await waitForHydration(page);
  await expect(finder.getByLabel('Dispositivi connessi')).toHaveValue('1.500');

  // Back to Enterprise: the quote link opens the contact form with the quote request chosen.
  await finder.getByLabel('Utenti').fill('5.001');
  await submit.click();
  await expect(result).toContainText('Utenti: 5.001, oltre il limite di Pro (5.000)');
  await result.getByRole('link', {name: 'Chiedi un preventivo per Enterprise'}).click();
  await expect(page.getByRole('radio', {name: 'Ricevere un preventivo personalizzato'})).toBeChecked();
});
