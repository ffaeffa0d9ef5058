import React, {type ComponentProps, type ReactNode} from 'react';
import ResponseSchema from '@theme-original/ResponseSchema';
import DeferredRender, {hasContent} from '../ApiItem/DeferredRender';

type Props = ComponentProps<typeof ResponseSchema>;

/** A response's schema, rendered once the visitor scrolls near it (see DeferredRender). */
export default function ResponseSchemaWrapper(props: Props): ReactNode {
  if (!hasContent(props.body)) return null;
  return (
    <DeferredRender size="md" whenNear>
      {() => <ResponseSchema {...props} />}
    </DeferredRender>
  );
}
