import {test, expect, waitForHydration} from './fixtures';

test.describe('analytics', () => {
  test('one page view on first load and one per path change, none for hash changes', async ({page, analyticsEvents}) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect.poll(() => analyticsEvents.length).toBe(1);
    expect(analyticsEvents[0]).toMatchObject({n: 'pageview', d: 'fulcro.test'});
    expect(analyticsEvents[0].u).toMatch(/\/$/);

    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs'}).click();
    await expect(page).toHaveURL(/\/docs\/intro\/about-fulcro$/);
    await expect.poll(() => analyticsEvents.length).toBe(2);
    expect(analyticsEvents[1].u).toMatch(/\/docs\/intro\/about-fulcro$/);

    await page.evaluate(() => {
      window.location.hash = 'where-to-start';
    });
    await expect(page).toHaveURL(/#where-to-start$/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('navigation', {name: 'Main'}).locator('.navbar__brand').click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => analyticsEvents.length).toBe(3);
    expect(analyticsEvents.map((e) => new URL(e.u).pathname)).toEqual(['/', '/docs/intro/about-fulcro', '/']);
  });

  test('excluded paths send nothing, in both locales', async ({page, analyticsEvents}) => {
    for (const path of ['/search', '/it/search']) {
      await page.goto(`${path}?q=edge`);
      await waitForHydration(page);
    }
    await page.goto('/it/');
    await waitForHydration(page);
    await expect.poll(() => analyticsEvents.length).toBe(1);
    expect(new URL(analyticsEvents[0].u).pathname).toBe('/it/');
  });

  test('no analytics cookie is set', async ({page, context}) => {
    await page.goto('/');
    await waitForHydration(page);
    expect(await context.cookies()).toEqual([]);
  });
});
