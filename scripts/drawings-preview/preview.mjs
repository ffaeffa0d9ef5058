#!/usr/bin/env node
/**
 * Drawings preview: renders drawings from src/drawings/ without building the site, in both languages and both colour
 * modes, at a phone's column (356 px, the figure on a 390 px screen) and a desktop's (960 px), then screenshots them
 * and checks what a reader would see: the smallest label as rendered, text that runs out of its box, anything outside
 * the canvas.
 *
 *   npm run drawings:preview                      every drawing
 *   npm run drawings:preview -- edge-sidecar      one or more by name
 *
 * Screenshots go to /tmp/drawings-preview (or DRAWINGS_PREVIEW_DIR); the findings are printed, and the exit code is 1
 * when a drawing has any.
 */
/* global document, getComputedStyle -- inspect() runs in the browser page */
import {mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {createServer} from 'vite';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '../../tooling/chromium.mjs';
import {fontFaceRules, fontRecipe} from '../../tooling/font.mjs';

const root = process.cwd();
const outDir = process.env.DRAWINGS_PREVIEW_DIR ?? '/tmp/drawings-preview';
const widths = {phone: 356, desktop: 960};
const minLabelPx = 11;

const names = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync(join(root, 'src/drawings'))
      .filter((f) => f.endsWith('.tsx'))
      .map((f) => f.replace(/\.tsx$/, ''))
      .sort();

const server = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: {middlewareMode: true, hmr: false, ws: false},
  oxc: {jsx: {runtime: 'automatic'}},
  resolve: {
    alias: [
      {find: '@docusaurus/useDocusaurusContext', replacement: join(root, 'scripts/drawings-preview/context-stub.ts')},
      {find: '@site', replacement: root},
    ],
  },
  // Class names stay as written, so the kit's stylesheet can be inlined as it is.
  css: {modules: {generateScopedName: '[local]'}},
});
const {renderToStaticMarkup} = await import('react-dom/server');
const {createElement} = await import('react');

// The palette (--drawing-* in both modes) and the site's fonts, from the site's own stylesheet.
const customCss = readFileSync(join(root, 'src/css/custom.css'), 'utf8');
const kitCss = readFileSync(join(root, 'src/components/DrawingKit/styles.module.css'), 'utf8');
// The @font-face rules of the site's typeface, pointed at the file in static/.
const fontCss = fontFaceRules(`file://${join(root, fontRecipe.output)}`);

function page(markup, mode) {
  return `<!doctype html><html data-theme="${mode}"><head><meta charset="utf-8"><style>
${fontCss}
${customCss.replace(/@import[^;]+;/g, '')}
body{margin:0;padding:16px;background:#888;font-family:var(--ifm-font-family-base, system-ui, sans-serif)}
.col{background:var(--drawing-surface);margin-bottom:16px}
${kitCss}
</style></head><body>
<div class="col" id="phone" style="width:${widths.phone}px">${markup}</div>
<div class="col" id="desktop" style="width:${widths.desktop}px">${markup}</div>
</body></html>`;
}

/** In the page: the visible drawing of each column, its smallest label, and text that leaves its box or the canvas. */
function inspect(minPx) {
  const out = {};
  for (const col of document.querySelectorAll('.col')) {
    const svg = [...col.querySelectorAll('svg[data-drawing]')].find((s) => s.getBoundingClientRect().height > 0);
    const canvas = svg.getBoundingClientRect();
    const scale = canvas.width / svg.viewBox.baseVal.width;
    let smallest = Infinity;
    const problems = [];
    for (const text of svg.querySelectorAll('text')) {
      if (!text.textContent.trim()) continue;
      const px = parseFloat(getComputedStyle(text).fontSize) * scale;
      smallest = Math.min(smallest, px);
      const box = text.getBoundingClientRect();
      const label = text.textContent.trim().slice(0, 40);
      if (px < minPx - 0.05) problems.push(`label «${label}» is ${px.toFixed(1)} px`);
      if (
        box.left < canvas.left - 0.5 ||
        box.right > canvas.right + 0.5 ||
        box.top < canvas.top - 0.5 ||
        box.bottom > canvas.bottom + 0.5
      )
        problems.push(`«${label}» runs outside the canvas`);
      // A label drawn by Box sits in a <g> whose first child is its rect: it must fit inside it.
      const rect = text.parentElement?.firstElementChild;
      if (rect?.tagName === 'rect' && text.parentElement !== svg) {
        const r = rect.getBoundingClientRect();
        if (box.left < r.left - 0.5 || box.right > r.right + 0.5) problems.push(`«${label}» is wider than its box`);
      }
    }
    out[col.id] = {
      layout: svg.dataset.drawing,
      width: Math.round(canvas.width),
      smallest: Number(smallest.toFixed(1)),
      problems,
    };
  }
  return out;
}

mkdirSync(outDir, {recursive: true});
const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
const context = await browser.newContext({viewport: {width: 1000, height: 800}, deviceScaleFactor: 1});
const tab = await context.newPage();
let failed = 0;
for (const name of names) {
  const mod = await server.ssrLoadModule(`/src/drawings/${name}.tsx`);
  for (const locale of ['en', 'it']) {
    globalThis.previewLocale = locale;
    const markup = renderToStaticMarkup(createElement(mod.default));
    for (const mode of ['light', 'dark']) {
      const file = join(outDir, `${name}-${locale}-${mode}.html`);
      writeFileSync(file, page(markup, mode));
      await tab.goto(`file://${file}`);
      await tab.evaluate(async () => {
        await document.fonts.load('600 18px Geist');
        await document.fonts.ready;
      });
      for (const id of Object.keys(widths)) {
        await tab.locator(`#${id}`).screenshot({path: join(outDir, `${name}-${locale}-${mode}-${id}.png`)});
      }
      if (mode === 'dark') continue; // the geometry does not depend on the colour mode
      const found = await tab.evaluate(inspect, minLabelPx);
      for (const [id, r] of Object.entries(found)) {
        const line = `${name} ${locale} ${id}: ${r.layout} layout at ${r.width} px, smallest label ${r.smallest} px`;
        if (r.problems.length) {
          failed += 1;
          console.log(`✗ ${line}\n    ${r.problems.join('\n    ')}`);
        } else console.log(`✓ ${line}`);
      }
    }
  }
}
await browser.close();
await server.close();
console.log(`\nScreenshots: ${outDir}/<name>-<locale>-<mode>-<phone|desktop>.png`);
process.exit(failed ? 1 : 0);
