import React, {type ReactNode} from 'react';
import Desktop from '@theme-original/DocItem/TOC/Desktop';
import DesktopOnly from '@site/src/components/KeepServerMarkup/DesktopOnly';

/**
 * A doc's desktop table of contents, left unhydrated on small screens, where
 * `DocItem/Layout` removes it after hydration and the collapsible "On this
 * page" takes its place.
 */
export default function DocItemTOCDesktopWrapper(): ReactNode {
  return (
    <DesktopOnly>
      <Desktop />
    </DesktopOnly>
  );
}
