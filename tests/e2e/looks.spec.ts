import {test, expect, waitForHydration, navigateInApp, inPage, locales} from './fixtures';
import {allowFailedRequestErrors, copy} from './forms-helpers';
import {layoutProblems} from './geometry';
import {contrast} from '../lib/contrast';
import {routes} from '../../src/data/routes';

/**
 * What made the site look broken (issue 28), measured rather than photographed: each check is geometry or a computed
 * colour, so it holds in both colour modes and survives any change of copy. The overflow, drawing, hero and navbar
 * checks live in the walks (sitemap.spec.ts at 390 px, marketing-pages.spec.ts at 1280 px, navigation.spec.ts).
 */

const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);

test('on a phone: tables are stacked rows, the GDPR table is cards, the hero starts under the navbar, the request sample keeps its margins', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  for (const {prefix} of locales) {
    // A comparison page: no strip above its hero; its table stacks its rows (issue 40: it was 425 px in 358, with rows
    // of up to 18 lines): each row's name on a line of its own, each value under its column's name, all in the screen.
    await page.goto(`${prefix}${routes.vsAws}`);
    await waitForHydration(page);
    // No strip between the navbar and the hero of an MDX page (measured before anything scrolls).
    const navbar = (await page.locator('nav.navbar').boundingBox())!;
    const hero = (await page.locator('main header').first().boundingBox())!;
    expect(hero.y - (navbar.y + navbar.height), `${prefix}: gap between the navbar and the hero`).toBeLessThanOrEqual(
      1,
    );

    const table = page.locator('[data-table-scroller] table').first();
    await table.scrollIntoViewIfNeeded();
    const rows = await table.evaluate((t: HTMLTableElement) =>
      Array.from(t.tBodies[0].rows).map((row) => ({
        right: row.getBoundingClientRect().right,
        stacked: Array.from(row.cells).every(
          (cell, i, cells) =>
            i === 0 || cell.getBoundingClientRect().top >= cells[i - 1].getBoundingClientRect().bottom - 1,
        ),
        labels: Array.from(row.cells)
          .slice(1)
          .map((cell) => getComputedStyle(cell, '::before').content),
      })),
    );
    expect(rows.length, `${prefix}: the comparison has rows`).toBeGreaterThan(3);
    for (const row of rows) {
      expect(row.right, `${prefix}: a row inside the screen`).toBeLessThanOrEqual(390 - 12);
      expect(row.stacked, `${prefix}: a row's cells one under the other`).toBe(true);
      for (const label of row.labels) expect(label, `${prefix}: a value shows its column's name`).not.toBe('none');
    }
    expect(
      await table.evaluate((t) => t.scrollWidth <= t.clientWidth + 1),
      `${prefix}: nothing to scroll sideways`,
    ).toBe(true);

    // The GDPR table: one card per article, each cell named by its column, nothing wider than the screen.
    await page.goto(`${prefix}${routes.productGdprTable}`);
    const row = page.locator('tbody tr:not([hidden])').first();
    const rowBox = (await row.boundingBox())!;
    expect(rowBox.width, `${prefix}: an article's card fits the screen`).toBeLessThanOrEqual(390);
    const label = await row
      .locator('td')
      .first()
      .evaluate((td) => getComputedStyle(td, '::before').content);
    expect(label, `${prefix}: a cell shows its column's name`).not.toBe('none');

    // A success story's figures: each number and its unit on one line (two columns broke "1.296.000" and "settimane").
    await page.goto(`${prefix}/success-stories/astrel`);
    await waitForHydration(page);
    const brokenFigures = await page
      .locator('main dl')
      .first()
      .evaluate((band: HTMLElement) =>
        Array.from(band.querySelectorAll<HTMLElement>('dd'))
          .filter((dd) => {
            const range = document.createRange();
            range.selectNodeContents(dd);
            return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size > 1;
          })
          .map((dd) => dd.textContent ?? ''),
      );
    expect(brokenFigures, `${prefix}: story figures broken across lines`).toEqual([]);

    // The request sample of an API operation: inside the page's margins, its lines wrapped rather than cut.
    await page.goto(`${prefix}/docs/api/core/create-thing`);
    // The samples' tabs mount again once hydrated (Docusaurus' Tabs): measure the sample the visitor keeps.
    await waitForHydration(page);
    const sample = page.locator('.api-samples [role="tabpanel"]:not([hidden]) pre').first();
    await sample.scrollIntoViewIfNeeded();
    const box = (await sample.boundingBox())!;
    expect(box.x, `${prefix}: sample's left margin`).toBeGreaterThanOrEqual(12);
    expect(box.x + box.width, `${prefix}: sample's right margin`).toBeLessThanOrEqual(390 - 12);
    expect(
      await sample.evaluate((pre) => pre.scrollWidth <= pre.clientWidth + 1),
      `${prefix}: no sample line runs past the edge`,
    ).toBe(true);
  }
});

test('in dark mode, before any script runs: the request sample and the checkout choices are drawn for the dark page', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  // The static HTML as it paints first: scripts answered with nothing, so nothing re-renders it.
  await page.route('**/*.js', (route) => route.fulfill({contentType: 'text/javascript', body: ''}));
  await page.goto('/docs/api/core/create-thing');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const sample = page.locator('.api-samples .theme-code-block').first();
  const [background, text] = await sample.evaluate((block) => {
    const pre = block.querySelector('pre')!;
    return [getComputedStyle(pre).backgroundColor, getComputedStyle(pre.querySelector('code')!).color];
  });
  expect(contrast(rgb(background), [0, 0, 0]), 'the sample is a dark panel (close to black)').toBeLessThan(3);
  expect(contrast(rgb(text), rgb(background)), 'its text reads on it').toBeGreaterThanOrEqual(4.5);

  await page.goto('/checkout');
  const radio = page.locator('input[type="radio"]').first();
  await expect(radio).toBeAttached();
  const [ring, page_] = await radio.evaluate((input) => [
    getComputedStyle(input).borderTopColor,
    getComputedStyle(document.body).backgroundColor,
  ]);
  expect(
    contrast(rgb(ring), rgb(page_)),
    'an unchecked radio is a ring that stands out 3:1, not a grey disc',
  ).toBeGreaterThanOrEqual(3);
});

test("on a desktop: the footer logo at full strength, the home page's closing calls to action on one row, and the typeface self-hosted within 22 KB", async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 800});
  for (const {prefix} of locales) {
    await page.goto(`${prefix}/`);
    await waitForHydration(page);
    await page.evaluate(() => document.fonts.ready);
    // Every font file the first visit fetched, from the browser's own resource timing (same origin: sizes are exposed).
    const fonts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => /\.(woff2?|ttf|otf)(\?|$)/.test(e.name))
        .map((e) => ({url: e.name, bytes: (e as PerformanceResourceTiming).encodedBodySize})),
    );
    expect(
      fonts.every((f) => new URL(f.url).origin === new URL(page.url()).origin),
      `${prefix}/: fonts come from the site itself`,
    ).toBe(true);
    expect(fonts.length, `${prefix}/: the site's font is loaded`).toBeGreaterThan(0);
    expect(
      fonts.reduce((a, f) => a + f.bytes, 0) / 1024,
      `${prefix}/: font bytes on a first visit (KB)`,
    ).toBeLessThanOrEqual(22);
    expect(await page.evaluate(() => document.fonts.check('16px Geist')), `${prefix}/: Geist is in use`).toBe(true);

    const logoOpacity = await page
      .locator('.footer .footer__logo')
      .evaluate((img) => getComputedStyle(img.closest('a') ?? img).opacity);
    expect(logoOpacity, `${prefix}/: footer logo`).toBe('1');

    const buttons = page.locator('section[aria-labelledby="home-cta-title"] a.button');
    await buttons.first().scrollIntoViewIfNeeded();
    const tops = new Set(
      await buttons.evaluateAll((links) => links.map((a) => Math.round(a.getBoundingClientRect().top))),
    );
    expect(tops.size, `${prefix}/: the closing calls to action share one row`).toBe(1);
  }
});

test('designed surfaces: the Product panel inside the screen, story chips as touch targets, the footer darker than the dark page', async ({
  page,
}) => {
  for (const {code, prefix} of locales) {
    // The Product panel at the narrowest desktop and a wide one: inside the window, each line whole and on one line, text ≥ 14 px.
    for (const width of [997, 1440]) {
      await page.setViewportSize({width, height: 800});
      await page.goto(`${prefix}/`);
      await waitForHydration(page);
      const toggle = page.locator('nav.navbar button[aria-controls]');
      await toggle.focus();
      await page.keyboard.press('Enter');
      const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
      await expect(panel).toBeVisible();
      const problems = await panel.evaluate((el, viewport) => {
        const found: string[] = [];
        const box = el.getBoundingClientRect();
        if (box.left < 0 || box.right > viewport)
          found.push(`the panel spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
        for (const text of Array.from(el.querySelectorAll<HTMLElement>('a span span'))) {
          if (text.scrollWidth > text.clientWidth + 1) found.push(`«${text.textContent}» is cut`);
          if (parseFloat(getComputedStyle(text).fontSize) < 14) found.push(`«${text.textContent}» is under 14 px`);
          // A product's name and its line: one line each.
          if (text.getBoundingClientRect().height > 1.5 * parseFloat(getComputedStyle(text).lineHeight))
            found.push(`«${text.textContent}» wraps`);
        }
        return found;
      }, width);
      expect(problems, `${code} at ${width} px`).toEqual([]);
    }

    // Story filter chips on a phone: 44 px tall at least (WCAG 2.2 target size), text 14 px or more, none overlapping.
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(`${prefix}/success-stories`);
    await waitForHydration(page);
    const chips = await page.locator('main [aria-pressed]').evaluateAll((buttons) =>
      buttons.map((b) => {
        const r = b.getBoundingClientRect();
        return {
          text: b.textContent,
          height: r.height,
          font: parseFloat(getComputedStyle(b).fontSize),
          box: [r.left, r.top, r.right, r.bottom],
        };
      }),
    );
    expect(chips.length, `${code}: chips`).toBeGreaterThan(2);
    for (const chip of chips) {
      expect(chip.height, `${code}: «${chip.text}» height`).toBeGreaterThanOrEqual(44);
      expect(chip.font, `${code}: «${chip.text}» text size`).toBeGreaterThanOrEqual(14);
    }
    const overlapping = chips.flatMap((a, i) =>
      chips
        .slice(i + 1)
        .filter((b) => a.box[0] < b.box[2] && b.box[0] < a.box[2] && a.box[1] < b.box[3] && b.box[1] < a.box[3])
        .map((b) => `${a.text} × ${b.text}`),
    );
    expect(overlapping, `${code}: chips overlapping`).toEqual([]);
  }

  // The footer in dark mode: darker than the page above it (it was Infima's #303846, lighter than the #10161e page).
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const [footer, background] = await page.evaluate(() => [
    getComputedStyle(document.querySelector('footer')!).backgroundColor,
    getComputedStyle(document.documentElement).backgroundColor,
  ]);
  const lightness = (color: string) => rgb(color).reduce((sum, c) => sum + c, 0);
  expect(lightness(background), `the page's background ${background}`).toBeGreaterThan(0);
  expect(lightness(footer), `footer ${footer} against the page ${background}`).toBeLessThan(lightness(background));
});

/**
 * The layout walk over states, not only pages (issue 40): in both languages, with the announcement bar shown, each
 * state measured at 390, 1024, 1280 and 1440 px by geometry.ts's layoutProblems (page overflow, drawings, buttons and
 * links that overlap or lie under something, the button scale, scrollers without a cue, tables on a phone, the hero's
 * edge, the docs' tools, the API page's samples and tabs, text under 12 px on docs and API pages): the home page (and
 * its mobile menu open on a phone), a product hero, a comparison table, the plan finder before and after use, every
 * checkout step with its failure and success screens, a doc with wide tables and code (and its sidebar scrolled to
 * the end, where the collapse button sits), and an API operation page. One test per language, one tab: each state is
 * reached once (in-app navigation between pages) and the window resized through the four widths, as a visitor's
 * window would be, so that the walk loads a dozen pages, not a hundred. The sitemap walk (390 px) and the marketing
 * walk (1280 px) load pages at their width from the start.
 */
const layoutWidths = [390, 1024, 1280, 1440] as const;

for (const {code, prefix} of locales) {
  test(`layout in ${code} at ${layoutWidths.join(', ')} px, in every state: no overflow, overlap, cut control or small docs text`, async ({
    page,
    consoleErrors,
  }) => {
    // About a minute on a quiet 2-core machine; room for a loaded one.
    test.setTimeout(180_000);
    const t = copy[code];
    const problems: string[] = [];
    /**
     * The current state measured at each width (the window resized, the page kept); `focus` brings the state's part
     * into view again after each resize, as the new width moves it.
     */
    const check = async (
      state: string,
      {widths = layoutWidths, focus}: {widths?: readonly number[]; focus?: () => Promise<unknown>} = {},
    ) => {
      for (const width of widths) {
        await page.setViewportSize({width, height: 800});
        // Two frames: the resize's relayout, React's re-render on the theme's resize listener, ResizeObservers.
        await inPage(
          page,
          async (frame) => {
            await frame();
            await frame();
          },
          null,
        );
        // The pointer rests off the navbar, as a reader's does: hovering the Product item opens its panel (on purpose),
        // and a click earlier in the walk may have left the pointer there at the new width.
        await page.mouse.move(1, 799);
        await focus?.();
        for (const problem of await layoutProblems(page)) problems.push(`${state} at ${width} px: ${problem}`);
      }
    };

    await page.setViewportSize({width: 390, height: 800});
    await page.goto(`${prefix}/`);
    await waitForHydration(page);
    await expect(page.locator('.theme-announcement-bar'), 'the announcement bar is shown').toBeVisible();
    await page.locator('.navbar__toggle').click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await check('home, mobile menu open', {widths: [390]});
    await page.locator('.navbar-sidebar__close').click();
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
    await check('home');

    await navigateInApp(page, `${prefix}${routes.productAi}`);
    await check('product hero', {focus: () => page.evaluate(() => window.scrollTo(0, 0))});
    await navigateInApp(page, `${prefix}${routes.vsAws}`);
    await check('comparison', {focus: () => page.locator('main table').first().scrollIntoViewIfNeeded()});

    const finder = () => page.locator('#plan-finder').scrollIntoViewIfNeeded();
    await navigateInApp(page, `${prefix}${routes.pricing}`);
    await check('plan finder before use', {focus: finder});
    // Used as a visitor would (the figures typed, the answer asked for): the answer, with its plan and links, beside
    // or under the form.
    const planFinder = page.locator('#plan-finder');
    for (const [name, value] of Object.entries({devices: '2500', users: '1200', perMinute: '2', payload: '200'})) {
      await planFinder.locator(`input[name="${name}"]`).fill(value);
    }
    await planFinder.locator('input[name="anomaly"][value="yes"]').check();
    await planFinder.locator('button[type="submit"]').click();
    await expect(planFinder.locator('a[href*="/checkout"]').first()).toBeVisible();
    await check('plan finder answered', {focus: finder});

    // The checkout: every step, then the failure screen (the order's POST answered 500: page.route, so it holds
    // wherever the endpoint lives) and, tried again, the success screen.
    await navigateInApp(page, `${prefix}${routes.checkout}`);
    const next = page.locator('main form button[type="submit"]');
    const form = () => page.locator('main form').scrollIntoViewIfNeeded();
    await check('checkout step 1', {focus: form});
    await page.getByRole('radio', {name: 'Pro', exact: true}).check();
    await next.click();
    await expect(page.getByRole('heading', {level: 2, name: t.aiTitle})).toBeFocused();
    await check('checkout step 2', {focus: form});
    await page.getByRole('radio', {name: 'Lightweight', exact: true}).check();
    await next.click();
    await expect(page.getByRole('heading', {level: 2, name: t.tenantTitle})).toBeFocused();
    await page.getByRole('textbox', {name: t.tenant, exact: true}).fill('acme-iot');
    await page.getByRole('textbox', {name: t.email, exact: true}).fill('ops@acme.example');
    await page.getByRole('checkbox', {name: t.terms}).check();
    // The submit button in view: at 390 px its label (the longest, in Italian) is what overflowed.
    await check('checkout step 3', {focus: () => next.scrollIntoViewIfNeeded()});
    let fail = true;
    await page.route(
      (url) => /\/orders\/?$/.test(url.pathname),
      (route) =>
        route.request().method() === 'POST' && fail
          ? route.fulfill({
              status: 500,
              contentType: 'application/problem+json',
              body: '{"title":"Provisioning unavailable","status":500}',
            })
          : route.fallback(),
    );
    await next.click();
    await expect(page.getByRole('heading', {name: t.failureTitle})).toBeFocused();
    await check('checkout failure', {
      focus: () => page.getByRole('heading', {name: t.failureTitle}).scrollIntoViewIfNeeded(),
    });
    fail = false;
    await page.getByRole('button', {name: t.retry}).click();
    await expect(page.getByRole('heading', {name: t.successTitle})).toBeFocused();
    await check('checkout success', {
      focus: () => page.getByRole('heading', {name: t.successTitle}).scrollIntoViewIfNeeded(),
    });
    allowFailedRequestErrors(consoleErrors);

    await navigateInApp(page, `${prefix}/docs/core/message-formats`);
    await check('doc with wide tables and code');
    // The sidebar's menu scrolled to its end, the bar still shown: its last item clear of the collapse button.
    await check('doc, sidebar scrolled to its end', {
      widths: layoutWidths.filter((width) => width >= 997),
      focus: async () => {
        const menu = page.locator('.theme-doc-sidebar-container nav.menu');
        await expect(menu).toBeVisible();
        await menu.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      },
    });
    await navigateInApp(page, `${prefix}/docs/api/core/create-thing`);
    await check('API operation');

    expect(problems, `layout in ${code}`).toEqual([]);
  });
}
