/**
 * Stands in for `@docusaurus/theme-common/lib/hooks/useWindowSize.js`
 * (Docusaurus 3.10, MIT licence, © Facebook, Inc. and its affiliates), through
 * `plugins/hydration-transitions`. The same hook, with one change: the first
 * update after hydration ("ssr" → "mobile" or "desktop") is a transition.
 */
import {startTransition, useEffect, useState} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {desktopBreakpoint as DesktopBreakpoint} from '../../src/lib/breakpoint';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

function getWindowSize(desktopBreakpoint: number): WindowSize {
  if (!ExecutionEnvironment.canUseDOM) {
    throw new Error('getWindowSize() should only be called after React hydration');
  }
  return window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
}

/**
 * The window's size as a breakpoint, not a width, so that it only re-renders
 * when a breakpoint is crossed. `"ssr"` until hydration is over: the server's
 * markup must be rendered again exactly as it was.
 */
export function useWindowSize({desktopBreakpoint = DesktopBreakpoint}: {desktopBreakpoint?: number} = {}): WindowSize {
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    function updateWindowSize() {
      setWindowSize(getWindowSize(desktopBreakpoint));
    }
    // The first reading leaves "ssr" for the page's real layout: the sidebar
    // and table of contents go on a phone, the off-canvas menu comes. As a
    // transition it is rendered in slices instead of one long task. A resize
    // stays an ordinary update: the visitor is waiting for it.
    startTransition(updateWindowSize);
    window.addEventListener('resize', updateWindowSize);
    return () => {
      window.removeEventListener('resize', updateWindowSize);
    };
  }, [desktopBreakpoint]);
  return windowSize;
}
