import React, {type ComponentProps, type ReactNode} from 'react';
import Desktop from '@theme-original/DocSidebar/Desktop';
import {useWindowSize} from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';
import KeepServerMarkup from '@site/src/components/KeepServerMarkup';
import {isSmallScreen} from '@site/src/lib/small-screen';

type Props = ComponentProps<typeof Desktop>;

/**
 * The desktop doc sidebar, left unhydrated on small screens.
 *
 * Docusaurus renders it until `useWindowSize` has measured the window (the
 * static HTML needs it for wide screens), then, on a small screen, removes
 * it: CSS hides it meanwhile, and the navbar's menu shows the sidebar there.
 * Hydrating its 50-odd links and categories only to remove them was a good
 * part of a doc page's work on a phone. On a small screen the server's
 * markup is kept as it is until then, and after an in-app navigation
 * nothing is rendered in its place.
 */
export default function DocSidebarDesktopWrapper(props: Props): ReactNode {
  const windowSize = useWindowSize();
  const hydrated = useIsBrowser();
  const removedSoon = windowSize === 'ssr' && isSmallScreen();
  if (removedSoon && hydrated) return null;
  return (
    <KeepServerMarkup keep={removedSoon}>
      <Desktop {...props} />
    </KeepServerMarkup>
  );
}
