import React, {type ReactNode} from 'react';
import MDXPage from '@theme-original/MDXPage';
import type MDXPageType from '@theme/MDXPage';
import type {WrapperProps} from '@docusaurus/types';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import {OutdatedContext} from '@site/src/components/OutdatedNotice';

type Props = WrapperProps<typeof MDXPageType>;

/**
 * Tells MDXContent whether this Markdown page is marked `outdated: true`, and
 * marks the page `fulcro-kit-page`: MDX pages are built from the page kit's
 * full-width bands, so custom.css lifts the default centred column.
 */
export default function MDXPageWrapper(props: Props): ReactNode {
  const outdated = (props.content.frontMatter as {outdated?: boolean}).outdated === true;
  return (
    <OutdatedContext.Provider value={outdated}>
      <HtmlClassNameProvider className="fulcro-kit-page">
        <MDXPage {...props} />
      </HtmlClassNameProvider>
    </OutdatedContext.Provider>
  );
}
