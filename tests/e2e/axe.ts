import {readFileSync} from 'node:fs';
import {expect, type Page} from '@playwright/test';

/**
 * Axe, run in the page through axe-core's own API (`axe.run`). Not through
 * @axe-core/playwright's AxeBuilder: it injects axe again and opens a blank
 * page for every analysis, 1.5-3.6 s each here against 0.2-1.1 s for
 * `axe.run` in a page that already holds axe (December 2026). The site has no
 * frames, which the builder exists to cross.
 */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The rules the site is held to: WCAG 2.1 A and AA. */
const wcag21aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Scope = {include?: string; exclude?: string};

/** Axe's WCAG 2.1 AA violations on the page as it is now (or on a part of it), one line per rule: "rule: targets". */
export async function axeViolations(page: Page, scope: Scope = {}): Promise<string[]> {
  // A document holds axe once: injected at the first analysis after each full load.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({include, exclude, tags}) => {
      const axe = (window as unknown as {axe: typeof import('axe-core')}).axe;
      const context =
        include || exclude
          ? {include: include ? [[include]] : [[':root']], exclude: exclude ? [[exclude]] : []}
          : document;
      const {violations} = await axe.run(context, {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']});
      return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    },
    {...scope, tags: wcag21aa},
  );
}

/** Fails, naming every violation, if axe finds any on the page as it is now. */
export async function expectNoAxeViolations(page: Page, label: string, scope: Scope = {}): Promise<void> {
  expect(await axeViolations(page, scope), `axe violations on ${label}`).toEqual([]);
}
