import {postJson, type SubmissionResult} from './post-json';
import type {OrderRequest} from './schemas';

/** What the order endpoint answers on success (201 Created, or 200 for a replayed key). */
export type OrderAccepted = {
  id?: string;
  status?: string;
  instanceUrl?: string;
  requestId?: string;
};

/**
 * Sends an order. The caller passes the Idempotency-Key kept with the draft
 * (see idempotencyFor in checkout-draft.ts), so retries of the same order
 * never create two instances.
 */
export function submitOrder(
  endpoint: string,
  order: OrderRequest,
  idempotencyKey: string,
  options: Parameters<typeof postJson>[2] = {},
): Promise<SubmissionResult<OrderAccepted>> {
  return postJson<OrderAccepted>(endpoint, order, {...options, idempotencyKey});
}
