import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {routes} from '@site/src/data/routes';
import styles from './styles.module.css';

/** The line under a form that links the privacy policy (checkout and contact). */
export default function PrivacyNote(): ReactNode {
  return (
    <p className={styles.status}>
      <Translate
        id="forms.privacyNote"
        values={{
          privacy: (
            <Link to={routes.privacyPolicy}>
              <Translate id="forms.privacyNote.link">privacy policy</Translate>
            </Link>
          ),
        }}>
        {'How we use the data you send is explained in our {privacy}.'}
      </Translate>
    </p>
  );
}
