import React, {type ComponentProps, type ReactNode} from 'react';
import LastUpdated from '@theme-original/LastUpdated';
import KeepServerMarkup from '@site/src/components/KeepServerMarkup';

type Props = ComponentProps<typeof LastUpdated>;

/**
 * "Last updated on …", kept as the server wrote it when the page hydrates.
 * The date is formatted with `Intl.DateTimeFormat`, and the page's first
 * formatter loads the locale's calendar data: 15–30 ms of the hydration on
 * a phone, for a text that cannot change. After an in-app navigation it is
 * rendered as usual.
 */
export default function LastUpdatedWrapper(props: Props): ReactNode {
  return (
    <KeepServerMarkup keep as="span">
      <LastUpdated {...props} />
    </KeepServerMarkup>
  );
}
