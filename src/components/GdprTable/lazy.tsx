import React, {lazy, Suspense, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {GdprTableLabels} from './index';

/**
 * `<GdprTable …labels />` for MDX pages (registered by the page kit). The
 * table and the rows of the page's language are separate chunks, loaded only
 * by the page that shows them; the build waits for them, so the static HTML
 * holds the full table.
 */
const English = lazy(() => import('./en-table'));
const Italian = lazy(() => import('./it-table'));

export function GdprTable(labels: GdprTableLabels): ReactNode {
  const {i18n} = useDocusaurusContext();
  const Table = i18n.currentLocale === 'it' ? Italian : English;
  return (
    <Suspense fallback={null}>
      <Table {...labels} />
    </Suspense>
  );
}
