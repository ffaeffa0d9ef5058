import React, {type ComponentType, type ReactNode} from 'react';
import DocItem from '@theme/DocItem';
import type {Props} from '@theme/DocItem';

/**
 * The item component of the `api` docs instance: an operation page, or an
 * ordinary doc. The instance has one item component for all its pages, and a
 * route loads its item's scripts whatever the page, so this one stays light:
 * an operation page's MDX exports its layout
 * (`export {default as ApiOperation} from '@theme/ApiItem/Operation'`,
 * written by plugins/features/api-reference/markdown.ts), Docusaurus hands an
 * MDX module's named exports to the item with its content, and only those
 * pages load ./Operation.tsx and the API theme (the `api-reference` chunk).
 * The index, the area overviews, the changelog, the personal-data page and
 * the MQTT reference render as docs, without it.
 */
export default function ApiItem(props: Props): ReactNode {
  const Operation = (props.content as {ApiOperation?: ComponentType<Props>}).ApiOperation;
  return Operation ? <Operation {...props} /> : <DocItem {...props} />;
}
