/**
 * Where the checkout and contact forms send their submissions. Read from the
 * environment at build time (README "Configuration", contributing/forms.md) and
 * handed to the browser through `customFields.forms`.
 */
export type FormsConfig = {
  /** URL the checkout POSTs an order to; null when the build allowed a missing endpoint. */
  orderEndpoint: string | null;
  /** URL the contact form POSTs to; null when the build allowed a missing endpoint. */
  contactEndpoint: string | null;
  /** True in `npm start` when the dev server answers an unconfigured endpoint itself. */
  localReceiver: boolean;
};

/** Paths the dev server answers when no endpoint is configured (plugins/features/forms-receiver). */
export const localReceiverPaths = {
  orders: '/api/forms/orders',
  contact: '/api/forms/contact',
} as const;

const variables = {order: 'FULCRO_ORDER_ENDPOINT', contact: 'FULCRO_CONTACT_ENDPOINT'} as const;

function endpointFrom(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${value}".`);
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) {
    throw new Error(`${name} must use https (http only for localhost), got "${value}".`);
  }
  return url.toString();
}

/**
 * Production builds (`docusaurus build`) refuse to run without both endpoints
 * unless FULCRO_ALLOW_MISSING_ENDPOINTS=true; then the forms show an error on
 * submit. The dev server falls back to its own receiver.
 */
export function formsConfig(env: NodeJS.ProcessEnv = process.env): FormsConfig {
  const order = endpointFrom(env, variables.order);
  const contact = endpointFrom(env, variables.contact);
  if (env.NODE_ENV === 'production') {
    const missing = [order ? null : variables.order, contact ? null : variables.contact].filter(Boolean);
    const allowed = env.FULCRO_ALLOW_MISSING_ENDPOINTS === 'true';
    if (missing.length > 0 && !allowed) {
      throw new Error(
        `Missing form endpoint: set ${missing.join(' and ')} to the URL that receives ` +
          `${missing.length > 1 ? 'checkout orders and contact requests' : missing[0] === variables.order ? 'checkout orders' : 'contact requests'} ` +
          `(see contributing/forms.md), or set FULCRO_ALLOW_MISSING_ENDPOINTS=true to build a site whose forms cannot be sent.`,
      );
    }
    return {orderEndpoint: order ?? null, contactEndpoint: contact ?? null, localReceiver: false};
  }
  return {
    orderEndpoint: order ?? localReceiverPaths.orders,
    contactEndpoint: contact ?? localReceiverPaths.contact,
    localReceiver: !order || !contact,
  };
}
