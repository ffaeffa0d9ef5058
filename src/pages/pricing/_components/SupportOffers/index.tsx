import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import {useFormatCount} from '@site/src/components/PlanLimits';
import {supportOffers} from '@site/src/data/plans';
import {supportOfferCta} from '@site/src/lib/plan-words';
import styles from './styles.module.css';

/** The free first consultation and the yearly jump-start support pack. */
export default function SupportOffers(): ReactNode {
  const format = useFormatCount();
  const {consultation, jumpStart} = supportOffers;
  return (
    <ul className={styles.grid}>
      <li className={styles.card}>
        <Heading as="h3" className={styles.title}>
          <Translate id="pricing.support.consultation.title">Free first consultation</Translate>
        </Heading>
        <p>
          <Translate id="pricing.support.consultation.text" values={{hours: format(consultation.hours)}}>
            {
              'Talk through your product, your fleet and your timeline with one of our engineers for {hours} hour, free of charge and with no commitment.'
            }
          </Translate>
        </p>
        <Link className={`button button--primary ${styles.cta}`} to={consultation.cta.to}>
          {supportOfferCta('consultation')}
        </Link>
      </li>
      <li className={styles.card}>
        <Heading as="h3" className={styles.title}>
          <Translate id="pricing.support.jumpStart.title">Jump-start support pack</Translate>
        </Heading>
        <p>
          <Translate id="pricing.support.jumpStart.text">
            Hands-on help from our engineers while you build: integration reviews, edge services, resource types, rules.
          </Translate>
        </p>
        <ul className={styles.terms}>
          <li>
            <Translate
              id="pricing.support.jumpStart.hours"
              values={{hours: <strong>{format(jumpStart.maxHoursPerYear)}</strong>}}>
              {'Up to {hours} consulting hours a year'}
            </Translate>
          </li>
          <li>
            <Translate id="pricing.support.jumpStart.blocks" values={{hours: format(jumpStart.blockHours)}}>
              {'Used in blocks of {hours} hour'}
            </Translate>
          </li>
          <li>
            <Translate id="pricing.support.jumpStart.carryOver">Hours not used in a year do not carry over</Translate>
          </li>
        </ul>
        <Link className={`button button--outline button--primary ${styles.cta}`} to={jumpStart.cta.to}>
          {supportOfferCta('jumpStart')}
        </Link>
      </li>
    </ul>
  );
}
