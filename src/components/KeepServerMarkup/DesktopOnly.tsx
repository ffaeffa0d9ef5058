import React, {type ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {desktopBreakpoint} from '../../lib/breakpoint';
import KeepServerMarkup from './index';

/**
 * A part of a doc page that the theme shows on wide screens only: it renders
 * it until `useWindowSize` has measured the window (the static HTML needs it
 * for wide screens), then removes it on a small screen, where CSS hides it
 * meanwhile. On a small screen its server markup is kept unhydrated until
 * then, and after an in-app navigation nothing is rendered in its place.
 */
export default function DesktopOnly({children}: {children: ReactNode}): ReactNode {
  const windowSize = useWindowSize();
  const hydrated = useIsBrowser();
  const removedSoon = windowSize === 'ssr' && typeof window !== 'undefined' && window.innerWidth <= desktopBreakpoint;
  if (removedSoon && hydrated) return null;
  return <KeepServerMarkup keep={removedSoon}>{children}</KeepServerMarkup>;
}
