import {
  test,
  expect,
  waitForHydration,
  navigateInApp,
  locales,
  colourModeToggleName,
  transitionsSettled,
} from './fixtures';
import {axeViolations} from './axe';

/** One page per template: home, doc, MDX product page (kit), sub-page with a data table. */
const pages = ['/', '/docs/intro/about-fulcro', '/fulcro-cloud', '/fulcro-gdpr/table'];

/**
 * One tab per language: each page reached as a reader reaches it (the first loaded, the others through the app's
 * router), checked by axe in light mode, then switched to dark mode with the navbar's toggle, as a reader switches,
 * and checked again. Every violation of every page and mode is named at the end.
 */
for (const {code, prefix} of locales) {
  test(`${pages.map((path) => `${prefix}${path}`).join(', ')} pass axe (WCAG 2.1 AA) in light and dark mode`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.addInitScript(() => {
      // The first visit starts light; a later switch is the reader's, kept by the site.
      if (window.localStorage.getItem('theme') === null) window.localStorage.setItem('theme', 'light');
    });
    const violations: string[] = [];
    for (const [i, path] of pages.entries()) {
      if (i === 0) {
        await page.goto(`${prefix}${path}`);
        await waitForHydration(page);
      } else await navigateInApp(page, `${prefix}${path}`);
      for (const mode of ['light', 'dark'] as const) {
        for (
          let clicks = 0;
          (await page.locator('html').getAttribute('data-theme')) !== mode && clicks < 3;
          clicks += 1
        ) {
          await page.getByRole('button', {name: colourModeToggleName[code]}).click();
        }
        await expect(page.locator('html'), `${prefix}${path}`).toHaveAttribute('data-theme', mode);
        // Colours measured once they have settled: no colour transition still running.
        await transitionsSettled(page);
        violations.push(...(await axeViolations(page)).map((violation) => `${prefix}${path} (${mode}) ${violation}`));
      }
    }
    expect(violations, `axe violations in ${code}`).toEqual([]);
  });
}
