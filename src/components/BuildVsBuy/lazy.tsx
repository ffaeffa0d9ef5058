import React, {lazy, Suspense, type ReactNode} from 'react';
import type {BuildVsBuyProps} from './index';

/**
 * `<BuildVsBuy labels={…} messages={…} />` for MDX pages (registered by the
 * page kit). The model, its table and its inputs are one chunk, loaded only by
 * the page that shows it: the build waits for it, so the static HTML holds the
 * table of defaults and works without JavaScript; hydration keeps that HTML
 * until the chunk arrives. Nothing of it ships in other pages' JavaScript.
 */
const Interactive = lazy(() => import('./index'));

export function BuildVsBuy(props: BuildVsBuyProps): ReactNode {
  return (
    <Suspense fallback={null}>
      <Interactive {...props} />
    </Suspense>
  );
}
