import React, {type ReactNode} from 'react';
import MDXPage from '@theme-original/MDXPage';
import type MDXPageType from '@theme/MDXPage';
import type {WrapperProps} from '@docusaurus/types';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import {OutdatedContext} from '@site/src/components/OutdatedNotice';
import {PageFrontMatterContext} from '@site/src/components/PageKit/PageFrontMatter';

type Props = WrapperProps<typeof MDXPageType>;

/**
 * Tells MDXContent whether this Markdown page is marked `outdated: true`,
 * gives kit components the page's front matter (a story's facts), and marks
 * the page `fulcro-kit-page`: MDX pages are built from the page kit's
 * full-width bands, so custom.css lifts the default centred column.
 */
export default function MDXPageWrapper(props: Props): ReactNode {
  const frontMatter = props.content.frontMatter as Record<string, unknown>;
  return (
    <OutdatedContext.Provider value={frontMatter.outdated === true}>
      <PageFrontMatterContext.Provider value={frontMatter}>
        <HtmlClassNameProvider className="fulcro-kit-page">
          <MDXPage {...props} />
        </HtmlClassNameProvider>
      </PageFrontMatterContext.Provider>
    </OutdatedContext.Provider>
  );
}
