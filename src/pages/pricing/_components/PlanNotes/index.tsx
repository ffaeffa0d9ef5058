import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import {orderModel} from '@site/src/data/order-model';
import {messagePolicyValues} from '@site/src/data/platform';
import {routes} from '@site/src/data/routes';
import styles from './styles.module.css';

/**
 * Under the cloud plans' cards: what else sets the plans apart besides devices and users (message policy, Fulcro AI,
 * your own cluster, how each starts), and how ordering works (src/data/order-model.ts). Read after the cards, in a
 * readable column, instead of as centred grey copy above them.
 */
export default function PlanNotes(): ReactNode {
  return (
    <div className={styles.notes}>
      <section className={styles.note} aria-labelledby="plan-notes-differences">
        <Heading as="h3" id="plan-notes-differences" className={styles.title}>
          <Translate id="pricing.notes.differences.title">Besides devices and users</Translate>
        </Heading>
        <ul className={styles.list}>
          <li>
            <Translate id="pricing.notes.messagePolicy" values={messagePolicyValues}>
              {
                'Each plan sets a default message policy per device: {standardRate} messages a second of up to {standardPayload} KiB on Standard, {proRate} of up to {proPayload} KiB on Pro; on Enterprise it is agreed when the instance is sized.'
              }
            </Translate>
          </li>
          <li>
            <Translate id="pricing.notes.ai">
              Fulcro AI Lightweight comes only with Pro; Fulcro AI Full is offered by quote.
            </Translate>
          </li>
          <li>
            <Translate id="pricing.notes.cluster">Only Enterprise can run in your own cluster.</Translate>
          </li>
          <li>
            <Translate id="pricing.notes.start">Standard and Pro start online, Enterprise with a quote.</Translate>
          </li>
        </ul>
      </section>
      <section className={styles.note} aria-labelledby="plan-notes-ordering">
        <Heading as="h3" id="plan-notes-ordering" className={styles.title}>
          <Translate id="pricing.notes.ordering.title">How ordering works</Translate>
        </Heading>
        <p className={styles.ordering}>
          <Translate
            id="pricing.notes.ordering"
            values={{
              days: orderModel.evaluationDays,
              quoteDays: orderModel.quoteBusinessDays,
              exportDays: orderModel.exportDaysAfterSuspension,
              faq: (
                <Link to={`${routes.faqPricing}#free-trial`}>
                  <Translate id="pricing.notes.ordering.faq">how the evaluation works</Translate>
                </Link>
              ),
            }}>
            {
              'Standard and Pro start with a free evaluation instance, created online and free for {days} days. Within {quoteDays} business days we send you a quote; a contract and any fee start only when you accept it in writing. If you do not, the instance is suspended, its data can be exported for {exportDays} more days, and then it is deleted. Read {faq}.'
            }
          </Translate>
        </p>
      </section>
    </div>
  );
}
