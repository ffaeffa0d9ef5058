/**
 * The contact form's state across a reload within the tab, as the checkout
 * keeps its own (./checkout-draft.ts): what was typed, the Idempotency-Key of
 * the request last sent (a retry after a reload sends the same one), and when
 * the form was first shown (the minimum fill time counts from then). The
 * honeypot is never stored.
 */
import {requestTypes, type ContactRequest, type RequestType} from './schemas';
import {randomId, type KeyValueStore} from './session-store';

export const contactDraftKey = 'fulcro.contact.draft';

export type ContactValues = {
  name: string;
  email: string;
  company: string;
  subject: string;
  requestType: RequestType;
  message: string;
};

export type ContactIdempotency = {key: string; fingerprint: string; fillTimeMs?: number};

export type ContactDraft = {
  values: ContactValues;
  /**
   * The key sent with the last attempt, the request it was sent for, and the fill time it carried: a retry sends
   * the very same body with the same key (the receiver compares them), so the fill time is not measured again.
   */
  idempotency: ContactIdempotency | null;
  /** When the form was first shown (ms since the epoch). */
  startedAt: number;
};

export const emptyContactValues: ContactValues = {
  name: '',
  email: '',
  company: '',
  subject: '',
  requestType: 'quote',
  message: '',
};

export function newContactDraft(now: number = Date.now()): ContactDraft {
  return {values: emptyContactValues, idempotency: null, startedAt: now};
}

const textOf = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

/** The stored draft, or a new one when there is none or it cannot be read. */
export function loadContactDraft(store: KeyValueStore, now: number = Date.now()): ContactDraft {
  const raw = store.get(contactDraftKey);
  if (!raw) return newContactDraft(now);
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return newContactDraft(now);
  }
  if (!data || typeof data !== 'object') return newContactDraft(now);
  const values = (data.values ?? {}) as Record<string, unknown>;
  const idem = data.idempotency as {key?: unknown; fingerprint?: unknown; fillTimeMs?: unknown} | null | undefined;
  return {
    values: {
      name: textOf(values.name, 300),
      email: textOf(values.email, 300),
      company: textOf(values.company, 300),
      subject: textOf(values.subject, 300),
      requestType: (requestTypes as readonly unknown[]).includes(values.requestType)
        ? (values.requestType as RequestType)
        : 'quote',
      message: textOf(values.message, 10_000),
    },
    idempotency:
      idem && typeof idem.key === 'string' && typeof idem.fingerprint === 'string'
        ? {
            key: idem.key,
            fingerprint: idem.fingerprint,
            ...(typeof idem.fillTimeMs === 'number' ? {fillTimeMs: idem.fillTimeMs} : {}),
          }
        : null,
    startedAt: typeof data.startedAt === 'number' && data.startedAt <= now ? data.startedAt : now,
  };
}

export function saveContactDraft(store: KeyValueStore, draft: ContactDraft): void {
  store.set(contactDraftKey, JSON.stringify(draft));
}

export function clearContactDraft(store: KeyValueStore): void {
  store.remove(contactDraftKey);
}

/** The same request keeps its key across retries and reloads; a changed request gets a new one. */
export function contactIdempotencyFor(
  draft: ContactDraft,
  request: Omit<ContactRequest, 'fillTimeMs' | 'website'>,
  newKey: () => string = randomId,
): ContactIdempotency {
  const fingerprint = JSON.stringify([
    request.name,
    request.email,
    request.company,
    request.subject,
    request.requestType,
    request.message,
    request.locale,
  ]);
  if (draft.idempotency?.fingerprint === fingerprint) return draft.idempotency;
  return {key: newKey(), fingerprint};
}
