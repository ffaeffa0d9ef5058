import {company} from './company';

/**
 * The product's name and URL slug. Every page, config block and test that
 * needs them imports them from here, so a rename is a one-file change.
 */
export const product = {
  name: 'Fulcro',
  slug: 'fulcro',
  /** The company's legal name, from `company.ts` (its identity and addresses live there). */
  company: company.legalName,
  /** Domain under which every customer instance lives: https://{tenant}.fulcro.cloud */
  cloudDomain: 'fulcro.cloud',
  cli: 'fulcroctl',
  edgeBinary: 'fulcro-edge',
  edgeConfigPath: '/etc/fulcro-edge/config.yaml',
  copyrightYear: 2025,
  /** Public site URL (used for the sitemap, canonical links and hreflang). */
  siteUrl: 'https://www.fulcro.io',
  /** Where vulnerability reports go (security.txt, /vulnerability-reporting): `company.contacts.security`. */
  securityEmail: company.contacts.security,
  /** The site's source repository: "Edit this page" links point into it. */
  repositoryUrl: 'https://github.com/fulcro/website',
} as const;

/** Builds the address of a customer's cloud instance from its tenant id. */
export function instanceUrl(tenant: string): string {
  return `https://${tenant}.${product.cloudDomain}`;
}

/** Builds the base URL of one service's REST API on a tenant's instance. */
export function apiBaseUrl(tenant: string, service: string): string {
  return `${instanceUrl(tenant)}/api/${service}/v1`;
}
