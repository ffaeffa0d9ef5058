#!/usr/bin/env node
/**
 * `npm run deploy`: puts the production build on Cloudflare Pages, in the
 * order that never leaves the site answering with code its database or its
 * mailer does not have yet (contributing/deploying.md):
 *
 * 1. the D1 migrations not yet applied to the deployed database (migrations/);
 * 2. the mailer Worker (workers/mailer/), which the site's MAILER binding names;
 * 3. `build/` with its `_headers` and the Pages Functions (functions/).
 *
 *   npm run build && npm run deploy [-- --branch main]
 *
 * Arguments after `--` go to `wrangler pages deploy` (without `--branch`,
 * wrangler takes the git branch: a branch other than the project's production
 * branch makes a preview deployment). The account and its token come from the
 * environment (CLOUDFLARE_ACCOUNT_ID, CLOUDFLARE_API_TOKEN), never from the
 * repository; the database's id is in wrangler.toml once the launch created it.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {applyMigrations, mailerConfig, pagesConfig, root, runWrangler} from '../tooling/wrangler-env.mjs';

function stop(message) {
  console.error(`deploy: ${message} (contributing/deploying.md)`);
  process.exit(1);
}

const missing = ['CLOUDFLARE_ACCOUNT_ID', 'CLOUDFLARE_API_TOKEN'].filter((name) => !process.env[name]);
if (missing.length > 0) stop(`set ${missing.join(' and ')} in the environment`);
if (!/^\s*database_id\s*=/m.test(readFileSync(pagesConfig, 'utf8'))) {
  stop('wrangler.toml names no database_id: create the D1 database first and record its id there');
}
if (!existsSync(join(root, 'build', 'index.html')) || !existsSync(join(root, 'build', '_headers'))) {
  stop('build/ holds no production build: run `npm run build` first');
}

try {
  console.error('deploy: 1/3 D1 migrations');
  await applyMigrations(null);
  console.error('deploy: 2/3 the mailer Worker');
  await runWrangler(['deploy', '--config', mailerConfig]);
  console.error('deploy: 3/3 the site (build/, _headers, functions/)');
  await runWrangler(['pages', 'deploy', ...process.argv.slice(2)]);
} catch (error) {
  // Wrangler has printed its own output already.
  stop(error.message.split('\n')[0]);
}
