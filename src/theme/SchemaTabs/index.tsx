import React, {type ComponentProps, type ReactNode} from 'react';
import SchemaTabs from '@theme-original/SchemaTabs';

type Props = ComponentProps<typeof SchemaTabs>;

/**
 * Renders only the selected tab (`lazy`); the others render when chosen.
 * API pages draw their schemas in the browser, and rendering every response
 * code's schemas and examples at once was most of an operation page's
 * main-thread work.
 */
export default function SchemaTabsWrapper(props: Props): ReactNode {
  return <SchemaTabs lazy {...props} />;
}
