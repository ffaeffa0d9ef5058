#!/usr/bin/env node
/**
 * The README's first command, checked (the dev-server stage of `npm test`):
 * `docusaurus start` (what `npm start` runs after `gen-api`) compiles with no
 * error, and its receiver (plugins/features/forms-receiver) stores a contact
 * form in the local D1 database, which `npm run forms:export` reads back.
 * The database is one of its own (FULCRO_FORMS_STATE), so the developer's
 * `.wrangler/state` is left alone.
 *
 *   node scripts/smoke-dev-server.mjs [--port N]   (after `npm run gen-api`; a free port by default)
 */
import {execFile, spawn} from 'node:child_process';
import {rmSync} from 'node:fs';
import {createServer} from 'node:net';
import {promisify} from 'node:util';

const state = 'test-results/smoke-dev-server';
// A hang guard: about 35 s on a quiet 2-core machine, 375 s with the machine at a load of 20.
const limitMs = 480_000;
const compileError = /compiled with (?:some )?errors|Child compilation failed|Module (?:build|not) found|\[ERROR\]/i;
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

const portArgument = process.argv.indexOf('--port');
const port =
  portArgument > 0
    ? Number(process.argv[portArgument + 1])
    : await new Promise((resolve, reject) => {
        const server = createServer().once('error', reject);
        server.listen(0, '127.0.0.1', () => {
          const {port: free} = server.address();
          server.close(() => resolve(free));
        });
      });
const origin = `http://127.0.0.1:${port}`;
rmSync(state, {recursive: true, force: true});
// A fresh machine sets no endpoint: the dev server answers the forms itself.
const {FULCRO_ORDER_ENDPOINT: _order, FULCRO_CONTACT_ENDPOINT: _contact, ...env} = process.env;
const child = spawn('npx', ['docusaurus', 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
  env: {...env, BROWSER: 'none', FULCRO_FORMS_STATE: state},
  stdio: ['ignore', 'pipe', 'pipe'],
  detached: true,
});
let output = '';
// Without colours: the bundler's "compiled successfully" has escape codes between its words.
// eslint-disable-next-line no-control-regex -- the colour codes start with ESC (\x1b)
const collect = (chunk) => (output += chunk.toString().replace(/\x1b\[[0-9;]*m/g, ''));
child.stdout.on('data', collect);
child.stderr.on('data', collect);

/** The dev server and what it started (the mailer's wrangler): one process group. It ignores SIGTERM while compiling. */
const stop = () => process.kill(-child.pid, 'SIGKILL');

function fail(message) {
  console.error(
    `dev-server smoke: FAILED after ${seconds()} s: ${message}\n--- last lines of the dev server ---\n${output.trim().split('\n').slice(-40).join('\n')}`,
  );
  stop();
  process.exit(1);
}

while (!/compiled successfully/i.test(output)) {
  if (child.exitCode !== null) fail(`the dev server exited (${child.exitCode})`);
  if (compileError.test(output)) fail('the dev bundle did not compile');
  if (Date.now() - started > limitMs) fail(`not compiled after ${limitMs / 1000} s`);
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
const home = await fetch(`${origin}/`).catch((error) => ({status: error.message}));
if (home.status !== 200) fail(`GET / answered ${home.status}`);
console.log(`dev-server smoke: compiled and serving after ${seconds()} s`);

const marker = `Smoke ${crypto.randomUUID()}`;
const reply = await fetch(`${origin}/api/forms/contact`, {
  method: 'POST',
  headers: {'Content-Type': 'application/json', Origin: origin, 'Idempotency-Key': crypto.randomUUID()},
  body: JSON.stringify({
    name: 'Smoke Test',
    email: 'smoke@example.com',
    company: 'Fulcro',
    subject: marker,
    message: 'Sent by scripts/smoke-dev-server.mjs.',
    requestType: 'consultation',
    locale: 'en',
    fillTimeMs: 5000,
  }),
});
const body = await reply.json().catch(() => null);
if (reply.status !== 201 || !body?.id) fail(`POST /api/forms/contact answered ${reply.status} ${JSON.stringify(body)}`);

const {stdout} = await promisify(execFile)('node', [
  'scripts/forms-export.mjs',
  '--persist-to',
  state,
  '--kind',
  'contact',
]);
const row = stdout
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line))
  .find((r) => r.id === body.id);
if (row?.subject !== marker) fail(`npm run forms:export does not show ${body.id}:\n${stdout}`);
console.log(
  `dev-server smoke: POST /api/forms/contact → 201 ${body.id}, read back by npm run forms:export; passed in ${seconds()} s`,
);
stop();
process.exit(0);
