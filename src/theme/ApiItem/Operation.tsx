import React, {useMemo, useRef, type ReactNode} from 'react';
import {Provider} from 'react-redux';
import {DocProvider} from '@docusaurus/plugin-content-docs/client';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import DocItem from '@theme/DocItem';
import type {Props} from '@theme/DocItem';
import DocItemMetadata from '@theme/DocItem/Metadata';
import ApiItemLayout from '@theme/ApiItem/Layout';
import {SchemaExpansionProvider} from '@theme/SchemaExpansion';
import type {ApiFrontMatter} from '@site/src/shared/api-page';
import {createOperationStore} from './store';
import PersonalData from './PersonalData';
import {useThemeA11yFixes} from './useThemeA11yFixes';
import '@site/src/css/api-reference.scss';

/**
 * An operation page of the API reference, in place of the theme's ApiItem.
 * The stock item decompresses the whole operation in the browser and mounts
 * the API explorer, whose code-sample generators weigh megabytes; here the
 * request samples in six languages are written at build time
 * (./RequestSamples.tsx, placed by plugins/features/api-reference under the
 * method and path), and there is no request form and no send button. The page
 * lays itself out by its own width (src/css/api-reference.scss): the samples
 * beside the text only where both get 520 px or more, under the endpoint
 * otherwise. Each operation page's MDX exports this component (./index.tsx
 * says why), so it and the API theme load with operation pages only.
 */

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
              <div ref={panels} className="theme-api-markdown api-operation">
                <div className="api-operation__layout">
                  <MDXComponent />
                  <PersonalData block={api.personalData} />
                </div>
              </div>
            </SchemaExpansionProvider>
          </Provider>
        </ApiItemLayout>
      </HtmlClassNameProvider>
    </DocProvider>
  );
}
