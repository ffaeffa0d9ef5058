#!/usr/bin/env node
/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, simulated throttling) on
 * the production build, the way the speed goals are measured.
 *
 * Serves `build/` (run `npm run build` first) gzip-compressed as a static
 * host does, runs Lighthouse's performance category several times per page
 * in Debian's Chromium and prints the median score and metrics per page.
 * Lighthouse is fetched by npx on first use (not a dependency of the
 * project: it weighs 176 MB and `npm test` does not need it).
 *
 * Usage: node scripts/bench-lighthouse.mjs [--runs 5] [--dir build] [path ...]
 * Default pages: the home page, a plain doc page, an API operation page and its Italian twin.
 */
import {spawnSync, spawn} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {chromiumArgs, chromiumPath} from './chromium.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const [value] = args.splice(i, 2).slice(1);
  return value;
};
const runs = Number(option('runs', 5));
const dir = option('dir', 'build');
const port = Number(option('port', 3400));
const lighthouseVersion = '13.5.0';
const paths = args.length > 0 ? args : ['/', '/docs/intro/about-fulcro', '/docs/api/core/create-thing', '/it/docs/api/core/get-thing'];
const chromeFlags = ['--headless=new', ...chromiumArgs].join(' ');

const server = spawn(process.execPath, ['scripts/serve-static.mjs', '--port', String(port), '--dir', dir], {stdio: 'ignore'});
await new Promise((resolve) => setTimeout(resolve, 800));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const work = mkdtempSync(join(tmpdir(), 'lighthouse-'));
try {
  for (const path of paths) {
    const results = [];
    for (let run = 0; run < runs; run++) {
      const output = join(work, `${run}.json`);
      const result = spawnSync(
        'npx',
        [
          '--yes',
          `lighthouse@${lighthouseVersion}`,
          `http://127.0.0.1:${port}${path}`,
          '--only-categories=performance',
          '--output=json',
          `--output-path=${output}`,
          '--quiet',
          `--chrome-flags=${chromeFlags}`,
        ],
        {stdio: ['ignore', 'ignore', 'inherit'], env: {...process.env, CHROME_PATH: chromiumPath}},
      );
      if (result.status !== 0) throw new Error(`lighthouse failed on ${path} (exit ${result.status})`);
      const {categories, audits} = JSON.parse(readFileSync(output, 'utf8'));
      results.push({
        score: Math.round(categories.performance.score * 100),
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
      });
    }
    const m = (key) => median(results.map((r) => r[key]));
    console.log(
      `${path}: performance ${m('score')} (runs: ${results.map((r) => r.score).join(', ')}), ` +
        `FCP ${(m('fcp') / 1000).toFixed(1)} s, LCP ${(m('lcp') / 1000).toFixed(1)} s, TBT ${Math.round(m('tbt'))} ms, CLS ${m('cls').toFixed(3)}`,
    );
  }
} finally {
  server.kill();
  rmSync(work, {recursive: true, force: true});
}
