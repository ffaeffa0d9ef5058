import React, {type ReactNode} from 'react';
import MDXContent from '@theme-original/MDXContent';
import type MDXContentType from '@theme/MDXContent';
import type {WrapperProps} from '@docusaurus/types';
import OutdatedNotice, {useIsOutdated} from '@site/src/components/OutdatedNotice';
import {PageTranslationNotice} from '@site/src/components/TranslationNotice';

type Props = WrapperProps<typeof MDXContentType>;

/**
 * Puts the outdated notice above a Markdown page's content when flagged, and
 * the notice of a stale Italian copy (docs show theirs from DocItem/Content).
 */
export default function MDXContentWrapper(props: Props): ReactNode {
  const outdated = useIsOutdated();
  return (
    <>
      {outdated && <OutdatedNotice />}
      <PageTranslationNotice />
      <MDXContent {...props} />
    </>
  );
}
