import {test, expect, waitForHydration} from './fixtures';

const toggleName = /Switch between dark and light mode/;

test.describe('colour mode', () => {
  test('every click flips light ↔ dark and is saved under "theme"', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('/');
    await waitForHydration(page);
    const html = page.locator('html');
    const toggle = page.getByRole('button', {name: toggleName});
    await expect(html).toHaveAttribute('data-theme', 'light');
    for (const expected of ['dark', 'light', 'dark', 'light']) {
      await toggle.click();
      await expect(html).toHaveAttribute('data-theme', expected);
      expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe(expected);
    }
  });

  test('without a saved choice the system preference applies', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBeNull();
    await waitForHydration(page);
    await page.getByRole('button', {name: toggleName}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('a saved choice wins over the system preference and survives a reload', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await page.goto('/docs/intro/about-fulcro');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('the choice is synced across tabs', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/');
    await second.goto('/docs/intro/about-fulcro');
    await waitForHydration(first);
    await waitForHydration(second);
    const before = await second.locator('html').getAttribute('data-theme');
    await first.getByRole('button', {name: toggleName}).click();
    const after = before === 'dark' ? 'light' : 'dark';
    await expect(first.locator('html')).toHaveAttribute('data-theme', after);
    await expect(second.locator('html')).toHaveAttribute('data-theme', after);
  });

  test('without browser storage the site works and only warns', async ({page, consoleErrors}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
    });
    await page.goto('/');
    await waitForHydration(page);
    const html = page.locator('html');
    const before = await html.getAttribute('data-theme');
    await page.getByRole('button', {name: toggleName}).click();
    await expect(html).toHaveAttribute('data-theme', before === 'dark' ? 'light' : 'dark');
    expect(warnings.some((w) => /storage is not available/i.test(w))).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});
