import {test, expect, waitForHydration} from './fixtures';

test.describe('analytics', () => {
  test('one page view on first load and one per path change, none for hash changes', async ({
    page,
    analyticsEvents,
  }) => {
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

  test('a page that does not exist is counted as a 404 event, not a page view, in both locales', async ({
    page,
    analyticsEvents,
    consoleErrors,
  }) => {
    for (const path of ['/no-such-page', '/it/nessuna-pagina']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      consoleErrors.length = 0; // the browser logs the 404 response itself
    }
    await expect.poll(() => analyticsEvents.length).toBe(2);
    expect(analyticsEvents.map((e) => e.n)).toEqual(['404', '404']);
    expect(analyticsEvents.map((e) => JSON.parse(e.p ?? '{}') as unknown)).toEqual([
      {path: '/no-such-page'},
      {path: '/it/nessuna-pagina'},
    ]);
    // In the app too: a link to a missing page is a 404, the next real page a page view.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/it/ancora-nessuna');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => analyticsEvents.length).toBe(3);
    expect(analyticsEvents[2]).toMatchObject({n: '404', p: JSON.stringify({path: '/it/ancora-nessuna'})});
    await page.evaluate(() => {
      window.history.pushState(null, '', '/it/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => analyticsEvents.length).toBe(4);
    expect(analyticsEvents[3].n).toBe('pageview');
  });

  for (const [signal, script] of [
    [
      'Global Privacy Control',
      () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {get: () => true}),
    ],
    ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', {get: () => '1'})],
  ] as const) {
    test(`nothing is sent when the browser says ${signal}`, async ({page, analyticsEvents, consoleErrors}) => {
      await page.addInitScript(script);
      await page.goto('/docs/core/message-policy');
      await waitForHydration(page);
      await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs'}).click();
      await expect(page).toHaveURL(/\/docs\/intro\/about-fulcro$/);
      await page.goto('/no-such-page');
      await waitForHydration(page);
      consoleErrors.length = 0; // the browser logs the 404 response itself
      // Nor does the page ask for feedback it could not send.
      await page.goto('/docs/core/message-policy');
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      await expect(page.getByText('Was this page helpful?')).toHaveCount(0);
      // The control: without the signal, the same steps send events.
      const control = await page.context().browser()!.newPage();
      const sentWithout: string[] = [];
      await control.route('https://plausible.test/**', (route) => {
        sentWithout.push(route.request().postData() ?? '');
        return route.fulfill({status: 202, body: 'ok'});
      });
      await control.goto(`${new URL(page.url()).origin}/docs/core/message-policy`);
      await waitForHydration(control);
      await expect(control.getByText('Was this page helpful?')).toBeVisible();
      await expect.poll(() => sentWithout.length).toBe(1);
      await control.close();
      expect(analyticsEvents).toEqual([]);
    });
  }

  test('no analytics cookie is set', async ({page, context}) => {
    await page.goto('/');
    await waitForHydration(page);
    expect(await context.cookies()).toEqual([]);
  });
});
