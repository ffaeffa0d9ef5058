import {readdirSync, readFileSync} from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, navigateInApp, locales} from './fixtures';
import {contrast} from '../lib/contrast';

/**
 * Diagrams of the docs (```mermaid blocks) as the production build ships them
 * (plugins/features/mermaid-svg): SVG in the static HTML, one per colour mode, named,
 * legible, with selectable text, and no Mermaid code or SVG in any script;
 * reached in the app, fetched from the published file.
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

const toggleName = {en: /Switch between dark and light mode/, it: /Passa tra modalità scura e chiara/};

/** Strings only Mermaid's runtime and @docusaurus/theme-mermaid's client contain (never our SVGs). */
const runtimeMarkers = ['securityLevel', 'startOnLoad', 'docusaurus-mermaid-container'];


type Rendering = {mode: string | null; shown: boolean; scale: number; titleText: string; clipped: boolean; texts: {text: string; fill: number[]; background: number[]; selected: string}[]};

/**
 * Each diagram of the page with its two renderings: which is shown, the
 * title it is named by, and every text with its colour, the colour it sits on
 * (the page's background under the shapes drawn before it that cover its
 * centre, blended by their opacity) and what selecting it copies.
 */
async function diagramsOf(page: Page, html: string): Promise<{renderings: Rendering[]; duplicateIds: string[]}> {
  return page.evaluate((html) => {
    // The fetched page takes the place of the open doc's article: same column, same stylesheet.
    const fetched = new DOMParser().parseFromString(html, 'text/html');
    const ids = Array.from(fetched.querySelectorAll('[id]')).map((e) => e.id);
    const duplicateIds = [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
    document.querySelector('article')!.replaceWith(document.importNode(fetched.querySelector('article')!, true));

    const rgba = (value: string) => {
      const [r = 0, g = 0, b = 0, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
      return value.startsWith('rgba') ? [r, g, b, a] : [r, g, b, 1];
    };
    const over = (top: number[], alpha: number, bottom: number[]) => bottom.map((v, i) => top[i] * alpha + v * (1 - alpha));
    const pageBackground = (element: Element) => {
      for (let e: Element | null = element; e; e = e.parentElement) {
        const [r, g, b, a] = rgba(getComputedStyle(e).backgroundColor);
        if (a > 0) return [r, g, b];
      }
      return [255, 255, 255];
    };
    const renderings = Array.from(document.querySelectorAll('figure[data-diagram] > [data-color-mode]')).map((wrapper) => {
      const svg = wrapper.querySelector('svg')!;
      const shown = getComputedStyle(wrapper).display !== 'none' && svg.getBoundingClientRect().width > 0;
      const titleId = svg.getAttribute('aria-labelledby') ?? '';
      const titleText = (titleId && svg.querySelector(`[id="${titleId}"]`)?.textContent) || '';
      // The filled shapes, in drawing order, with their colour and opacity.
      const shapes = (shown ? Array.from(svg.querySelectorAll<SVGGraphicsElement>('rect, circle, ellipse, polygon, path')) : [])
        .filter((shape) => !shape.closest('defs, marker'))
        .map((shape) => {
          const style = getComputedStyle(shape);
          const [r, g, b, a] = rgba(style.fill);
          const painted = style.fill !== 'none' && style.display !== 'none' && style.visibility !== 'hidden';
          return {shape, color: [r, g, b], alpha: painted ? a * Number(style.fillOpacity) * Number(style.opacity) : 0, box: shape.getBoundingClientRect()};
        });
      const texts = shown
        ? // Each run of text (a <text> or <tspan> holding characters itself), in the colour it is painted with.
          Array.from(svg.querySelectorAll<SVGTextContentElement>('text, tspan'))
            .filter((text) => Array.from(text.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== ''))
            .map((text) => {
              const box = text.getBoundingClientRect();
              const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
              let background = pageBackground(wrapper);
              // A sequence number sits on the circle of the marker that starts the line drawn just before it.
              const marker = text.previousElementSibling?.getAttribute('marker-start')?.match(/url\(#(.+)\)/)?.[1];
              const dot = marker ? svg.querySelector(`[id="${marker}"] circle`) : null;
              if (dot) background = rgba(getComputedStyle(dot).fill).slice(0, 3);
              for (const {shape, color, alpha, box: s} of shapes) {
                if (!(shape.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING)) break;
                if (alpha > 0 && cx >= s.left && cx <= s.right && cy >= s.top && cy <= s.bottom) background = over(color, alpha, background);
              }
              const range = document.createRange();
              range.selectNodeContents(text);
              const selection = window.getSelection()!;
              selection.removeAllRanges();
              selection.addRange(range);
              const selected = getComputedStyle(text).userSelect === 'none' ? '' : selection.toString();
              selection.removeAllRanges();
              return {text: text.textContent.trim(), fill: rgba(getComputedStyle(text).fill).slice(0, 3), background: background.map(Math.round), selected: selected.trim()};
            })
        : [];
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      // Wider than its column: it must scroll (never clip), from the keyboard too, and show the scroll cue.
      const style = getComputedStyle(wrapper);
      const scrolls = shown && wrapper.scrollWidth > wrapper.clientWidth + 1;
      const clipped = scrolls && (style.overflowX === 'hidden' || style.overflowX === 'clip' || wrapper.getAttribute('tabindex') !== '0' || !style.backgroundImage.includes('radial-gradient'));
      return {mode: wrapper.getAttribute('data-color-mode'), shown, scale, titleText, texts, clipped};
    });
    return {renderings, duplicateIds};
  }, html);
}

test.describe('diagrams', () => {
  // One walk per colour mode over every doc with a diagram, in both languages, as the static HTML shows
  // it: each page's HTML is fetched and shown in one open doc page whose scripts are answered with
  // nothing (what a visitor sees before hydration, or without JavaScript).
  for (const mode of ['light', 'dark'] as const) {
    test(`every doc diagram is SVG in the static HTML, named, selectable and legible in ${mode} mode`, async ({page, request}) => {
      test.setTimeout(20_000 + diagramPages.length * 500);
      await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
      await page.route('**/*.js', (route) => route.fulfill({contentType: 'text/javascript', body: ''}));
      await page.goto('/docs/edge/installing');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      for (const {path, titles} of diagramPages) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        const {renderings, duplicateIds} = await diagramsOf(page, await response.text());
        expect(renderings.map((r) => r.mode), `${path}: a light and a dark rendering of each diagram`).toEqual(titles.flatMap(() => ['light', 'dark']));
        expect(duplicateIds, `${path}: ids are unique on the page`).toEqual([]);
        expect(renderings.map((r) => r.titleText), `${path}: each rendering is named by its block's title`).toEqual(titles.flatMap((t) => [t, t]));
        expect(renderings.map((r) => r.shown), `${path}: only the ${mode} rendering shows`).toEqual(titles.flatMap(() => [mode === 'light', mode === 'dark']));
        const shown = page.locator(`figure[data-diagram] > [data-color-mode="${mode}"] > svg`);
        for (const [i, title] of titles.entries()) await expect(shown.nth(i), path).toHaveAccessibleName(title);
        for (const rendering of renderings.filter((r) => r.shown)) {
          expect(rendering.texts.length, `${path}: "${rendering.titleText}" has text`).toBeGreaterThan(0);
          expect(rendering.clipped, `${path}: "${rendering.titleText}" is wider than its column: it scrolls, focusable, with its cue`).toBe(false);
          // Never shrunk below three quarters (labels of 12 px or more): a wider diagram scrolls instead.
          expect(rendering.scale, `${path}: "${rendering.titleText}" is drawn large enough to read`).toBeGreaterThan(0.74);
          const unselectable = rendering.texts.filter((t) => t.selected !== t.text).map((t) => t.text);
          expect(unselectable, `${path}: "${rendering.titleText}": texts a reader cannot select`).toEqual([]);
          const faint = rendering.texts.filter((t) => contrast(t.fill, t.background) < 4.5).map((t) => `"${t.text}" ${contrast(t.fill, t.background).toFixed(2)}:1 (${t.fill.join(',')} on ${t.background.join(',')})`);
          expect.soft(faint, `${path}: "${rendering.titleText}": text below 4.5:1 in ${mode} mode`).toEqual([]);
        }
      }
    });
  }

  test('diagram pages load no Mermaid code, in either language, and follow the colour mode after hydration', async ({page, consoleErrors}) => {
    test.setTimeout(90_000);
    // The build's scripts: none carries Mermaid's runtime or the theme that loads it.
    const chunks = readdirSync(join(buildDir, 'assets', 'js')).filter((file) => file.endsWith('.js'));
    const withRuntime = chunks.filter((file) => runtimeMarkers.some((marker) => readFileSync(join(buildDir, 'assets', 'js', file), 'utf8').includes(marker)));
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
        expect(runtimeMarkers.filter((marker) => body.includes(marker)), `${code}: ${url}`).toEqual([]);
        // The renderings are in the HTML only: hydration reads them back from the document.
        expect(body.includes('graphics-document'), `${code}: ${url} carries a diagram's SVG`).toBe(false);
      }
      expect(withDiagram - plain, `${path}: gzipped script bytes beyond a plain doc's`).toBeLessThan(3_000);

      // The colour-mode switch shows the other rendering, as for a themed image.
      const diagram = page.locator('figure[data-diagram]').first();
      const toggle = page.getByRole('button', {name: toggleName[code]});
      for (const next of ['dark', 'light']) {
        if ((await page.locator('html').getAttribute('data-theme')) !== next) await toggle.click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', next);
        await expect(diagram.locator(`[data-color-mode="${next}"] svg`), path).toBeVisible();
        await expect(diagram.locator(`[data-color-mode="${next === 'dark' ? 'light' : 'dark'}"] svg`), path).toBeHidden();
        const axe = await new AxeBuilder({page}).include('figure[data-diagram]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `${path} in ${next} mode: axe`).toEqual([]);
      }
      // Reached through the app's router, each rendering is fetched from the file the build published, in its place.
      await page.goto(`${prefix}/docs/edge/installing`);
      await waitForHydration(page);
      await navigateInApp(page, path);
      const rendering = page.locator('figure[data-diagram] [data-color-mode="light"]').first();
      await expect(rendering.locator('svg text').first(), `${path} in the app`).toBeVisible();
      await expect(rendering.locator('svg'), `${path} in the app`).toHaveAccessibleName(/\S/);
      // If the file cannot be fetched (connection lost), the reader is told, and can open the drawing.
      const other = diagramPages.find((doc) => doc.path.startsWith(`${prefix}/docs/`) && doc.path !== path)!.path;
      await page.route('**/assets/diagrams/*.svg', (route) => route.abort());
      await navigateInApp(page, other);
      const failed = page.locator('figure[data-diagram] [data-color-mode="light"]').first().getByRole('status');
      await expect(failed, `${other} offline`).toContainText(code === 'it' ? 'Non è stato possibile caricare il diagramma' : 'The diagram could not be loaded');
      await expect(failed.getByRole('link'), `${other} offline`).toHaveAttribute('href', new RegExp(`^${prefix}/assets/diagrams/\\w+\\.svg$`));
      await page.unroute('**/assets/diagrams/*.svg');
      // The browser logs each aborted request; those were made to fail.
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !/Failed to load resource: net::ERR_FAILED/.test(error)));
    }
  });
});
