import Plausible from 'plausible-tracker';
import siteConfig from '@generated/docusaurus.config';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import type {AnalyticsConfig} from '../config/analytics';
import {isExcludedPath, isNewPageView} from '../lib/analytics-rules';

const config = siteConfig.customFields?.analytics as AnalyticsConfig | undefined;
const nonDefaultLocales = siteConfig.i18n.locales.filter((l) => l !== siteConfig.i18n.defaultLocale);

const tracker =
  ExecutionEnvironment.canUseDOM && config?.enabled
    ? Plausible({domain: config.domain, apiHost: config.apiHost, trackLocalhost: true})
    : undefined;

const analytics: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!tracker || !config) {
      return;
    }
    if (!isNewPageView(location.pathname, previousLocation?.pathname)) {
      return;
    }
    if (isExcludedPath(location.pathname, config.excludedPaths, nonDefaultLocales)) {
      return;
    }
    tracker.trackPageview({url: window.location.href, referrer: document.referrer || null});
  },
};

export default analytics;
