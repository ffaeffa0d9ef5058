/**
 * What the site's analytics (Plausible, no cookies) sends, and when it sends
 * nothing: part of what this website does with personal data, beside
 * ./site-privacy.ts (shared/PLATFORM.md, "Site hosting and forms"). The
 * privacy policy states these rules; src/lib/analytics.ts applies them.
 *
 * A module of its own because the tracker, in every page's main bundle, reads
 * it: importing it from site-privacy.ts brought that module's imports (the
 * platform's sub-processors, hosting and order model: 2.6 KB gzip) into every
 * page's scripts.
 */

export const siteAnalyticsRules = {
  /** Nothing is sent when the browser signals Global Privacy Control (`navigator.globalPrivacyControl`) or Do Not Track. */
  silentOn: ['Global Privacy Control', 'Do Not Track'],
  /** A page that does not exist is counted as a custom event with this name, not as a page view. */
  notFoundEvent: '404',
} as const;
