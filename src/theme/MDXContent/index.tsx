import React, {type ReactNode} from 'react';
import MDXContent from '@theme-original/MDXContent';
import type MDXContentType from '@theme/MDXContent';
import type {WrapperProps} from '@docusaurus/types';
import OutdatedNotice, {useIsOutdated} from '@site/src/components/OutdatedNotice';

type Props = WrapperProps<typeof MDXContentType>;

/** Puts the outdated notice above a Markdown page's content when flagged. */
export default function MDXContentWrapper(props: Props): ReactNode {
  const outdated = useIsOutdated();
  return (
    <>
      {outdated && <OutdatedNotice />}
      <MDXContent {...props} />
    </>
  );
}
