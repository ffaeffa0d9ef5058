/**
 * The forms' receiver (src/forms/receiver/), run in Node as `npm start` runs
 * it: the same app, a real D1 database from wrangler's local platform
 * (`getPlatformProxy`, in memory, with migrations/ applied) and a stand-in for
 * the mailer Worker that records the notices, and can be held to keep a
 * submission in flight. tests/e2e/forms-receiver.spec.ts runs the Pages
 * Function itself.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {getPlatformProxy, type PlatformProxy} from 'wrangler';
import {createFormsApp} from '../../src/forms/receiver/app';
import {canonicalJson} from '../../src/forms/receiver/canonical-json';
import type {D1Database, Fetcher, FormsEnv} from '../../src/forms/receiver/platform';
import {deleteAfter, storeCspReports} from '../../src/forms/receiver/store';
import {evaluationRequestDays, siteRetention, siteSubmissionLimits} from '../../src/data/site-privacy';

// Every request goes to workerd and back several times (the rate limit, the row, its completion): on a busy
// 2-core machine a test of a dozen requests takes seconds.
vi.setConfig({testTimeout: 60_000});

let proxy: PlatformProxy<FormsEnv>;
let db: D1Database;
const app = createFormsApp();
const origin = 'https://www.fulcro.io';

/** The mailer's stand-in: what it was asked to send; `hold()` keeps the next notices waiting until released. */
const mailer = {
  notices: [] as {subject: string; text: string; replyTo: string}[],
  gate: Promise.resolve(),
  hold(): () => void {
    let release!: () => void;
    this.gate = new Promise<void>((resolve) => (release = resolve));
    return release;
  },
};
const MAILER: Fetcher = {
  async fetch(_input, init) {
    await mailer.gate;
    mailer.notices.push(JSON.parse(init?.body as string) as (typeof mailer.notices)[number]);
    return new Response('{"messageId":"<1@fulcro.io>"}', {status: 202});
  },
};

beforeAll(async () => {
  process.env.WRANGLER_SEND_METRICS = 'false';
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';
  proxy = await getPlatformProxy<FormsEnv>({configPath: 'wrangler.toml', persist: false, remoteBindings: false});
  db = proxy.env.DB;
  for (const file of readdirSync('migrations').sort()) {
    const sql = readFileSync(`migrations/${file}`, 'utf8').replace(/--.*$/gm, '');
    for (const statement of sql
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean))
      await db.prepare(statement).run();
  }
}, 60_000);

afterAll(async () => {
  await proxy?.dispose();
});

let clients = 0;
/** A client of its own per test, so that the rate limit of one test never meets another's. */
const newClient = () => `192.0.2.${++clients}`;

async function post(
  path: string,
  body: unknown,
  {
    key,
    client = 'test',
    headers = {},
    env = {},
  }: {key?: string; client?: string; headers?: Record<string, string>; env?: Partial<FormsEnv>} = {},
): Promise<Response> {
  return app.fetch(
    new Request(`${origin}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: origin,
        'CF-Connecting-IP': client,
        ...(key ? {'Idempotency-Key': key} : {}),
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    {DB: db, MAILER, FORMS_RATE_LIMIT: '1000', ...env},
  );
}

const order = {
  cloudPlan: 'pro',
  aiPlan: 'lightweight',
  tenant: 'acme',
  email: 'ops@acme.example',
  termsAccepted: true,
  locale: 'it',
};
const contact = {
  name: 'Giulia',
  email: 'g@acme.example',
  company: 'Acme',
  subject: '',
  requestType: 'consultation',
  message: 'Ciao',
  locale: 'it',
  fillTimeMs: 5000,
};
const key = () => crypto.randomUUID();

async function rows(idempotencyKey: string) {
  return (
    await db
      .prepare('SELECT * FROM submissions WHERE idempotency_key = ?')
      .bind(idempotencyKey)
      .all<Record<string, unknown>>()
  ).results;
}

describe('a submission', () => {
  it('is stored, the team is told, and only then is it answered 201', async () => {
    const k = key();
    const client = newClient();
    const response = await post('/api/forms/orders', order, {key: k, client});
    expect(response.status).toBe(201);
    const body = (await response.json()) as {id: string; requestId: string};
    expect(body.id).toMatch(/^ord_/);
    expect(body.requestId).toMatch(/^req_/);
    expect(body).toEqual({
      id: body.id,
      status: 'received',
      instanceUrl: 'https://acme.fulcro.cloud',
      requestId: body.requestId,
    });
    expect(response.headers.get('x-request-id')).toBe(body.requestId);
    const [row] = await rows(k);
    expect(row).toMatchObject({id: body.id, kind: 'order', state: 'done', request_id: body.requestId});
    expect(JSON.parse(row.data as string)).toEqual(order);
    expect(typeof row.notified_at).toBe('string');
    const notice = mailer.notices.at(-1)!;
    expect(notice.replyTo).toBe('ops@acme.example');
    expect(notice.subject).toContain('acme');
    expect(notice.text).toContain(`Reference: ${body.id}`);
    expect(notice.text).toContain('Instance: https://acme.fulcro.cloud');
  });

  it('keeps a contact request without its honeypot or fill time, and tells the team in plain text', async () => {
    const k = key();
    const message = 'Devices < 5,000; <img src=x onerror=alert(1)> stays text.';
    const response = await post(
      '/api/forms/contact',
      {...contact, message, website: ''},
      {key: k, client: newClient()},
    );
    expect(response.status).toBe(201);
    const [row] = await rows(k);
    const {fillTimeMs: _fill, ...kept} = contact;
    expect(JSON.parse(row.data as string)).toEqual({...kept, message});
    expect(mailer.notices.at(-1)!.text).toContain(`Message:\n${message}`);
  });

  it("is answered as sent but kept nowhere when it is a bot's: honeypot filled, or sent faster than a person can", async () => {
    const before = mailer.notices.length;
    for (const bot of [
      {...contact, website: 'http://spam.example'},
      {...contact, fillTimeMs: siteSubmissionLimits.minFillSeconds * 1000 - 1},
      {...contact, fillTimeMs: undefined},
    ]) {
      const k = key();
      const response = await post('/api/forms/contact', bot, {key: k, client: newClient()});
      expect(response.status).toBe(201);
      const reply = (await response.json()) as Record<string, unknown>;
      expect(Object.keys(reply)).toEqual(['id', 'requestId']);
      expect(reply.id).toMatch(/^msg_/);
      expect(await rows(k)).toEqual([]);
    }
    expect(mailer.notices.length).toBe(before);
  });

  it('carries headers that let no other site read, embed or run the reply', async () => {
    const response = await post('/api/forms/contact', contact, {key: key(), client: newClient()});
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('one Idempotency-Key', () => {
  it('gives one row and one reply to parallel requests, a 409 with Retry-After while the first is in flight', async () => {
    const k = key();
    const client = newClient();
    const release = mailer.hold();
    const first = post('/api/forms/orders', {...order, tenant: 'twins'}, {key: k, client});
    // The first holds its row (pending) while the team's notice is on its way; its twins arrive meanwhile.
    await vi.waitFor(async () => expect(await rows(k)).toHaveLength(1));
    const twins = await Promise.all(
      Array.from({length: 10}, () => post('/api/forms/orders', {...order, tenant: 'twins'}, {key: k, client})),
    );
    for (const twin of twins) {
      expect(twin.status).toBe(409);
      expect(twin.headers.get('retry-after')).toBe(String(siteSubmissionLimits.inFlightRetrySeconds));
      expect(await twin.json()).toMatchObject({status: 409, code: 'in_flight'});
    }
    release();
    const firstReply = await first;
    expect(firstReply.status).toBe(201);
    const reply = (await firstReply.json()) as unknown;
    const again = await Promise.all(
      Array.from({length: 10}, () => post('/api/forms/orders', {...order, tenant: 'twins'}, {key: k, client})),
    );
    for (const response of again) {
      expect(response.status).toBe(201);
      expect(response.headers.get('idempotent-replayed')).toBe('true');
      expect(await response.json()).toEqual(reply);
    }
    expect(await rows(k)).toHaveLength(1);
  });

  it('compares bodies as canonical JSON, not bytes, and refuses a different body with 422', async () => {
    const k = key();
    const client = newClient();
    const first = (await (await post('/api/forms/contact', contact, {key: k, client})).json()) as unknown;
    // The same request written another way, with a different fill time (not part of what is stored).
    const reordered = `{ "locale":"it",  "message":"Ciao", "requestType":"consultation","subject":"",
      "company":"Acme","email":"g@acme.example","name":"Giulia","fillTimeMs": 9000 }`;
    const same = await post('/api/forms/contact', reordered, {key: k, client});
    expect(same.status).toBe(201);
    expect(await same.json()).toEqual(first);
    const different = await post('/api/forms/contact', {...contact, message: 'Something else'}, {key: k, client});
    expect(different.status).toBe(422);
    expect(await different.json()).toMatchObject({code: 'idempotency_key_reused'});
    expect(canonicalJson({b: [1, {d: 2, c: undefined}], a: 'x'})).toBe('{"a":"x","b":[1,{"d":2}]}');
  });

  it('answers for a twin that was cut short once it is older than the in-flight window: its row was stored', async () => {
    const k = key();
    const received = new Date(Date.now() - (siteSubmissionLimits.inFlightStaleSeconds + 1) * 1000).toISOString();
    const data = {
      cloudPlan: 'pro',
      aiPlan: 'none',
      tenant: 'cut-short',
      email: 'ops@acme.example',
      termsAccepted: true,
      locale: 'en',
    };
    const reply = {id: 'ord_cut', status: 'received', requestId: 'req_cut'};
    const {sha256Hex} = await import('../../src/forms/receiver/canonical-json');
    await db
      .prepare(
        `INSERT INTO submissions (id, kind, idempotency_key, body_sha256, data, reply, request_id, received_at, state, delete_after)
         VALUES ('ord_cut', 'order', ?, ?, ?, ?, 'req_cut', ?, 'pending', '2999-01-01T00:00:00.000Z')`,
      )
      .bind(k, await sha256Hex(canonicalJson(data)), JSON.stringify(data), JSON.stringify(reply), received)
      .run();
    const response = await post('/api/forms/orders', data, {key: k, client: newClient()});
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual(reply);
  });

  it('lives as long as its submission, which every retention keeps longer than a day', () => {
    const received = new Date('2026-01-31T12:00:00.000Z');
    expect(deleteAfter('contact', received).toISOString()).toBe('2027-01-31T12:00:00.000Z');
    expect(deleteAfter('order', received).getTime() - received.getTime()).toBe(evaluationRequestDays * 86_400_000);
    for (const kind of ['contact', 'order'] as const) {
      expect(deleteAfter(kind, received).getTime() - received.getTime()).toBeGreaterThanOrEqual(
        siteRetention.idempotencyKeyMinHours * 3_600_000,
      );
    }
  });
});

describe('what the receiver refuses', () => {
  const problem = async (response: Response, status: number, code: string) => {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({type: 'about:blank', status, code});
    expect(body.requestId).toMatch(/^req_/);
    expect(typeof body.title).toBe('string');
    return body;
  };

  it('413 over 64 KiB, 415 for anything but JSON, 403 from another site, 405 for anything but POST', async () => {
    const client = newClient();
    await problem(
      await post(
        '/api/forms/contact',
        {...contact, message: 'x'.repeat(siteSubmissionLimits.maxBodyBytes)},
        {key: key(), client},
      ),
      413,
      'body_too_large',
    );
    await problem(
      await post('/api/forms/contact', 'name=Giulia', {
        key: key(),
        client,
        headers: {'Content-Type': 'application/x-www-form-urlencoded'},
      }),
      415,
      'unsupported_media_type',
    );
    await problem(
      await post('/api/forms/contact', contact, {key: key(), client, headers: {'Content-Type': 'text/plain'}}),
      415,
      'unsupported_media_type',
    );
    await problem(
      await post('/api/forms/contact', contact, {key: key(), client, headers: {Origin: 'https://elsewhere.example'}}),
      403,
      'foreign_origin',
    );
    const get = await Promise.resolve(app.fetch(new Request(`${origin}/api/forms/orders`), {DB: db}));
    await problem(get, 405, 'method_not_allowed');
    expect(get.headers.get('allow')).toBe('POST');
    await problem(await Promise.resolve(app.fetch(new Request(`${origin}/api/nothing`), {DB: db})), 404, 'not_found');
  });

  it("400 for a body that is not JSON, a missing key, or fields the browser's schema refuses, with their codes", async () => {
    const client = newClient();
    await problem(await post('/api/forms/orders', '{oops', {key: key(), client}), 400, 'invalid_json');
    await problem(await post('/api/forms/orders', order, {client}), 400, 'idempotency_key_missing');
    await problem(await post('/api/forms/orders', order, {key: 'short', client}), 400, 'idempotency_key_missing');
    const refused = await problem(
      await post('/api/forms/orders', {...order, cloudPlan: 'standard', tenant: 'xn--pple-43d'}, {key: key(), client}),
      400,
      'validation_failed',
    );
    expect(refused.errors).toEqual([
      {field: 'tenant', code: 'tenant_hyphens'},
      {field: 'aiPlan', code: 'ai_not_available'},
    ]);
    const contactRefused = await problem(
      await post('/api/forms/contact', {...contact, name: 'Mario\u202egnp.exe', company: '!!!'}, {key: key(), client}),
      400,
      'validation_failed',
    );
    expect(contactRefused.errors).toEqual([
      {field: 'name', code: 'text_invisible'},
      {field: 'company', code: 'text_letters'},
    ]);
  });

  it('429 with Retry-After once a client passes the limit, whose figure the deployment may change', async () => {
    const client = newClient();
    const env = {FORMS_RATE_LIMIT: '3'};
    for (let i = 0; i < 3; i++)
      expect((await post('/api/forms/contact', contact, {key: key(), client, env})).status).toBe(201);
    const limited = await post('/api/forms/contact', contact, {key: key(), client, env});
    const body = await problem(limited, 429, 'rate_limited');
    const wait = Number(limited.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(siteSubmissionLimits.rateLimit.windowSeconds);
    expect(body.detail).toContain(`${wait} seconds`);
    // Another client is not affected; without the variable, the data module's figure holds.
    expect((await post('/api/forms/contact', contact, {key: key(), client: newClient(), env})).status).toBe(201);
    const other = newClient();
    const defaults = {FORMS_RATE_LIMIT: undefined};
    for (let i = 0; i < siteSubmissionLimits.rateLimit.submissions; i++) {
      expect((await post('/api/forms/contact', contact, {key: key(), client: other, env: defaults})).status).toBe(201);
    }
    expect((await post('/api/forms/contact', contact, {key: key(), client: other, env: defaults})).status).toBe(429);
    // No address is stored, only a hash.
    const stored = await db.prepare('SELECT client FROM rate_limits').all<{client: string}>();
    expect(stored.results.map((r) => r.client).join(' ')).not.toContain('192.0.2.');
  });
});

describe('retention', () => {
  it('deletes what has outlived its retention whenever a submission is stored', async () => {
    await db
      .prepare(
        `INSERT INTO submissions (id, kind, idempotency_key, body_sha256, data, reply, request_id, received_at, state, delete_after)
         VALUES ('msg_old', 'contact', 'old-key-1234', 'x', '{}', '{}', 'req_old', '2020-01-01T00:00:00.000Z', 'done', '2021-01-01T00:00:00.000Z')`,
      )
      .run();
    expect(await rows('old-key-1234')).toHaveLength(1);
    expect((await post('/api/forms/contact', contact, {key: key(), client: newClient()})).status).toBe(201);
    expect(await rows('old-key-1234')).toEqual([]);
  });
});

describe('CSP violation reports', () => {
  const count = async () => (await db.prepare('SELECT COUNT(*) AS n FROM csp_reports').first<{n: number}>())!.n;

  it('records both formats browsers send, without queries, and answers 204', async () => {
    await db.prepare('DELETE FROM csp_reports').run();
    const reportTo = [
      {
        type: 'csp-violation',
        url: 'https://www.fulcro.io/docs/x?token=secret',
        body: {
          documentURL: 'https://www.fulcro.io/docs/x?token=secret',
          effectiveDirective: 'script-src-elem',
          blockedURL: 'inline',
          lineNumber: 3,
          columnNumber: 7,
          disposition: 'enforce',
        },
      },
      {type: 'deprecation', body: {}},
    ];
    const reportUri = {
      'csp-report': {
        'document-uri': 'https://www.fulcro.io/it/',
        'violated-directive': 'img-src',
        'blocked-uri': 'https://evil.example/a.png?x=1',
      },
    };
    for (const [type, body] of [
      ['application/reports+json', reportTo],
      ['application/csp-report', reportUri],
    ] as const) {
      const request = new Request(`${origin}/api/csp-reports`, {
        method: 'POST',
        headers: {'Content-Type': type},
        body: JSON.stringify(body),
      });
      const response = await Promise.resolve(app.fetch(request, {DB: db}));
      expect(response.status).toBe(204);
    }
    const stored = await db
      .prepare(
        'SELECT document_url, directive, blocked_url, line, column_number, disposition FROM csp_reports ORDER BY id',
      )
      .all();
    expect(stored.results).toEqual([
      {
        document_url: 'https://www.fulcro.io/docs/x',
        directive: 'script-src-elem',
        blocked_url: 'inline',
        line: 3,
        column_number: 7,
        disposition: 'enforce',
      },
      {
        document_url: 'https://www.fulcro.io/it/',
        directive: 'img-src',
        blocked_url: 'https://evil.example/a.png',
        line: null,
        column_number: null,
        disposition: null,
      },
    ]);
  });

  it('keeps the newest reports up to the cap and none older than the retention', async () => {
    await db.prepare('DELETE FROM csp_reports').run();
    const report = {
      documentUrl: '/',
      directive: 'script-src',
      blockedUrl: 'inline',
      sourceFile: null,
      line: null,
      column: null,
      disposition: 'enforce',
    };
    const now = Date.now();
    await storeCspReports(db, [report], new Date(now - (siteRetention.cspReportDays + 1) * 86_400_000), {maxRows: 5});
    expect(await count()).toBe(1);
    await storeCspReports(
      db,
      Array.from({length: 7}, () => report),
      new Date(now),
      {maxRows: 5},
    );
    expect(await count()).toBe(5);
    const oldest = await db.prepare('SELECT MIN(received_at) AS t FROM csp_reports').first<{t: string}>();
    expect(Date.parse(oldest!.t)).toBeGreaterThan(now - 1000);
    expect(siteRetention.cspReportMaxRows).toBe(10_000);
  });
});
