import {test as base, expect, type Page, type Request, type Route} from '@playwright/test';

/** Analytics events the page tried to send (intercepted, never leave the machine). */
export type AnalyticsEvent = {n: string; u: string; d: string};

/** A submission the page sent to the form endpoints (FULCRO_*_ENDPOINT of the test build). */
export type FormSubmission = {
  endpoint: 'orders' | 'contact';
  headers: Record<string, string>;
  body: unknown;
};

export type FormsApi = {
  /** Every POST the page sent, in order. */
  submissions: FormSubmission[];
  /** Replaces how the endpoints answer from now on; without a handler, back to the default 201 reply. */
  reply(handler?: (route: Route, submission: FormSubmission) => Promise<void>): void;
};

/** Where the test build sends its forms (scripts/test-env.mjs); nothing there is reachable. */
export const formsHost = 'https://forms.fulcro.test';

/** CORS headers a real cross-origin endpoint must send too (README "Form submissions"). */
export const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST',
  'access-control-allow-headers': 'content-type, idempotency-key',
  'access-control-expose-headers': 'x-request-id',
};

type Fixtures = {
  analyticsEvents: AnalyticsEvent[];
  consoleErrors: string[];
  consoleWarnings: string[];
  cspViolations: string[];
  externalRequests: string[];
  formsApi: FormsApi;
};

/**
 * Every test:
 * - runs under the site's real response headers (scripts/serve-static.mjs
 *   applies the build's `_headers`) and fails on any Content-Security-Policy
 *   violation the page reports (`securitypolicyviolation` events);
 * - blocks requests to any host but the test server, the analytics host and
 *   the form endpoints, and fails naming the host;
 * - intercepts the analytics host and the form endpoints;
 * - fails if the page logged an error or threw, unless it empties
 *   `consoleErrors` on purpose. Warnings are collected in `consoleWarnings`
 *   for the tests that assert on them (the sitemap walk).
 */
export const test = base.extend<Fixtures>({
  // Registered first, so the routes of the analytics host and the form endpoints take precedence.
  externalRequests: [
    async ({page, baseURL}, use) => {
      const site = new URL(baseURL ?? 'http://127.0.0.1').host;
      const blocked: string[] = [];
      await page.route(
        (url) => url.host !== site && (url.protocol === 'http:' || url.protocol === 'https:'),
        async (route) => {
          blocked.push(new URL(route.request().url()).host);
          await route.abort('blockedbyclient');
        },
      );
      await use(blocked);
      expect(
        [...new Set(blocked)].map((host) => `request to ${host} blocked: the tests reach no other host (was the build made with scripts/test-env.mjs?)`),
        'requests outside the test server',
      ).toEqual([]);
    },
    {auto: true},
  ],
  cspViolations: [
    async ({page}, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__fulcroCspViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
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
  analyticsEvents: async ({page, externalRequests: _external}, use) => {
    const events: AnalyticsEvent[] = [];
    await page.route('https://plausible.test/**', async (route) => {
      events.push(JSON.parse(route.request().postData() ?? '{}') as AnalyticsEvent);
      await route.fulfill({status: 202, body: 'ok'});
    });
    await use(events);
  },
  // Intercepts the form endpoints in every test, so no test can reach a real server.
  formsApi: [
    async ({page, externalRequests: _external}, use) => {
      const submissions: FormSubmission[] = [];
      const created = async (route: Route, submission: FormSubmission) => {
        const id = submission.endpoint === 'orders' ? `ord_test_${submissions.length}` : `msg_test_${submissions.length}`;
        await route.fulfill({
          status: 201,
          headers: {...corsHeaders, 'x-request-id': `req_test_${submissions.length}`},
          contentType: 'application/json',
          body: JSON.stringify({id, status: 'provisioning', requestId: `req_test_${submissions.length}`}),
        });
      };
      let handler = created;
      await page.route(`${formsHost}/**`, async (route) => {
        const request = route.request();
        if (request.method() === 'OPTIONS') {
          await route.fulfill({status: 204, headers: corsHeaders});
          return;
        }
        const endpoint = new URL(request.url()).pathname === '/orders' ? 'orders' : 'contact';
        const raw = request.postData();
        const submission: FormSubmission = {endpoint, headers: await request.allHeaders(), body: raw ? JSON.parse(raw) : null};
        submissions.push(submission);
        await handler(route, submission);
      });
      await use({
        submissions,
        reply(next) {
          handler = next ?? created;
        },
      });
    },
    {auto: true},
  ],
  consoleWarnings: async ({page}, use) => {
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
    });
    await use(warnings);
  },
  consoleErrors: [
    async ({page, analyticsEvents: _events, formsApi: _forms}, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') {
          errors.push(msg.text());
        }
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Waits until React has hydrated the page (Docusaurus marks the html element). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
}

/** `work`'s result, or `fallback` if it has not settled after `ms`. */
function within<T, F>(ms: number, fallback: F, work: Promise<T>): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([work, new Promise<F>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)))]).finally(() => clearTimeout(timer));
}

/**
 * What the page's main thread is doing, for a failure message: idle (the
 * debugger, asked to pause, saw no script run within 3 s), running a script
 * (the stack where it paused), or held by a script that never yields (the
 * DevTools protocol, which needs the main thread to turn its debugger on, got
 * no answer within 5 s).
 */
async function mainThreadReport(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const paused = new Promise<string>((resolve) =>
      cdp.once('Debugger.paused', ({callFrames}) =>
        resolve(
          `it was running ${callFrames
            .slice(0, 8)
            .map((f) => `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\//, '') || '(inline)'}:${f.location.lineNumber + 1}:${(f.location.columnNumber ?? 0) + 1}`)
            .join(' < ')}`,
        ),
      ),
    );
    return await within(
      5_000,
      'a script held it: the DevTools protocol got no answer within 5 s',
      (async () => {
        await cdp.send('Debugger.enable');
        await cdp.send('Debugger.pause');
        return within(3_000, 'it was idle: no script ran within 3 s', paused);
      })(),
    );
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

/**
 * Runs `work` (a step that waits inside the page) and fails after `ms` with
 * what the page's main thread was doing, instead of running into the test's
 * timeout with no explanation: a step that waits inside the page cannot give
 * up by itself when the page's main thread stops answering.
 */
export async function watched<T>(page: Page, what: string, work: Promise<T>, ms = 15_000): Promise<T> {
  const stuck = Symbol('stuck');
  const result = await within(ms, stuck, work);
  if (result !== stuck) return result as T;
  work.catch(() => undefined);
  throw new Error(`${what}: not done after ${ms / 1000} s (${page.url()}); the page's main thread: ${await mainThreadReport(page)}`);
}

/**
 * Opens a page the way a visitor clicking a link does once the site is
 * running: the app's router changes the path (no reload), the page's chunk
 * loads and renders. Waits, inside the page, until the new page's content is
 * in place: a visible h1 that is not the previous page's. The canonical link
 * is not enough: Docusaurus renders it from the address bar outside the
 * route, so it changes at once, while the previous page stays on screen until
 * the next page's chunks have loaded.
 *
 * If the page has not arrived after 15 s, it fails with what was on screen
 * and the requests still open, so that a rare failure explains itself.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  const open = new Set<Request>();
  const opened = (request: Request) => open.add(request);
  const closed = (request: Request) => open.delete(request);
  page.on('request', opened);
  page.on('requestfinished', closed);
  page.on('requestfailed', closed);
  try {
    // The page gives up by itself after 15 s; the watch is for a main thread that no longer answers.
    const state = await watched(page, `${path}: in-app navigation`, page.evaluate(async (to) => {
      const previous = document.querySelector('h1');
      window.history.pushState(window.history.state, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', {state: window.history.state}));
      // The next frame, or 100 ms if the browser draws none meanwhile (a renderer starved of CPU can pause its frames).
      const frame = () => new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 100);
      });
      const canonical = () => document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
      const atPath = (href: string | null) => href !== null && new URL(href).pathname.replace(/\/$/, '') === to.replace(/\/$/, '');
      const deadline = performance.now() + 15_000;
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
    }, path), 20_000);
    const requests = [...open].map((request) => request.url().replace(/^https?:\/\/[^/]+/, ''));
    expect(
      state,
      `${path}: the page did not render after an in-app navigation; requests still open: [${requests.join(', ')}]`,
    ).toBeNull();
  } finally {
    page.off('request', opened);
    page.off('requestfinished', closed);
    page.off('requestfailed', closed);
  }
}

export const locales = [
  {code: 'en', prefix: ''},
  {code: 'it', prefix: '/it'},
] as const;
