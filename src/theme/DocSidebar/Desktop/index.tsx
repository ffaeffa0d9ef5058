import React, {type ComponentProps, type ReactNode} from 'react';
import Desktop from '@theme-original/DocSidebar/Desktop';
import DesktopOnly from '@site/src/components/KeepServerMarkup/DesktopOnly';

type Props = ComponentProps<typeof Desktop>;

/**
 * The desktop doc sidebar, left unhydrated on small screens: hydrating its
 * 50-odd links and categories only to remove them right after was a good part
 * of a doc page's work on a phone (the navbar's menu shows the sidebar there).
 */
export default function DocSidebarDesktopWrapper(props: Props): ReactNode {
  return (
    <DesktopOnly>
      <Desktop {...props} />
    </DesktopOnly>
  );
}
