import React, {createContext, useContext, type ReactNode} from 'react';
import Admonition from '@theme/Admonition';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {routes} from '@site/src/data/routes';

/** Set to true by page wrappers whose front matter says `outdated: true`. */
export const OutdatedContext = createContext(false);

export function useIsOutdated(): boolean {
  return useContext(OutdatedContext);
}

/** Notice shown at the top of a page or doc marked `outdated: true`. */
export default function OutdatedNotice(): ReactNode {
  return (
    <Admonition type="warning" title={<Translate id="outdated.title">This page is probably out of date</Translate>}>
      <p data-testid="outdated-notice">
        <Translate
          id="outdated.body"
          values={{
            contactLink: (
              <Link to={routes.contactUs}>
                <Translate id="outdated.contactLink">get in touch</Translate>
              </Link>
            ),
          }}>
          {
            'Parts of it may no longer match the current release. If you rely on it, please {contactLink} and we will help you.'
          }
        </Translate>
      </p>
    </Admonition>
  );
}
