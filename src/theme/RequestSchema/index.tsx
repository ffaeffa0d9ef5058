import React, {type ComponentProps, type ReactNode} from 'react';
import RequestSchema from '@theme-original/RequestSchema';
import {translate} from '@docusaurus/Translate';
import DeferredRender, {hasContent} from '../ApiItem/DeferredRender';

type Props = ComponentProps<typeof RequestSchema>;

/**
 * The request body, rendered after hydration in short slices (see
 * DeferredRender). The generated pages title it "Body"; the theme translates
 * that title in its heading but shows it as is in the body's tab: give the
 * tab the same translated word.
 */
export default function RequestSchemaWrapper(props: Props): ReactNode {
  if (!hasContent(props.body)) return null;
  const title =
    props.title === 'Body'
      ? translate({
          id: 'theme.openapi.request.body.title',
          message: 'Body',
          description: 'Title of the request body of an API operation',
        })
      : props.title;
  return <DeferredRender size="sm">{() => <RequestSchema {...props} title={title} />}</DeferredRender>;
}
