/**
 * Tenant names a customer may not take (`https://{tenant}.fulcro.cloud`):
 * they are the platform's own hosts, mail and DNS names, or would pass for
 * the company or its staff. The checkout's rules (src/forms/schemas.ts,
 * `tenantError`) read them in the browser and in the receiver alike.
 */

/** Names refused as they are. */
export const reservedTenantNames: ReadonlySet<string> = new Set([
  // The platform's hosts and services.
  'www', 'api', 'app', 'apps', 'admin', 'auth', 'login', 'logout', 'sso', 'oauth', 'id', 'iam', 'account', 'accounts',
  'billing', 'pay', 'payments', 'checkout', 'status', 'health', 'dashboard', 'console', 'portal', 'control', 'edge',
  'copilot', 'cloud', 'cdn', 'static', 'assets', 'media', 'files', 'download', 'downloads', 'upload', 'uploads',
  'mqtt', 'broker', 'ws', 'wss', 'grpc', 'graphql', 'webhook', 'webhooks', 'registry', 'update', 'updates', 'ota',
  // Mail and DNS.
  'mail', 'email', 'smtp', 'imap', 'pop', 'pop3', 'ftp', 'sftp', 'ns', 'dns', 'mx', 'autodiscover', 'autoconfig',
  'postmaster', 'hostmaster', 'webmaster', 'abuse', 'noreply', 'no-reply', 'mailer-daemon',
  // The company, its teams and its pages.
  'help', 'support', 'docs', 'blog', 'news', 'press', 'sales', 'legal', 'privacy', 'dpo', 'security', 'trust',
  'careers', 'jobs', 'partners', 'partner', 'staff', 'team', 'ops', 'sre', 'noc', 'soc', 'hr', 'finance',
  'official', 'verify', 'verified', 'official-support',
  // Environments and system names.
  'dev', 'test', 'testing', 'qa', 'uat', 'stage', 'staging', 'prod', 'production', 'preview', 'sandbox', 'demo',
  'beta', 'alpha', 'canary', 'root', 'system', 'internal', 'intranet', 'localhost', 'local', 'example', 'invalid',
]);

/**
 * Prefixes refused when a digit, a hyphen or nothing follows them:
 * `www1`, `www-eu`, `api2`, `mail-01`, `support-team`, `admin-panel`
 * (but `apiary`, `mailbox-co` and `supporto` are free).
 */
export const reservedTenantPrefixes: readonly string[] = [
  'www', 'api', 'app', 'admin', 'auth', 'login', 'sso', 'mail', 'smtp', 'imap', 'pop', 'ftp', 'ns', 'dns', 'mx',
  'cdn', 'static', 'status', 'support', 'help', 'staff', 'ops', 'billing', 'console', 'portal', 'mqtt',
  'dev', 'test', 'staging', 'stage', 'prod', 'sandbox', 'demo', 'root', 'system', 'internal', 'security', 'official',
];

/** Words refused anywhere in a name: the brand (`fulcro-support`, `my-fulcro`, `fulcroiot`). */
export const reservedTenantWords: readonly string[] = ['fulcro'];

/** True when the name is reserved by one of the three lists. */
export function isReservedTenant(name: string): boolean {
  if (reservedTenantNames.has(name)) return true;
  if (reservedTenantWords.some((word) => name.includes(word))) return true;
  return reservedTenantPrefixes.some((prefix) => name.startsWith(prefix) && /^(?:[0-9]|-|$)/.test(name.slice(prefix.length)));
}
