import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import OutdatedNotice from '@site/src/components/OutdatedNotice';
import {StaleTranslationNotice} from '@site/src/components/TranslationNotice';
import CopyPage from '@site/src/components/DocTools/CopyPage';
import PageFeedback from '@site/src/components/DocTools/PageFeedback';
import {isTrackedPath, isTrackingRefused} from '@site/src/lib/analytics';

type Props = WrapperProps<typeof ContentType>;

/**
 * Around every doc's content, API operation pages included (the API theme's
 * ApiItem/Layout renders this component too): the outdated notice for
 * `outdated: true`; the notice of an Italian copy older than its English
 * source (src/components/TranslationNotice); "Copy page" / "View as
 * Markdown" beside the title, except on operation pages (front matter
 * `api`), which have no Markdown copy (plugins/features/markdown-twins);
 * "Was this page helpful?" at the end, where analytics is on (and, once the
 * page runs, gone where the visitor refuses tracking: its answer could not be sent).
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {frontMatter, metadata} = useDoc();
  const {pathname} = useLocation();
  const {outdated, api} = frontMatter as {outdated?: boolean; api?: unknown};
  const refused = useIsBrowser() && isTrackingRefused();
  return (
    <>
      {outdated === true && <OutdatedNotice />}
      <StaleTranslationNotice permalink={metadata.permalink} />
      {api === undefined && <CopyPage permalink={metadata.permalink} />}
      <Content {...props} />
      {isTrackedPath(pathname) && !refused && <PageFeedback key={metadata.permalink} pathname={pathname} />}
    </>
  );
}
