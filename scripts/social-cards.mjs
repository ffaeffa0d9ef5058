/**
 * Rasterises the social cards: every `assets/social/{name}.svg` becomes a
 * 1200 × 630 PNG in `static/img/social/{name}.png` (the default card,
 * `social-card.svg`, becomes `static/img/social-card.png`). Run it by hand
 * after editing a card and commit both files: `node scripts/social-cards.mjs`.
 * It drives the same Chromium as the tests; the build never runs it.
 */
/* global document -- read inside page.evaluate(), which runs in the page */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '../tooling/chromium.mjs';

const sourceDir = 'assets/social';
const width = 1200;
const height = 630;

const target = (name) =>
  name === 'social-card' ? 'static/img/social-card.png' : join('static/img/social', `${name}.png`);

const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
try {
  const page = await browser.newPage({viewport: {width, height}, deviceScaleFactor: 1});
  for (const file of readdirSync(sourceDir)
    .filter((f) => f.endsWith('.svg'))
    .sort()) {
    const name = file.replace(/\.svg$/, '');
    const svg = readFileSync(join(sourceDir, file), 'utf8');
    await page.setContent(`<!doctype html><html><body style="margin:0;background:#0d2a47">${svg}</body></html>`);
    await page.evaluate(() => document.fonts.ready);
    const out = target(name);
    await page.screenshot({path: out, clip: {x: 0, y: 0, width, height}, omitBackground: false});
    console.log(`${out}  ${(statSync(out).size / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
}
