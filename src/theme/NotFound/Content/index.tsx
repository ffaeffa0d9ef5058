import React, {useLayoutEffect, type ReactNode} from 'react';
import NotFoundContent from '@theme-original/NotFound/Content';
import type {Props} from '@theme/NotFound/Content';
import {useLocation} from '@docusaurus/router';
import {markNotFound} from '@site/src/lib/analytics';

/**
 * The theme's not-found content, which also tells analytics that this path is
 * not a page, so that it is reported as Plausible's `404` event instead of a
 * page view (src/lib/analytics.ts). Marked in a layout effect: in the same
 * commit as the route change the analytics client module reports.
 */
export default function NotFoundContentWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  useLayoutEffect(() => markNotFound(pathname), [pathname]);
  return <NotFoundContent {...props} />;
}
