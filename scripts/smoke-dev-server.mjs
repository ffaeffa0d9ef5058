#!/usr/bin/env node
/**
 * The README's first command, checked: starts `docusaurus start` (what
 * `npm start` and `npm run start:it` run after `gen-api`) on a free port with
 * no form endpoint configured, as on a fresh machine, and checks that
 *
 * - the dev bundle compiles (no "compiled with errors", no error page),
 * - the home page and a doc render in Chromium: their h1 shows, no page error,
 * - the built-in receiver (plugins/features/forms-receiver) accepts a contact post.
 *
 * English, then Italian (the dev server serves one locale at a time); about
 * 35 s each. `npm test` runs it after the unit tests. Alone:
 * `node scripts/smoke-dev-server.mjs [--locale it]` (after `npm run gen-api`).
 */
import {spawn} from 'node:child_process';
import {readdirSync, rmSync} from 'node:fs';
import {createServer} from 'node:net';
import {join} from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './chromium.mjs';

const locales = process.argv.includes('--locale') ? [process.argv[process.argv.indexOf('--locale') + 1]] : ['en', 'it'];
const startLimitMs = 180_000;
const compileError = /compiled with (?:some )?errors|Child compilation failed|Module (?:build|not) found|\[ERROR\]/i;
const began = Date.now();
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/** A port nothing listens on. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
  });

/** Starts the dev server of one locale; resolves to what the checks need. */
async function startDevServer(locale) {
  const port = await freePort();
  const env = {...process.env, BROWSER: 'none'};
  // A fresh machine has no endpoints: the dev server must answer the forms itself.
  delete env.FULCRO_ORDER_ENDPOINT;
  delete env.FULCRO_CONTACT_ENDPOINT;
  const args = ['docusaurus', 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open', '--locale', locale];
  console.log(`dev-server smoke: npx ${args.join(' ')}`);
  const child = spawn('npx', args, {env, stdio: ['ignore', 'pipe', 'pipe'], detached: true});
  const server = {origin: `http://127.0.0.1:${port}`, output: '', exited: null, started: Date.now()};
  // Without colours: the bundler's "compiled successfully" has escape codes between its words.
  const collect = (chunk) => {
    // eslint-disable-next-line no-control-regex -- the colour codes start with ESC (\x1b)
    server.output += chunk.toString().replace(/\x1b\[[0-9;]*m/g, '');
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  child.on('exit', (code, signal) => {
    server.exited = code ?? signal;
  });
  server.stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  return server;
}

function fail(server, message) {
  server.stop();
  const tail = server.output.trim().split('\n').slice(-40).join('\n');
  console.error(`dev-server smoke: FAILED: ${message}\n--- last lines of the dev server ---\n${tail}`);
  process.exit(1);
}

async function smoke(locale, browser) {
  const base = locale === 'en' ? '' : `/${locale}`;
  const pages = [`${base}/`, `${base}/docs/core/message-policy`];
  const server = await startDevServer(locale);
  // The dev server answers once the first compilation is done; a compile error still answers 200, so read it.
  for (let ready = false; !ready; ) {
    if (server.exited !== null) fail(server, `the dev server exited (${server.exited}) before it served a page`);
    if (compileError.test(server.output)) fail(server, 'the dev bundle did not compile');
    if (Date.now() - server.started > startLimitMs) fail(server, `no page after ${startLimitMs / 1000} s`);
    try {
      const response = await fetch(`${server.origin}${pages[0]}`);
      if (!response.ok) fail(server, `GET ${pages[0]} answered ${response.status}`);
      ready = /compiled successfully/i.test(server.output);
    } catch {
      // not listening yet
    }
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  console.log(`dev-server smoke: [${locale}] compiled and serving after ${seconds(server.started)} s`);

  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  for (const path of pages) {
    const response = await page.goto(`${server.origin}${path}`);
    if (response?.status() !== 200) fail(server, `GET ${path} answered ${response?.status()}`);
    // The dev server renders in the browser: the h1 shows only if the bundle runs.
    const h1 = await page.locator('h1').first().textContent({timeout: 60_000}).catch(() => null);
    if (!h1?.trim()) fail(server, `${path} shows no h1 (title: "${await page.title()}")`);
    console.log(`dev-server smoke: [${locale}] ${path} → 200, h1 "${h1.trim()}"`);
  }
  await page.close();
  if (problems.length > 0) fail(server, problems.join('\n'));
  if (compileError.test(server.output)) fail(server, 'the dev bundle compiled with errors');

  const reply = await fetch(`${server.origin}/api/forms/contact`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID()},
    body: JSON.stringify({
      name: 'Smoke Test',
      email: 'smoke@example.com',
      company: 'Fulcro',
      subject: 'Dev-server smoke test',
      message: 'Sent by scripts/smoke-dev-server.mjs.',
      requestType: 'consultation',
      locale,
    }),
  });
  const body = await reply.json().catch(() => null);
  if (reply.status !== 201 || !body?.id) fail(server, `the contact receiver answered ${reply.status} ${JSON.stringify(body)}`);
  // The receiver keeps what it accepted in .submissions/contact/{time}-{id}.json; this one was only a test.
  for (const file of readdirSync(join('.submissions', 'contact'))) {
    if (file.includes(body.id)) rmSync(join('.submissions', 'contact', file));
  }
  console.log(`dev-server smoke: [${locale}] POST /api/forms/contact → 201 (${body.id})`);
  server.stop();
}

const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
try {
  for (const locale of locales) await smoke(locale, browser);
} finally {
  await browser.close();
}
console.log(`dev-server smoke: passed in ${seconds(began)} s`);
process.exit(0);
