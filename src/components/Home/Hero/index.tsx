import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {routes} from '@site/src/data/routes';
import Figure from '@site/src/components/PageKit/Figure';
import PlatformOverviewDrawing from '@site/src/drawings/platform-overview';
import type {HomeContent} from '@site/src/components/Home/HomePage';
import styles from './styles.module.css';

/** The home page's opening band: what Fulcro is, the two main ways in, and the whole platform in one picture. */
export default function Hero({eyebrow, title, subtitle, explore, plans}: HomeContent['hero']): ReactNode {
  return (
    <header className={styles.hero}>
      <div className="container">
        <p className={styles.eyebrow}>{eyebrow}</p>
        <Heading as="h1" className={styles.title}>
          {title}
        </Heading>
        <p className={styles.subtitle}>{subtitle}</p>
        <div className={`fulcro-button-row ${styles.actions}`}>
          <Link className="button button--secondary" to={routes.docsHome}>
            {explore}
          </Link>
          <Link className={`button button--outline ${styles.outline}`} to={routes.pricing}>
            {plans}
          </Link>
        </div>
        <div className={styles.drawing}>
          <Figure drawing={PlatformOverviewDrawing} framed />
        </div>
      </div>
    </header>
  );
}
