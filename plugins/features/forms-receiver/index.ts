/**
 * Local plugin: in `npm start`, the dev server answers `/api/…` with the
 * site's own receiver (src/forms/receiver/app.ts), the code the Pages
 * Function runs in production, against wrangler's local bindings:
 *
 * - the D1 database through `getPlatformProxy` (wrangler's public API for
 *   bindings outside the Workers runtime), at `.wrangler/state` unless
 *   FULCRO_FORMS_STATE names another folder, with the migrations applied;
 * - the mailer Worker (workers/mailer/) run by `wrangler dev` beside the dev
 *   server and reached through the MAILER service binding; it writes each
 *   e-mail to a file under `{state}/tmp/` and logs where.
 *
 * Both start with the dev server, in the background; the first form post
 * waits for them. A form whose endpoint variable points elsewhere
 * (src/config/forms.ts) is not answered here.
 *
 * Docusaurus 3.10 merges a plugin's `configureWebpack().devServer` into its
 * own dev-server options with webpack-merge (lib/commands/start/webpack.js),
 * which joins two `setupMiddlewares` functions by calling both and
 * concatenating the arrays they return. So this plugin returns only its own
 * middleware and never touches the list it is given; it ends up after the
 * default ones, which pass POST requests on (UPGRADING.md; the dev-server
 * smoke stage of `npm test`, scripts/smoke-dev-server.mjs, posts a contact form through it).
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {mkdirSync} from 'node:fs';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {createServer} from 'node:net';
import {join, resolve} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {siteSubmissionLimits} from '../../../src/data/site-privacy';
import {createFormsApp} from '../../../src/forms/receiver/app';
import type {FormsEnv} from '../../../src/forms/receiver/platform';
import {
  applyMigrations,
  defaultPersistTo,
  mailerConfig,
  pagesConfig,
  root,
  wranglerBin,
  wranglerEnv,
} from '../../../tooling/wrangler-env.mjs';

type ConfigureWebpackResult = ReturnType<NonNullable<Plugin['configureWebpack']>>;

export type FormsReceiverOptions = {
  /** The paths this dev server answers: `/api/` unless both form endpoints point to another receiver. */
  answers: boolean;
};

type Platform = {env: FormsEnv; stop: () => Promise<void>};

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `wrangler dev` of the mailer Worker; resolves once it is ready (its dev registry entry is then written). */
async function startMailer(tmpDir: string): Promise<ChildProcess> {
  const args = [
    'dev',
    '--config',
    mailerConfig,
    '--ip',
    '127.0.0.1',
    '--port',
    String(await freePort()),
    '--inspector-port',
    String(await freePort()),
  ];
  const child = spawn(wranglerBin, args, {
    cwd: root,
    env: wranglerEnv({TMPDIR: tmpDir}),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(`[forms-receiver] mailer: ${line}`);
  };
  child.stderr?.on('data', log);
  await new Promise<void>((resolveReady, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      log(chunk);
      if (/Ready on/.test(chunk.toString())) resolveReady();
    });
    child.once('exit', (code) => reject(new Error(`the mailer's wrangler dev exited with ${code}`)));
  });
  return child;
}

/** The local D1 with its migrations, and the mailer. */
async function startPlatform(state: string): Promise<Platform> {
  const tmpDir = join(state, 'tmp');
  mkdirSync(tmpDir, {recursive: true});
  Object.assign(process.env, wranglerEnv());
  try {
    await applyMigrations(state, {quiet: true});
  } catch {
    // Another dev server of this checkout may have been applying them at the same moment: once more, after it.
    await applyMigrations(state, {quiet: true});
  }
  const [mailer, proxy] = await Promise.all([
    startMailer(tmpDir),
    import('wrangler').then(({getPlatformProxy}) =>
      getPlatformProxy<FormsEnv>({configPath: pagesConfig, persist: {path: join(state, 'v3')}, remoteBindings: false}),
    ),
  ]);
  process.once('exit', () => mailer.kill());
  console.log(
    `[forms-receiver] /api/forms/* answered with the local D1 database in ${state}; e-mails are written under ${tmpDir}`,
  );
  return {
    env: proxy.env,
    stop: async () => {
      mailer.kill();
      await proxy.dispose();
    },
  };
}

/** A Node request as the Fetch API's Request, its body cut one byte past the receiver's limit (which then answers 413). */
async function toRequest(req: IncomingMessage): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // What Cloudflare sets in production: the client's address, which the rate limit counts by.
  headers.set('cf-connecting-ip', req.socket.remoteAddress ?? 'unknown');
  const chunks: Buffer[] = [];
  let size = 0;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    for await (const chunk of req) {
      const buffer = chunk as Buffer;
      chunks.push(buffer);
      size += buffer.length;
      if (size > siteSubmissionLimits.maxBodyBytes) break;
    }
  }
  const body = chunks.length > 0 ? Buffer.concat(chunks).subarray(0, siteSubmissionLimits.maxBodyBytes + 1) : undefined;
  if (body) headers.set('content-length', String(body.length));
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {method: req.method, headers, body});
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}

export function receiverMiddleware(platform: Promise<Platform>) {
  const app = createFormsApp();
  return async function formsReceiver(req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) {
    if (!(req.url ?? '').startsWith('/api/')) {
      next();
      return;
    }
    try {
      const {env} = await platform;
      await send(res, await app.fetch(await toRequest(req), env));
    } catch (error) {
      console.error(`[forms-receiver] ${String(error)}`);
      res.statusCode = 500;
      res.setHeader('Content-Type', 'application/problem+json');
      res.end(
        JSON.stringify({
          title: 'Internal Server Error',
          status: 500,
          code: 'internal_error',
          detail: 'The local receiver failed; see the dev server log.',
        }),
      );
    }
  };
}

export default function formsReceiverPlugin(_context: unknown, rawOptions: unknown): Plugin {
  const options = rawOptions as FormsReceiverOptions;
  let platform: Promise<Platform> | undefined;
  return {
    name: 'fulcro-forms-receiver',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'development' || !options.answers) return undefined;
      // `devServer` is read by `docusaurus start` only; the bundler types do not list it.
      return {
        devServer: {
          setupMiddlewares: (_defaults: unknown[]) => {
            platform ??= startPlatform(resolve(root, process.env.FULCRO_FORMS_STATE ?? defaultPersistTo));
            // A failed start is reported on the first post (and in the log), never as an unhandled rejection.
            platform.catch((error: unknown) =>
              console.error(`[forms-receiver] the local platform did not start: ${String(error)}`),
            );
            return [{name: 'fulcro-forms-receiver', middleware: receiverMiddleware(platform)}];
          },
        },
      } as ConfigureWebpackResult;
    },
  };
}
