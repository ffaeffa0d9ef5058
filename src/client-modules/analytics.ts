import type {ClientModule} from '@docusaurus/types';
import {isNewPageView} from '../lib/analytics-rules';
import {trackPageview} from '../lib/analytics';

/** One page view on the first load and one per path change (src/lib/analytics.ts holds the tracker). */
const analytics: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (isNewPageView(location.pathname, previousLocation?.pathname)) {
      trackPageview();
    }
  },
};

export default analytics;
