import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import OutdatedNotice from '@site/src/components/OutdatedNotice';

type Props = WrapperProps<typeof ContentType>;

/** Adds the outdated notice to docs whose front matter has `outdated: true`. */
export default function ContentWrapper(props: Props): ReactNode {
  const {frontMatter} = useDoc();
  const outdated = (frontMatter as {outdated?: boolean}).outdated === true;
  return (
    <>
      {outdated && <OutdatedNotice />}
      <Content {...props} />
    </>
  );
}
