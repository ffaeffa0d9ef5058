import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import {product} from '@site/src/data/product';
import {isLive, routes} from '@site/src/config/routes';
import styles from './styles.module.css';

/** The home page's opening band: what Fulcro is and the two main ways in. */
export default function Hero(): ReactNode {
  const secondary = isLive(routes.pricing) ? routes.pricing : '/docs/quickstart/first-connection';
  return (
    <header className={styles.hero}>
      <div className="container">
        <p className={styles.eyebrow}>
          <Translate id="home.hero.eyebrow">Industrial IoT platform</Translate>
        </p>
        <Heading as="h1" className={styles.title}>
          <Translate id="home.hero.title" values={{product: product.name}}>
            {'{product}: connect, manage and improve the devices you make'}
          </Translate>
        </Heading>
        <p className={styles.subtitle}>
          <Translate id="home.hero.subtitle">
            Cloud services, an edge agent, an AI add-on and a device-management app, ready for makers of HVAC systems, vending machines, smart-home products, pool and spa equipment and industrial washing machines.
          </Translate>
        </p>
        <div className={styles.actions}>
          <Link className="button button--lg button--secondary" to={routes.docsHome}>
            <Translate id="home.hero.primaryCta">Explore the platform</Translate>
          </Link>
          <Link className={`button button--lg button--outline ${styles.outline}`} to={secondary}>
            {isLive(routes.pricing) ? (
              <Translate id="home.hero.secondaryCta.pricing">See plans</Translate>
            ) : (
              <Translate id="home.hero.secondaryCta.quickstart">Try the quickstart</Translate>
            )}
          </Link>
        </div>
      </div>
    </header>
  );
}
