import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = {
  name: ReactNode;
  description: ReactNode;
  cta: {label: string; to: string};
};

/** A plan shown next to the choices but not selectable: it starts with a quote request. */
export default function ContactOnlyOption({name, description, cta}: Props): ReactNode {
  return (
    <div className={styles.contactOnly}>
      <p className={styles.contactOnlyName}>
        {name}{' '}
        <span className={styles.contactOnlyBadge}>
          <Translate id="checkout.contactOnly.badge">contact only</Translate>
        </span>
      </p>
      <div className={styles.contactOnlyText}>{description}</div>
      <Link to={cta.to} className={styles.contactOnlyLink}>
        {cta.label}
      </Link>
    </div>
  );
}
