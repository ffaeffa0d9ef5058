import type {ClientModule} from '@docusaurus/types';
import {isNewPageView} from '../lib/analytics-rules';
import {trackPage} from '../lib/analytics';

/**
 * One page view on the first load and one per path change (src/lib/analytics.ts
 * holds the tracker). Reported once the route's render has committed: the
 * not-found page marks its path during that commit, in a layout effect that
 * may run after this one, so the report waits for the commit to end.
 */
const analytics: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (isNewPageView(location.pathname, previousLocation?.pathname)) {
      queueMicrotask(trackPage);
    }
  },
};

export default analytics;
