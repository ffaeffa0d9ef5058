import React, {useId, useMemo, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {Provider} from 'react-redux';
import {DocProvider} from '@docusaurus/plugin-content-docs/client';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import DocItem from '@theme/DocItem';
import type {Props} from '@theme/DocItem';
import DocItemMetadata from '@theme/DocItem/Metadata';
import ApiItemLayout from '@theme/ApiItem/Layout';
import {SchemaExpansionProvider} from '@theme/SchemaExpansion';
import {decodeSample, sampleLanguages, type ApiFrontMatter} from '@site/src/shared/api-page';
import {createOperationStore} from './store';
import PersonalData from './PersonalData';
import {useThemeA11yFixes} from './useThemeA11yFixes';
import '@site/src/css/api-reference.scss';

/**
 * An operation page of the API reference, in place of the theme's ApiItem.
 * The stock item decompresses the whole operation in the browser and mounts
 * the API explorer, whose code-sample generators weigh megabytes; here the
 * right-hand panel holds request samples in six languages written at build
 * time (plugins/features/api-reference), and there is no request form and no
 * send button. Each operation page's MDX exports this component (./index.tsx
 * says why), so it and the API theme load with operation pages only.
 */

/**
 * The request samples, one tab per language. The choice is remembered across
 * pages and visits (Docusaurus' tab groups, in localStorage) and can be set
 * with `?sample=python` in a link.
 */
function RequestSamples({samples}: {samples: ApiFrontMatter['samples']}): ReactNode {
  const headingId = useId();
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
export default function ApiOperation(props: Props): ReactNode {
  const {content: MDXComponent} = props;
  const api = (MDXComponent.frontMatter as {api?: ApiFrontMatter}).api;
  const id = MDXComponent.metadata.id;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `api` is the front matter of doc `id`: one store per page, not per render
  const store = useMemo(() => (api ? createOperationStore(api) : undefined), [id]);
  const panels = useRef<HTMLDivElement>(null);
  useThemeA11yFixes(panels);
  if (!api || !store) {
    return <DocItem {...props} />;
  }
  return (
    <DocProvider content={MDXComponent}>
      <HtmlClassNameProvider className={`docs-doc-id-${id}`}>
        <DocItemMetadata />
        <ApiItemLayout>
          <Provider store={store}>
            <SchemaExpansionProvider>
              <div ref={panels} className={clsx('row', 'theme-api-markdown')}>
                <div className="col col--7 openapi-left-panel__container">
                  <MDXComponent />
                  <PersonalData block={api.personalData} />
                </div>
                <div className="col col--5 openapi-right-panel__container">
                  <RequestSamples samples={api.samples} />
                </div>
              </div>
            </SchemaExpansionProvider>
          </Provider>
        </ApiItemLayout>
      </HtmlClassNameProvider>
    </DocProvider>
  );
}
