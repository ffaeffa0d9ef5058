import React, {type ReactNode} from 'react';
import MDXPage from '@theme-original/MDXPage';
import type MDXPageType from '@theme/MDXPage';
import type {WrapperProps} from '@docusaurus/types';
import {OutdatedContext} from '@site/src/components/OutdatedNotice';

type Props = WrapperProps<typeof MDXPageType>;

/** Tells MDXContent whether this Markdown page is marked `outdated: true`. */
export default function MDXPageWrapper(props: Props): ReactNode {
  const outdated = (props.content.frontMatter as {outdated?: boolean}).outdated === true;
  return (
    <OutdatedContext.Provider value={outdated}>
      <MDXPage {...props} />
    </OutdatedContext.Provider>
  );
}
