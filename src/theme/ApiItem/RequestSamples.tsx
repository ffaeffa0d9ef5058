import React, {useId, type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {translate} from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import {decodeSample, sampleLanguages, type ApiFrontMatter} from '@site/src/shared/api-page';

/**
 * An operation's request samples, one tab per language, written at build time
 * (plugins/features/api-reference) and read from the page's `api` front matter.
 * The generated page places them right under the method and path
 * (plugins/features/api-reference/markdown.ts); on a wide enough column they
 * sit beside the operation's text instead (src/css/api-reference.scss). The
 * choice of language is remembered across pages and visits (Docusaurus' tab
 * groups, in localStorage) and can be set with `?sample=python` in a link.
 */
export default function RequestSamples(): ReactNode {
  const headingId = useId();
  const {samples} = (useDoc().frontMatter as {api: ApiFrontMatter}).api;
  return (
    <section className="api-samples" aria-labelledby={headingId}>
      <h2 id={headingId} className="api-samples__title">
        {translate({
          id: 'apiReference.requestSample.title',
          message: 'Request sample',
          description: 'Title of the request samples (curl, Python, JavaScript…) shown next to an API operation',
        })}
      </h2>
      <Tabs groupId="api-sample" queryString="sample" className="api-samples__tabs">
        {sampleLanguages.map(({id, label, prism}) => (
          <TabItem key={id} value={id} label={label}>
            <CodeBlock language={prism}>{decodeSample(samples[id])}</CodeBlock>
          </TabItem>
        ))}
      </Tabs>
    </section>
  );
}
