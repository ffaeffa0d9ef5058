import React, {startTransition, useEffect, useRef, useState, type ReactNode} from 'react';
import SkeletonLoader from '@theme/SkeletonLoader';

type Props = {
  /** Placeholder size, as the theme's own placeholder for that part. */
  size: 'sm' | 'md';
  /** Wait until the placeholder comes near the viewport (parts further down the page). */
  whenNear?: boolean;
  children: () => ReactNode;
};

/**
 * Whether a request body or response has content to show. The theme renders
 * nothing without it: neither should the placeholder, or the page would
 * shrink under the visitor's eyes once the scripts run.
 */
export function hasContent(body: unknown): boolean {
  const content = (body as {content?: object} | undefined)?.content;
  return content !== undefined && content !== null && Object.keys(content).length > 0;
}

/**
 * Parts of an API page that the theme draws in the browser only (request
 * and response schemas; parameters are rendered on the server, see
 * src/theme/ParamsDetails) render here after hydration as a React
 * transition, so that the work is split into short slices instead of one long
 * task that blocks the page; parts further down wait until the visitor
 * scrolls near them. The server and the first render show the theme's
 * placeholder.
 */
export default function DeferredRender({size, whenNear = false, children}: Props): ReactNode {
  const [ready, setReady] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const show = () => startTransition(() => setReady(true));
    const element = placeholder.current;
    if (!whenNear || !element || typeof IntersectionObserver === 'undefined') {
      show();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          show();
        }
      },
      {rootMargin: '600px 0px'},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [whenNear]);
  if (ready) return <>{children()}</>;
  return (
    <div ref={placeholder}>
      <SkeletonLoader size={size} />
    </div>
  );
}
