import React, {type ReactNode} from 'react';
import MDXPage from '@theme-original/MDXPage';
import type MDXPageType from '@theme/MDXPage';
import type {WrapperProps} from '@docusaurus/types';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import {MDXProvider} from '@mdx-js/react';
import * as pageKit from '@site/src/components/PageKit';
import {OutdatedContext} from '@site/src/components/OutdatedNotice';
import {PageFrontMatterContext} from '@site/src/components/PageKit/PageFrontMatter';
import {PagePermalinkContext} from '@site/src/components/TranslationNotice';

type Props = WrapperProps<typeof MDXPageType>;

/**
 * Gives Markdown pages the page kit (`<Hero>`, `<Section>`, `<Product />`…
 * without imports): an MDX provider merges its components with the ones the
 * theme's MDXContent provides inside, so the kit ships with the pages' own
 * chunk and never with docs. Also tells MDXContent whether this page is
 * marked `outdated: true` and which page it is (for the notice of a stale
 * Italian copy), gives kit components the page's front matter (a
 * story's facts), and marks the page `fulcro-kit-page`: MDX pages are built
 * from the page kit's full-width bands, so custom.css lifts the default
 * centred column.
 */
export default function MDXPageWrapper(props: Props): ReactNode {
  const frontMatter = props.content.frontMatter as Record<string, unknown>;
  return (
    <OutdatedContext.Provider value={frontMatter.outdated === true}>
      <PageFrontMatterContext.Provider value={frontMatter}>
        <HtmlClassNameProvider className="fulcro-kit-page">
          <MDXProvider components={pageKit}>
            <PagePermalinkContext.Provider value={props.content.metadata.permalink}>
              <MDXPage {...props} />
            </PagePermalinkContext.Provider>
          </MDXProvider>
        </HtmlClassNameProvider>
      </PageFrontMatterContext.Provider>
    </OutdatedContext.Provider>
  );
}
