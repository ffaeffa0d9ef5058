import React, {type ReactNode} from 'react';
import Desktop from '@theme-original/DocItem/TOC/Desktop';
import {useWindowSize} from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';
import KeepServerMarkup from '@site/src/components/KeepServerMarkup';
import {isSmallScreen} from '@site/src/lib/small-screen';

/**
 * A doc's desktop table of contents, left unhydrated on small screens, like
 * the desktop sidebar (`../../../DocSidebar/Desktop`): `DocItem/Layout`
 * renders it until the window is measured and removes it on a small screen,
 * where CSS hides it and the collapsible "On this page" takes its place.
 */
export default function DocItemTOCDesktopWrapper(): ReactNode {
  const windowSize = useWindowSize();
  const hydrated = useIsBrowser();
  const removedSoon = windowSize === 'ssr' && isSmallScreen();
  if (removedSoon && hydrated) return null;
  return (
    <KeepServerMarkup keep={removedSoon}>
      <Desktop />
    </KeepServerMarkup>
  );
}
