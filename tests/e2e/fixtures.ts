import {test as base, expect, type Page, type Request, type Route} from '@playwright/test';

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

/** The build's hashed files (`/assets/…`, `/it/assets/…`): immutable, as their `Cache-Control` says. */
const assetPath = /^(\/it)?\/assets\//;
type CachedAsset = {status: number; headers: Record<string, string>; body: Buffer};
/**
 * Each worker fetches an asset from the preview once, with the headers it sent, and serves it again from here:
 * a fresh context has an empty HTTP cache, and wrangler's asset server compresses every response on the fly
 * (0.3-0.9 s for main.js on a busy 2-core machine), which made the suite twice as long. Pages, functions and
 * every header a page gets still come from the preview.
 */
const assetCache = new Map<string, CachedAsset>();

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
        submissions.push({
          endpoint: form[1] as FormSubmission['endpoint'],
          headers: request.headers(),
          body: raw ? JSON.parse(raw) : null,
          request,
        });
      });
      await context.route(
        (url) => url.host === site && assetPath.test(url.pathname),
        async (route) => {
          const key = route.request().url();
          const cached = assetCache.get(key);
          try {
            if (cached) return await route.fulfill(cached);
            if (route.request().method() !== 'GET') return await route.continue();
            const response = await route.fetch();
            // The body arrives decoded: it is served again without the encoding it travelled in.
            const {'content-encoding': _encoding, 'content-length': _length, ...headers} = response.headers();
            const asset = {status: response.status(), headers, body: await response.body()};
            if (response.ok()) assetCache.set(key, asset);
            await route.fulfill(asset);
          } catch {
            // The page moved on or closed while the asset was in flight ("Response has been disposed"): the browser
            // no longer waits for it, and a later request fetches it again.
            await route.continue().catch(() => undefined);
          }
        },
      );
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
      // Routes still in flight when the test ends (an asset a closing page asked for) end quietly.
      await context.unrouteAll({behavior: 'ignoreErrors'});
      expect(
        [...new Set(blocked)].map(
          (host) =>
            `request to ${host} blocked: the tests reach no other host (was the build made with scripts/test-env.mjs?)`,
        ),
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
          void report(
            `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
          );
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

/** Waits until React has hydrated the page (Docusaurus marks the html element). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-has-hydrated="true"]'), `${page.url()}: hydration`).toBeAttached({
    timeout: 30_000,
  });
}

/**
 * Records the page's layout shifts that no input caused, from its first paint: call before `page.goto`, then read
 * them with `layoutShifts` (each "value elements-that-moved").
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as {shifts: string[]}).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: {node?: Node}[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const nodes = (entry.sources ?? []).map((s) =>
          s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName),
        );
        shifts.push(`${entry.value.toFixed(4)} ${nodes.join(', ')}`);
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

export const layoutShifts = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as {shifts: string[]}).shifts);

/**
 * Waits until no CSS transition runs on the page: a sidebar category that
 * has finished opening, colours that have settled after a colour-mode switch.
 * A click on a link inside a category still opening can land where the link
 * no longer is on a busy machine.
 */
export async function transitionsSettled(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () => document.getAnimations().filter((a) => a instanceof CSSTransition && a.playState === 'running').length,
        ),
      {
        message: `${page.url()}: CSS transitions still running`,
      },
    )
    .toBe(0);
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
export function inPage<A, R>(
  page: Page,
  script: (frame: () => Promise<void>, arg: A) => Promise<R>,
  arg: A,
): Promise<R> {
  return page.evaluate<R>(`(${script.toString()})(${nextFrame.toString()}, ${JSON.stringify(arg)})`);
}

/** How long a step that waits inside the page goes on before it reports what it saw. */
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
  const state = await inPage(
    page,
    async (frame, {to, limit}) => {
      const previous = document.querySelector('h1');
      window.history.pushState(window.history.state, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', {state: window.history.state as unknown}));
      const canonical = () => document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
      const atPath = (href: string | null) =>
        href !== null && new URL(href).pathname.replace(/\/$/, '') === to.replace(/\/$/, '');
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
        h1:
          h1 === null
            ? 'none'
            : `${h1 === previous ? "the previous page's" : 'a new'} "${h1.textContent}", ${h1.getBoundingClientRect().height} px high`,
      };
    },
    {to: path, limit: inPageLimitMs},
  );
  expect(state, `${path}: the page did not render within ${inPageLimitMs / 1000} s of an in-app navigation`).toBeNull();
}

/** The navbar's colour-mode toggle, by its accessible name in each language (the theme's label, translated). */
export const colourModeToggleName = {en: /Switch between dark and light mode/, it: /Passa tra modalità scura e chiara/};

export const locales = [
  {code: 'en', prefix: ''},
  {code: 'it', prefix: '/it'},
] as const;
