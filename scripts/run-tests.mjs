#!/usr/bin/env node
/**
 * `npm test`: API reference generation, lint (code and OpenAPI specs), typecheck, unit tests, a smoke
 * test of the dev server (`npm start`), production build of both locales,
 * then end-to-end tests in Debian's Chromium against the built site. Stops at
 * the first failing stage and exits with its code. In CI (CI=true) an
 * end-to-end test may run a second time (playwright.config.ts); Playwright's
 * own summary names every test that needed it ("flaky"). The closing summary
 * lists the ten slowest end-to-end tests.
 */
import {spawn, spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {testBuildEnv} from './test-env.mjs';

/**
 * The stages, in order. A list of stages in one entry runs them side by side:
 * ESLint, Prettier, Redocly and tsc each use one core, and CI has two; their output is
 * printed stage by stage once each ends.
 */
const stages = [
  // Writes the API reference's pages and sidebars (api-reference/{area}/), which
  // sidebars-api.ts imports and the unit tests and the build read.
  ['Generate API reference', 'node', ['scripts/gen-api.mjs']],
  [
    ['Lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
    // Code, config and tests as Prettier writes them (.prettierrc.json; `npm run format` fixes it).
    ['Format', 'npx', ['prettier', '--check', '.']],
    // The specs' rules (redocly.yaml): an example on every request body and 2xx response, problem details on
    // every 4xx, a 429 with Retry-After on every operation, examples valid against their schemas.
    ['Lint OpenAPI specs', 'npm', ['run', '--silent', 'lint:openapi']],
    ['Typecheck', 'npx', ['tsc', '--pretty', 'false']],
  ],
  [
    'Unit tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/unit.json'],
  ],
  // The README's first command on a fresh machine: the dev server compiles, renders and answers the forms.
  ['Dev-server smoke test', 'node', ['scripts/smoke-dev-server.mjs']],
  ['Build (en + it)', 'npx', ['docusaurus', 'build'], testBuildEnv],
  ['End-to-end tests', 'npx', ['playwright', 'test']],
];

const seconds = (started) => ((Date.now() - started) / 1000).toFixed(1);

function report(name, status, took) {
  if (status !== 0) {
    console.error(`\n=== ${name} failed after ${took}s (exit ${status})`);
    process.exit(typeof status === 'number' ? status : 1);
  }
  console.log(`=== ${name} passed in ${took}s`);
}

/** Runs one stage with its output captured; resolves to its status and output. */
function runCaptured([name, command, args, env = {}]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, {env: {...process.env, ...env}, stdio: ['ignore', 'pipe', 'pipe']});
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) =>
      resolve({name, command, args, took: seconds(started), status: code ?? signal, output: Buffer.concat(output)}),
    );
  });
}

for (const stage of stages) {
  if (Array.isArray(stage[0])) {
    const results = await Promise.all(stage.map(runCaptured));
    for (const {name, command, args, took, status, output} of results) {
      console.log(`\n=== ${name}: ${command} ${args.join(' ')} (side by side with ${results.length - 1} other stages)`);
      process.stdout.write(output);
      report(name, status, took);
    }
    continue;
  }
  const [name, command, args, env = {}] = stage;
  const started = Date.now();
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}});
  report(name, result.status ?? result.signal, seconds(started));
}

const unit = JSON.parse(readFileSync('test-results/unit.json', 'utf8'));
const e2e = JSON.parse(readFileSync('test-results/e2e.json', 'utf8'));

// The ten slowest end-to-end tests: where the suite's time goes as the site grows. Kept here because Playwright's
// reportSlowTests names only spec files that ran on one worker: with fullyParallel it named none (December 2026).
const durations = [];
const collect = (suite) => {
  for (const child of suite.suites ?? []) collect(child);
  for (const spec of suite.specs ?? []) {
    for (const run of spec.tests)
      for (const result of run.results) durations.push([result.duration, `${spec.file} › ${spec.title}`]);
  }
};
for (const suite of e2e.suites) collect(suite);
console.log('\nSlowest end-to-end tests:');
for (const [ms, title] of durations.sort((a, b) => b[0] - a[0]).slice(0, 10))
  console.log(`  ${(ms / 1000).toFixed(1).padStart(6)}s  ${title}`);

// One plain closing line with the counts of both test runners.
const passed = unit.numPassedTests + e2e.stats.expected + e2e.stats.flaky;
const failed = unit.numFailedTests + e2e.stats.unexpected;
const skipped = unit.numPendingTests + unit.numTodoTests + e2e.stats.skipped;
// Nothing may follow the counts on that line (CI reads it); the retries are named above it.
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
