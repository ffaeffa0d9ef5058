import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, locales} from './fixtures';
import {navbar} from '../../src/config/navbar';
import {isLive, routes} from '../../src/config/routes';
import {footer} from '../../src/config/footer';

type LinkItem = {label: string; to: string};

const topLinks = navbar.items.filter((item): item is LinkItem & typeof item => 'to' in item && typeof item.to === 'string');
const dropdowns = navbar.items.filter(
  (item): item is {type: 'dropdown'; label: string; items: LinkItem[]} & typeof item =>
    'type' in item && item.type === 'dropdown',
);

test.describe('navbar', () => {
  // One check of every top-level link's target (the sitemap walk opens each target), one click through.
  test('every top-level link points at its page, and a click opens it', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', {name: 'Main'});
    for (const item of topLinks) {
      await expect(nav.getByRole('link', {name: item.label, exact: true}), item.label).toHaveAttribute('href', new RegExp(`^${item.to.replace(/\//g, '\\/')}/?$`));
    }
    const [first] = topLinks;
    await nav.getByRole('link', {name: first.label, exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`${first.to.replace(/\//g, '\\/')}/?$`));
    await expect(page.locator('h1').first()).toBeVisible();
  });

  // One check of every dropdown entry's target (the sitemap walk opens each target), one click through a dropdown.
  test('every dropdown entry points at its page, and a dropdown opens on hover', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', {name: 'Main'});
    for (const dropdown of dropdowns) {
      await nav.getByRole('button', {name: dropdown.label, exact: true}).hover();
      for (const entry of dropdown.items) {
        await expect(nav.getByRole('link', {name: entry.label, exact: true}), `${dropdown.label} → ${entry.label}`).toHaveAttribute(
          'href',
          entry.to,
        );
      }
    }
    const first = dropdowns[0];
    await nav.getByRole('button', {name: first.label, exact: true}).hover();
    await nav.getByRole('link', {name: first.items[0].label, exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`${first.items[0].to.replace(/\//g, '\\/')}/?$`));
    await expect(page.locator('h1').first()).toBeVisible();
  });

  test('on docs pages the version item names the version and leads to the same doc in it; other pages have none', async ({page}) => {
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

test.describe('locale dropdown', () => {
  test('switching to Italiano keeps path, query and hash', async ({page}) => {
    await page.goto(`${routes.docsHome}?ref=nav#where-to-start`);
    await waitForHydration(page);
    await revealNavbar(page);
    const nav = page.getByRole('navigation', {name: 'Main'});
    await nav.getByRole('button', {name: 'English'}).hover();
    await nav.getByRole('link', {name: 'Italiano'}).click();
    await expect(page).toHaveURL(`/it${routes.docsHome}?ref=nav#where-to-start`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  });

  test('switching back to English keeps path, query and hash', async ({page}) => {
    await page.goto(`/it${routes.docsHome}?q=1#where-to-start`);
    await waitForHydration(page);
    await revealNavbar(page);
    const nav = page.getByRole('navigation', {name: 'Principale'});
    await nav.getByRole('button', {name: 'Italiano'}).hover();
    await nav.getByRole('link', {name: 'English'}).click();
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
      const response = await page.goto(`${prefix}/no-such-page-here`);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      const heading = code === 'en' ? 'Page Not Found' : 'Pagina non trovata';
      await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      consoleErrors.length = 0; // the browser logs the 404 response itself
    });
  }

  for (const suffix of ['.html', '/index.html']) {
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
      if (isLive(routes.contactUs)) {
        await expect(notice.getByRole('link')).toHaveAttribute('href', new RegExp(`${prefix}/contact-us$`));
      }
      await page.goto(`${prefix}${routes.docsHome}`);
      await expect(page.getByTestId('outdated-notice')).toHaveCount(0);
    });
  }
});

test.describe('footer', () => {
  const links = footer.links.flatMap((column) => column.items.map((item) => ({column: column.title, ...item})));

  test('has the doc links of the developer and platform columns', () => {
    const targets = links.map((l) => l.to);
    for (const path of [routes.docsChangelog, routes.docsIam, routes.docsEdgeAddons, routes.docsWritingEdgeService]) {
      expect(targets).toContain(path);
    }
  });

  // Every footer link points at its page in both languages (the sitemap walk opens each target); one is followed.
  for (const {code, prefix} of locales) {
    test(`every footer link points at its page (${code})`, async ({page}) => {
      await page.goto(`${prefix}/`);
      await waitForHydration(page);
      const hrefs = await page.locator('footer a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      for (const link of links) {
        expect(hrefs, `${link.column} → ${link.label}`).toContain(`${prefix}${link.to}`);
      }
    });
  }

  test('a footer link opens its page', async ({page}) => {
    const link = links.find((l) => l.to === routes.productCloud) ?? links[0];
    await page.goto('/');
    await waitForHydration(page);
    await page.locator('footer').getByRole('link', {name: `${link.label}`, exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`${link.to.replace(/\//g, '\\/')}/?$`));
    await expect(page.locator('h1').first()).toBeVisible();
  });
});
