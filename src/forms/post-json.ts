/**
 * The one way the site sends a form: POST JSON, wait at most 15 s, and turn
 * every outcome into either the reply or a failure the visitor can read and
 * quote to support (status, server message, request id, time).
 */

export const submitTimeoutMs = 15_000;

export type SubmissionFailure = {
  /** http: a non-2xx reply; unreadable: a 2xx reply that is not JSON; not_configured: the build has no endpoint. */
  kind: 'http' | 'timeout' | 'network' | 'unreadable' | 'not_configured';
  status?: number;
  /** What the server said (problem details `detail` or `title`), if anything. */
  message?: string;
  requestId?: string;
  /** When the attempt ended (ISO 8601). */
  time: string;
};

export type SubmissionResult<T> =
  | {ok: true; status: number; data: T; requestId?: string}
  | {ok: false; failure: SubmissionFailure};

type Options = {
  idempotencyKey?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => Date;
};

/** Problem details (RFC 9457) plus the `requestId` extension the receivers add. */
type ProblemDetails = {title?: unknown; detail?: unknown; requestId?: unknown};

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 500) : undefined;
}

export async function postJson<T = unknown>(
  endpoint: string | null,
  body: unknown,
  {idempotencyKey, timeoutMs = submitTimeoutMs, fetchImpl = globalThis.fetch, now = () => new Date()}: Options = {},
): Promise<SubmissionResult<T>> {
  const failed = (failure: Omit<SubmissionFailure, 'time'>): SubmissionResult<T> => ({
    ok: false,
    failure: {...failure, time: now().toISOString()},
  });
  if (!endpoint) return failed({kind: 'not_configured'});

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const headers: Record<string, string> = {'Content-Type': 'application/json', Accept: 'application/json'};
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
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
    if (!response.ok) {
      return failed({
        kind: 'http',
        status: response.status,
        message: text(problem.detail) ?? text(problem.title),
        requestId,
      });
    }
    if (!readable) return failed({kind: 'unreadable', status: response.status, requestId});
    return {ok: true, status: response.status, data: parsed as T, requestId};
  } finally {
    clearTimeout(timer);
  }
}
