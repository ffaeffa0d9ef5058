import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {routes} from '@site/src/data/routes';
import type {HomeContent} from '@site/src/components/Home/HomePage';
import styles from './styles.module.css';

/** The home page's opening band: what Fulcro is and the two main ways in. */
export default function Hero({eyebrow, title, subtitle, explore, plans}: HomeContent['hero']): ReactNode {
  return (
    <header className={styles.hero}>
      <div className="container">
        <p className={styles.eyebrow}>{eyebrow}</p>
        <Heading as="h1" className={styles.title}>
          {title}
        </Heading>
        <p className={styles.subtitle}>{subtitle}</p>
        <div className={styles.actions}>
          <Link className="button button--lg button--secondary" to={routes.docsHome}>
            {explore}
          </Link>
          <Link className={`button button--lg button--outline ${styles.outline}`} to={routes.pricing}>
            {plans}
          </Link>
        </div>
      </div>
    </header>
  );
}
