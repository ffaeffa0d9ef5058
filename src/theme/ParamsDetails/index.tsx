import React, {type ComponentProps, type ReactNode} from 'react';
import ParamsDetails from '@theme-original/ParamsDetails';
import DeferredRender from '../ApiItem/DeferredRender';

type Props = ComponentProps<typeof ParamsDetails>;

/** The operation's parameters, rendered after hydration in short slices (see DeferredRender). */
export default function ParamsDetailsWrapper(props: Props): ReactNode {
  return <DeferredRender size="sm">{() => <ParamsDetails {...props} />}</DeferredRender>;
}
