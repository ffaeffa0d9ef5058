import {vi} from 'vitest';
import {
  isRetryable,
  postJson,
  retryAfterSeconds,
  submitTimeoutMs,
  type SubmissionFailure,
} from '../../src/forms/post-json';
import {
  contactDraftKey,
  contactIdempotencyFor,
  loadContactDraft,
  newContactDraft,
  saveContactDraft,
} from '../../src/forms/contact-draft';
import {
  applyQuery,
  emptyDraft,
  idempotencyFor,
  loadDraft,
  normalise,
  saveDraft,
  withoutPreselection,
  draftStorageKey,
} from '../../src/forms/checkout-draft';
import {randomId, type KeyValueStore} from '../../src/forms/session-store';
import type {OrderRequest} from '../../src/forms/schemas';

const now = () => new Date('2025-05-04T10:20:30.000Z');

function reply(status: number, body: string, headers: Record<string, string> = {}): typeof fetch {
  return vi.fn(() => Promise.resolve(new Response(body, {status, headers})));
}

describe('postJson', () => {
  it('POSTs JSON with the Idempotency-Key and returns the reply', async () => {
    const fetchImpl = reply(201, '{"id":"ord_1","requestId":"req_1"}', {'content-type': 'application/json'});
    const result = await postJson('https://forms.test/orders', {a: 1}, {idempotencyKey: 'key-1', fetchImpl, now});
    expect(result).toEqual({ok: true, status: 201, data: {id: 'ord_1', requestId: 'req_1'}, requestId: 'req_1'});
    const [url, init] = vi.mocked(fetchImpl).mock.calls[0];
    expect(url).toBe('https://forms.test/orders');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toMatchObject({'Content-Type': 'application/json', 'Idempotency-Key': 'key-1'});
  });

  it('reads problem details from an error reply, never its title (the page has its own words)', async () => {
    const body = JSON.stringify({
      type: 'about:blank',
      title: 'Service Unavailable',
      status: 503,
      detail: 'Provisioning is paused.',
      requestId: 'req_9',
    });
    const result = await postJson('https://forms.test/orders', {}, {fetchImpl: reply(503, body), now});
    expect(result).toEqual({
      ok: false,
      failure: {
        kind: 'http',
        status: 503,
        message: 'Provisioning is paused.',
        requestId: 'req_9',
        time: '2025-05-04T10:20:30.000Z',
      },
    });
    const titleOnly = await postJson(
      'https://forms.test/orders',
      {},
      {fetchImpl: reply(500, '{"title":"Internal Server Error"}'), now},
    );
    expect(!titleOnly.ok && titleOnly.failure.message).toBeUndefined();
  });

  it("reads the receiver's code, its field errors and Retry-After", async () => {
    const body = JSON.stringify({
      status: 400,
      code: 'validation_failed',
      errors: [{field: 'tenant', code: 'tenant_reserved'}, {field: 7}, null],
      requestId: 'req_v',
    });
    const result = await postJson('https://forms.test/orders', {}, {fetchImpl: reply(400, body), now});
    expect(!result.ok && result.failure).toMatchObject({
      code: 'validation_failed',
      fieldErrors: [{field: 'tenant', code: 'tenant_reserved'}],
    });
    const limited = await postJson(
      'https://forms.test/orders',
      {},
      {fetchImpl: reply(429, '{"code":"rate_limited"}', {'retry-after': '120'}), now},
    );
    expect(!limited.ok && limited.failure).toMatchObject({status: 429, code: 'rate_limited', retryAfterSeconds: 120});
    expect(retryAfterSeconds('Sun, 04 May 2025 10:21:00 GMT', now())).toBe(30);
    expect(retryAfterSeconds('soon', now())).toBeUndefined();
    expect(retryAfterSeconds(null, now())).toBeUndefined();
  });

  it('waits out a 409 whose twin is still being stored, then takes the reply with the same key', async () => {
    vi.useFakeTimers();
    try {
      const replies = [
        new Response('{"code":"in_flight"}', {status: 409, headers: {'retry-after': '1'}}),
        new Response('{"code":"in_flight"}', {status: 409, headers: {'retry-after': '1'}}),
        new Response('{"id":"ord_twin"}', {status: 201, headers: {'idempotent-replayed': 'true'}}),
      ];
      const fetchImpl = vi.fn(() => Promise.resolve(replies.shift()!)) as unknown as typeof fetch;
      const pending = postJson('https://forms.test/orders', {a: 1}, {idempotencyKey: 'twin-key', fetchImpl, now});
      await vi.advanceTimersByTimeAsync(2_000);
      expect(await pending).toMatchObject({ok: true, status: 201, data: {id: 'ord_twin'}});
      expect(fetchImpl).toHaveBeenCalledTimes(3);
      for (const [, init] of vi.mocked(fetchImpl).mock.calls)
        expect(init?.headers).toMatchObject({'Idempotency-Key': 'twin-key'});
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers a retry only where one may help: 5xx, 429, a timeout, a lost connection', () => {
    const failure = (f: Partial<SubmissionFailure>): SubmissionFailure => ({
      kind: 'http',
      time: now().toISOString(),
      ...f,
    });
    for (const status of [500, 502, 503, 429]) expect(isRetryable(failure({status})), String(status)).toBe(true);
    for (const status of [400, 403, 404, 409, 413, 415, 422])
      expect(isRetryable(failure({status})), String(status)).toBe(false);
    expect(isRetryable(failure({kind: 'timeout'}))).toBe(true);
    expect(isRetryable(failure({kind: 'network'}))).toBe(true);
    expect(isRetryable(failure({kind: 'unreadable', status: 200}))).toBe(false);
  });

  it('takes the request id from X-Request-Id when the body has none', async () => {
    const result = await postJson(
      'https://forms.test/orders',
      {},
      {fetchImpl: reply(500, '<html>oops</html>', {'x-request-id': 'req_h'}), now},
    );
    expect(result).toEqual({
      ok: false,
      failure: {kind: 'http', status: 500, message: undefined, requestId: 'req_h', time: now().toISOString()},
    });
  });

  it('treats a 2xx reply that is not JSON as unreadable', async () => {
    const result = await postJson(
      'https://forms.test/orders',
      {},
      {fetchImpl: reply(200, '<!doctype html><p>Welcome</p>'), now},
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.failure.kind).toBe('unreadable');
    const scalar = await postJson('https://forms.test/orders', {}, {fetchImpl: reply(200, '"ok"'), now});
    expect(!scalar.ok && scalar.failure.kind).toBe('unreadable');
  });

  it('reports a network error', async () => {
    const fetchImpl = vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    const result = await postJson('https://forms.test/orders', {}, {fetchImpl, now});
    expect(result).toEqual({ok: false, failure: {kind: 'network', time: now().toISOString()}});
  });

  it('gives up after 15 seconds', async () => {
    vi.useFakeTimers();
    try {
      const fetchImpl = vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, rejectFetch) => {
            init.signal!.addEventListener('abort', () => rejectFetch(new DOMException('aborted', 'AbortError')));
          }),
      ) as unknown as typeof fetch;
      const pending = postJson('https://forms.test/orders', {}, {fetchImpl, now});
      await vi.advanceTimersByTimeAsync(submitTimeoutMs - 1);
      let settled = false;
      void pending.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toEqual({ok: false, failure: {kind: 'timeout', time: now().toISOString()}});
      expect(submitTimeoutMs).toBe(15_000);
    } finally {
      vi.useRealTimers();
    }
  });
});

function memoryStore(): KeyValueStore & {data: Map<string, string>} {
  const data = new Map<string, string>();
  return {
    data,
    get: (k) => data.get(k) ?? null,
    set: (k, v) => void data.set(k, v),
    remove: (k) => void data.delete(k),
  };
}

describe('checkout draft', () => {
  const order: OrderRequest = {
    cloudPlan: 'pro',
    aiPlan: 'none',
    tenant: 'acme',
    email: 'a@acme.example',
    termsAccepted: true,
    locale: 'en',
  };

  it('survives a save and load', () => {
    const store = memoryStore();
    const draft = {
      ...emptyDraft,
      step: 3 as const,
      cloudPlan: 'pro' as const,
      aiPlan: 'lightweight' as const,
      tenant: 'acme',
      email: 'x@y.it',
      termsAccepted: true,
    };
    saveDraft(store, draft);
    expect(loadDraft(store)).toEqual(draft);
  });

  it('falls back to an empty draft on garbage and repairs impossible states', () => {
    const store = memoryStore();
    store.set(draftStorageKey, '{not json');
    expect(loadDraft(store)).toEqual(emptyDraft);
    store.set(draftStorageKey, JSON.stringify({step: 3, cloudPlan: 'enterprise', aiPlan: 'full', tenant: 7}));
    expect(loadDraft(store)).toEqual(emptyDraft);
    expect(normalise({...emptyDraft, cloudPlan: 'standard', aiPlan: 'lightweight'}).aiPlan).toBe('none');
  });

  it('applies ?plan= and ?ai= and then removes them from the address', () => {
    expect(applyQuery(emptyDraft, '?plan=pro&ai=lightweight')).toMatchObject({
      cloudPlan: 'pro',
      aiPlan: 'lightweight',
      step: 1,
    });
    expect(applyQuery(emptyDraft, '?plan=standard&ai=lightweight')).toMatchObject({
      cloudPlan: 'standard',
      aiPlan: 'none',
    });
    expect(applyQuery({...emptyDraft, step: 3, cloudPlan: 'standard'}, '?plan=pro')).toMatchObject({
      cloudPlan: 'pro',
      step: 1,
    });
    expect(applyQuery(emptyDraft, '?plan=enterprise')).toBeNull();
    expect(applyQuery(emptyDraft, '')).toBeNull();
    expect(withoutPreselection('?plan=pro&ai=lightweight&utm=x')).toBe('?utm=x');
    expect(withoutPreselection('?plan=pro')).toBe('');
  });

  it('keeps the Idempotency-Key for the same order and mints a new one when the order changes', () => {
    let n = 0;
    const mint = () => `key-${++n}`;
    const first = idempotencyFor(emptyDraft, order, mint);
    const draft = {...emptyDraft, idempotency: first};
    expect(idempotencyFor(draft, order, mint)).toEqual(first);
    expect(idempotencyFor(draft, {...order, tenant: 'acme-2'}, mint).key).toBe('key-2');
  });

  it('makes random ids that look like UUIDs', () => {
    const ids = new Set(Array.from({length: 50}, randomId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('contact draft', () => {
  const request = {
    name: 'Giulia',
    email: 'g@acme.example',
    company: 'Acme',
    subject: '',
    requestType: 'quote' as const,
    message: 'Ciao',
    locale: 'it' as const,
  };

  it('survives a save and load, with its key and when it was first shown', () => {
    const store = memoryStore();
    const draft = {
      ...newContactDraft(1_000),
      values: {...request, requestType: 'consultation' as const},
      idempotency: {key: 'k-1', fingerprint: 'f'},
    };
    saveContactDraft(store, draft);
    const {locale: _locale, ...values} = request;
    expect(loadContactDraft(store, 5_000)).toEqual({...draft, values: {...values, requestType: 'consultation'}});
  });

  it('starts anew on garbage, and never from a time to come', () => {
    const store = memoryStore();
    store.set(contactDraftKey, '{not json');
    expect(loadContactDraft(store, 7)).toEqual(newContactDraft(7));
    store.set(contactDraftKey, JSON.stringify({values: {name: 5, requestType: 'demo'}, startedAt: 99_999}));
    expect(loadContactDraft(store, 7)).toMatchObject({
      values: {name: '', requestType: 'quote'},
      startedAt: 7,
      idempotency: null,
    });
  });

  it('keeps the key for the same request and mints a new one when it changes', () => {
    let n = 0;
    const mint = () => `key-${++n}`;
    const first = contactIdempotencyFor(newContactDraft(), request, mint);
    const draft = {...newContactDraft(), idempotency: first};
    expect(contactIdempotencyFor(draft, request, mint)).toEqual(first);
    expect(contactIdempotencyFor(draft, {...request, message: 'Ciao!'}, mint).key).toBe('key-2');
  });
});
