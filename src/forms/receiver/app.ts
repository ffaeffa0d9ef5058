/**
 * The site's one receiver for its forms (contributing/forms.md): the Pages
 * Function functions/api/[[path]].ts runs it in production and in `npm run
 * preview`, the dev server (plugins/features/forms-receiver) runs it in
 * `npm start` with wrangler's local bindings. It answers
 *
 * - POST /api/forms/orders and /api/forms/contact: check the sender (same
 *   origin, JSON, size, rate), validate with the browser's own schemas
 *   (src/forms/schemas.ts), store under the Idempotency-Key, tell the team,
 *   answer 201 once the row is committed; every error is problem+json with a
 *   machine-readable `code` (and the schema's codes per field), which the
 *   browser turns into sentences in the page's language;
 * - POST /api/csp-reports: the Content-Security-Policy's violation reports.
 */
import {Hono, type Context} from 'hono';
import {bodyLimit} from 'hono/body-limit';
import {siteSubmissionLimits} from '../../data/site-privacy';
import {instanceUrl} from '../../data/product';
import {checkoutSchemas, contactSchema, isBot, validate, type FieldProblem} from '../schemas';
import {canonicalJson, sha256Hex} from './canonical-json';
import {contactNotice, orderNotice, type Notice} from './notice';
import type {FormsEnv} from './platform';
import {
  completeSubmission,
  countHit,
  findSubmission,
  reserveSubmission,
  storeCspReports,
  type CspReport,
  type SubmissionKind,
} from './store';

/** The machine-readable reason of every error reply (`code` in the problem details). */
export type ProblemCode =
  | 'method_not_allowed'
  | 'foreign_origin'
  | 'unsupported_media_type'
  | 'body_too_large'
  | 'rate_limited'
  | 'invalid_json'
  | 'idempotency_key_missing'
  | 'validation_failed'
  | 'idempotency_key_reused'
  | 'in_flight'
  | 'not_found'
  | 'internal_error';

const titles: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

type Variables = {requestId: string};
type AppEnv = {Bindings: FormsEnv; Variables: Variables};

/** An RFC 9457 problem-details reply. */
function problem(
  c: Context<AppEnv>,
  status: number,
  code: ProblemCode,
  detail: string,
  {errors, headers}: {errors?: FieldProblem[]; headers?: Record<string, string>} = {},
): Response {
  const body = {
    type: 'about:blank',
    title: titles[status],
    status,
    code,
    detail,
    requestId: c.get('requestId'),
    ...(errors ? {errors} : {}),
  };
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...headers,
      'Content-Type': 'application/problem+json',
      'X-Request-Id': c.get('requestId'),
      'Cache-Control': 'no-store',
    },
  });
}

function json(c: Context<AppEnv>, status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: {
      ...headers,
      'Content-Type': 'application/json',
      'X-Request-Id': c.get('requestId'),
      'Cache-Control': 'no-store',
    },
  });
}

const kinds = {orders: 'order', contact: 'contact'} as const satisfies Record<string, SubmissionKind>;
const idPrefixes = {order: 'ord', contact: 'msg'} as const;
/** Letters, digits and `._:-`, as a UUID or any similar token. */
const keyPattern = /^[A-Za-z0-9._:-]{8,200}$/;

function rateLimitOf(env: FormsEnv): number {
  const configured = Number.parseInt(env.FORMS_RATE_LIMIT ?? '', 10);
  return Number.isInteger(configured) && configured > 0 ? configured : siteSubmissionLimits.rateLimit.submissions;
}

/** The client as the rate limit knows it: a hash of the window and the address, never the address itself. */
async function clientOf(c: Context<AppEnv>, windowStart: number): Promise<string> {
  const address = c.req.header('cf-connecting-ip') ?? 'unknown';
  return (await sha256Hex(`${windowStart}:${address}`)).slice(0, 32);
}

/** Sends the team's notice; resolves to when it left, or null when it could not be sent (logged). */
async function notify(env: FormsEnv, notice: Notice, requestId: string): Promise<Date | null> {
  if (!env.MAILER) {
    console.warn(`[forms] ${requestId}: no MAILER binding, the team was not told`);
    return null;
  }
  try {
    const reply = await env.MAILER.fetch('https://mailer/notices', {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(notice),
      signal: AbortSignal.timeout(5_000),
    });
    if (!reply.ok) throw new Error(`the mailer answered ${reply.status}: ${(await reply.text()).slice(0, 200)}`);
    return new Date();
  } catch (error) {
    console.error(`[forms] ${requestId}: the team's notice failed: ${String(error)}`);
    return null;
  }
}

/** The checks every form submission passes before its body is read. */
async function screen(c: Context<AppEnv>): Promise<Response | undefined> {
  const origin = c.req.header('origin');
  if (origin !== undefined && origin !== new URL(c.req.url).origin) {
    return problem(c, 403, 'foreign_origin', 'Forms are accepted only from pages of this site.');
  }
  if (!/^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i.test(c.req.header('content-type') ?? '')) {
    return problem(c, 415, 'unsupported_media_type', 'Send the form as application/json.');
  }
  const {windowSeconds} = siteSubmissionLimits.rateLimit;
  const now = Math.floor(Date.now() / 1000);
  const windowStart = now - (now % windowSeconds);
  const hits = await countHit(c.env.DB, await clientOf(c, windowStart), windowStart);
  if (hits > rateLimitOf(c.env)) {
    const wait = windowStart + windowSeconds - now;
    return problem(c, 429, 'rate_limited', `Too many submissions from this connection; try again in ${wait} seconds.`, {
      headers: {'Retry-After': String(wait)},
    });
  }
  return undefined;
}

type Accepted =
  {data: unknown; notice: Notice; reply: Record<string, unknown>; bot: boolean} | {problems: FieldProblem[]};

/** Validates a body with the browser's schema; what to store, to tell the team and to answer. */
function accept(
  kind: SubmissionKind,
  body: unknown,
  meta: {id: string; requestId: string; receivedAt: string},
): Accepted {
  const {id, requestId} = meta;
  if (kind === 'order') {
    const result = validate(checkoutSchemas().order, body);
    if (!result.ok) return {problems: result.problems};
    const order = result.data;
    return {
      data: order,
      notice: orderNotice(order, meta),
      reply: {id, status: 'received', instanceUrl: instanceUrl(order.tenant), requestId},
      bot: false,
    };
  }
  const result = validate(contactSchema(), body);
  if (!result.ok) return {problems: result.problems};
  const {website: _honeypot, fillTimeMs: _fillTime, ...kept} = result.data;
  return {data: kept, notice: contactNotice(result.data, meta), reply: {id, requestId}, bot: isBot(result.data)};
}

export function createFormsApp() {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    c.set('requestId', `req_${crypto.randomUUID()}`);
    await next();
    // Pages applies `_headers` to static files only: a Function's reply carries its own. A reply is data, never
    // a document to run, embed or frame.
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Cross-Origin-Resource-Policy', 'same-origin');
    c.res.headers.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  });

  const tooLarge = bodyLimit({
    maxSize: siteSubmissionLimits.maxBodyBytes,
    onError: (c) =>
      problem(
        c as Context<AppEnv>,
        413,
        'body_too_large',
        `The body is larger than ${siteSubmissionLimits.maxBodyBytes} bytes.`,
      ),
  });

  app.post(
    '/api/forms/:form{orders|contact}',
    async (c, next) => (await screen(c)) ?? next(),
    tooLarge,
    async (c) => {
      const kind = kinds[c.req.param('form') as keyof typeof kinds];
      const requestId = c.get('requestId');
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return problem(c, 400, 'invalid_json', 'The body is not valid JSON.');
      }
      const key = c.req.header('idempotency-key')?.trim() ?? '';
      if (!keyPattern.test(key)) {
        return problem(
          c,
          400,
          'idempotency_key_missing',
          'Send an Idempotency-Key header: 8 to 200 letters, digits or ._:- (a UUID).',
        );
      }

      const id = `${idPrefixes[kind]}_${crypto.randomUUID()}`;
      const received = new Date();
      const accepted = accept(kind, body, {id, requestId, receivedAt: received.toISOString()});
      if ('problems' in accepted) {
        return problem(c, 400, 'validation_failed', 'Some fields are not valid; see errors.', {
          errors: accepted.problems,
        });
      }
      if (accepted.bot) {
        // Answered as if sent, so that the bot learns nothing; nothing is kept and nobody is told.
        console.log(`[forms] ${requestId}: a bot's contact request (honeypot or fill time), dropped`);
        return json(c, 201, accepted.reply);
      }
      const {data, notice, reply} = accepted;
      const bodySha256 = await sha256Hex(canonicalJson(data));
      const db = c.env.DB;
      if (await reserveSubmission(db, {id, kind, idempotencyKey: key, bodySha256, data, reply, requestId, received})) {
        await completeSubmission(db, id, await notify(c.env, notice, requestId));
        return json(c, 201, reply);
      }

      const twin = await findSubmission(db, kind, key);
      if (twin === null) {
        // Taken a moment ago and already expired: cannot happen within the retention, answered as a conflict.
        return problem(c, 409, 'in_flight', 'This Idempotency-Key is being used; try again.', {
          headers: {'Retry-After': String(siteSubmissionLimits.inFlightRetrySeconds)},
        });
      }
      if (twin.body_sha256 !== bodySha256) {
        return problem(
          c,
          422,
          'idempotency_key_reused',
          'This Idempotency-Key was already used for a different request.',
        );
      }
      const age = received.getTime() - Date.parse(twin.received_at);
      if (twin.state === 'pending' && age < siteSubmissionLimits.inFlightStaleSeconds * 1000) {
        return problem(
          c,
          409,
          'in_flight',
          'The first request with this Idempotency-Key is still being stored; try again.',
          {
            headers: {'Retry-After': String(siteSubmissionLimits.inFlightRetrySeconds)},
          },
        );
      }
      return json(c, 201, twin.reply, {'Idempotent-Replayed': 'true'});
    },
  );
  app.all('/api/forms/:form{orders|contact}', (c) =>
    problem(c, 405, 'method_not_allowed', 'Send the form with POST.', {headers: {Allow: 'POST'}}),
  );

  app.post('/api/csp-reports', tooLarge, async (c) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await c.req.text());
    } catch {
      return problem(c, 400, 'invalid_json', 'The body is not valid JSON.');
    }
    const reports = cspReportsFrom(parsed).slice(0, 20);
    if (reports.length > 0) await storeCspReports(c.env.DB, reports, new Date());
    return new Response(null, {
      status: 204,
      headers: {'X-Request-Id': c.get('requestId'), 'Cache-Control': 'no-store'},
    });
  });
  app.all('/api/csp-reports', (c) =>
    problem(c, 405, 'method_not_allowed', 'Send reports with POST.', {headers: {Allow: 'POST'}}),
  );

  app.notFound((c) => problem(c, 404, 'not_found', 'Nothing is answered at this address.'));
  app.onError((error, c) => {
    console.error(`[forms] ${c.get('requestId')}: ${error.stack ?? String(error)}`);
    return problem(c, 500, 'internal_error', 'The receiver failed; the error is logged under this request id.');
  });
  return app;
}

/** A URL as stored: origin and path only (queries and fragments may carry what no report needs). */
function withoutQuery(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    const url = new URL(value);
    return `${url.origin}${url.pathname}`.slice(0, 500);
  } catch {
    return value.slice(0, 100);
  }
}

const text = (value: unknown, max = 200): string | null =>
  typeof value === 'string' && value !== '' ? value.slice(0, max) : null;
const integer = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;

/**
 * The reports of a body in either format browsers send: the Reporting API's
 * (`report-to`: an array of `{type: 'csp-violation', body: {documentURL, …}}`)
 * or the older `report-uri` one (`{"csp-report": {"document-uri", …}}`).
 */
export function cspReportsFrom(parsed: unknown): CspReport[] {
  const items = Array.isArray(parsed) ? parsed : [parsed];
  return items.flatMap((item): CspReport[] => {
    if (item === null || typeof item !== 'object') return [];
    const record = item as Record<string, unknown>;
    const legacy = record['csp-report'];
    if (legacy !== null && typeof legacy === 'object') {
      const r = legacy as Record<string, unknown>;
      return [
        {
          documentUrl: withoutQuery(r['document-uri']),
          directive: text(r['effective-directive'] ?? r['violated-directive']),
          blockedUrl: withoutQuery(r['blocked-uri']) ?? text(r['blocked-uri']),
          sourceFile: withoutQuery(r['source-file']),
          line: integer(r['line-number']),
          column: integer(r['column-number']),
          disposition: text(r.disposition, 20),
        },
      ];
    }
    if (record.type === 'csp-violation' && record.body !== null && typeof record.body === 'object') {
      const r = record.body as Record<string, unknown>;
      return [
        {
          documentUrl: withoutQuery(r.documentURL ?? record.url),
          directive: text(r.effectiveDirective),
          blockedUrl: withoutQuery(r.blockedURL) ?? text(r.blockedURL),
          sourceFile: withoutQuery(r.sourceFile),
          line: integer(r.lineNumber),
          column: integer(r.columnNumber),
          disposition: text(r.disposition, 20),
        },
      ];
    }
    return [];
  });
}
