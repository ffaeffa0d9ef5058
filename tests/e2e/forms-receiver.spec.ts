import {randomUUID} from 'node:crypto';
import {mkdirSync, rmSync} from 'node:fs';
import type {APIRequestContext} from '@playwright/test';
import {test, expect} from './fixtures';
import {exportSubmissions, exportText, previewPort, sentEmails, startPreview} from './receiver';
import {canonicalJson, sha256Hex} from '../../src/forms/receiver/canonical-json';
import {siteSubmissionLimits} from '../../src/data/site-privacy';
import {applyMigrations, runWrangler} from '../../tooling/wrangler-env.mjs';

/**
 * The forms' receiver as it runs deployed: the Pages Function of the preview
 * (functions/api/[[path]].ts), its local D1 database, read back as the sales
 * desk reads it (`npm run forms:export`), and the e-mails wrangler writes to
 * disk in place of sending them. The browser's side of the forms is in
 * checkout.spec.ts and contact.spec.ts.
 */

const order = (tenant: string) => ({
  cloudPlan: 'pro',
  aiPlan: 'none',
  tenant,
  email: 'ops@acme.example',
  termsAccepted: true,
  locale: 'en',
});
const contact = (name: string) => ({
  name,
  email: 'giulia@acme.example',
  company: 'Acme S.p.A.',
  subject: '',
  requestType: 'quote',
  message: 'Hello',
  locale: 'it',
  fillTimeMs: 5000,
});

function post(
  request: APIRequestContext,
  origin: string,
  path: string,
  data: unknown,
  key?: string,
  headers: Record<string, string> = {},
) {
  return request.post(`${origin}${path}`, {
    headers: {'Content-Type': 'application/json', Origin: origin, ...(key ? {'Idempotency-Key': key} : {}), ...headers},
    // Bytes, as written: Playwright would encode a string as a JSON string.
    data: Buffer.from(typeof data === 'string' ? data : JSON.stringify(data)),
    failOnStatusCode: false,
  });
}

test.describe('the receiver of the preview', () => {
  // Each reads the database back through `npm run forms:export` (a wrangler run: seconds on a busy machine). One
  // after the other: while the 50 parallel posts were in flight, `wrangler pages dev` once answered a 64 KiB post
  // with its own 503 before the Function saw it.
  test.describe.configure({mode: 'default', timeout: 120_000});

  test('50 parallel posts with one Idempotency-Key make one row, and every one gets its reply', async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const key = randomUUID();
    const tenant = `twins-${Date.now().toString(36)}`;
    const started = performance.now();
    const first = await Promise.all(
      Array.from({length: 50}, () => post(request, origin, '/api/forms/orders', order(tenant), key)),
    );
    const firstMs = performance.now() - started;
    const statuses = first.map((r) => `${r.status()}${r.headers()['idempotent-replayed'] ? ' replayed' : ''}`);
    const tally = Object.fromEntries([...new Set(statuses)].map((s) => [s, statuses.filter((x) => x === s).length]));
    expect(
      statuses.filter((s) => s === '201'),
      JSON.stringify(tally),
    ).toHaveLength(1);
    // The receiver never answers 503 (its only 5xx is a 500 with problem details): a 503 is wrangler's own, turning a
    // post away before the Function sees it when the machine is busy. Production has no such proxy; the browser
    // offers "Try again" for it, which the twins below do.
    const platformBusy = (response: (typeof first)[number]) =>
      response.status() === 503 && !response.headers()['content-type']?.startsWith('application/problem+json');
    for (const response of first) {
      if (platformBusy(response)) continue;
      expect([201, 409], JSON.stringify(tally)).toContain(response.status());
      if (response.status() === 409)
        expect(response.headers()['retry-after']).toBe(String(siteSubmissionLimits.inFlightRetrySeconds));
    }
    // Each twin turned away while the first was in flight tries again after its Retry-After, as the browser does.
    const replies = await Promise.all(
      first.map(async (response) => {
        let current = response;
        for (let attempt = 0; (current.status() === 409 || platformBusy(current)) && attempt < 10; attempt++) {
          const wait = current.status() === 409 ? Number(current.headers()['retry-after']) : 1;
          await new Promise((resolve) => setTimeout(resolve, wait * 1000));
          current = await post(request, origin, '/api/forms/orders', order(tenant), key);
        }
        expect(current.status()).toBe(201);
        return (await current.json()) as {id: string};
      }),
    );
    const allMs = performance.now() - started;
    expect(new Set(replies.map((r) => JSON.stringify(r))).size).toBe(1);
    const rows = (await exportSubmissions()).filter((s) => s.tenant === tenant);
    expect(rows.map((r) => r.id)).toEqual([replies[0].id]);
    test.info().annotations.push({
      type: 'figures',
      description: `50 parallel posts, one key: ${JSON.stringify(tally)} in ${Math.round(firstMs)} ms; all 50 with the one reply after ${Math.round(allMs)} ms; rows: ${rows.length}`,
    });
  });

  test('refuses with problem details and a code: 413, 415, 403, 405, 400, 422', async ({request, baseURL}) => {
    const origin = new URL(baseURL!).origin;
    const expectProblem = async (response: Awaited<ReturnType<typeof post>>, status: number, code: string) => {
      expect(response.status(), code).toBe(status);
      expect(response.headers()['content-type']).toBe('application/problem+json');
      const body = (await response.json()) as Record<string, unknown>;
      expect(body).toMatchObject({status, code});
      expect(response.headers()['x-request-id']).toBe(body.requestId);
      return body;
    };
    const huge = {...contact('Giulia'), message: 'x'.repeat(siteSubmissionLimits.maxBodyBytes)};
    await expectProblem(await post(request, origin, '/api/forms/contact', huge, randomUUID()), 413, 'body_too_large');
    await expectProblem(
      await post(request, origin, '/api/forms/contact', 'name=Giulia', randomUUID(), {
        'Content-Type': 'application/x-www-form-urlencoded',
      }),
      415,
      'unsupported_media_type',
    );
    await expectProblem(
      await post(request, origin, '/api/forms/contact', contact('Giulia'), randomUUID(), {
        Origin: 'https://elsewhere.example',
      }),
      403,
      'foreign_origin',
    );
    await expectProblem(
      await request.get(`${origin}/api/forms/orders`, {failOnStatusCode: false}),
      405,
      'method_not_allowed',
    );
    await expectProblem(await post(request, origin, '/api/forms/orders', '{oops', randomUUID()), 400, 'invalid_json');
    const refused = await expectProblem(
      await post(request, origin, '/api/forms/orders', order('xn--pple-43d'), randomUUID()),
      400,
      'validation_failed',
    );
    expect(refused.errors).toEqual([{field: 'tenant', code: 'tenant_hyphens'}]);
    const key = randomUUID();
    expect((await post(request, origin, '/api/forms/contact', contact('Giulia'), key)).status()).toBe(201);
    await expectProblem(
      await post(request, origin, '/api/forms/contact', contact('Someone else'), key),
      422,
      'idempotency_key_reused',
    );
  });

  test('tells the team of each submission by e-mail, which wrangler writes to disk; the desk exports it, formulas escaped', async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const marker = `Marker ${randomUUID()}`;
    const name = `=HYPERLINK("https://evil.example","${marker}")`;
    const response = await post(
      request,
      origin,
      '/api/forms/contact',
      {...contact(name), message: `<img src=x onerror=alert(1)> ${marker}`},
      randomUUID(),
    );
    expect(response.status()).toBe(201);
    const {id} = (await response.json()) as {id: string};
    const email = sentEmails().find((text) => text.includes(id));
    expect(email, 'the e-mail naming the submission').toBeDefined();
    expect(email).toContain(`Name: ${name}`);
    expect(email).toContain(`<img src=x onerror=alert(1)> ${marker}`);
    const [row] = (await exportSubmissions()).filter((s) => s.id === id);
    expect(row).toMatchObject({kind: 'contact', name, company: 'Acme S.p.A.'});
    const csv = await exportText(['--csv', '--kind', 'contact']);
    const line = csv.split('\r\n').find((l) => l.startsWith(`${id},`));
    expect(line).toContain(`"'=HYPERLINK(""https://evil.example"",""${marker}"")"`);
  });
});

test('a preview of its own: a twin in flight gets 409, rows outlive a restart, 429 with Retry-After past the limit', async ({
  request,
}) => {
  // Three starts of wrangler (a seeding, two previews) on a 2-core machine.
  test.setTimeout(420_000);
  // The port beside the suite's preview (E2E_PORT + 1): one test uses it, and a port range given to a run covers it.
  const port = previewPort + 1;
  const persistTo = `test-results/preview-own-${port}`;
  const limit = 4;
  rmSync(persistTo, {recursive: true, force: true});
  mkdirSync(persistTo, {recursive: true});

  // A submission whose first request is still in flight: stored, marked pending, and received "just now" as the
  // preview will see it (a minute or so ahead: wrangler takes a while to start, and a twin older than the in-flight
  // window would be taken for one cut short).
  const inFlightKey = randomUUID();
  const inFlight = order(`in-flight-${port}`);
  await applyMigrations(persistTo, {quiet: true});
  const sql = `INSERT INTO submissions (id, kind, idempotency_key, body_sha256, data, reply, request_id, received_at, state, delete_after)
    VALUES ('ord_in_flight', 'order', '${inFlightKey}', '${await sha256Hex(canonicalJson(inFlight))}', '${JSON.stringify(inFlight)}',
      '{"id":"ord_in_flight"}', 'req_in_flight', '${new Date(Date.now() + 120_000).toISOString()}', 'pending', '2999-01-01T00:00:00.000Z')`;
  await runWrangler(['d1', 'execute', 'DB', '--local', '--persist-to', persistTo, '--command', sql], {quiet: true});

  let preview = await startPreview({port, persistTo, fresh: false, rateLimit: limit});
  let stored: {id: string};
  try {
    const twin = await post(request, preview.origin, '/api/forms/orders', inFlight, inFlightKey);
    expect(twin.status()).toBe(409);
    expect(twin.headers()['retry-after']).toBe(String(siteSubmissionLimits.inFlightRetrySeconds));
    expect(await twin.json()).toMatchObject({code: 'in_flight'});

    const key = randomUUID();
    const created = await post(request, preview.origin, '/api/forms/contact', contact('Restart'), key);
    expect(created.status()).toBe(201);
    stored = (await created.json()) as {id: string};
    await preview.stop();

    preview = await startPreview({port, persistTo, fresh: false, rateLimit: limit});
    const again = await post(request, preview.origin, '/api/forms/contact', contact('Restart'), key);
    expect(again.status()).toBe(201);
    expect(again.headers()['idempotent-replayed']).toBe('true');
    expect(await again.json()).toEqual(stored);
    expect((await exportSubmissions(persistTo)).map((s) => s.id).sort()).toEqual(['ord_in_flight', stored.id].sort());

    // The limit counts every post of this client in its window (across the restart: the counters are in D1).
    let limited: Awaited<ReturnType<typeof post>> | undefined;
    for (let i = 0; i <= limit && !limited; i++) {
      const response = await post(request, preview.origin, '/api/forms/contact', contact(`Client ${i}`), randomUUID());
      if (response.status() === 429) limited = response;
      else expect(response.status()).toBe(201);
    }
    expect(limited, `no 429 within ${limit + 1} posts`).toBeDefined();
    const wait = Number(limited!.headers()['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(siteSubmissionLimits.rateLimit.windowSeconds);
    expect(await limited!.json()).toMatchObject({status: 429, code: 'rate_limited'});
  } finally {
    await preview.stop();
  }
});
