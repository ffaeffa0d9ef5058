import React, {type ReactNode} from 'react';
import HomePage from '@site/src/components/Home/HomePage';
import {homeContent} from './_home-content';

/**
 * The home page in Italian: the pages plugin builds this file in place of
 * src/pages/index.tsx for the Italian site, so the Italian build bundles only
 * the Italian copy (./_home-content.ts).
 */
export default function Home(): ReactNode {
  return <HomePage content={homeContent} />;
}
