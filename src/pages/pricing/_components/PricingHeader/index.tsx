import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/** Title of /pricing and the two facts every visitor should read first. */
export default function PricingHeader(): ReactNode {
  return (
    <header className={styles.header}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          <Translate id="pricing.header.title">Plans and pricing</Translate>
        </Heading>
        <p className={styles.lead}>
          <Translate id="pricing.header.lead">
            Start on your own with Standard or Pro, or plan an Enterprise platform with us. Pricing is by quote, sized to your fleet.
          </Translate>
        </p>
        <p className={styles.vat}>
          <Translate id="pricing.vat">All prices exclude VAT.</Translate>
        </p>
      </div>
    </header>
  );
}
