import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {orderModel} from '@site/src/data/order-model';
import {routes} from '@site/src/data/routes';
import styles from './styles.module.css';

/** Title of /pricing and the facts every visitor should read first: how ordering works (src/data/order-model.ts) and VAT. */
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
        <p className={styles.orderModel}>
          <Translate
            id="pricing.header.orderModel"
            values={{
              days: orderModel.evaluationDays,
              quoteDays: orderModel.quoteBusinessDays,
              exportDays: orderModel.exportDaysAfterSuspension,
              faq: (
                <Link to={`${routes.faqPricing}#free-trial`}>
                  <Translate id="pricing.header.orderModel.faq">how the evaluation works</Translate>
                </Link>
              ),
            }}>
            {
              'Standard and Pro start with a free evaluation instance, created online and free for {days} days. Within {quoteDays} business days we send you a quote; a contract and any fee start only when you accept it in writing. If you do not, the instance is suspended, its data can be exported for {exportDays} more days, and then it is deleted. Read {faq}.'
            }
          </Translate>
        </p>
        <p className={styles.vat}>
          <Translate id="pricing.vat">All prices exclude VAT.</Translate>
        </p>
      </div>
    </header>
  );
}
