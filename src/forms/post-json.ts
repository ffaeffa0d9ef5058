/**
 * The one way the site sends a form: POST JSON, wait at most 15 s, and turn
 * every outcome into either the reply or a failure the visitor can read and
 * quote to support (status, what went wrong, request id, time).
 *
 * A 409 whose Retry-After is short (the first request with the same
 * Idempotency-Key is still being stored) is sent again after that wait,
 * within the same 15 s: the visitor sees one submission and its one reply.
 */

export const submitTimeoutMs = 15_000;

/** One field refused by the receiver, with the schema's error code (src/forms/schemas.ts). */
export type FieldError = {field: string; code: string};

export type SubmissionFailure = {
  /** http: a non-2xx reply; unreadable: a 2xx reply that is not JSON. */
  kind: 'http' | 'timeout' | 'network' | 'unreadable';
  status?: number;
  /** The receiver's machine-readable reason (problem details `code`), which the page words in its language. */
  code?: string;
  /** What the server wrote (problem details `detail`), shown when the page has no words of its own for `code`. */
  message?: string;
  requestId?: string;
  /** The fields the receiver refused (problem details `errors`). */
  fieldErrors?: FieldError[];
  /** How long the server asked to wait before trying again (Retry-After), in seconds. */
  retryAfterSeconds?: number;
  /** When the attempt ended (ISO 8601). */
  time: string;
};

export type SubmissionResult<T> =
  {ok: true; status: number; data: T; requestId?: string} | {ok: false; failure: SubmissionFailure};

type Options = {
  idempotencyKey?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => Date;
};

/** Problem details (RFC 9457) plus the extensions the site's receiver adds. */
type ProblemDetails = {detail?: unknown; code?: unknown; requestId?: unknown; errors?: unknown};

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 500) : undefined;
}

/** Retry-After as seconds (it may be a number of seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now: Date): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = /^\d+$/.test(header.trim())
    ? Number(header.trim())
    : Math.ceil((Date.parse(header) - now.getTime()) / 1000);
  return Number.isFinite(seconds) ? Math.min(Math.max(seconds, 0), 86_400) : undefined;
}

function fieldErrorsOf(value: unknown): FieldError[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const errors = (value as unknown[]).filter((item): item is FieldError => {
    const error = item as Partial<FieldError> | null;
    return (
      error !== null && typeof error === 'object' && typeof error.field === 'string' && typeof error.code === 'string'
    );
  });
  return errors.length > 0 ? errors.map(({field, code}) => ({field, code})) : undefined;
}

/**
 * Whether sending the same submission again may succeed: after a server error
 * (5xx), a timeout, a network error or 429 (after its Retry-After). Any other
 * refusal would be refused again.
 */
export function isRetryable(failure: SubmissionFailure): boolean {
  if (failure.kind === 'timeout' || failure.kind === 'network') return true;
  return failure.kind === 'http' && failure.status !== undefined && (failure.status >= 500 || failure.status === 429);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function postJson<T = unknown>(
  endpoint: string,
  body: unknown,
  {idempotencyKey, timeoutMs = submitTimeoutMs, fetchImpl = globalThis.fetch, now = () => new Date()}: Options = {},
): Promise<SubmissionResult<T>> {
  const failed = (failure: Omit<SubmissionFailure, 'time'>): SubmissionResult<T> => ({
    ok: false,
    failure: {...failure, time: now().toISOString()},
  });

  const controller = new AbortController();
  let timedOut = false;
  const started = Date.now();
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const headers: Record<string, string> = {'Content-Type': 'application/json', Accept: 'application/json'};
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    for (;;) {
      let response: Response;
      try {
        response = await fetchImpl(endpoint, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
          signal: controller.signal,
          credentials: 'omit',
        });
      } catch {
        return failed({kind: timedOut ? 'timeout' : 'network'});
      }
      let raw: string;
      try {
        raw = await response.text();
      } catch {
        return failed({kind: timedOut ? 'timeout' : 'network', status: response.status});
      }
      let parsed: unknown;
      let readable = true;
      try {
        parsed = raw.trim() === '' ? {} : JSON.parse(raw);
      } catch {
        readable = false;
      }
      if (readable && (parsed === null || typeof parsed !== 'object')) readable = false;
      const problem = (readable ? parsed : {}) as ProblemDetails;
      const requestId = text(problem.requestId) ?? text(response.headers.get('x-request-id'));
      const retryAfter = retryAfterSeconds(response.headers.get('retry-after'), now());
      if (response.status === 409 && idempotencyKey && retryAfter !== undefined) {
        // The twin sent first is still being stored: its reply is this one's, once it is done.
        const waitMs = retryAfter * 1000;
        if (Date.now() - started + waitMs < timeoutMs) {
          await wait(waitMs);
          if (timedOut) return failed({kind: 'timeout'});
          continue;
        }
      }
      if (!response.ok) {
        return failed({
          kind: 'http',
          status: response.status,
          code: text(problem.code),
          message: text(problem.detail),
          requestId,
          fieldErrors: fieldErrorsOf(problem.errors),
          retryAfterSeconds: retryAfter,
        });
      }
      if (!readable) return failed({kind: 'unreadable', status: response.status, requestId});
      return {ok: true, status: response.status, data: parsed as T, requestId};
    }
  } finally {
    clearTimeout(timer);
  }
}
