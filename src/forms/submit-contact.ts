import {postJson, type SubmissionResult} from './post-json';
import type {ContactRequest} from './schemas';

export type ContactAccepted = {id?: string; requestId?: string};

/** Sends a contact request; retries of the same request reuse its key. */
export function submitContact(
  endpoint: string,
  request: ContactRequest,
  idempotencyKey: string,
  options: Parameters<typeof postJson>[2] = {},
): Promise<SubmissionResult<ContactAccepted>> {
  return postJson<ContactAccepted>(endpoint, request, {...options, idempotencyKey});
}
