import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {whenIdle} from '@site/src/lib/idle';

/**
 * The navbar's off-canvas menu of small screens, rendered once the page is
 * idle instead of right after hydration. Docusaurus renders it, hidden, as
 * soon as it knows the screen is small: on a doc page that is a second copy of
 * the navbar items and of the doc sidebar, in the same task that hydrates the
 * page. Here it is rendered in idle time, as an interruptible transition, and
 * at once if the visitor opens the menu first.
 */
export default function MobileSidebarWrapper(): ReactNode {
  const {shouldRender, shown} = useNavbarMobileSidebar();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!shouldRender || ready) return undefined;
    return whenIdle(() => startTransition(() => setReady(true)));
  }, [shouldRender, ready]);
  // Once opened, it stays rendered (so that it can close with its transition).
  useEffect(() => {
    if (shown) setReady(true);
  }, [shown]);
  if (!ready && !shown) return null;
  return <MobileSidebar />;
}
