import {readdirSync, readFileSync} from 'node:fs';
import {expectNoAxeViolations} from './axe';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, navigateInApp, locales, colourModeToggleName} from './fixtures';
import {contrast} from '../lib/contrast';

/**
 * Diagrams of the docs (```mermaid blocks) as the production build ships them
 * (plugins/features/mermaid-svg): SVG in the static HTML, one per colour mode and
 * layout, named, legible, with selectable text, fitting their column at every
 * width, and no Mermaid code or SVG in any script; reached in the app, fetched
 * from the published file.
 */

const buildDir = process.env.E2E_BUILD_DIR ?? 'build';

/** Every doc with diagrams, in both languages, with the titles of its blocks in order (read from the sources). */
const sources = [
  {prefix: '', dir: 'docs'},
  {prefix: '/it', dir: 'i18n/it/docusaurus-plugin-content-docs/current'},
];
const diagramPages = sources.flatMap(({prefix, dir}) =>
  readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file) && !file.startsWith('api/'))
    .map((file) => ({
      path: `${prefix}/docs/${file.replace(/\.mdx?$/, '')}`,
      titles: [...readFileSync(join(dir, file), 'utf8').matchAll(/^```mermaid title="([^"]+)"/gm)].map((m) => m[1]),
    }))
    .filter((doc) => doc.titles.length > 0),
);

/** The widths a reader's window is checked at: a phone, the narrowest window with the docs sidebar, a laptop, a desktop. */
const widths = [390, 997, 1280, 1440];

/** The smallest a label may be drawn, in CSS pixels (src/shared/mermaid-rendering.ts). */
const minLabelPx = 11;

/** Strings only Mermaid's runtime and @docusaurus/theme-mermaid's client contain (never our SVGs). */
const runtimeMarkers = ['securityLevel', 'startOnLoad', 'docusaurus-mermaid-container'];

type Text = {text: string; fill: number[]; background: number[]; selected: string};
type Shown = {
  key: string;
  titleText: string;
  /** The drawing's box and its column's, in CSS pixels. */
  box: {left: number; right: number};
  column: {left: number; right: number};
  /** Whether anything between the drawing and its column scrolls sideways. */
  scrolls: boolean;
  /** The smallest label, as drawn (its font size times the drawing's scale). */
  smallestLabel: number;
  /** Labels whose text runs out of the drawing or out of the box it labels. */
  spilling: string[];
  /** Filled in the first time this rendering is seen: its texts with their colours and what selecting them copies. */
  texts?: Text[];
};

/**
 * Each diagram of the open page as the window shows it now: its renderings in
 * the markup (colour mode and layout of each), the one shown, and that one's
 * geometry; for a rendering not in `seen`, also every text with its colour,
 * the colour it sits on (the page's background under the shapes drawn before
 * it that cover its centre, blended by their opacity) and what selecting it
 * copies.
 */
async function diagramsOf(
  page: Page,
  seen: string[],
): Promise<{renderings: {mode: string; layout: string}[]; shown: Shown[]}[]> {
  return page.evaluate((seen) => {
    const rgba = (value: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
      return value.startsWith('rgba') ? [r, g, b, a] : [r, g, b, 1];
    };
    const over = (top: number[], alpha: number, bottom: number[]) =>
      bottom.map((v, i) => top[i] * alpha + v * (1 - alpha));
    const pageBackground = (element: Element) => {
      for (let e: Element | null = element; e; e = e.parentElement) {
        const [r, g, b, a] = rgba(getComputedStyle(e).backgroundColor);
        if (a > 0) return [r, g, b];
      }
      return [255, 255, 255];
    };
    /** A run of text: a <text> or <tspan> holding characters itself. */
    const runs = (svg: SVGSVGElement) =>
      Array.from(svg.querySelectorAll<SVGTextContentElement>('text, tspan')).filter((text) =>
        Array.from(text.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== ''),
      );
    const inside = (inner: DOMRect, outer: DOMRect) =>
      inner.left >= outer.left - 1 &&
      inner.right <= outer.right + 1 &&
      inner.top >= outer.top - 1 &&
      inner.bottom <= outer.bottom + 1;

    function legibility(svg: SVGSVGElement, wrapper: Element): Text[] {
      // The filled shapes, in drawing order, with their colour and opacity.
      const shapes = Array.from(svg.querySelectorAll<SVGGraphicsElement>('rect, circle, ellipse, polygon, path'))
        .filter((shape) => !shape.closest('defs, marker'))
        .map((shape) => {
          const style = getComputedStyle(shape);
          const [r, g, b, a] = rgba(style.fill);
          const painted = style.fill !== 'none' && style.display !== 'none' && style.visibility !== 'hidden';
          return {
            shape,
            color: [r, g, b],
            alpha: painted ? a * Number(style.fillOpacity) * Number(style.opacity) : 0,
            box: shape.getBoundingClientRect(),
          };
        });
      return runs(svg).map((text) => {
        const box = text.getBoundingClientRect();
        const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
        let background = pageBackground(wrapper);
        // A sequence number sits on the circle of the marker that starts the line drawn just before it.
        const marker = text.previousElementSibling?.getAttribute('marker-start')?.match(/url\(#(.+)\)/)?.[1];
        const dot = marker ? svg.querySelector(`[id="${marker}"] circle`) : null;
        if (dot) background = rgba(getComputedStyle(dot).fill).slice(0, 3);
        for (const {shape, color, alpha, box: s} of shapes) {
          if (!(shape.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING)) break;
          if (alpha > 0 && cx >= s.left && cx <= s.right && cy >= s.top && cy <= s.bottom)
            background = over(color, alpha, background);
        }
        const range = document.createRange();
        range.selectNodeContents(text);
        const selection = window.getSelection()!;
        selection.removeAllRanges();
        selection.addRange(range);
        const selected = getComputedStyle(text).userSelect === 'none' ? '' : selection.toString();
        selection.removeAllRanges();
        return {
          text: text.textContent.trim(),
          fill: rgba(getComputedStyle(text).fill).slice(0, 3),
          background: background.map(Math.round),
          selected: selected.trim(),
        };
      });
    }

    return Array.from(document.querySelectorAll('figure[data-diagram]')).map((figure) => {
      const wrappers = Array.from(figure.querySelectorAll('[data-layout] > [data-color-mode]'));
      const renderings = wrappers.map((w) => ({
        mode: w.getAttribute('data-color-mode')!,
        layout: w.parentElement!.getAttribute('data-layout')!,
      }));
      const shown = wrappers
        .map((wrapper) => ({wrapper, svg: wrapper.querySelector('svg')!}))
        .filter(({svg}) => svg.getBoundingClientRect().width > 0)
        .map(({wrapper, svg}): Shown => {
          const key = svg.id;
          const titleId = svg.getAttribute('aria-labelledby') ?? '';
          const box = svg.getBoundingClientRect();
          const column = figure.closest('.markdown')!.getBoundingClientRect();
          let scrolls = false;
          for (let e: Element | null = svg.parentElement; e && e !== figure.parentElement; e = e.parentElement) {
            if (e.scrollWidth > e.clientWidth + 1) scrolls = true;
          }
          const scale = box.width / svg.viewBox.baseVal.width;
          const texts = runs(svg);
          // A label runs out of its drawing, or out of the node or actor box it names.
          const spilling = texts
            .filter((text) => {
              const own = text.getBoundingClientRect();
              if (!inside(own, box)) return true;
              // A flowchart's or state diagram's node; a sequence diagram's participant or note box (its text is drawn beside
              // its rect; an `actor`'s name sits under its stick figure, which it may be wider than).
              const node = text.closest('g.node');
              const shape = node
                ? node.querySelector(':scope > rect, :scope > polygon, :scope > path, :scope > circle')
                : text.closest('text.actor, text.noteText')?.parentElement?.querySelector(':scope > rect');
              return shape ? !inside(own, shape.getBoundingClientRect()) : false;
            })
            .map((text) => text.textContent.trim());
          return {
            key,
            titleText: (titleId && svg.querySelector(`[id="${titleId}"]`)?.textContent) || '',
            box: {left: box.left, right: box.right},
            column: {left: column.left, right: column.right},
            scrolls,
            smallestLabel: Math.min(...texts.map((text) => parseFloat(getComputedStyle(text).fontSize) * scale)),
            spilling,
            ...(seen.includes(key) ? {} : {texts: legibility(svg, wrapper)}),
          };
        });
      return {renderings, shown};
    });
  }, seen);
}

test.describe('diagrams', () => {
  // One walk per language over every doc with a diagram, as the static HTML shows it (its scripts are answered with
  // nothing: what a visitor sees before hydration, or without JavaScript). Each page is loaded once: in light mode it
  // is measured at every width of `widths`; then the page is switched to dark mode as the navbar's toggle does (the
  // `data-theme` attribute its CSS follows), and measured at the narrowest and the widest window. A layout is shown in
  // every column from some width up (the authored one) or below it (the portrait one), so the dark pass sees every
  // rendering, and the geometry, the same in both modes, is checked again there.
  for (const {code, prefix} of locales) {
    const pages = diagramPages.filter(({path}) => path.startsWith(`${prefix}/docs/`));
    test(`every ${code} doc diagram is SVG in the static HTML, named, selectable, legible and fits its column, in light and dark mode`, async ({
      page,
    }) => {
      const walks = {light: widths, dark: [widths[0], widths.at(-1)!]};
      test.setTimeout(30_000 + pages.length * (walks.light.length + walks.dark.length) * 1_500);
      // Per colour mode and window width: the renderings shown, those wider than their column (or scrolling), the smallest label.
      const fit = new Map<string, {shown: number; wider: string[]; smallestLabel: number}>(
        (['light', 'dark'] as const).flatMap((mode) =>
          walks[mode].map((width) => [`${mode} ${width}`, {shown: 0, wider: [], smallestLabel: Infinity}] as const),
        ),
      );
      await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
      await page.route('**/*.js', (route) => route.fulfill({contentType: 'text/javascript', body: ''}));
      for (const {path, titles} of pages) {
        await page.setViewportSize({width: widths[0], height: 900});
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        const ids = await page.locator('[id]').evaluateAll((elements) => elements.map((e) => e.id));
        expect(
          ids.filter((id, i) => ids.indexOf(id) !== i),
          `${path}: ids are unique on the page`,
        ).toEqual([]);
        for (const mode of ['light', 'dark'] as const) {
          if (mode === 'dark') await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
          const seen: string[] = [];
          for (const width of walks[mode]) {
            await page.setViewportSize({width, height: 900});
            const diagrams = await diagramsOf(page, seen);
            const at = `${path} at ${width} px in ${mode} mode`;
            expect(diagrams.length, `${at}: one figure per block`).toBe(titles.length);
            for (const [i, {renderings, shown}] of diagrams.entries()) {
              const title = titles[i];
              if (mode === 'light' && width === widths[0]) {
                // A light and a dark rendering of each layout: the authored one, and the portrait one if it has it.
                const layouts = [...new Set(renderings.map((r) => r.layout))];
                expect(renderings, `${at}: "${title}" has both colour modes of each layout`).toEqual(
                  layouts.flatMap((layout) => ['light', 'dark'].map((m) => ({mode: m, layout}))),
                );
                expect(layouts[0], `${at}: "${title}"`).toBe('wide');
              }
              expect(shown.length, `${at}: "${title}" shows one rendering`).toBe(1);
              const [rendering] = shown;
              expect(rendering.titleText, `${at}: the rendering is named by its block's title`).toBe(title);
              const stats = fit.get(`${mode} ${width}`)!;
              stats.shown += 1;
              stats.smallestLabel = Math.min(stats.smallestLabel, rendering.smallestLabel);
              if (
                rendering.box.left < rendering.column.left - 1 ||
                rendering.box.right > rendering.column.right + 1 ||
                rendering.scrolls
              )
                stats.wider.push(`${path}: "${title}"`);
              expect
                .soft(rendering.smallestLabel, `${at}: "${title}": its smallest label, in px`)
                .toBeGreaterThanOrEqual(minLabelPx - 0.05);
              expect.soft(rendering.spilling, `${at}: "${title}": labels out of their box or drawing`).toEqual([]);
              if (rendering.texts) {
                seen.push(rendering.key);
                expect(rendering.texts.length, `${at}: "${title}" has text`).toBeGreaterThan(0);
                const unselectable = rendering.texts.filter((t) => t.selected !== t.text).map((t) => t.text);
                expect(unselectable, `${at}: "${title}": texts a reader cannot select`).toEqual([]);
                const faint = rendering.texts
                  .filter((t) => contrast(t.fill, t.background) < 4.5)
                  .map(
                    (t) =>
                      `"${t.text}" ${contrast(t.fill, t.background).toFixed(2)}:1 (${t.fill.join(',')} on ${t.background.join(',')})`,
                  );
                expect.soft(faint, `${at}: "${title}": text below 4.5:1`).toEqual([]);
              }
            }
          }
          const shownSvgs = page
            .locator(`figure[data-diagram] [data-color-mode="${mode}"] > svg`)
            .filter({visible: true});
          for (const [i, title] of titles.entries())
            await expect(shownSvgs.nth(i), `${path} in ${mode} mode`).toHaveAccessibleName(title);
        }
      }
      // The count at each width, in the report: what issue 40 measured (38 of 49 renderings wider than the column).
      const summary = [...fit].map(
        ([at, {shown, wider, smallestLabel}]) =>
          `${at} px: ${wider.length} of ${shown} wider than their column, smallest label ${smallestLabel.toFixed(1)} px`,
      );
      test.info().annotations.push({type: 'diagrams', description: summary.join('; ')});
      console.log(`[diagrams] ${code}, ${pages.length} pages:\n  ${summary.join('\n  ')}`);
      for (const [at, {wider}] of fit)
        expect(wider, `diagrams wider than their column, or scrolling, in ${at} px`).toEqual([]);
    });
  }

  test('diagram pages load no Mermaid code, in either language, and follow the colour mode after hydration', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    // The build's scripts: none carries Mermaid's runtime or the theme that loads it.
    const chunks = readdirSync(join(buildDir, 'assets', 'js')).filter((file) => file.endsWith('.js'));
    const withRuntime = chunks.filter((file) =>
      runtimeMarkers.some((marker) => readFileSync(join(buildDir, 'assets', 'js', file), 'utf8').includes(marker)),
    );
    expect(withRuntime, 'scripts of the build with Mermaid code').toEqual([]);

    const scripts = new Map<string, Buffer>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => undefined);
      if (body) scripts.set(response.url(), body);
    });
    const scriptBytes = async (path: string) => {
      scripts.clear();
      await page.goto(path, {waitUntil: 'networkidle'});
      await waitForHydration(page);
      return [...scripts.values()].reduce((sum, body) => sum + gzipSync(body).length, 0);
    };
    for (const {code, prefix} of locales) {
      const plain = await scriptBytes(`${prefix}/docs/edge/installing`);
      const path = `${prefix}/docs/edge/intro`;
      const withDiagram = await scriptBytes(path);
      for (const [url, body] of scripts) {
        expect(
          runtimeMarkers.filter((marker) => body.includes(marker)),
          `${code}: ${url}`,
        ).toEqual([]);
        // The renderings are in the HTML only: hydration reads them back from the document.
        expect(body.includes('graphics-document'), `${code}: ${url} carries a diagram's SVG`).toBe(false);
      }
      expect(withDiagram - plain, `${path}: gzipped script bytes beyond a plain doc's`).toBeLessThan(3_000);

      // The colour-mode switch shows the other rendering, as for a themed image.
      const diagram = page.locator('figure[data-diagram]').first();
      const toggle = page.getByRole('button', {name: colourModeToggleName[code]});
      for (const next of ['dark', 'light']) {
        if ((await page.locator('html').getAttribute('data-theme')) !== next) await toggle.click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', next);
        await expect(diagram.locator(`[data-color-mode="${next}"] svg`).filter({visible: true}), path).toHaveCount(1);
        await expect(
          diagram.locator(`[data-color-mode="${next === 'dark' ? 'light' : 'dark'}"] svg`).filter({visible: true}),
          path,
        ).toHaveCount(0);
        await expectNoAxeViolations(page, `${path} in ${next} mode`, {include: 'figure[data-diagram]'});
      }
      // Reached through the app's router, each rendering is fetched from the file the build published, in its place.
      await page.goto(`${prefix}/docs/edge/installing`);
      await waitForHydration(page);
      await navigateInApp(page, path);
      const rendering = page
        .locator('figure[data-diagram]')
        .first()
        .locator('[data-color-mode="light"] > svg')
        .filter({visible: true});
      await expect(rendering.locator('text').first(), `${path} in the app`).toBeVisible();
      await expect(rendering, `${path} in the app`).toHaveAccessibleName(/\S/);
      // If the file cannot be fetched (connection lost), the reader is told, and can open the drawing.
      const other = diagramPages.find((doc) => doc.path.startsWith(`${prefix}/docs/`) && doc.path !== path)!.path;
      await page.route('**/assets/diagrams/*.svg', (route) => route.abort());
      await navigateInApp(page, other);
      const failed = page
        .locator('figure[data-diagram]')
        .first()
        .locator('[data-color-mode="light"]')
        .getByRole('status')
        .filter({visible: true});
      await expect(failed, `${other} offline`).toContainText(
        code === 'it' ? 'Non è stato possibile caricare il diagramma' : 'The diagram could not be loaded',
      );
      await expect(failed.getByRole('link'), `${other} offline`).toHaveAttribute(
        'href',
        new RegExp(`^${prefix}/assets/diagrams/\\w+\\.svg$`),
      );
      await page.unroute('**/assets/diagrams/*.svg');
      // The browser logs each aborted request; those were made to fail.
      consoleErrors.splice(
        0,
        consoleErrors.length,
        ...consoleErrors.filter((error) => !/Failed to load resource: net::ERR_FAILED/.test(error)),
      );
    }
  });
});
