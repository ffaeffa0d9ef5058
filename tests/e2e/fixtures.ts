import {test as base, expect, type Page} from '@playwright/test';

/** Analytics events the page tried to send (intercepted, never leave the machine). */
export type AnalyticsEvent = {n: string; u: string; d: string};

type Fixtures = {
  analyticsEvents: AnalyticsEvent[];
  consoleErrors: string[];
};

/**
 * Every test intercepts the analytics host and records console errors and
 * uncaught exceptions; a test fails if the page logged an error, unless it
 * empties `consoleErrors` on purpose.
 */
export const test = base.extend<Fixtures>({
  analyticsEvents: async ({page}, use) => {
    const events: AnalyticsEvent[] = [];
    await page.route('https://plausible.test/**', async (route) => {
      events.push(JSON.parse(route.request().postData() ?? '{}') as AnalyticsEvent);
      await route.fulfill({status: 202, body: 'ok'});
    });
    await use(events);
  },
  consoleErrors: [
    async ({page, analyticsEvents: _events}, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') {
          errors.push(msg.text());
        }
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Waits until React has hydrated the page (Docusaurus marks the html element). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
}

export const locales = [
  {code: 'en', prefix: ''},
  {code: 'it', prefix: '/it'},
] as const;
