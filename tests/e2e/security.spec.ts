import {createHash} from 'node:crypto';
import {test, expect, waitForHydration} from './fixtures';
import {documentHeaders} from '../lib/security-headers';

/**
 * The response headers a visitor's browser receives (the build's `_headers`,
 * applied by Cloudflare's own runtime in `npm run preview`) and the
 * Content-Security-Policy at work.
 */

const required = documentHeaders;

function directive(policy: string, name: string): string[] {
  return (
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find(([n]) => n === name)
      ?.slice(1) ?? []
  );
}

test('pages, assets and the 404 page carry the security headers; every inline script is allowed by its hash', async ({
  request,
}) => {
  const pages = [
    '/',
    '/it/',
    '/docs/core/message-policy',
    '/it/docs/api/core/create-thing',
    '/pricing',
    '/it/contact-us',
  ];
  for (const path of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    for (const name of required) expect(headers[name], `${name} on ${path}`).toBeTruthy();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cache-control'], path).toMatch(/max-age=0, must-revalidate/);
    const policy = headers['content-security-policy'];
    const scripts = directive(policy, 'script-src');
    expect(scripts, path).not.toContain("'unsafe-inline'");
    expect(scripts, path).not.toContain("'unsafe-eval'");
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains; preload');
    expect(headers['cross-origin-resource-policy'], path).toBe('same-origin');
    // Violations go to the site's receiver: by the Reporting API's endpoint and by report-uri.
    expect(directive(policy, 'report-to')).toEqual(['csp']);
    expect(directive(policy, 'report-uri')).toEqual(['/api/csp-reports']);
    expect(headers['reporting-endpoints'], path).toBe('csp="/api/csp-reports"');
    const html = await response.text();
    for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\bsrc=/.test(attributes) || /type=["']?application\/ld\+json/.test(attributes)) continue;
      const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
      expect(scripts, `inline script on ${path}: ${body.slice(0, 60)}…`).toContain(hash);
    }
  }
  const home = await (await request.get('/')).text();
  const bundle = /src="?(\/assets\/js\/main\.[^"\s>]+\.js)/.exec(home)?.[1];
  expect(bundle).toBeTruthy();
  const italian = await (await request.get('/it/')).text();
  const italianBundle = /src="?(\/it\/assets\/js\/main\.[^"\s>]+\.js)/.exec(italian)?.[1];
  expect(italianBundle).toBeTruthy();
  expect((await request.get(italianBundle!)).headers()['cache-control'], italianBundle).toBe(
    'public, max-age=31536000, immutable',
  );
  const asset = await request.get(bundle!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // A script is no document: it carries nosniff, not the document's policy (about 1.3 KB less per script).
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  expect(asset.headers()['cross-origin-resource-policy']).toBe('same-origin');
  expect(asset.headers()['content-security-policy']).toBeUndefined();
  expect(asset.headers()['reporting-endpoints']).toBeUndefined();
  // Pages lets any origin read the site's public files (Access-Control-Allow-Origin: *, on every static file, also in
  // production): harmless, nothing there is private and no credentials are ever allowed. Embedding them in another
  // site's page is what Cross-Origin-Resource-Policy refuses.
  expect(asset.headers()['access-control-allow-origin']).toBe('*');
  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  for (const name of required) expect(missing.headers()[name], `${name} on the 404 page`).toBeTruthy();
  // The host's configuration is not served (Pages answers 404; `wrangler pages dev` 502, looking for `_headers/index.html`).
  const configuration = await request.get('/_headers');
  expect(configuration.status(), 'the host configuration is not served').toBeGreaterThanOrEqual(400);
  expect(await configuration.text()).not.toContain('Content-Security-Policy');
});

test("the forms' receiver answers with data no other site may read, embed or run", async ({request, baseURL}) => {
  const reply = await request.post('/api/forms/contact', {headers: {Origin: new URL(baseURL!).origin}, data: {}});
  expect(reply.status()).toBe(400);
  const headers = reply.headers();
  expect(headers['content-type']).toBe('application/problem+json');
  // No CORS: the forms post to their own origin, and another site's page cannot read a reply.
  expect(headers['access-control-allow-origin']).toBeUndefined();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers['cache-control']).toBe('no-store');
  const preflight = await request.fetch('/api/forms/contact', {
    method: 'OPTIONS',
    headers: {Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'POST'},
  });
  expect(preflight.status()).toBe(405);
  expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();
});

test('the policy is enforced: a script injected into the page does not run, and the violation is reported', async ({
  page,
  cspViolations,
  consoleErrors,
}) => {
  await page.goto('/docs/core/message-policy');
  await waitForHydration(page);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    return (window as unknown as {__injected?: boolean}).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(cspViolations[0]).toMatch(/script-src/);
  // Expected here: the fixture fails every other test on a violation or a console error.
  cspViolations.length = 0;
  consoleErrors.length = 0;
});
