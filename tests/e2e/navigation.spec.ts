import {readFileSync} from 'node:fs';
import type {Locator, Page} from '@playwright/test';
import {test, expect, waitForHydration, locales, transitionsSettled} from './fixtures';
import {routes} from '../../src/data/routes';
import {navbar} from '../../src/config/navbar';
import {footer} from '../../src/config/footer';
import {useColourMode} from './forms-helpers';
import {expectNoAxeViolations} from './axe';

/** A link as a visitor sees it: its words in each language and the page it opens (without the /it prefix). */
type Link = {en: string; it: string; to: string};

/**
 * The Italian words of a navbar or footer label: the theme's translation file names every one (a label missing there
 * is shown in English on the Italian site, and fails here).
 */
function italian(file: 'navbar' | 'footer', key: string): string {
  const messages = JSON.parse(readFileSync(`i18n/it/docusaurus-theme-classic/${file}.json`, 'utf8')) as Record<
    string,
    {message: string}
  >;
  const message = messages[key]?.message;
  if (message === undefined) throw new Error(`i18n/it/docusaurus-theme-classic/${file}.json has no "${key}"`);
  return message;
}

/** The navbar's left side, in order, as the site's config (src/config/navbar.ts) and its Italian labels define it. */
const navbarItems: (Link | {en: string; it: string; items: Link[]})[] = navbar.items
  .filter((item) => item.position === 'left')
  .map((item) => {
    const {label} = item as {label: string};
    const words = {en: label, it: italian('navbar', `item.label.${label}`)};
    if ('items' in item)
      return {
        ...words,
        items: (item.items as {label: string; to: string}[]).map((entry) => ({
          en: entry.label,
          it: italian('navbar', `item.label.${entry.label}`),
          to: entry.to,
        })),
      };
    return {...words, to: (item as {to: string}).to};
  });

/** The footer's columns, in order, and their links, as src/config/footer.ts and its Italian labels define them. */
const footerColumns: {en: string; it: string; links: Link[]}[] = footer.links.map((column) => ({
  en: column.title,
  it: italian('footer', `link.title.${column.title}`),
  links: column.items.map((item) => ({
    en: item.label,
    it: italian('footer', `link.item.label.${item.label}`),
    to: item.to,
  })),
}));

/** Every page of a locale's sitemap in the build under test. */
function sitemap(prefix: string): Set<string> {
  const xml = readFileSync(`${process.env.E2E_BUILD_DIR ?? 'build'}${prefix}/sitemap.xml`, 'utf8');
  return new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname.replace(/(.)\/$/, '$1')));
}

test('every navbar and footer link of the lists above opens a page of the sitemap, in both languages', () => {
  const targets = [
    ...navbarItems.flatMap((item) => ('items' in item ? item.items : [item])),
    ...footerColumns.flatMap((column) => column.links),
  ].map((link) => link.to);
  for (const {prefix} of locales) {
    const pages = sitemap(prefix);
    expect(
      targets.filter((to) => !pages.has(`${prefix}${to}`)),
      `${prefix || 'en'}: links to no page`,
    ).toEqual([]);
  }
});

test.describe('navbar', () => {
  for (const {code, prefix} of locales) {
    test(`shows the expected items, each leading to its page, and a dropdown opens on hover (${code})`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/`);
      await waitForHydration(page);
      const nav = page.getByRole('navigation', {name: code === 'en' ? 'Main' : 'Principale'});
      const left = nav.locator('.navbar__items:not(.navbar__items--right)');
      await expect(left.locator(':scope > .navbar__link, :scope > .dropdown > .navbar__link')).toHaveText(
        navbarItems.map((item) => item[code]),
      );
      for (const item of navbarItems) {
        if ('items' in item) {
          const toggle = page.getByRole('button', {name: item[code], exact: true});
          await left.locator(toggle).hover();
          const entries = left.locator('.dropdown').filter({has: toggle}).locator('.dropdown__link');
          await expect(entries.first(), `${item[code]}: open on hover`).toBeVisible();
          await expect(entries, item[code]).toHaveCount(item.items.length);
          for (const [i, entry] of item.items.entries()) {
            // By name: the Product panel's entries also show a line that is their description, not part of their name.
            await expect(entries.nth(i), `${item[code]} → ${entry[code]}`).toHaveAccessibleName(entry[code]);
            await expect(entries.nth(i), `${item[code]} → ${entry[code]}`).toHaveAttribute(
              'href',
              `${prefix}${entry.to}`,
            );
          }
        } else {
          await expect(nav.getByRole('link', {name: item[code], exact: true}), item[code]).toHaveAttribute(
            'href',
            `${prefix}${item.to}`,
          );
        }
      }
    });
  }

  test('sits on one row with the logo whole at every desktop width, in both languages, on a page and a doc', async ({
    page,
  }) => {
    // 997 px is the first width without the hamburger. Each item's box must share the row of the logo (no item
    // wrapped below), every label must be on one line, and the site's name must not be cut ("Fulc…").
    for (const {code, prefix} of locales) {
      for (const path of [`${prefix}/`, `${prefix}/docs/intro/about-fulcro`]) {
        await page.setViewportSize({width: 1280, height: 800});
        await page.goto(path);
        await waitForHydration(page);
        for (const width of [997, 1024, 1280, 1440]) {
          await page.setViewportSize({width, height: 800});
          const problems = await page.evaluate(() => {
            const found: string[] = [];
            const bar = document.querySelector('.navbar__inner')!.getBoundingClientRect();
            const title = document.querySelector<HTMLElement>('.navbar__title')!;
            if (title.scrollWidth > title.clientWidth + 1)
              found.push(
                `the logo text is cut: «${title.textContent}» needs ${title.scrollWidth} px, has ${title.clientWidth}`,
              );
            const logo = document.querySelector('.navbar__brand')!.getBoundingClientRect();
            const items = Array.from(
              document.querySelectorAll<HTMLElement>('.navbar__items > :is(.navbar__item, .navbar__search, div)'),
            ).filter((el) => el.getBoundingClientRect().width > 0);
            for (const el of items) {
              const box = el.getBoundingClientRect();
              const name = el.textContent?.trim() || el.className;
              if (box.top < bar.top - 1 || box.bottom > bar.bottom + 1)
                found.push(`«${name}» is off the navbar's row (${Math.round(box.top)}–${Math.round(box.bottom)} px)`);
              if (box.bottom < logo.top || box.top > logo.bottom) found.push(`«${name}» is not on the logo's row`);
              const label =
                el.querySelector(':scope > .navbar__link') ?? (el.classList.contains('navbar__link') ? el : null);
              if (
                label &&
                label.getClientRects().length > 0 &&
                label.getBoundingClientRect().height > 2 * parseFloat(getComputedStyle(label).lineHeight) - 2
              ) {
                found.push(`«${name}» wraps onto two lines`);
              }
            }
            if (document.querySelector('.navbar__toggle')?.getBoundingClientRect().width)
              found.push('the hamburger shows');
            return found;
          });
          expect(problems, `${path} at ${width} px (${code})`).toEqual([]);
        }
      }
    }
  });

  test('a click on a top-level link and on a dropdown entry opens its page', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', {name: 'Main'});
    await nav.getByRole('link', {name: 'Pricing', exact: true}).click();
    await expect(page).toHaveURL(/\/pricing\/?$/);
    await expect(page.locator('h1').first()).toBeVisible();
    await nav.getByRole('button', {name: 'Product', exact: true}).hover();
    await nav.getByRole('link', {name: 'Edge', exact: true}).click();
    await expect(page).toHaveURL(/\/fulcro-edge\/?$/);
    await expect(page.locator('h1').first()).toBeVisible();
  });

  for (const {code, prefix} of locales) {
    test(`the Product panel shows each product with its icon and a line, and works from the keyboard (${code})`, async ({
      page,
    }) => {
      test.slow(); // one page walking a dozen key presses, with an axe run
      await useColourMode(page, code === 'en' ? 'light' : 'dark');
      await page.goto(`${prefix}/fulcro-edge`);
      await waitForHydration(page);
      const nav = page.getByRole('navigation', {name: code === 'en' ? 'Main' : 'Principale'});
      const toggle = nav.getByRole('button', {name: code === 'en' ? 'Product' : 'Prodotto', exact: true});
      const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
      const entries = panel.getByRole('link');
      const names = navbarItems.find((item) => item.en === 'Product')!;
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();

      // Enter opens it and leaves the focus on the button; Tab walks into the products, in order.
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(panel).toBeVisible();
      await expect(toggle).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(entries.first()).toBeFocused();
      // Each product: its name, one line that describes it, its icon; the page open now is marked current.
      for (const [i, entry] of ('items' in names ? names.items : []).entries()) {
        await expect(entries.nth(i)).toHaveAccessibleName(entry[code]);
        await expect(entries.nth(i)).toHaveAccessibleDescription(/\S.{20,}/);
        await expect(entries.nth(i).locator('svg')).toBeVisible();
      }
      await expect(entries.nth(1)).toHaveAttribute('aria-current', 'page');

      // Arrows move between products (and wrap), Escape closes and gives the focus back to the button.
      await page.keyboard.press('ArrowDown');
      await expect(entries.nth(1)).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await expect(entries.last()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();

      // Space opens it too; ArrowDown opens it on the first product; Tab past the last product leaves and closes it.
      await page.keyboard.press('Space');
      await expect(panel).toBeVisible();
      await page.keyboard.press('Escape');
      await page.keyboard.press('ArrowDown');
      await expect(entries.first()).toBeFocused();
      await entries.last().focus();
      await page.keyboard.press('Tab');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();

      // Open (light mode in English, dark in Italian): axe finds nothing, the products' lines included.
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(panel).toBeVisible();
      await expectNoAxeViolations(page, `${code} Product panel open`);
      await page.keyboard.press('Escape');

      // Enter on a product opens its page, typed in one go: ArrowDown puts the focus on the first product at once.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${prefix}/fulcro-cloud`);
      await expect(panel).toBeHidden();
    });
  }

  test('on docs pages the version item names the version and leads to the same doc in it; other pages have none', async ({
    page,
  }) => {
    await page.goto(routes.docsHome);
    await waitForHydration(page);
    const nav = page.getByRole('navigation', {name: 'Main'});
    // One docs version today: the theme shows it as a link to the same doc in that version
    // (with several, a dropdown that keeps ?query#hash and saves the preferred version).
    const version = nav.getByRole('link', {name: 'Documentation version: Next'});
    await expect(version).toHaveText('Next');
    await expect(version).toHaveAttribute('href', new RegExp(`^${routes.docsHome.replace(/\//g, '\\/')}/?$`));
    await nav.locator('.navbar__brand').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('link', {name: /Documentation version/})).toHaveCount(0);
  });

  test('the navbar hides on scroll down and shows on scroll up', async ({page}) => {
    await page.goto(routes.docsHome);
    await waitForHydration(page);
    const bar = page.locator('nav.navbar');
    await page.mouse.move(600, 400);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.mouse.wheel(0, 400);
    await expect(bar).toHaveClass(/navbarHidden/);
    await page.mouse.wheel(0, -300);
    await expect(bar).not.toHaveClass(/navbarHidden/);
  });
});

/**
 * The page opened at an anchor, and the navbar hides while the page scrolls
 * down: back at the top, it stays in view while the pointer uses its menu.
 */
async function revealNavbar(page: Page): Promise<void> {
  await expect(page.locator('#where-to-start')).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('.navbar')).not.toHaveClass(/navbarHidden/);
  await expect(page.locator('.navbar')).toBeInViewport({ratio: 1});
}

/**
 * Opens the locale dropdown and follows one of its links with the keyboard, as a keyboard user does. With the
 * mouse, the navbar hid itself under the pointer whenever the page scrolled again between the hover and the click
 * (the page is opened at an anchor, and the navbar hides on scrolling down): a click that failed on a busy machine.
 */
async function chooseLanguage(page: Page, toggle: Locator, link: Locator): Promise<void> {
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await link.focus();
  await page.keyboard.press('Enter');
}

test.describe('locale dropdown', () => {
  test('switching to Italiano keeps path, query and hash', async ({page}) => {
    await page.goto(`${routes.docsHome}?ref=nav#where-to-start`);
    await waitForHydration(page);
    await revealNavbar(page);
    const nav = page.getByRole('navigation', {name: 'Main'});
    await chooseLanguage(page, nav.getByRole('button', {name: 'English'}), nav.getByRole('link', {name: 'Italiano'}));
    await expect(page).toHaveURL(`/it${routes.docsHome}?ref=nav#where-to-start`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  });

  test('switching back to English keeps path, query and hash', async ({page}) => {
    await page.goto(`/it${routes.docsHome}?q=1#where-to-start`);
    await waitForHydration(page);
    await revealNavbar(page);
    const nav = page.getByRole('navigation', {name: 'Principale'});
    await chooseLanguage(page, nav.getByRole('button', {name: 'Italiano'}), nav.getByRole('link', {name: 'English'}));
    await expect(page).toHaveURL(`${routes.docsHome}?q=1#where-to-start`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('mobile menu', () => {
  test('at 996 px a hamburger opens the sidebar with a back-to-main-menu control', async ({page}) => {
    await page.setViewportSize({width: 996, height: 800});
    await page.goto(routes.docsHome);
    await waitForHydration(page);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    const back = sidebar.getByRole('button', {name: /Back to main menu/});
    await expect(back).toBeVisible();
    await back.click();
    await expect(sidebar.getByRole('link', {name: 'Docs'})).toBeVisible();
  });

  test('on a phone the sidebar lists the five products under Product, each leading to its page', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await sidebar.getByRole('button', {name: 'Product', exact: true}).click();
    const product = navbarItems.find((item) => item.en === 'Product')!;
    for (const entry of 'items' in product ? product.items : []) {
      await expect(sidebar.getByRole('link', {name: entry.en, exact: true})).toHaveAttribute('href', entry.to);
    }
    // The category opens with a transition: a click while it runs can land where the link no longer is.
    await transitionsSettled(page);
    await sidebar.getByRole('link', {name: 'Copilot', exact: true}).click();
    await expect(page).toHaveURL('/fulcro-copilot');
  });

  test('the sidebar closes on navigation and when the window becomes desktop-sized', async ({page}) => {
    await page.setViewportSize({width: 800, height: 800});
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.locator('.navbar-sidebar').getByRole('link', {name: 'Docs'}).click();
    await expect(page).toHaveURL(new RegExp(routes.docsHome));
    await expect(page.locator('.navbar-sidebar')).toBeHidden();

    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.setViewportSize({width: 1200, height: 800});
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
  });

  test('at 997 px there is no hamburger', async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Docs'})).toBeVisible();
  });
});

test.describe('not found and .html paths', () => {
  for (const {code, prefix} of locales) {
    test(`an unknown path answers 404 with the ${code} not-found page`, async ({page, consoleErrors}) => {
      test.slow(); // an axe run, then the search page
      // Each language in its own colour mode: both modes are checked with axe.
      await useColourMode(page, code === 'en' ? 'light' : 'dark');
      const response = await page.goto(`${prefix}/no-such-page-here`);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      const heading = code === 'en' ? 'Page Not Found' : 'Pagina non trovata';
      await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      consoleErrors.length = 0; // the browser logs the 404 response itself

      // A way on: the main destinations, a drawing, and a search that opens the results page.
      const main = page.getByRole('main');
      await expect(main).not.toContainText(/owner of the site/i);
      for (const to of [
        routes.home,
        routes.productCloud,
        routes.pricing,
        routes.docsHome,
        routes.helpCenter,
        routes.contactUs,
      ]) {
        await expect(main.locator(`a[href="${prefix}${to}"]`), to).toHaveCount(1);
      }
      await expect(
        main.getByRole('img', {name: code === 'en' ? /leads nowhere/ : /non porta da nessuna parte/}),
      ).toBeVisible();
      await expectNoAxeViolations(page, `${code} not-found page`);
      const search = main.getByRole('search');
      await search.getByRole('searchbox', {name: code === 'en' ? 'Search the site' : 'Cerca nel sito'}).fill('edge');
      await search.getByRole('button', {name: code === 'en' ? 'Search' : 'Cerca'}).click();
      await expect(page).toHaveURL(`${prefix}/search?q=edge`);
      // The search plugin's results page took the query (its results, once its index has loaded, are search.spec.ts's).
      await expect(page.getByRole('searchbox').last()).toHaveValue('edge');
    });
  }

  // Cloudflare Pages (npm run preview) answers the built file's own name, `.html`, by redirecting to the bare path; a
  // `/index.html` the build never wrote is a 404 there, as in production.
  for (const suffix of ['.html']) {
    test(`${routes.docsHome}${suffix} shows the same page as the bare path`, async ({page}) => {
      const response = await page.goto(`${routes.docsHome}${suffix}`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page).toHaveURL(routes.docsHome);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(/About Fulcro/);
      await expect(page.getByRole('heading', {name: 'Page Not Found'})).toHaveCount(0);
    });
  }
});

test.describe('page chrome', () => {
  test('a skip-to-main-content link is the first thing the keyboard reaches', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeInViewport();
  });

  test('the footer shows the logo and the copyright line', async ({page}) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer.getByText('Copyright © 2025 Fulcro S.r.l.')).toBeVisible();
    await expect(footer.getByRole('img', {name: 'Fulcro logo'})).toBeVisible();
  });

  for (const {code, prefix} of locales) {
    test(`every page has a title, a description and hreflang alternates (${code})`, async ({page}) => {
      await page.goto(`${prefix}/`);
      await expect(page).toHaveTitle(/Fulcro/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      await expect(page.locator('link[rel="alternate"][hreflang="it"]')).toHaveCount(1);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /social-card\.png$/);
    });
  }
});

test.describe('outdated pages', () => {
  for (const {code, prefix} of locales) {
    test(`a doc marked outdated invites the visitor to get in touch (${code})`, async ({page}) => {
      await page.goto(`${prefix}/docs/cloud/release-3-3-lts`);
      const notice = page.getByTestId('outdated-notice');
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(code === 'en' ? 'get in touch' : 'contattaci');
      await expect(notice.getByRole('link')).toHaveAttribute('href', `${prefix}${routes.contactUs}`);
      await page.goto(`${prefix}${routes.docsHome}`);
      await expect(page.getByTestId('outdated-notice')).toHaveCount(0);
    });
  }
});

test.describe('footer', () => {
  for (const {code, prefix} of locales) {
    test(`shows the expected columns and links, each leading to its page (${code})`, async ({page}) => {
      await page.goto(`${prefix}/`);
      await waitForHydration(page);
      const columns = page.locator('footer .footer__col');
      await expect(columns.locator('.footer__title')).toHaveText(footerColumns.map((column) => column[code]));
      for (const [i, column] of footerColumns.entries()) {
        const links = columns.nth(i).locator('a.footer__link-item');
        await expect(links, column[code]).toHaveText(column.links.map((link) => link[code]));
        expect(
          await links.evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
          `${column[code]}: where its links lead`,
        ).toEqual(column.links.map((link) => `${prefix}${link.to}`));
      }
    });
  }

  test('on a phone the columns are disclosures, folded until opened, with every link still there', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/');
    await waitForHydration(page);
    const footer = page.locator('footer');
    // Folded: the seven titles, the logo and the legal line (2,564 px with every list open).
    expect((await footer.boundingBox())!.height, 'the folded footer').toBeLessThan(900);
    const toggles = footer.locator('.footer__title').getByRole('button');
    await expect(toggles).toHaveText(footerColumns.map((column) => column.en));
    for (const [i, column] of footerColumns.entries()) {
      const toggle = toggles.nth(i);
      const list = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
      await expect(toggle, column.en).toHaveAttribute('aria-expanded', 'false');
      await expect(list.getByRole('link'), column.en).toHaveCount(0); // hidden, out of the accessibility tree
      await expect(list.locator('a'), column.en).toHaveCount(column.links.length);
    }
    // From the keyboard: Enter opens a column, its links follow in the tab order, Enter again folds it.
    const company = toggles.last();
    await company.focus();
    await page.keyboard.press('Enter');
    await expect(company).toHaveAttribute('aria-expanded', 'true');
    const list = page.locator(`#${await company.getAttribute('aria-controls')}`);
    await expect(list.getByRole('link')).toHaveCount(footerColumns.at(-1)!.links.length);
    await page.keyboard.press('Tab');
    await expect(list.getByRole('link').first()).toBeFocused();
    await company.focus();
    await page.keyboard.press('Enter');
    await expect(company).toHaveAttribute('aria-expanded', 'false');
    await expect(list.getByRole('link')).toHaveCount(0);

    // On a desktop the same columns are plain titles over open lists.
    await page.setViewportSize({width: 1280, height: 800});
    await expect(footer.locator('.footer__title').getByRole('button')).toHaveCount(0);
    await expect(footer.locator('a.footer__link-item').first()).toBeVisible();
  });

  test('a footer link opens its page', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.locator('footer').getByRole('link', {name: 'Fulcro Cloud', exact: true}).click();
    await expect(page).toHaveURL(/\/fulcro-cloud\/?$/);
    await expect(page.locator('h1').first()).toBeVisible();
  });
});
