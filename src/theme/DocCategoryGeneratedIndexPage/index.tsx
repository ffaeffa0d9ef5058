import React, {type ComponentProps, type ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import descriptions from '@fulcro/doc-descriptions/default.json';
import {DocDescriptionsContext} from '@site/src/lib/doc-descriptions';

type Props = ComponentProps<typeof DocCategoryGeneratedIndexPage>;

/**
 * A category's generated page (the docs have them; the API reference has none), with the descriptions its cards show. The docs
 * version's metadata, which every doc page loads, no longer carries them
 * (plugins/patches/doc-descriptions); this page, the only one that shows them, brings
 * them in its own chunk.
 */
export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
  return (
    <DocDescriptionsContext.Provider value={descriptions}>
      <DocCategoryGeneratedIndexPage {...props} />
    </DocDescriptionsContext.Provider>
  );
}
