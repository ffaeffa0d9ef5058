import {product} from '../data/product';

/**
 * Page-view analytics (Plausible, no cookies). Values come from environment
 * variables at build time; see README "Configuration".
 */
export type AnalyticsConfig = {
  enabled: boolean;
  domain: string;
  apiHost: string;
  /** Paths (without locale prefix) that never send a page view. A trailing `*` matches a prefix. */
  excludedPaths: string[];
};

export const excludedPaths = ['/checkout', '/search', '/docs/internal-api*'];

export function analyticsConfig(env: NodeJS.ProcessEnv = process.env): AnalyticsConfig {
  const isDev = env.NODE_ENV === 'development';
  const requested = env.FULCRO_ANALYTICS;
  const enabled = requested === undefined ? !isDev : requested === 'true' || requested === '1';
  return {
    enabled,
    domain: env.PLAUSIBLE_DOMAIN || new URL(product.siteUrl).hostname,
    apiHost: env.PLAUSIBLE_API_HOST || 'https://plausible.io',
    excludedPaths,
  };
}
