import React, {type ReactNode} from 'react';
import HomePage from '@site/src/components/Home/HomePage';
import {homeContent} from './_home-content';

/**
 * The home page in English. The Italian home is its own page file,
 * i18n/it/docusaurus-plugin-content-pages/index.tsx, which the pages plugin
 * builds in place of this one: each language bundles only its own copy.
 */
export default function Home(): ReactNode {
  return <HomePage content={homeContent} />;
}
