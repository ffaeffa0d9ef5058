#!/usr/bin/env node
/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, simulated throttling) on
 * the production build, the way the speed goals are measured.
 *
 * Serves `build/` (run `npm run build` first) as Cloudflare Pages does
 * (`npm run preview`: wrangler pages dev, `_headers` applied), runs
 * Lighthouse several times per page in Debian's Chromium
 * (tooling/chromium.mjs) and prints, per page, the median performance,
 * accessibility, best-practices and SEO scores, Total Blocking Time, gzipped
 * script bytes and request count; then each page's TBT and script bytes as
 * a ratio to the home page of its locale, Italian against English, and
 * PASS/FAIL for each goal (contributing/speed.md). Not part of `npm test`: timings
 * depend on the machine and its load (printed with the results).
 *
 * Nothing is downloaded: Lighthouse is run by `npx --offline` from npm's
 * cache, where `npx --yes lighthouse@<version> --version` puts it once (it
 * is no dependency of the project: it weighs 176 MB and `npm test` does not
 * need it). Requests to other hosts than the served build (analytics) are
 * blocked, as the machine may have no network; Lighthouse does not count
 * blocked requests as console errors.
 *
 * Usage: node scripts/bench-lighthouse.mjs [--runs 5] [--dir build] [--port 3400] [path ...]
 */
import {spawnSync, spawn} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {loadavg, tmpdir} from 'node:os';
import {join} from 'node:path';
import {chromiumArgs, chromiumPath} from '../tooling/chromium.mjs';

const lighthouseVersion = '13.5.0';

/** Pages measured by default, by role; each also in Italian. */
const pages = [
  {role: 'home', path: '/'},
  {role: 'doc', path: '/docs/core/message-policy'},
  {role: 'diagram', path: '/docs/edge/intro'},
  {role: 'api', path: '/docs/api/core/create-thing'},
];
const locales = [
  {code: 'en', prefix: ''},
  {code: 'it', prefix: '/it'},
];

/** Goals per role, against the home page of the same locale (contributing/speed.md). */
const goals = {
  doc: {tbtRatio: 1.2, extraScriptKb: 30},
  diagram: {tbtRatio: 1.2, extraScriptKb: 30},
  api: {tbtRatio: 1.4, extraScriptKb: 100},
};
/** Italian pages: TBT and script bytes within this fraction of the English page's. */
const localeTolerance = 0.05;
const otherCategories = ['accessibility', 'best-practices', 'seo'];

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
const targets =
  args.length > 0
    ? args.map((path) => ({
        role: /^(\/it)?\/?$/.test(path) ? 'home' : 'page',
        locale: path === '/it' || path.startsWith('/it/') ? 'it' : 'en',
        path,
      }))
    : locales.flatMap(({code, prefix}) =>
        pages.map(({role, path}) => ({role, locale: code, path: `${prefix}${path}`})),
      );

const chromeFlags = ['--headless=new', ...chromiumArgs].join(' ');
const origin = `http://127.0.0.1:${port}`;

function lighthouse(url, output) {
  return spawnSync(
    'npx',
    [
      '--offline',
      '--yes',
      `lighthouse@${lighthouseVersion}`,
      url,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      // Only the served build: other hosts (analytics) are not reachable here.
      '--blocked-url-patterns=https://*',
      `--chrome-flags=${chromeFlags}`,
    ],
    {stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8', env: {...process.env, CHROME_PATH: chromiumPath}},
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const score = (category) => Math.round((category?.score ?? 0) * 100);

/** One Lighthouse report reduced to the figures the goals are about. */
function figures(report) {
  const {categories, audits} = report;
  const requests = audits['network-requests'].details.items.filter((item) => !item.url.startsWith('data:'));
  const scripts = requests.filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin));
  return {
    performance: score(categories.performance),
    accessibility: score(categories.accessibility),
    'best-practices': score(categories['best-practices']),
    seo: score(categories.seo),
    tbt: audits['total-blocking-time'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    scriptKb: scripts.reduce((sum, item) => sum + item.transferSize, 0) / 1024,
    requests: requests.length,
    failing: Object.entries(categories)
      .filter(([id]) => otherCategories.includes(id))
      .flatMap(([id, category]) =>
        category.auditRefs
          .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
          .map((ref) => `${id}: ${ref.id}`),
      ),
  };
}

// The build as Cloudflare Pages serves it (`npm run preview`), with a database of its own.
const server = spawn(
  process.execPath,
  [
    'scripts/preview.mjs',
    '--port',
    String(port),
    '--dir',
    dir,
    '--persist-to',
    `test-results/bench-preview-${port}`,
    '--fresh',
  ],
  {
    stdio: 'ignore',
  },
);
for (const deadline = Date.now() + 180_000; ;) {
  if (server.exitCode !== null) throw new Error(`the preview exited with ${server.exitCode}`);
  if (
    await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.ok,
      () => false,
    )
  )
    break;
  if (Date.now() > deadline) throw new Error(`the preview did not answer on port ${port} within 180 s`);
  await new Promise((resolve) => setTimeout(resolve, 500));
}

const work = mkdtempSync(join(tmpdir(), 'lighthouse-'));
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const loadBefore = load();
const results = [];
const perTarget = targets.map(() => []);
try {
  // Rounds, not blocks: each round measures every page once, so a change in
  // the machine's load during the run weighs on all pages alike, and the
  // ratios between pages (the goals) compare runs made minutes apart at most.
  // Each round starts one page further on, so that no page's figures come
  // from one place in the round (always first after the previous round's end).
  for (let run = 0; run < runs; run++) {
    for (let step = 0; step < targets.length; step++) {
      const index = (run + step) % targets.length;
      const target = targets[index];
      const output = join(work, `${index}-${run}.json`);
      let result = lighthouse(`${origin}${target.path}`, output);
      // Lighthouse's own transient failures (a trace without navigation start) are run again, twice at most.
      for (
        let retry = 0;
        retry < 2 && result.status !== 0 && /Please run Lighthouse again/.test(result.stderr ?? '');
        retry++
      ) {
        result = lighthouse(`${origin}${target.path}`, output);
      }
      if (result.status !== 0) {
        if (/ENOTCACHED|not in the npm cache|offline/i.test(result.stderr ?? '')) {
          throw new Error(
            `Lighthouse ${lighthouseVersion} is not in npm's cache: run \`npx --yes lighthouse@${lighthouseVersion} --version\` once.`,
          );
        }
        throw new Error(`lighthouse failed on ${target.path} (exit ${result.status}):\n${result.stderr}`);
      }
      perTarget[index].push(figures(JSON.parse(readFileSync(output, 'utf8'))));
    }
    process.stderr.write(`round ${run + 1} of ${runs} done (load ${load()})\n`);
  }
  for (const [index, target] of targets.entries()) {
    const perRun = perTarget[index];
    const m = (key) => median(perRun.map((r) => r[key]));
    const row = {
      ...target,
      performance: m('performance'),
      accessibility: m('accessibility'),
      'best-practices': m('best-practices'),
      seo: m('seo'),
      tbt: m('tbt'),
      tbtRuns: perRun.map((r) => Math.round(r.tbt)),
      lcp: m('lcp'),
      scriptKb: m('scriptKb'),
      requests: m('requests'),
      failing: [...new Set(perRun.flatMap((r) => r.failing))],
    };
    results.push(row);
    console.log(
      `${row.path}: performance ${row.performance}, a11y ${row.accessibility}, best practices ${row['best-practices']}, SEO ${row.seo}; ` +
        `TBT ${Math.round(row.tbt)} ms (runs ${row.tbtRuns.join(', ')}), LCP ${(row.lcp / 1000).toFixed(1)} s, ` +
        `scripts ${row.scriptKb.toFixed(1)} KB gzip, ${row.requests} requests` +
        (row.failing.length > 0 ? `; failing: ${row.failing.join(', ')}` : ''),
    );
  }
} finally {
  server.kill();
  rmSync(work, {recursive: true, force: true});
}

// Ratios and goals.
const verdicts = [];
const check = (ok, text) => {
  verdicts.push(ok);
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${text}`);
};
const find = (role, locale) => results.find((r) => r.role === role && r.locale === locale);
console.log(
  `\nLoad average (1, 5, 15 min): ${loadBefore} before, ${load()} after; ${runs} runs per page in rounds, medians.`,
);
// "× home" is the ratio of the medians (the goals); "paired" the median of
// each round's ratio, a check that one slow round did not decide it.
const paired = (row, home) => median(row.tbtRuns.map((tbt, i) => tbt / Math.max(home.tbtRuns[i], 1))).toFixed(2);
console.log('\npage                                  TBT ms  × home   paired   scripts KB  Δ home KB  requests');
for (const row of results) {
  const home = find('home', row.locale);
  const ratio = home ? (row.tbt / home.tbt).toFixed(2) : '–';
  const pairedRatio = home ? paired(row, home) : '–';
  const delta = home ? (row.scriptKb - home.scriptKb).toFixed(1) : '–';
  console.log(
    `${row.path.padEnd(36)} ${String(Math.round(row.tbt)).padStart(7)} ${String(ratio).padStart(7)} ${String(pairedRatio).padStart(8)} ${row.scriptKb.toFixed(1).padStart(11)} ${String(delta).padStart(10)} ${String(row.requests).padStart(9)}`,
  );
}
console.log('');
for (const row of results) {
  const goal = goals[row.role];
  const home = find('home', row.locale);
  if (goal && home) {
    check(
      row.tbt <= goal.tbtRatio * home.tbt,
      `${row.path}: TBT ${Math.round(row.tbt)} ms ≤ ${goal.tbtRatio} × home ${Math.round(home.tbt)} ms (${(row.tbt / home.tbt).toFixed(2)} ×)`,
    );
    check(
      row.scriptKb <= home.scriptKb + goal.extraScriptKb,
      `${row.path}: scripts ${row.scriptKb.toFixed(1)} KB ≤ home ${home.scriptKb.toFixed(1)} + ${goal.extraScriptKb} KB (+${(row.scriptKb - home.scriptKb).toFixed(1)})`,
    );
  }
  for (const id of otherCategories) check(row[id] === 100, `${row.path}: ${id} ${row[id]} = 100`);
  if (row.locale === 'it') {
    const en = find(row.role, 'en');
    if (en && row.role !== 'page') {
      const tbt = row.tbt / en.tbt;
      const kb = row.scriptKb / en.scriptKb;
      check(
        Math.abs(tbt - 1) <= localeTolerance,
        `${row.path}: TBT ${(tbt * 100).toFixed(0)} % of English (${Math.round(en.tbt)} ms), within ±${localeTolerance * 100} %`,
      );
      check(
        Math.abs(kb - 1) <= localeTolerance,
        `${row.path}: scripts ${(kb * 100).toFixed(1)} % of English (${en.scriptKb.toFixed(1)} KB), within ±${localeTolerance * 100} %`,
      );
    }
  }
}
console.log(`\nGoals: ${verdicts.filter(Boolean).length} met, ${verdicts.filter((v) => !v).length} missed.`);
