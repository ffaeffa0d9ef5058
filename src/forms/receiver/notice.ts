/**
 * The e-mail that tells the sales desk of an accepted submission, as plain
 * text only: whatever a visitor typed is never read as HTML. The mailer
 * Worker (workers/mailer/) adds the sender and the desk's address.
 */
import {instanceUrl} from '../../data/product';
import type {ContactRequest, OrderRequest} from '../schemas';

export type Notice = {subject: string; text: string; replyTo: string};

const line = (label: string, value: string | undefined) => (value ? `${label}: ${value}` : null);
const lines = (...items: (string | null)[]) => items.filter((item) => item !== null).join('\n');

export function orderNotice(order: OrderRequest, meta: {id: string; requestId: string; receivedAt: string}): Notice {
  return {
    subject: `Evaluation request ${order.tenant} (${order.cloudPlan}, AI ${order.aiPlan}) – ${meta.id}`,
    replyTo: order.email,
    text: lines(
      'A new evaluation instance was requested on the website.',
      '',
      line('Tenant', order.tenant),
      line('Instance', instanceUrl(order.tenant)),
      line('Cloud plan', order.cloudPlan),
      line('AI plan', order.aiPlan),
      line('Email', order.email),
      line('Language', order.locale),
      line('Terms accepted', order.termsAccepted ? 'yes' : 'no'),
      '',
      line('Reference', meta.id),
      line('Request id', meta.requestId),
      line('Received', meta.receivedAt),
    ),
  };
}

export function contactNotice(
  request: ContactRequest,
  meta: {id: string; requestId: string; receivedAt: string},
): Notice {
  return {
    subject: `Contact request (${request.requestType}) from ${request.name}, ${request.company} – ${meta.id}`,
    replyTo: request.email,
    text: lines(
      'A new contact request arrived on the website.',
      '',
      line('Request', request.requestType),
      line('Name', request.name),
      line('Company', request.company),
      line('Email', request.email),
      line('Language', request.locale),
      line('Subject', request.subject),
      '',
      request.message ? `Message:\n${request.message}\n` : null,
      line('Reference', meta.id),
      line('Request id', meta.requestId),
      line('Received', meta.receivedAt),
    ),
  };
}
