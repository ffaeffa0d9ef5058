import React, {type ComponentProps, type ReactNode} from 'react';
import MimeTabs from '@theme-original/MimeTabs';

type Props = ComponentProps<typeof MimeTabs>;

/**
 * Renders only the selected tab (`lazy`); the others render when chosen.
 * API pages draw their schemas in the browser, and rendering every response
 * code's schemas and examples at once was most of an operation page's
 * main-thread work.
 */
export default function MimeTabsWrapper(props: Props): ReactNode {
  return <MimeTabs lazy {...props} />;
}
