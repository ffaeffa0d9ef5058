import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, locales, colourModeToggleName} from './fixtures';
import {routes} from '../../src/data/routes';
import {contrast} from '../lib/contrast';
import {heroProblems, layoutProblems} from './geometry';

/** The product pages and their sub-pages (issue: marketing pages, part 1). */
const productPages = Object.entries(routes)
  .filter(([name]) => name.startsWith('product'))
  .map(([, path]) => path);

/** Sections that other pages link to by anchor; the same ids in both languages. */
const anchors = [`${routes.productCloud}#services`, `${routes.productEdge}#sidecar`, `${routes.productEdge}#snaplink`];

type DrawingText = {text: string; fill: number[]; background: number[]};

/**
 * Every text of every drawing on the page with its colour and the colour it
 * sits on: the fill of the last shape drawn before it that covers its centre
 * (a box, a panel), or the figure's background.
 */
async function drawingTexts(page: Page): Promise<{titles: string[]; texts: DrawingText[]}> {
  return page.evaluate(() => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    // The layout shown at this width (a drawing with a portrait layout has both in the page, one of them hidden).
    const svgs = Array.from(document.querySelectorAll<SVGSVGElement>('figure svg[data-drawing]')).filter(
      (svg) => svg.getBoundingClientRect().width > 0,
    );
    const titles = svgs.map((svg) => svg.querySelector('title')?.textContent ?? '');
    const texts = svgs.flatMap((svg) => {
      const shapes = Array.from(svg.querySelectorAll<SVGGraphicsElement>('rect, circle, path, polygon, ellipse'));
      const surface = getComputedStyle(svg.closest('[data-figure] > div')!).backgroundColor;
      return Array.from(svg.querySelectorAll<SVGTextElement>('text')).map((text) => {
        const box = text.getBBox();
        const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
        let background = surface;
        for (const shape of shapes) {
          if (!(shape.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING)) break;
          const fill = getComputedStyle(shape).fill;
          if (fill === 'none' || Number(getComputedStyle(shape).fillOpacity) === 0) continue;
          const b = shape.getBBox();
          if (cx >= b.x && cx <= b.x + b.width && cy >= b.y && cy <= b.y + b.height) background = fill;
        }
        return {text: text.textContent ?? '', fill: rgb(getComputedStyle(text).fill), background: rgb(background)};
      });
    });
    return {titles, texts};
  });
}

test.describe('product pages', () => {
  // A laptop's screen: the hero is judged above its fold.
  test.use({viewport: {width: 1280, height: 800}});
  // One walk over every product page in both languages: drawings visible and legible in light mode, each named in the
  // page's language. A drawing's colours do not depend on the language, so each English page is then switched to
  // dark mode with the navbar's toggle, in the same load, and its drawings are read again.
  test("every product page shows its drawings, legible in light and dark mode and named in the page's language", async ({
    page,
  }) => {
    test.setTimeout(30_000 + productPages.length * 3 * 3_000);
    await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
    const titles: Record<string, string[][]> = {en: [], it: []};
    for (const {code, prefix} of locales) {
      for (const route of productPages) {
        const path = `${prefix}${route}`;
        await page.goto(path);
        await waitForHydration(page);
        for (const mode of code === 'en' ? (['light', 'dark'] as const) : (['light'] as const)) {
          if (mode === 'dark') await page.getByRole('button', {name: colourModeToggleName[code]}).click();
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          const drawings = page.locator('figure svg[data-drawing]:visible');
          expect(await drawings.count(), `${path}: at least one drawing`).toBeGreaterThan(0);
          for (const drawing of await drawings.all()) {
            await drawing.scrollIntoViewIfNeeded();
            await expect(drawing, path).toBeVisible();
            expect((await drawing.boundingBox())?.height ?? 0, `${path}: the drawing has its height`).toBeGreaterThan(
              150,
            );
          }
          // At 1280 px: every drawing in its figure, labels of 11 px or more (the sitemap walk checks 390 px).
          if (mode === 'light') {
            expect(await layoutProblems(page), `${path} at 1280 px`).toEqual([]);
            if (await page.locator('header [data-figure]').count())
              expect(await heroProblems(page), `${path}: hero at 1280 × 800`).toEqual([]);
          }
          const found = await drawingTexts(page);
          if (mode === 'light') titles[code].push(found.titles);
          const faint = found.texts
            .filter((t) => contrast(t.fill, t.background) < 4.5)
            .map((t) => `"${t.text}" ${contrast(t.fill, t.background).toFixed(2)}:1`);
          expect(faint, `${path}: drawing text below 4.5:1 in ${mode} mode`).toEqual([]);
        }
      }
    }
    productPages.forEach((route, i) => {
      expect(titles.it[i].length, `/it${route}`).toBe(titles.en[i].length);
      titles.it[i].forEach((title, j) =>
        expect(title, `/it${route}: drawing ${j + 1} has an Italian name`).not.toBe(titles.en[i][j]),
      );
    });
  });

  test('drawings are in the static HTML, before any script runs', async ({request}) => {
    for (const path of [routes.productCloud, `/it${routes.productEdge}`]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<figure[^>]*data-figure=[^>]+>[\s\S]*?<svg[^>]*data-drawing/);
    }
  });

  for (const {code, prefix} of locales) {
    test(`linked sections scroll into view below the navbar (${code})`, async ({page}) => {
      for (const target of anchors) {
        await page.goto(`${prefix}${target}`);
        await waitForHydration(page);
        const section = page.locator(`section#${target.split('#')[1]}`);
        await expect(section, target).toBeInViewport();
        const navbarBottom = await page.locator('nav.navbar').evaluate((nav) => nav.getBoundingClientRect().bottom);
        const sectionTop = await section.evaluate((s) => s.getBoundingClientRect().top);
        expect(sectionTop, `${target}: the heading is not hidden under the navbar`).toBeGreaterThanOrEqual(
          navbarBottom - 1,
        );
      }
    });
  }

  test('MDX pages lay their bands edge to edge, not in the default centred column', async ({page}) => {
    // Guards the CSS in custom.css that lifts MDXPage's container (UPGRADING.md).
    await page.setViewportSize({width: 1400, height: 900});
    await page.goto(routes.productCloud);
    await waitForHydration(page);
    for (const selector of ['header:has(h1)', 'section#services', 'section#next-steps']) {
      const box = await page.locator(selector).first().boundingBox();
      expect(box?.x, selector).toBe(0);
      expect(box?.width, selector).toBeGreaterThanOrEqual(1400 - 20);
    }
  });

  test('a drawing appears after a client-side navigation too', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.locator('footer').getByRole('link', {name: 'Fulcro Cloud', exact: true}).click();
    await expect(page).toHaveURL(/\/fulcro-cloud\/?$/);
    await expect(page.locator('figure svg[data-drawing]:visible').first()).toBeVisible();
  });
});

test.describe('GDPR compliance map', () => {
  const words = {
    en: {yours: 'Yours', chapter: 'Chapter', shown: /(\d+) articles? shown/, erasure: 'Right to erasure'},
    it: {
      yours: 'A carico tuo',
      chapter: 'Capo',
      shown: /(\d+) articol[oi] visibil[ei]/,
      erasure: 'Diritto alla cancellazione',
    },
  } as const;

  test('the whole table is in the static HTML', async ({request}) => {
    for (const {prefix} of locales) {
      const html = await (await request.get(`${prefix}${routes.productGdprTable}`)).text();
      expect(
        html.match(/<tr[^>]*data-article=/g)?.length ?? 0,
        `${prefix}: rows before any script runs`,
      ).toBeGreaterThanOrEqual(25);
    }
  });

  for (const {code, prefix} of locales) {
    test(`filters by status and chapter, and says how many articles it shows (${code})`, async ({page}) => {
      const w = words[code];
      await page.goto(`${prefix}${routes.productGdprTable}`);
      await waitForHydration(page);
      const map = page.locator('[data-gdpr-table]');
      const rows = map.locator('tbody tr[data-article]');
      const visible = () => map.locator('tbody tr[data-article]:visible');
      const total = await rows.count();
      await expect(map.getByRole('status')).toHaveText(w.shown);
      await expect(map.getByText(w.erasure).first()).toBeVisible();

      const yours = map.getByRole('button', {name: w.yours});
      await expect(yours).toHaveAttribute('aria-pressed', 'true');
      await yours.click();
      await expect(yours).toHaveAttribute('aria-pressed', 'false');
      await expect(map.locator('tbody tr[data-status="customer"]:visible')).toHaveCount(0);
      const withoutCustomer = await visible().count();
      expect(withoutCustomer).toBeLessThan(total);
      await expect(map.getByRole('status')).toContainText(String(withoutCustomer));

      await map.getByLabel(w.chapter, {exact: true}).selectOption('III');
      await expect(map.locator('tbody tr:visible:not([data-chapter="III"])')).toHaveCount(0);
      await expect(map.locator('tbody tr[data-chapter="III"]:visible').first()).toBeVisible();

      await yours.click();
      await map.getByLabel(w.chapter, {exact: true}).selectOption('');
      await expect(visible()).toHaveCount(total);
    });
  }
});

test.describe('build-vs-buy cost model', () => {
  const words = {
    en: {
      engineers: 'Engineers on the platform team',
      total: /Total over the years compared/,
      before: '€680,000',
      after: '€760,000',
      low: 'Enter 1 or more.',
    },
    it: {
      engineers: 'Ingegneri nel team di piattaforma',
      total: /Totale sugli anni del confronto/,
      before: '680.000 €',
      after: '760.000 €',
      low: 'Scrivi almeno 1.',
    },
  } as const;

  for (const {code, prefix} of locales) {
    test(`shows the defaults without JavaScript, refuses a value out of range and recomputes (${code})`, async ({
      page,
      request,
    }) => {
      const w = words[code];
      const html = await (await request.get(`${prefix}${routes.vsCustomProjects}`)).text();
      expect(html.replace(/\u00a0|\u202f|&nbsp;/g, ' ')).toContain(w.before);
      await page.goto(`${prefix}${routes.vsCustomProjects}`);
      await waitForHydration(page);
      const total = page.getByRole('row', {name: w.total});
      const engineers = page.getByLabel(w.engineers);
      await engineers.fill('0');
      await expect(page.getByText(w.low)).toBeVisible();
      await expect(engineers).toHaveAttribute('aria-invalid', 'true');
      const text = async () => ((await total.textContent()) ?? '').replace(/[\u00a0\u202f]/g, ' ');
      await expect.poll(text).toContain(w.before);
      await engineers.fill('5');
      await expect(page.getByText(w.low)).toHaveCount(0);
      await expect.poll(text).toContain(w.after);
    });
  }
});

test.describe('success stories', () => {
  const words = {
    en: {title: 'Success stories', all: 'All industries'},
    it: {title: 'Storie di successo', all: 'Tutti i settori'},
  } as const;
  for (const {code, prefix} of locales) {
    test(`the index lists every story and filters them by industry (${code})`, async ({page}) => {
      const w = words[code];
      await page.goto(`${prefix}${routes.successStories}`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(w.title);
      const cards = page.locator('li[data-industry]');
      await expect(cards).toHaveCount(6);
      const filters = page.getByRole('group').getByRole('button');
      const industry = filters.nth(1);
      await industry.click();
      await expect(industry).toHaveAttribute('aria-pressed', 'true');
      const visible = page.locator('li[data-industry]:visible');
      const shown = await visible.count();
      expect(shown).toBeGreaterThan(0);
      expect(shown).toBeLessThan(6);
      const kinds = new Set(await visible.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-industry'))));
      expect(kinds.size).toBe(1);
      await expect(page.getByRole('status')).toContainText(String(shown));
      await page.getByRole('button', {name: w.all}).click();
      await expect(visible).toHaveCount(6);
      await visible.first().getByRole('link').click();
      await expect(page.locator('h1')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${prefix}/success-stories/[\\w-]+/?$`));
    });
  }
});

test.describe('structured data and policy files', () => {
  test('FAQ pages carry FAQPage data matching the questions a visitor sees, in both languages', async ({request}) => {
    for (const {prefix} of locales) {
      for (const slug of ['faq-product', 'faq-pricing', 'faq-gdpr', 'faq-support']) {
        const path = `${prefix}/faq/${slug}`;
        const html = await (await request.get(path)).text();
        const data = [...html.matchAll(/<script[^>]*type="?application\/ld\+json"?[^>]*>([\s\S]*?)<\/script>/g)]
          .map(
            (m) => JSON.parse(m[1]) as {'@type': string; mainEntity?: {name: string; acceptedAnswer: {text: string}}[]},
          )
          .filter((d) => d['@type'] === 'FAQPage');
        const entries = data.flatMap((d) => d.mainEntity ?? []);
        const visible = [...html.matchAll(/<summary[^>]*>([\s\S]*?)<\/summary>/g)].map((m) =>
          m[1]
            .replace(/<[^>]+>/g, '')
            .replace(/&#x27;|&#39;/g, "'")
            .replace(/&quot;/g, '"')
            .replace(/&amp;/g, '&'),
        );
        expect(entries.length, path).toBeGreaterThanOrEqual(10);
        expect(
          entries.map((e) => e.name),
          path,
        ).toEqual(visible);
        for (const entry of entries)
          expect(entry.acceptedAnswer.text, `${path}: ${entry.name}`).toMatch(/\w{3,}.*\w{3,}/);
        expect(
          entries.some((e) => / (up to|fino a) \s| {2}/.test(e.acceptedAnswer.text)),
          `${path}: no figure left blank`,
        ).toBe(false);
      }
    }
  });

  test('a link to a FAQ question opens its answer, and Enter opens and closes a question', async ({page}) => {
    for (const {prefix} of locales) {
      // The pricing page's link to how the evaluation works (src/pages/pricing/_components/PlanNotes).
      await page.goto(`${prefix}${routes.faqPricing}#free-trial`);
      await waitForHydration(page);
      const trial = page.locator('details#free-trial');
      await expect(trial, `${prefix}: the linked question`).toHaveAttribute('open', '');
      await expect(trial.locator('summary + *')).toBeVisible();
      const other = page.locator('details:not(#free-trial)').first();
      await expect(other).not.toHaveAttribute('open');
      await other.locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(other).toHaveAttribute('open', '');
      await page.keyboard.press('Enter');
      await expect(other).not.toHaveAttribute('open');
    }
  });

  test('a long legal text lists its sections under the hero, folded on a phone until opened', async ({page}) => {
    for (const {code, prefix} of locales) {
      await page.setViewportSize({width: 390, height: 844});
      await page.goto(`${prefix}${routes.termsAndConditions}`);
      await waitForHydration(page);
      const contents = page.getByRole('navigation', {name: code === 'en' ? 'On this page' : 'Su questa pagina'});
      // The text's sections, not the closing call to action (<CtaBand>, #next-steps), which the contents leave out.
      const sections = await page.locator('main section[id]:not(#next-steps)').evaluateAll((all) =>
        all.map((s) => ({
          id: s.id,
          title: s
            .querySelector('h2')!
            .textContent.replace(/\u200b/g, '')
            .trim(),
        })),
      );
      expect(sections.length, `${prefix}: sections`).toBeGreaterThan(10);
      const toggle = contents.getByRole('button');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(contents.getByRole('link')).toHaveCount(0);
      // In the first screen: a reader of a 17,000 px page finds it without scrolling.
      expect(
        (await toggle.boundingBox())!.y + 48,
        `${prefix}: the contents' button in the first screen`,
      ).toBeLessThanOrEqual(844);
      await toggle.click();
      await expect(contents.getByRole('link')).toHaveText(sections.map((s) => s.title));
      const last = sections.at(-1)!;
      await contents.getByRole('link', {name: last.title}).click();
      await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
      await expect(page.locator(`#${last.id} h2`)).toBeInViewport();

      // On a desktop: the list under the hero, open, no button.
      await page.setViewportSize({width: 1280, height: 800});
      await expect(contents.getByRole('button')).toHaveCount(0);
      await expect(contents.getByRole('link')).toHaveCount(sections.length);
    }
  });

  test('security.txt is served with a contact, a policy and a future expiry', async ({request}) => {
    const response = await request.get('/.well-known/security.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(/^Contact: mailto:/m);
    expect(text).toMatch(/^Policy: https:\/\/www\.fulcro\.io\/vulnerability-reporting$/m);
    const expires = Date.parse(/^Expires: (.+)$/m.exec(text)![1]);
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires - Date.now()).toBeLessThan(365 * 86_400_000);
  });

  test('the contact form links the privacy policy', async ({request}) => {
    for (const {prefix} of locales) {
      const contact = await (await request.get(`${prefix}${routes.contactUs}`)).text();
      expect(contact, prefix).toMatch(new RegExp(`href="?${prefix}${routes.privacyPolicy}["\\s>]`));
    }
  });
});
