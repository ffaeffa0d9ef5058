import AxeBuilder from '@axe-core/playwright';
import {test, expect, waitForHydration, locales} from './fixtures';

/** One page per template: home, doc, MDX product page (kit), sub-page with a data table. */
const pages = ['/', '/docs/intro/about-fulcro', '/fulcro-cloud', '/fulcro-gdpr/table'];

for (const {code, prefix} of locales) {
  for (const path of pages) {
    for (const mode of ['light', 'dark'] as const) {
      test(`${prefix}${path} passes axe (WCAG 2.1 AA) in ${mode} mode`, async ({page}) => {
        await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
        await page.goto(`${prefix}${path}`);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const results = await new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(summary, `axe violations on ${code} ${path}`).toEqual([]);
      });
    }
  }
}
