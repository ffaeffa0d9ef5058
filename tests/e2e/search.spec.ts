import type {Route} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';

const cases = [
  {locale: 'en', prefix: '', label: 'Search', query: 'SnapLink'},
  {locale: 'it', prefix: '/it', label: 'Cerca', query: 'inizializzazione'},
] as const;

for (const c of cases) {
  test(`search in ${c.locale} finds a doc and opens it in the ${c.locale} site`, async ({page}) => {
    await page.goto(`${c.prefix}/`);
    await waitForHydration(page);
    const input = page
      .getByRole('combobox', {name: c.label})
      .or(page.getByRole('textbox', {name: c.label}))
      .first();
    // The search box's code is held back until part of the query is typed, then arrives while the rest is typed:
    // no letter may be lost when the real box replaces the one standing in for it.
    const held: Route[] = [];
    let holding = true;
    await page.route(/\/assets\/js\//, (route) => (holding ? void held.push(route) : route.continue()));
    await input.click();
    await input.pressSequentially(c.query.slice(0, 4));
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
    await input.pressSequentially(c.query.slice(4), {delay: 20});
    await expect(input).toHaveValue(c.query);
    // A result for the whole query: while typing, the list briefly shows results for the letters typed so far.
    const first = page
      .getByRole('listbox')
      .getByRole('option')
      .filter({hasText: new RegExp(c.query, 'i')})
      .first();
    await expect(first).toBeVisible();
    await first.click();
    await expect(page).toHaveURL(new RegExp(`^http://[^/]+${c.prefix}/docs/`));
    await expect(page.locator('html')).toHaveAttribute('lang', c.locale);
    // The page opened is one that has the word searched for.
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.locator('article').first()).toContainText(new RegExp(c.query, 'i'));
  });
}

test('the Italian search never offers English pages', async ({page}) => {
  await page.goto('/it/search?q=SnapLink');
  await waitForHydration(page);
  const results = page.locator('article a[href*="/docs/"]');
  await expect(results.first()).toBeVisible();
  const hrefs = await results.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.every((href) => href.startsWith('/it/'))).toBe(true);
});

test('the English search does not find Italian words', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  const input = page
    .getByRole('textbox', {name: 'Search'})
    .or(page.getByRole('combobox', {name: 'Search'}))
    .first();
  await input.click();
  await input.pressSequentially('inizializzazione');
  await expect(page.getByRole('listbox')).toContainText('No results');
});
