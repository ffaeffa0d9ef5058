import {defineConfig, devices} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './tooling/chromium.mjs';
import {previewRateLimit, previewState} from './tests/e2e/receiver';

/** Port and folder of the build under test (override to test another build side by side). */
const port = Number(process.env.E2E_PORT ?? 3100);
const buildDir = process.env.E2E_BUILD_DIR ?? 'build';

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  // One retry in CI; the retry runs with a trace (test-results/playwright/…-retry1/trace.zip: `npx playwright show-trace`).
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // The list's closing summary names every test that passed only on its retry ("flaky"): each is a bug to fix.
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e.json'}]],
  outputDir: 'test-results/playwright',
  timeout: 30_000,
  expect: {timeout: 7_000},
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Only the retry of a failed test is traced: tracing every test ('retain-on-failure') took a fresh-clone
    // run on the 2-core CI machine past 20 minutes.
    trace: process.env.CI ? 'on-first-retry' : 'off',
    // A navigation that never ends fails on its own, so that the sitemap walk goes on to the next page.
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  // The build as Cloudflare Pages serves it (`npm run preview`): `_headers`, the Pages Functions, a local D1.
  webServer: {
    command: `node scripts/preview.mjs --port ${port} --dir ${buildDir} --persist-to ${previewState} --fresh`,
    url: `http://127.0.0.1:${port}/`,
    env: {FORMS_RATE_LIMIT: previewRateLimit},
    reuseExistingServer: !process.env.CI,
    // Wrangler starts workerd, bundles the functions and applies the migrations: seconds on a quiet machine.
    timeout: 180_000,
  },
});
