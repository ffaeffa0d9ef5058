import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import {callsToAction} from '@site/src/data/home';
import styles from './styles.module.css';

/** Closing band of the home page: the next steps a visitor can take. */
export default function CallToAction(): ReactNode {
  return (
    <section className={styles.cta} aria-labelledby="home-cta-title">
      <div className="container">
        <Heading as="h2" id="home-cta-title" className={styles.title}>
          <Translate id="home.cta.title">Ready when your devices are</Translate>
        </Heading>
        <p className={styles.text}>
          <Translate id="home.cta.text">
            Pick a plan and create your cloud instance yourself, or tell us about your product and we will prepare a quote. Every price is by quote and excludes VAT.
          </Translate>
        </p>
        <div className={styles.actions}>
          {callsToAction.map((cta) => (
            <Link
              key={cta.key}
              to={cta.to}
              className={clsx('button button--lg', cta.primary ? 'button--primary' : 'button--outline button--primary')}>
              {cta.label}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
