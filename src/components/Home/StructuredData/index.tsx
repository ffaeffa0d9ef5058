import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {organizationJsonLd} from './organization';

/**
 * The home page's Organization JSON-LD, in the static HTML's head. A data
 * block (`type="application/ld+json"`): browsers never run it, so the
 * Content-Security-Policy has nothing to allow.
 */
export default function StructuredData({description}: {description: string}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const json = JSON.stringify(
    organizationJsonLd({
      locale: i18n.currentLocale,
      defaultLocale: i18n.defaultLocale,
      locales: i18n.locales,
      description,
    }),
  );
  return (
    <Head>
      {/* `<` escaped so no text can close the script element. */}
      <script type="application/ld+json">{json.replace(/</g, '\\u003c')}</script>
    </Head>
  );
}
