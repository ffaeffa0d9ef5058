import React, {type ComponentProps, type ReactNode} from 'react';
import ApiTabs from '@theme-original/ApiTabs';

type Props = ComponentProps<typeof ApiTabs>;

/**
 * Renders only the selected tab (`lazy`); the others render when chosen.
 * API pages draw their schemas in the browser, and rendering every response
 * code's schemas and examples at once was most of an operation page's
 * main-thread work.
 */
export default function ApiTabsWrapper(props: Props): ReactNode {
  return <ApiTabs lazy {...props} />;
}
