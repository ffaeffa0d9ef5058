/**
 * The site's one Plausible tracker (no cookies), created only when analytics
 * is on (`customFields.analytics`, src/config/analytics.ts), only in the
 * browser, and only when the visitor has not asked not to be tracked (Global
 * Privacy Control or Do Not Track: then nothing at all is sent). Page views
 * come from the client module (src/client-modules/analytics.ts), which sends
 * a not-found page as Plausible's `404` event instead; components send
 * custom events with `trackEvent`. Nothing is sent from excluded paths.
 */
import Plausible from 'plausible-tracker';
import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {AnalyticsConfig} from '../config/analytics';
import {siteAnalyticsRules} from '../data/site-analytics';
import {isExcludedPath, refusesTracking} from './analytics-rules';

const config = siteConfig.customFields?.analytics as AnalyticsConfig | undefined;
const nonDefaultLocales = siteConfig.i18n.locales.filter((l) => l !== siteConfig.i18n.defaultLocale);

const refused =
  ExecutionEnvironment.canUseDOM &&
  refusesTracking({
    globalPrivacyControl: (navigator as Navigator & {globalPrivacyControl?: unknown}).globalPrivacyControl,
    doNotTrack: navigator.doNotTrack,
    windowDoNotTrack: (window as Window & {doNotTrack?: unknown}).doNotTrack,
  });

const tracker =
  ExecutionEnvironment.canUseDOM && config?.enabled && !refused
    ? Plausible({domain: config.domain, apiHost: config.apiHost, trackLocalhost: true})
    : undefined;

/** True in a browser whose visitor refuses tracking (GPC or DNT): nothing is sent, and nothing asks for an answer to send. */
export function isTrackingRefused(): boolean {
  return refused;
}

/** True when analytics is on and the path is not excluded; the same answer on the server and in the browser. */
export function isTrackedPath(pathname: string): boolean {
  return config?.enabled === true && !isExcludedPath(pathname, config.excludedPaths, nonDefaultLocales);
}

/** Paths the not-found page is showing (src/theme/NotFound/Content marks them as it renders). */
const notFound = new Set<string>();

/** Called by the not-found page for the path it is shown at, before the route's lifecycle reports it. */
export function markNotFound(pathname: string): void {
  notFound.add(pathname);
}

/**
 * Reports the page now shown: a page view, or for the not-found page
 * Plausible's `404` event with the path (so that a broken link is counted
 * as such, not as a visit to a page).
 */
export function trackPage(): void {
  if (!tracker) return;
  const {pathname, href} = window.location;
  if (notFound.has(pathname)) {
    notFound.delete(pathname);
    tracker.trackEvent(siteAnalyticsRules.notFoundEvent, {props: {path: pathname}}, {url: href});
  } else if (isTrackedPath(pathname)) {
    tracker.trackPageview({url: href, referrer: document.referrer || null});
  }
}

/** Sends a custom event with its props; false when nothing was sent (analytics off or refused, excluded path, server). */
export function trackEvent(name: string, props: Record<string, string>): boolean {
  if (!tracker || !isTrackedPath(window.location.pathname)) return false;
  tracker.trackEvent(name, {props}, {url: window.location.href});
  return true;
}
