import React, {useId, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

type Props = {children: ReactNode};

/** The attribute that marks a wrapper in the static HTML, so hydration can find its markup. */
export const markerAttribute = 'data-server-markup';

/**
 * A part of a page that hydration leaves as the server rendered it.
 *
 * On the first load, React hydrates every component of the page: it calls
 * each one, compares its output with the HTML and attaches its handlers, in
 * the task(s) that make the page interactive. A diagram's figure does not
 * need it, and its SVG stays out of the page's scripts this way.
 *
 * At hydration, the component reads its own markup back from the document
 * and renders it with `dangerouslySetInnerHTML`, which React's hydration
 * leaves as it is: none of `children` runs. Rendered after hydration (an
 * in-app navigation), it renders `children` as usual. The wrapper has no box
 * (`display: contents`).
 */
export default function KeepServerMarkup({children}: Props): ReactNode {
  const id = useId();
  const hydrated = useIsBrowser();
  const [markup] = useState<string | null>(() => {
    if (hydrated || typeof document === 'undefined') return null;
    return document.querySelector(`[${markerAttribute}="${CSS.escape(id)}"]`)?.innerHTML ?? null;
  });
  const marker = {[markerAttribute]: id, className: styles.contents};
  if (markup !== null) {
    return <div key="server" {...marker} dangerouslySetInnerHTML={{__html: markup}} suppressHydrationWarning />;
  }
  return (
    <div key="live" {...marker}>
      {children}
    </div>
  );
}
