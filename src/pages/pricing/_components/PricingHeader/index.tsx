import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * Title of /pricing, the one sentence every visitor should read first, and VAT. The rest of what the header used to
 * say (how ordering works, what else sets the plans apart) sits under the plan cards (PlanNotes), so that at
 * 1280 × 800 the cards and their buttons are in the first screen.
 */
export default function PricingHeader(): ReactNode {
  return (
    <header className={styles.header}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          <Translate id="pricing.header.title">Plans and pricing</Translate>
        </Heading>
        <p className={styles.lead}>
          <Translate id="pricing.header.lead">
            Start on your own with Standard or Pro, or plan an Enterprise platform with us. Pricing is by quote, sized
            to your fleet.
          </Translate>
        </p>
        <p className={styles.vat}>
          <Translate id="pricing.vat">All prices exclude VAT.</Translate>
        </p>
      </div>
    </header>
  );
}
