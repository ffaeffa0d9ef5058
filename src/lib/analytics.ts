/**
 * The site's one Plausible tracker (no cookies), created only when analytics
 * is on (`customFields.analytics`, src/config/analytics.ts) and only in the
 * browser. Page views come from the client module
 * (src/client-modules/analytics.ts); components send custom events with
 * `trackEvent`. Nothing is sent from excluded paths.
 */
import Plausible from 'plausible-tracker';
import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {AnalyticsConfig} from '../config/analytics';
import {isExcludedPath} from './analytics-rules';

const config = siteConfig.customFields?.analytics as AnalyticsConfig | undefined;
const nonDefaultLocales = siteConfig.i18n.locales.filter((l) => l !== siteConfig.i18n.defaultLocale);

const tracker =
  ExecutionEnvironment.canUseDOM && config?.enabled
    ? Plausible({domain: config.domain, apiHost: config.apiHost, trackLocalhost: true})
    : undefined;

/** True when analytics is on and the path is not excluded; the same answer on the server and in the browser. */
export function isTrackedPath(pathname: string): boolean {
  return config?.enabled === true && !isExcludedPath(pathname, config.excludedPaths, nonDefaultLocales);
}

/** Sends a page view of the current URL. */
export function trackPageview(): void {
  if (tracker && isTrackedPath(window.location.pathname)) {
    tracker.trackPageview({url: window.location.href, referrer: document.referrer || null});
  }
}

/** Sends a custom event with its props; false when nothing was sent (analytics off, excluded path, server). */
export function trackEvent(name: string, props: Record<string, string>): boolean {
  if (!tracker || !isTrackedPath(window.location.pathname)) return false;
  tracker.trackEvent(name, {props}, {url: window.location.href});
  return true;
}
