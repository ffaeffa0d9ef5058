/**
 * How this project runs wrangler: with no telemetry, no update check, no
 * fetch of the `Request.cf` object (its placeholder is used) and a dev
 * registry of its own checkout, so that a preview or `npm start` here never
 * wires its service bindings to another checkout's Workers. Used by
 * `npm run preview`, `npm run forms:export`, `npm run deploy` and the dev
 * server's receiver (plugins/features/forms-receiver).
 */
import {spawn} from 'node:child_process';
import {join} from 'node:path';

/**
 * The repository's root, where npm scripts, Playwright and Docusaurus run (no `import.meta` here: Docusaurus
 * loads this file, through the forms-receiver plugin, with a CommonJS transform).
 */
export const root = process.cwd();
export const wranglerBin = join(root, 'node_modules', '.bin', 'wrangler');
/** The Pages project's configuration and the mailer Worker's. */
export const pagesConfig = join(root, 'wrangler.toml');
export const mailerConfig = join(root, 'workers', 'mailer', 'wrangler.toml');
/** Where local runs keep the D1 database unless told otherwise (wrangler's own default). */
export const defaultPersistTo = join(root, '.wrangler', 'state');

/** The environment of every wrangler run of this project. */
export function wranglerEnv(extra = {}) {
  return {
    ...process.env,
    WRANGLER_SEND_METRICS: 'false',
    // The banner's update check asks the npm registry for wrangler's latest version.
    WRANGLER_HIDE_BANNER: 'true',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_REGISTRY_PATH: join(root, '.wrangler', 'registry'),
    ...extra,
  };
}

/**
 * Runs wrangler to the end; resolves to its standard output, rejects with its
 * output when it fails.
 */
export function runWrangler(args, {env = {}, quiet = false} = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(wranglerBin, args, {cwd: root, env: wranglerEnv(env), stdio: ['ignore', 'pipe', 'pipe']});
    const out = [];
    const err = [];
    // Wrangler's own messages go to standard error, so that a script's standard output stays its result.
    child.stdout.on('data', (chunk) => {
      out.push(chunk);
      if (!quiet) process.stderr.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      err.push(chunk);
      if (!quiet) process.stderr.write(chunk);
    });
    child.on('close', (code) => {
      const stdout = Buffer.concat(out).toString();
      if (code === 0) resolvePromise(stdout);
      else
        reject(new Error(`wrangler ${args.join(' ')} exited with ${code}\n${stdout}${Buffer.concat(err).toString()}`));
    });
  });
}

/** Applies the D1 migrations (migrations/) to a local database; `persistTo` null means the deployed one. */
export function applyMigrations(persistTo, options) {
  const where = persistTo === null ? ['--remote'] : ['--local', '--persist-to', persistTo];
  return runWrangler(['d1', 'migrations', 'apply', 'DB', ...where], options);
}
