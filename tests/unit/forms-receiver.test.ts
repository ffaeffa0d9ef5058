import {createServer, type Server} from 'node:http';
import {mkdtempSync, readdirSync, readFileSync, rmSync, existsSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {createFormsReceiver} from '../../plugins/features/forms-receiver/receiver';
import {localReceiverPaths} from '../../src/config/forms';

let dir: string;
let server: Server;
let base: string;
const logs: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fulcro-forms-'));
  const receiver = createFormsReceiver({
    dir,
    ordersPath: localReceiverPaths.orders,
    contactPath: localReceiverPaths.contact,
    log: (m) => logs.push(m),
  });
  server = createServer((req, res) =>
    void receiver(req, res, () => {
      res.statusCode = 404;
      res.end('next');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, {recursive: true, force: true});
});

const order = {cloudPlan: 'pro', aiPlan: 'lightweight', tenant: 'acme', email: 'ops@acme.example', termsAccepted: true, locale: 'it'};
const contact = {name: 'Giulia', email: 'g@acme.example', company: 'Acme', subject: '', requestType: 'consultation', message: 'Ciao', locale: 'it'};

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', ...headers},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

type Recorded = {body: Record<string, unknown>; idempotencyKey: string | null};

function recorded(kind: 'orders' | 'contact'): Recorded[] {
  const folder = join(dir, kind);
  if (!existsSync(folder)) return [];
  return readdirSync(folder).map((f) => JSON.parse(readFileSync(join(folder, f), 'utf8')) as Recorded);
}

describe('the dev-server form receiver', () => {
  it('accepts a valid order, answers 201 and records it', async () => {
    const response = await post(localReceiverPaths.orders, order, {'Idempotency-Key': 'k-1'});
    expect(response.status).toBe(201);
    const body = (await response.json()) as {id: string; requestId: string};
    expect(body).toMatchObject({status: 'provisioning', instanceUrl: 'https://acme.fulcro.cloud'});
    expect(body.id).toMatch(/^ord_/);
    expect(body.requestId).toBe(response.headers.get('x-request-id'));
    expect(recorded('orders')).toEqual([expect.objectContaining({body: order, idempotencyKey: 'k-1'})]);
  });

  it('replays the reply for a repeated Idempotency-Key without recording twice', async () => {
    const first = (await (await post(localReceiverPaths.orders, {...order, tenant: 'replay'}, {'Idempotency-Key': 'k-2'})).json()) as {id: string};
    const again = await post(localReceiverPaths.orders, {...order, tenant: 'replay'}, {'Idempotency-Key': 'k-2'});
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(((await again.json()) as {id: string}).id).toBe(first.id);
    expect(recorded('orders').filter((r) => r.body.tenant === 'replay')).toHaveLength(1);
  });

  it('refuses a reused key with a different order', async () => {
    const response = await post(localReceiverPaths.orders, {...order, tenant: 'other'}, {'Idempotency-Key': 'k-2'});
    expect(response.status).toBe(422);
  });

  it('answers an invalid order with problem details listing error codes', async () => {
    const response = await post(localReceiverPaths.orders, {...order, cloudPlan: 'standard', tenant: 'www'}, {'Idempotency-Key': 'k-3'});
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    const problem = (await response.json()) as {requestId: string; errors: unknown};
    expect(problem).toMatchObject({type: 'about:blank', title: 'Bad Request', status: 400});
    expect(problem.requestId).toMatch(/^req_/);
    expect(problem.errors).toEqual([
      {field: 'tenant', code: 'tenant_reserved'},
      {field: 'aiPlan', code: 'ai_not_available'},
    ]);
  });

  it('needs an Idempotency-Key, JSON, POST and a small body', async () => {
    expect((await post(localReceiverPaths.orders, order)).status).toBe(400);
    expect((await post(localReceiverPaths.orders, '{oops', {'Idempotency-Key': 'k-4'})).status).toBe(400);
    const text = await fetch(`${base}${localReceiverPaths.contact}`, {method: 'POST', headers: {'Content-Type': 'text/plain'}, body: 'hi'});
    expect(text.status).toBe(415);
    const get = await fetch(`${base}${localReceiverPaths.contact}`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const huge = await post(localReceiverPaths.contact, {...contact, message: 'x'.repeat(70_000)});
    expect(huge.status).toBe(413);
  });

  it('records a contact request and drops one with the honeypot filled in', async () => {
    expect((await post(localReceiverPaths.contact, contact)).status).toBe(201);
    expect((await post(localReceiverPaths.contact, {...contact, name: 'Bot', website: 'http://spam.example'})).status).toBe(201);
    const names = recorded('contact').map((r) => r.body.name);
    expect(names).toEqual(['Giulia']);
    expect(logs.some((l) => l.includes('honeypot'))).toBe(true);
  });

  it('passes every other path on', async () => {
    expect((await post('/api/other', {})).status).toBe(404);
  });
});
