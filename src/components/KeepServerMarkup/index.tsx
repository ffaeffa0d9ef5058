import React, {useId, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

type Props = {
  /**
   * Whether the server's markup is kept. Read at hydration to decide whether
   * to keep it; once it turns false, `children` replace the kept markup.
   */
  keep: boolean;
  /** The wrapper's element: `span` inside running text. */
  as?: 'div' | 'span';
  /** Called after each commit while the kept markup shows, with the wrapper (which holds it). */
  onKept?: (wrapper: HTMLElement) => void;
  children: ReactNode;
};

/** The attribute that marks a wrapper in the static HTML, so hydration can find its markup. */
export const markerAttribute = 'data-server-markup';

/**
 * A part of a page that hydration leaves as the server rendered it.
 *
 * On the first load, React hydrates every component of the page: it calls
 * each one, compares its output with the HTML and attaches its handlers, in
 * the task(s) that make the page interactive. Some parts do not need it:
 * a code block's highlighted lines (static text; Prism would tokenise them
 * again) and a diagram's figure (its SVG stays out of the page's scripts).
 *
 * When `keep` is true at hydration, the component reads its own markup back
 * from the document and renders it with `dangerouslySetInnerHTML`, which
 * React's hydration leaves as it is: none of `children` runs. Rendered
 * after hydration (an in-app navigation) or with `keep` false, it renders
 * `children` as usual. The wrapper has no box (`display: contents`).
 */
export default function KeepServerMarkup({keep, as: Tag = 'div', onKept, children}: Props): ReactNode {
  const id = useId();
  const hydrated = useIsBrowser();
  const [markup] = useState<string | null>(() => {
    if (!keep || hydrated || typeof document === 'undefined') return null;
    return document.querySelector(`[${markerAttribute}="${CSS.escape(id)}"]`)?.innerHTML ?? null;
  });
  const wrapper = useRef<HTMLElement>(null);
  const kept = markup !== null && keep;
  useLayoutEffect(() => {
    if (kept && wrapper.current) onKept?.(wrapper.current);
  });
  const marker = {[markerAttribute]: id, className: styles.contents};
  if (kept) {
    return (
      <Tag
        key="server"
        ref={wrapper as React.RefObject<never>}
        {...marker}
        dangerouslySetInnerHTML={{__html: markup}}
        suppressHydrationWarning
      />
    );
  }
  return (
    <Tag key="live" {...marker}>
      {children}
    </Tag>
  );
}
