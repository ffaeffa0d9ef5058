/**
 * The checkout's state between steps, kept in sessionStorage so that Back,
 * Next and a reload within the tab lose nothing. It also holds the
 * Idempotency-Key of the order last sent, so a retry of the same order reuses it.
 */
import {
  lightweightAiCloudPlans,
  orderableAiPlans,
  orderableCloudPlans,
  type OrderAiPlan,
  type OrderCloudPlan,
  type OrderRequest,
} from './schemas';
import {randomId, type KeyValueStore} from './session-store';

export const draftStorageKey = 'fulcro.checkout.draft';

export type CheckoutStep = 1 | 2 | 3;

export type CheckoutDraft = {
  step: CheckoutStep;
  cloudPlan: OrderCloudPlan | '';
  aiPlan: OrderAiPlan;
  tenant: string;
  email: string;
  termsAccepted: boolean;
  /** The key sent with the last attempt and the order it was sent for. */
  idempotency: {key: string; fingerprint: string} | null;
};

export const emptyDraft: CheckoutDraft = {
  step: 1,
  cloudPlan: '',
  aiPlan: 'none',
  tenant: '',
  email: '',
  termsAccepted: false,
  idempotency: null,
};

function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

/** Reads the stored draft; anything missing or malformed falls back to the empty draft. */
export function loadDraft(store: KeyValueStore): CheckoutDraft {
  const raw = store.get(draftStorageKey);
  if (!raw) return emptyDraft;
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return emptyDraft;
  }
  if (!data || typeof data !== 'object') return emptyDraft;
  const idem = data.idempotency as {key?: unknown; fingerprint?: unknown} | null | undefined;
  const draft: CheckoutDraft = {
    step: data.step === 2 || data.step === 3 ? data.step : 1,
    cloudPlan: isOneOf(orderableCloudPlans, data.cloudPlan) ? data.cloudPlan : '',
    aiPlan: isOneOf(orderableAiPlans, data.aiPlan) ? data.aiPlan : 'none',
    tenant: typeof data.tenant === 'string' ? data.tenant.slice(0, 200) : '',
    email: typeof data.email === 'string' ? data.email.slice(0, 300) : '',
    termsAccepted: data.termsAccepted === true,
    idempotency:
      idem && typeof idem.key === 'string' && typeof idem.fingerprint === 'string'
        ? {key: idem.key, fingerprint: idem.fingerprint}
        : null,
  };
  return normalise(draft);
}

export function saveDraft(store: KeyValueStore, draft: CheckoutDraft): void {
  store.set(draftStorageKey, JSON.stringify(draft));
}

export function clearDraft(store: KeyValueStore): void {
  store.remove(draftStorageKey);
}

/** Keeps the draft consistent: no AI add-on the cloud plan cannot carry, no step past a missing plan. */
export function normalise(draft: CheckoutDraft): CheckoutDraft {
  let next = draft;
  if (next.aiPlan === 'lightweight' && !(next.cloudPlan && lightweightAiCloudPlans.includes(next.cloudPlan))) {
    next = {...next, aiPlan: 'none'};
  }
  if (next.step > 1 && next.cloudPlan === '') next = {...next, step: 1};
  return next;
}

/**
 * Applies `?plan=` and `?ai=` from the address (links on /pricing). Returns
 * null when the query preselects nothing.
 */
export function applyQuery(draft: CheckoutDraft, search: string): CheckoutDraft | null {
  const params = new URLSearchParams(search);
  const plan = params.get('plan');
  const ai = params.get('ai');
  const cloudPlan = isOneOf(orderableCloudPlans, plan) ? plan : undefined;
  const aiPlan = isOneOf(orderableAiPlans, ai) ? ai : undefined;
  if (!cloudPlan && !aiPlan) return null;
  return normalise({
    ...draft,
    step: 1,
    cloudPlan: cloudPlan ?? draft.cloudPlan,
    aiPlan: aiPlan ?? draft.aiPlan,
  });
}

/** Removes `plan` and `ai` from a query string once applied, so a reload keeps later choices. */
export function withoutPreselection(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('plan');
  params.delete('ai');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The same order keeps its key across retries; a changed order gets a new one. */
export function idempotencyFor(
  draft: CheckoutDraft,
  order: OrderRequest,
  newKey: () => string = randomId,
): {key: string; fingerprint: string} {
  const fingerprint = JSON.stringify([order.cloudPlan, order.aiPlan, order.tenant, order.email, order.locale]);
  if (draft.idempotency?.fingerprint === fingerprint) return draft.idempotency;
  return {key: newKey(), fingerprint};
}
