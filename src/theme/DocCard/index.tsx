import React, {useContext, type ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import type {Props} from '@theme/DocCard';
import {DocDescriptionsContext} from '@site/src/lib/doc-descriptions';

/**
 * A doc's card, with its description from the category page's context
 * (`../DocCategoryGeneratedIndexPage`): the docs versions' metadata has none
 * (plugins/patches/doc-descriptions). The API overviews' cards are their
 * operation groups, which show a count, not a description.
 */
export default function DocCardWrapper({item}: Props): ReactNode {
  const descriptions = useContext(DocDescriptionsContext);
  const description = item.type === 'link' && item.docId && !item.description ? descriptions?.[item.docId] : undefined;
  return <DocCard item={description ? {...item, description} : item} />;
}
