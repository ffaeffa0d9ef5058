import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import Figure from '@site/src/components/PageKit/Figure';
import NotFoundDrawing from '@site/src/drawings/not-found';
import NotFoundContent from './Content';

/**
 * The not-found page (ejected from theme-classic 3.10, where the swizzle list marks it safe and "meant to be
 * ejected"): the theme's page, with the drawing given to the content here. This module loads only for an unknown
 * path (the catch-all route), while `./Content` also ships with every doc page (DocRoot shows it for an unknown doc):
 * the drawing stays out of the docs' scripts.
 */
export default function NotFound(): ReactNode {
  const title = translate({id: 'theme.NotFound.title', message: 'Page Not Found'});
  return (
    <>
      <PageMetadata title={title} />
      <Layout>
        <NotFoundContent drawing={<Figure drawing={NotFoundDrawing} />} />
      </Layout>
    </>
  );
}
