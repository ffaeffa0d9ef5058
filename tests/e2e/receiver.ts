/**
 * The site's receiver as the end-to-end tests reach it besides the pages:
 * what the preview stored (through `npm run forms:export`, as the sales desk
 * reads it), the e-mails it wrote, and a preview of a test's own.
 */
import {spawn, execFile, type ChildProcess} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {promisify} from 'node:util';

/** The port of the preview under test (playwright.config.ts). */
export const previewPort = Number(process.env.E2E_PORT ?? 3100);
/**
 * Where that preview keeps its local D1 database and its e-mails: a fresh
 * database at every start, apart from the one `npm run preview` and
 * `npm start` keep in `.wrangler/state`.
 */
export const previewState = process.env.E2E_PREVIEW_STATE ?? `test-results/preview-${previewPort}`;
/**
 * Form posts per client and window that preview accepts (src/data/site-privacy.ts
 * has 10): the suite sends hundreds from 127.0.0.1. forms-receiver.spec.ts
 * proves the limit on a preview of its own.
 */
export const previewRateLimit = '100000';

export type ExportedSubmission = Record<string, unknown> & {
  id: string;
  kind: 'order' | 'contact';
  receivedAt: string;
  notifiedAt: string | null;
};

/** `npm run forms:export` of a preview's database, parsed (JSON lines), or its CSV text. */
export async function exportSubmissions(persistTo = previewState): Promise<ExportedSubmission[]> {
  const {stdout} = await promisify(execFile)('node', ['scripts/forms-export.mjs', '--persist-to', persistTo], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ExportedSubmission);
}

export async function exportText(args: string[], persistTo = previewState): Promise<string> {
  const {stdout} = await promisify(execFile)('node', ['scripts/forms-export.mjs', '--persist-to', persistTo, ...args], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

/** The texts of the e-mails a preview wrote so far (wrangler writes each to a file while the preview runs). */
export function sentEmails(persistTo = previewState): string[] {
  const tmp = join(persistTo, 'tmp');
  if (!existsSync(tmp)) return [];
  return readdirSync(tmp)
    .filter((name) => name.startsWith('miniflare-'))
    .flatMap((run) => {
      const dir = join(tmp, run, 'files', 'email-text');
      return existsSync(dir) ? readdirSync(dir).map((file) => readFileSync(join(dir, file), 'utf8')) : [];
    });
}

export type Preview = {origin: string; stop: () => Promise<void>};

/** A preview of the test's own (`npm run preview`), ready to answer; stop it when done. */
export async function startPreview({
  port,
  persistTo,
  fresh,
  rateLimit,
}: {
  port: number;
  persistTo: string;
  fresh: boolean;
  rateLimit?: number;
}): Promise<Preview> {
  const args = [
    'scripts/preview.mjs',
    '--port',
    String(port),
    '--persist-to',
    persistTo,
    ...(fresh ? ['--fresh'] : []),
  ];
  const child: ChildProcess = spawn('node', args, {
    env: {...process.env, ...(rateLimit ? {FORMS_RATE_LIMIT: String(rateLimit)} : {})},
    stdio: 'ignore',
    detached: true,
  });
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 170_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the preview on port ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the preview on port ${port} did not answer within 170 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    stop: async () => {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}
