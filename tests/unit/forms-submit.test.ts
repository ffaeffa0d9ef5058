import {vi} from 'vitest';
import {postJson, submitTimeoutMs} from '../../src/forms/post-json';
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

  it('reads problem details from an error reply', async () => {
    const body = JSON.stringify({type: 'about:blank', title: 'Service Unavailable', status: 503, detail: 'Provisioning is paused.', requestId: 'req_9'});
    const result = await postJson('https://forms.test/orders', {}, {fetchImpl: reply(503, body), now});
    expect(result).toEqual({
      ok: false,
      failure: {kind: 'http', status: 503, message: 'Provisioning is paused.', requestId: 'req_9', time: '2025-05-04T10:20:30.000Z'},
    });
  });

  it('takes the request id from X-Request-Id when the body has none', async () => {
    const result = await postJson('https://forms.test/orders', {}, {fetchImpl: reply(500, '<html>oops</html>', {'x-request-id': 'req_h'}), now});
    expect(result).toEqual({ok: false, failure: {kind: 'http', status: 500, message: undefined, requestId: 'req_h', time: now().toISOString()}});
  });

  it('treats a 2xx reply that is not JSON as unreadable', async () => {
    const result = await postJson('https://forms.test/orders', {}, {fetchImpl: reply(200, '<!doctype html><p>Welcome</p>'), now});
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

  it('fails without a request when the build has no endpoint', async () => {
    const fetchImpl = vi.fn() as unknown as typeof fetch;
    const result = await postJson(null, {}, {fetchImpl, now});
    expect(result).toEqual({ok: false, failure: {kind: 'not_configured', time: now().toISOString()}});
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

function memoryStore(): KeyValueStore & {data: Map<string, string>} {
  const data = new Map<string, string>();
  return {data, get: (k) => data.get(k) ?? null, set: (k, v) => void data.set(k, v), remove: (k) => void data.delete(k)};
}

describe('checkout draft', () => {
  const order: OrderRequest = {cloudPlan: 'pro', aiPlan: 'none', tenant: 'acme', email: 'a@acme.example', termsAccepted: true, locale: 'en'};

  it('survives a save and load', () => {
    const store = memoryStore();
    const draft = {...emptyDraft, step: 3 as const, cloudPlan: 'pro' as const, aiPlan: 'lightweight' as const, tenant: 'acme', email: 'x@y.it', termsAccepted: true};
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
    expect(applyQuery(emptyDraft, '?plan=pro&ai=lightweight')).toMatchObject({cloudPlan: 'pro', aiPlan: 'lightweight', step: 1});
    expect(applyQuery(emptyDraft, '?plan=standard&ai=lightweight')).toMatchObject({cloudPlan: 'standard', aiPlan: 'none'});
    expect(applyQuery({...emptyDraft, step: 3, cloudPlan: 'standard'}, '?plan=pro')).toMatchObject({cloudPlan: 'pro', step: 1});
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
