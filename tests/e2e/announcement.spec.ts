import {test, expect, waitForHydration} from './fixtures';
import {announcement} from '../../src/config/announcement';

test.describe('announcement bar', () => {
  test('it can be dismissed and stays dismissed on the next page', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const bar = page.getByRole('banner').filter({hasText: announcement.text.en});
    await expect(bar).toBeVisible();
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
    await page.goto('/docs/intro/about-fulcro');
    await waitForHydration(page);
    await expect(page.getByText(announcement.text.en)).toBeHidden();
  });

  test('a bar with a new id shows again after an older one was dismissed', async ({page}) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
      window.localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByText(announcement.text.en)).toBeVisible();
  });

  test('the Italian site shows the Italian text with a localized link', async ({page}) => {
    await page.goto('/it/');
    const bar = page.getByRole('banner').filter({hasText: announcement.text.it});
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', {name: announcement.linkText.it})).toHaveAttribute(
      'href',
      `/it${announcement.link}`,
    );
  });
});
