#!/usr/bin/env node
/**
 * `npm run preview`: the production build as Cloudflare Pages serves it, on
 * this machine and offline (`wrangler pages dev`): `build/` with its
 * `_headers`, the Pages Functions (functions/) with a local D1 database whose
 * migrations are applied first, and the mailer Worker beside them, whose
 * e-mails are written to files (the log names each one).
 *
 *   npm run preview [-- --port 3100] [--dir build] [--persist-to .wrangler/state] [--fresh]
 *
 * --persist-to  where the local database lives (wrangler's default; `npm run forms:export` reads the same)
 * --fresh       starts from an empty database (the end-to-end tests do)
 *
 * FORMS_RATE_LIMIT in the environment replaces the submissions per client and
 * window of src/data/site-privacy.ts (the end-to-end tests raise it).
 * E-mails go to `{persist-to}/tmp/miniflare-{random}/files/email-text/`, removed when the preview stops.
 */
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, rmSync} from 'node:fs';
import {createServer} from 'node:net';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {
  applyMigrations,
  defaultPersistTo,
  mailerConfig,
  pagesConfig,
  root,
  wranglerBin,
  wranglerEnv,
} from '../tooling/wrangler-env.mjs';

const {values: options} = parseArgs({
  options: {
    port: {type: 'string', default: '3100'},
    dir: {type: 'string', default: 'build'},
    'persist-to': {type: 'string', default: defaultPersistTo},
    fresh: {type: 'boolean', default: false},
  },
});

const dir = resolve(root, options.dir);
const persistTo = resolve(root, options['persist-to']);
if (!existsSync(join(dir, 'index.html')) || !existsSync(join(dir, '_headers'))) {
  console.error(`preview: ${dir} holds no production build (index.html and _headers); run \`npm run build\` first.`);
  process.exit(1);
}

/** A port nothing listens on, for wrangler's inspector (its default, 9229, may be taken by another run). */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

if (options.fresh) rmSync(persistTo, {recursive: true, force: true});
const mailDir = join(persistTo, 'tmp');
mkdirSync(mailDir, {recursive: true});
await applyMigrations(persistTo);

const rateLimit = process.env.FORMS_RATE_LIMIT;
const args = [
  'pages',
  'dev',
  dir,
  '--config',
  pagesConfig,
  '--config',
  mailerConfig,
  '--ip',
  '127.0.0.1',
  '--port',
  options.port,
  '--inspector-port',
  String(await freePort()),
  '--persist-to',
  persistTo,
  '--show-interactive-dev-session=false',
  ...(rateLimit ? ['--binding', `FORMS_RATE_LIMIT=${rateLimit}`] : []),
];
console.error(`preview: e-mails to the team are written under ${mailDir}`);
// The e-mail files land in wrangler's temporary folder: TMPDIR puts it beside the database.
const child = spawn(wranglerBin, args, {cwd: root, env: wranglerEnv({TMPDIR: mailDir}), stdio: 'inherit'});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
