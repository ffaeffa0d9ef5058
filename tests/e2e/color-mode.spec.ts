import {test, expect, waitForHydration, colourModeToggleName} from './fixtures';

const toggleName = colourModeToggleName.en;

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

/**
 * What axe does not check: non-text contrast (WCAG 1.4.11, 3:1) of icon
 * buttons and of the keyboard focus ring, in both colour modes. Colours are
 * read as the browser computes them: the icon's colour (icons draw with
 * currentColor) blended at its effective opacity over the first opaque
 * background behind it.
 */
test('icon buttons and the focus ring stand out 3:1 from their background in both colour modes', async ({page}) => {
  await page.goto('/docs/core/message-policy');
  await waitForHydration(page);
  const icons = {
    'announcement close button': page.getByRole('banner').getByRole('button', {name: /close/i}),
    'colour mode toggle': page.getByRole('button', {name: toggleName}),
    'collapse sidebar button': page.getByRole('button', {name: 'Collapse sidebar', exact: true}),
  };
  for (const mode of ['light', 'dark'] as const) {
    // Colours are read once the mode's transitions (buttons fade their colours) have finished: a busy machine caught one half-way.
    await page.evaluate(async (m) => {
      document.documentElement.setAttribute('data-theme', m);
      // getAnimations() brings styles up to date, so it lists the transitions the change started.
      await Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished),
      );
    }, mode);
    for (const [name, element] of Object.entries(icons)) {
      const ratio = await element.first().evaluate(nonTextContrast);
      expect(ratio, `${name} in ${mode} mode`).toBeGreaterThanOrEqual(3);
    }
    // The first keyboard stop in the main navigation.
    await page.locator('nav.navbar a').first().focus();
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    const ring = await focused.evaluate(focusRingContrast);
    expect(ring, `focus ring in ${mode} mode`).toBeGreaterThanOrEqual(3);
  }
});

/** Runs in the page: contrast of an element's icon colour (with opacity) against what is behind it. */
function nonTextContrast(element: Element): number {
  type Rgba = [number, number, number, number];
  const parse = (value: string): Rgba => {
    const [r, g, b, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
    return [r, g, b, a];
  };
  const background = (from: Element | null): Rgba => {
    for (let node = from; node; node = node.parentElement) {
      const color = parse(getComputedStyle(node).backgroundColor);
      if (color[3] > 0.95) return color;
    }
    return [255, 255, 255, 1];
  };
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const icon = element.querySelector('svg') ?? element;
  const style = getComputedStyle(icon);
  // The theme's icons draw with currentColor.
  const paint = style.color;
  let alpha = parse(paint)[3];
  for (let node: Element | null = icon; node; node = node.parentElement)
    alpha *= Number(getComputedStyle(node).opacity);
  const bg = background(element);
  const fg = parse(paint);
  const blended: Rgba = [0, 1, 2].map((i) => fg[i] * alpha + bg[i] * (1 - alpha)) as unknown as Rgba;
  const [hi, lo] = [luminance(blended), luminance(bg)].sort((a, b) => b - a);
  return (hi + 0.05) / (lo + 0.05);
}

/** Runs in the page: contrast of the focused element's outline against the background around it. */
function focusRingContrast(element: Element): number {
  const parse = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
  const style = getComputedStyle(element);
  if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2) return 0;
  let bg = [255, 255, 255];
  for (let node = element.parentElement; node; node = node.parentElement) {
    const color = parse(getComputedStyle(node).backgroundColor);
    if ((color[3] ?? 1) > 0.95) {
      bg = color.slice(0, 3);
      break;
    }
  }
  const luminance = ([r, g, b]: number[]) => {
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const [hi, lo] = [luminance(parse(style.outlineColor)), luminance(bg)].sort((a, b) => b - a);
  return (hi + 0.05) / (lo + 0.05);
}
