/**
 * Where the checkout and contact forms send their submissions: by default the
 * site's own origin, answered by its Pages Functions in production and in
 * `npm run preview`, and by the dev server in `npm start` (the same receiver,
 * src/forms/receiver/). FULCRO_ORDER_ENDPOINT / FULCRO_CONTACT_ENDPOINT point a
 * build at another receiver instead (README "Configuration",
 * contributing/forms.md). Handed to the browser through `customFields.forms`.
 */
export type FormsConfig = {
  /** Path or URL the checkout POSTs an order to. */
  orderEndpoint: string;
  /** Path or URL the contact form POSTs to. */
  contactEndpoint: string;
};

/** The paths the site's own receiver answers (functions/api/[[path]].ts, plugins/features/forms-receiver). */
export const receiverPaths = {
  orders: '/api/forms/orders',
  contact: '/api/forms/contact',
  cspReports: '/api/csp-reports',
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

/** The endpoints of this build: the site's own paths unless a variable names another receiver. */
export function formsConfig(env: NodeJS.ProcessEnv = process.env): FormsConfig {
  return {
    orderEndpoint: endpointFrom(env, variables.order) ?? receiverPaths.orders,
    contactEndpoint: endpointFrom(env, variables.contact) ?? receiverPaths.contact,
  };
}
