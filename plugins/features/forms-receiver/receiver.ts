/**
 * A stand-in for the real form endpoints, used by `npm start` when
 * FULCRO_ORDER_ENDPOINT / FULCRO_CONTACT_ENDPOINT are not set. It speaks the
 * contract documented in contributing/forms.md: it validates with the
 * same schemas as the browser, answers 201 or a problem-details error, replays
 * the reply of a repeated Idempotency-Key, and writes what it accepted to
 * `.submissions/` (git-ignored).
 */
import {mkdir, writeFile} from 'node:fs/promises';
import {randomUUID} from 'node:crypto';
import {join} from 'node:path';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {checkoutSchemas, contactSchema, isBot, validate, type FieldProblem} from '../../../src/forms/schemas';

export type ReceiverOptions = {
  /** Folder the accepted submissions are written to. */
  dir: string;
  /** Paths answered (null: not answered, the request goes on to the next middleware). */
  ordersPath: string | null;
  contactPath: string | null;
  log?: (message: string) => void;
};

type Reply = {status: number; body: Record<string, unknown>; headers?: Record<string, string>};

export const maxBodyBytes = 64 * 1024;

const statusTitles: Record<number, string> = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  500: 'Internal Server Error',
};

function problem(status: number, requestId: string, detail: string, extra: Record<string, unknown> = {}): Reply {
  return {
    status,
    body: {type: 'about:blank', title: statusTitles[status] ?? 'Error', status, detail, requestId, ...extra},
  };
}

class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > maxBodyBytes) throw new BodyTooLarge();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, reply: Reply, requestId: string): void {
  const isProblem = reply.status >= 400;
  res.statusCode = reply.status;
  res.setHeader('Content-Type', isProblem ? 'application/problem+json' : 'application/json');
  res.setHeader('X-Request-Id', requestId);
  res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
  res.end(JSON.stringify(reply.body));
}

function stamp(date: Date): string {
  return date.toISOString().replace(/[:.]/g, '-');
}

export function createFormsReceiver(options: ReceiverOptions) {
  const log = options.log ?? ((message: string) => console.log(message));
  const orderSchema = checkoutSchemas().order;
  const contact = contactSchema();
  /** Idempotency-Key → the body it came with and the reply it got. */
  const seen = new Map<string, {fingerprint: string; reply: Reply}>();

  async function record(kind: 'orders' | 'contact', id: string, requestId: string, key: string | undefined, body: unknown) {
    const folder = join(options.dir, kind);
    await mkdir(folder, {recursive: true});
    const file = join(folder, `${stamp(new Date())}-${id}.json`);
    await writeFile(
      file,
      `${JSON.stringify({id, requestId, receivedAt: new Date().toISOString(), idempotencyKey: key ?? null, body}, null, 2)}\n`,
    );
    log(`[forms-receiver] ${kind === 'orders' ? 'order' : 'contact request'} ${id} recorded in ${file}`);
  }

  async function handle(kind: 'orders' | 'contact', req: IncomingMessage, requestId: string): Promise<Reply> {
    if (req.method !== 'POST') {
      return {...problem(405, requestId, 'Send the form with POST.'), headers: {Allow: 'POST'}};
    }
    if (!/^application\/(.+\+)?json\b/i.test(req.headers['content-type'] ?? '')) {
      return problem(415, requestId, 'Send the form as application/json.');
    }
    let raw: string;
    try {
      raw = await readBody(req);
    } catch (error) {
      if (error instanceof BodyTooLarge) return problem(413, requestId, `The body is larger than ${maxBodyBytes} bytes.`);
      throw error;
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return problem(400, requestId, 'The body is not valid JSON.', {errors: [] satisfies FieldProblem[]});
    }
    const keyHeader = req.headers['idempotency-key'];
    const key = typeof keyHeader === 'string' && keyHeader.trim() !== '' ? keyHeader.trim() : undefined;
    if (kind === 'orders' && !key) {
      return problem(400, requestId, 'An order needs an Idempotency-Key header.', {errors: []});
    }
    const fingerprint = raw;
    const scopedKey = key ? `${kind}:${key}` : undefined;
    const previous = scopedKey ? seen.get(scopedKey) : undefined;
    if (previous) {
      if (previous.fingerprint !== fingerprint) {
        return problem(422, requestId, 'This Idempotency-Key was already used for a different request.', {errors: []});
      }
      log(`[forms-receiver] replayed the reply for Idempotency-Key ${key}`);
      return {...previous.reply, headers: {...previous.reply.headers, 'Idempotent-Replayed': 'true'}};
    }

    let reply: Reply;
    if (kind === 'orders') {
      const result = validate(orderSchema, body);
      if (!result.ok) {
        return problem(400, requestId, 'Some fields of the order are not valid.', {errors: result.problems});
      }
      const id = `ord_${randomUUID()}`;
      await record('orders', id, requestId, key, result.data);
      reply = {
        status: 201,
        body: {id, status: 'provisioning', instanceUrl: `https://${result.data.tenant}.fulcro.cloud`, requestId},
      };
    } else {
      const result = validate(contact, body);
      if (!result.ok) {
        return problem(400, requestId, 'Some fields of the request are not valid.', {errors: result.problems});
      }
      const id = `msg_${randomUUID()}`;
      if (isBot(result.data)) {
        log('[forms-receiver] contact request with the honeypot filled in: answered, not recorded');
      } else {
        const {website: _honeypot, ...data} = result.data;
        await record('contact', id, requestId, key, data);
      }
      reply = {status: 201, body: {id, requestId}};
    }
    if (scopedKey) seen.set(scopedKey, {fingerprint, reply});
    return reply;
  }

  /** Connect/Express middleware: answers the two paths, passes everything else on. */
  return async function formsReceiver(req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) {
    const path = (req.url ?? '').split('?')[0];
    const kind = path === options.ordersPath ? 'orders' : path === options.contactPath ? 'contact' : null;
    if (!kind) {
      next();
      return;
    }
    const requestId = `req_${randomUUID()}`;
    try {
      send(res, await handle(kind, req, requestId), requestId);
    } catch (error) {
      log(`[forms-receiver] ${String(error)}`);
      send(res, problem(500, requestId, 'The local receiver failed; see the dev server log.'), requestId);
    }
  };
}
