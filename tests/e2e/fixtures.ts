import {readdirSync, readFileSync} from 'node:fs';
import {test as base, expect, type CDPSession, type Page, type Request, type Route} from '@playwright/test';

/** Analytics events the page tried to send (intercepted, never leave the machine). */
export type AnalyticsEvent = {n: string; u: string; d: string; p?: string};

/** A submission a page of the test sent to the site's receiver (`/api/forms/orders` or `/api/forms/contact`). */
export type FormSubmission = {
  endpoint: 'orders' | 'contact';
  headers: Record<string, string>;
  body: unknown;
  /** The request itself: `await submission.request.response()` is the receiver's reply (null if it never came). */
  request: Request;
};

export type FormsApi = {
  /** Every POST the pages sent to the receiver, in order, whoever answered it. */
  submissions: FormSubmission[];
  /**
   * From now on, `handler` answers the form posts instead of the receiver (a 500, a timeout, a lost
   * connection…); without a handler, the site's receiver answers again.
   */
  reply(handler?: (route: Route, submission: FormSubmission) => Promise<void>): void;
};

/** Where the test build sends its analytics (scripts/test-env.mjs); nothing there is reachable. */
const analyticsHost = 'plausible.test';

type Network = {analyticsEvents: AnalyticsEvent[]; formsApi: FormsApi};

type Fixtures = {
  network: Network;
  analyticsEvents: AnalyticsEvent[];
  formsApi: FormsApi;
  consoleErrors: string[];
  consoleWarnings: string[];
  cspViolations: string[];
};

const formPath = /^\/api\/forms\/(orders|contact)$/;

/**
 * Every test, in every tab of its browser context:
 * - runs against `npm run preview` (playwright.config.ts): the build served
 *   by Cloudflare's runtime with its `_headers`, the forms answered by the
 *   site's Pages Functions and a local D1 database; it fails on any
 *   Content-Security-Policy violation the page reports
 *   (`securitypolicyviolation` events);
 * - records the form posts (`formsApi`) and answers the analytics host
 *   itself, and fails on a request to any other host but the test server,
 *   naming the host;
 * - fails if a page logged an error or threw, unless the test empties
 *   `consoleErrors` on purpose. Warnings are collected in `consoleWarnings`
 *   for the tests that assert on them (the sitemap walk).
 */
export const test = base.extend<Fixtures>({
  // One handler for every request that leaves the test server, so no order of registration decides who answers.
  network: [
    async ({context, baseURL}, use) => {
      const site = new URL(baseURL ?? 'http://127.0.0.1').host;
      const analyticsEvents: AnalyticsEvent[] = [];
      const submissions: FormSubmission[] = [];
      const blocked: string[] = [];
      context.on('request', (request) => {
        const url = new URL(request.url());
        const form = formPath.exec(url.pathname);
        if (url.host !== site || request.method() !== 'POST' || !form) return;
        const raw = request.postData();
        submissions.push({endpoint: form[1] as FormSubmission['endpoint'], headers: request.headers(), body: raw ? JSON.parse(raw) : null, request});
      });
      let formsHandler: ((route: Route, submission: FormSubmission) => Promise<void>) | undefined;
      // Every form post passes here: on to the receiver, or to the test's own answer.
      await context.route(
        (url) => url.host === site && formPath.test(url.pathname),
        async (route) => {
          const submission = submissions.find((s) => s.request === route.request());
          if (formsHandler && submission) await formsHandler(route, submission);
          else await route.continue();
        },
      );
      await context.route(
        (url) => url.host !== site && (url.protocol === 'http:' || url.protocol === 'https:'),
        async (route) => {
          const url = new URL(route.request().url());
          if (url.host === analyticsHost) {
            analyticsEvents.push(JSON.parse(route.request().postData() ?? '{}') as AnalyticsEvent);
            await route.fulfill({status: 202, body: 'ok'});
          } else {
            blocked.push(url.host);
            await route.abort('blockedbyclient');
          }
        },
      );
      await use({
        analyticsEvents,
        formsApi: {
          submissions,
          reply(next) {
            formsHandler = next;
          },
        },
      });
      expect(
        [...new Set(blocked)].map((host) => `request to ${host} blocked: the tests reach no other host (was the build made with scripts/test-env.mjs?)`),
        'requests outside the test server',
      ).toEqual([]);
    },
    {auto: true},
  ],
  analyticsEvents: async ({network}, use) => {
    await use(network.analyticsEvents);
  },
  formsApi: async ({network}, use) => {
    await use(network.formsApi);
  },
  cspViolations: [
    async ({context}, use) => {
      const violations: string[] = [];
      await context.exposeFunction('__fulcroCspViolation', (text: string) => violations.push(text));
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as {__fulcroCspViolation: (text: string) => void}).__fulcroCspViolation;
          void report(`${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    {auto: true},
  ],
  consoleWarnings: async ({context}, use) => {
    const warnings: string[] = [];
    context.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
    });
    await use(warnings);
  },
  consoleErrors: [
    async ({context}, use) => {
      const errors: string[] = [];
      context.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      context.on('weberror', (error) => errors.push(error.error().message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** `work`'s result, or `fallback` if it has not settled after `ms`. */
function within<T, F>(ms: number, fallback: F, work: Promise<T>): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([work, new Promise<F>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)))]).finally(() => clearTimeout(timer));
}

/**
 * Each page's DevTools session with the debugger on and its breakpoints off
 * (a `debugger` statement does not stop the page), opened while the page
 * answers: the debugger's domain needs the page's main thread to turn on, but
 * once on, a request to pause interrupts even a script that never yields.
 */
const debuggers = new WeakMap<Page, Promise<CDPSession>>();

function debuggerOf(page: Page): Promise<CDPSession> {
  let session = debuggers.get(page);
  if (session === undefined) {
    session = (async () => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Debugger.enable');
      await cdp.send('Debugger.setBreakpointsActive', {active: false});
      return cdp;
    })();
    debuggers.set(page, session);
  }
  return session;
}

/**
 * What the page's main thread is doing, as the page sees it: running a script
 * (the stack where the debugger paused it; the script is then stopped, so that
 * the page answers again), or no script within 5 s (idle, or busy outside
 * JavaScript, or not given the CPU: the kernel's report tells which).
 */
async function mainThreadReport(page: Page): Promise<{text: string; freed: boolean}> {
  const cdp = await within(5_000, undefined, debuggerOf(page));
  if (cdp === undefined) return {text: 'its debugger did not turn on within 5 s', freed: false};
  const paused = new Promise<string>((resolve) =>
    cdp.once('Debugger.paused', ({callFrames}) =>
      resolve(
        callFrames
          .slice(0, 8)
          .map((f) => `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\//, '') || '(inline)'}:${f.location.lineNumber + 1}:${(f.location.columnNumber ?? 0) + 1}`)
          .join(' < '),
      ),
    ),
  );
  void cdp.send('Debugger.pause').catch(() => undefined);
  const stack = await within(5_000, undefined, paused);
  if (stack === undefined) {
    // The pause still pending would stop the page's next script: this session goes.
    debuggers.delete(page);
    void cdp.detach().catch(() => undefined);
    return {text: 'no script ran within 5 s', freed: false};
  }
  await within(2_000, undefined, cdp.send('Runtime.terminateExecution').catch(() => undefined));
  await within(2_000, undefined, cdp.send('Debugger.resume').catch(() => undefined));
  return {text: `it was running ${stack} (stopped there)`, freed: true};
}

/** One thread as the kernel saw it: /proc/<pid>/task/<tid>/stat and schedstat. */
type ThreadSample = {tid: number; name: string; state: string; wchan: string; cpuTicks: number; nice: number; runNs: number; waitNs: number};

/** A file of /proc, or `fallback` where the kernel does not show it. */
function readOr(path: string, fallback: string): string {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return fallback;
  }
}

function readThread(pid: number, tid: number): ThreadSample | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    // The name is in parentheses and may hold spaces; the fields after it are numbered from 3 (state).
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const [runNs, waitNs] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ').map(Number);
    // Where in the kernel a sleeping thread waits: futex_do_wait (a lock, a synchronous call, or an idle Chromium message loop), do_epoll_wait (an I/O loop)…
    const wchan = readOr(`/proc/${pid}/task/${tid}/wchan`, '?');
    return {tid, name, state: fields[0], wchan, cpuTicks: Number(fields[11]) + Number(fields[12]), nice: Number(fields[16]), runNs, waitNs};
  } catch {
    return undefined; // the thread ended meanwhile
  }
}

function readThreads(pid: number): ThreadSample[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) => readThread(pid, Number(tid)) ?? []);
  } catch {
    return [];
  }
}

/** Every process under `root` (children, grandchildren…), with its command line. */
function descendants(root: number): {pid: number; cmdline: string}[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  const found: {pid: number; cmdline: string}[] = [];
  const visit = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      try {
        found.push({pid: child, cmdline: readFileSync(`/proc/${child}/cmdline`, 'utf8').replace(/\0/g, ' ')});
      } catch {
        continue;
      }
      visit(child);
    }
  };
  visit(root);
  return found;
}

/**
 * What the kernel says about the renderer processes of this worker's
 * Chromium (its processes with `--type=renderer`; the browser Playwright
 * launched is a child of the test worker): for each renderer's main thread
 * (tid == pid) and its two busiest other threads, the state (R running or
 * runnable, S sleeping, D waiting on disk, with the kernel function a
 * sleeping thread waits in), the nice value, and over about a
 * second the CPU it used and the time it waited on the run queue. A thread
 * that used most of that time ran (a loop); one that waited most of it was
 * runnable but starved of CPU; one that did neither slept.
 */
async function rendererReport(): Promise<string> {
  const second = 1_000;
  let processes: {pid: number; cmdline: string}[];
  try {
    processes = descendants(process.pid);
  } catch {
    return 'no /proc to read';
  }
  const renderers = processes.filter((p) => p.cmdline.includes('--type=renderer')).map((p) => p.pid);
  if (renderers.length === 0) return `no renderer process under the test worker (pid ${process.pid})`;
  const start = performance.now();
  const before = new Map(renderers.map((pid) => [pid, readThreads(pid)]));
  await new Promise((resolve) => setTimeout(resolve, second));
  const after = new Map(renderers.map((pid) => [pid, readThreads(pid)]));
  // A busy machine wakes the report late: the thresholds and the report use the time that really passed.
  const interval = performance.now() - start;
  const ms = (ns: number) => Math.round(ns / 1e6);
  const lines = renderers.map((pid) => {
    const deltas = (after.get(pid) ?? []).flatMap((now) => {
      const then = before.get(pid)?.find((t) => t.tid === now.tid);
      return then ? [{...now, ran: now.runNs - then.runNs, waited: now.waitNs - then.waitNs, ticks: now.cpuTicks - then.cpuTicks}] : [];
    });
    const main = deltas.find((t) => t.tid === pid);
    const busiest = deltas.filter((t) => t.tid !== pid).sort((a, b) => b.ran - a.ran).slice(0, 2);
    const describe = (t: (typeof deltas)[number]) => {
      const half = (interval * 1e6) / 2;
      const verdict = t.ran > half ? 'ran (a loop?)' : t.waited > half ? 'waited runnable (starved of CPU)' : 'slept';
      const state = t.state === 'S' || t.state === 'D' ? `${t.state} in ${t.wchan}` : t.state;
      return `${t.tid === pid ? 'main' : 'thread'} ${t.tid} "${t.name}" ${state} nice ${t.nice}: CPU +${ms(t.ran)} ms (${t.ticks} ticks), run queue +${ms(t.waited)} ms: ${verdict}`;
    };
    // The kernel shares CPU between autogroups (one per session: Chromium runs in its own) before it weighs nice values inside one.
    const group = readOr(`/proc/${pid}/autogroup`, 'no autogroup');
    return `renderer ${pid} (${group}): ${main ? [main, ...busiest].map(describe).join('; ') : 'gone'}`;
  });
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  return `load average ${load}; over ${(interval / 1000).toFixed(1)} s: ${lines.join(' | ')}`;
}

/** A step inside the page that did not end: its page no longer answers, or answers too late to go on with. */
export class PageStall extends Error {
  /** Whether the page answers again: the script it was running was stopped. */
  readonly freed: boolean;
  constructor(message: string, freed: boolean) {
    super(message);
    this.name = 'PageStall';
    this.freed = freed;
  }
}

/** How long a watch's report may take: the renderers' (1 s), then the main thread's (up to 14 s). */
const reportMs = 15_000;

/**
 * Runs `work` (a step that waits inside the page) and fails after `ms` with
 * what the page's main thread was doing, as the page and as the kernel see it,
 * instead of running into the test's timeout with no explanation: a step that
 * waits inside the page cannot give up by itself when the page's main thread
 * stops answering (a `PageStall`). The test's clock stops while the step runs
 * (the window and the report bound it), so the test's timeout never cuts a
 * report short.
 */
export async function watched<T>(page: Page, what: string, work: Promise<T>, ms = 30_000): Promise<T> {
  const info = test.info();
  const started = Date.now();
  const timeout = info.timeout;
  if (timeout > 0) info.setTimeout(timeout + ms + reportMs);
  try {
    // Turned on now, while the page answers, so that it can interrupt the page later.
    await debuggerOf(page);
    const stuck = Symbol('stuck');
    const result = await within(ms, stuck, work);
    if (result !== stuck) return result;
    work.catch(() => undefined);
    // The kernel first: a paused page's main thread sleeps in the debugger.
    const kernel = await rendererReport();
    const thread = await mainThreadReport(page);
    throw new PageStall(`${what}: not done after ${ms / 1000} s (${page.url()}); the page's main thread: ${thread.text}; the kernel: ${kernel}`, thread.freed);
  } finally {
    if (timeout > 0) info.setTimeout(info.timeout - ms - reportMs + (Date.now() - started));
  }
}

/** Waits until React has hydrated the page (Docusaurus marks the html element). */
export async function waitForHydration(page: Page): Promise<void> {
  await watched(page, 'hydration', page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true'));
}

/** The next frame, or 100 ms if the browser draws none meanwhile (a renderer starved of CPU can pause its frames). */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => resolve());
    setTimeout(resolve, 100);
  });
}

/**
 * Runs `script` inside the page, as `page.evaluate` does, handing it
 * `nextFrame` (functions cannot be passed as arguments) and `arg`.
 */
export function inPage<A, R>(page: Page, script: (frame: () => Promise<void>, arg: A) => Promise<R>, arg: A): Promise<R> {
  return page.evaluate<R>(`(${script.toString()})(${nextFrame.toString()}, ${JSON.stringify(arg)})`);
}

/** How long a step that waits inside the page goes on before it reports what it saw; the watch, 5 s later, is for a main thread that no longer answers. */
export const inPageLimitMs = 25_000;

/**
 * Opens a page the way a visitor clicking a link does once the site is
 * running: the app's router changes the path (no reload), the page's chunk
 * loads and renders. Waits, inside the page, until the new page's content is
 * in place: a visible h1 that is not the previous page's. The canonical link
 * is not enough: Docusaurus renders it from the address bar outside the
 * route, so it changes at once, while the previous page stays on screen until
 * the next page's chunks have loaded. If the page has not arrived after 25 s,
 * it fails with what was on screen (the trace has the requests).
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  const state = await watched(
    page,
    `${path}: in-app navigation`,
    inPage(
      page,
      async (frame, {to, limit}) => {
        const previous = document.querySelector('h1');
        window.history.pushState(window.history.state, '', to);
        window.dispatchEvent(new PopStateEvent('popstate', {state: window.history.state as unknown}));
        const canonical = () => document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
        const atPath = (href: string | null) => href !== null && new URL(href).pathname.replace(/\/$/, '') === to.replace(/\/$/, '');
        const deadline = performance.now() + limit;
        while (performance.now() < deadline) {
          const h1 = document.querySelector('h1');
          if (h1 && h1 !== previous && h1.getBoundingClientRect().height > 0 && atPath(canonical())) return null;
          await frame();
        }
        const h1 = document.querySelector('h1');
        return {
          address: window.location.pathname,
          canonical: canonical(),
          h1: h1 === null ? 'none' : `${h1 === previous ? "the previous page's" : 'a new'} "${h1.textContent}", ${h1.getBoundingClientRect().height} px high`,
        };
      },
      {to: path, limit: inPageLimitMs},
    ),
  );
  expect(state, `${path}: the page did not render within ${inPageLimitMs / 1000} s of an in-app navigation`).toBeNull();
}

export const locales = [
  {code: 'en', prefix: ''},
  {code: 'it', prefix: '/it'},
] as const;
