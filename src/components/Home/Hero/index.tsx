import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {routes} from '@site/src/data/routes';
import type {HomeContent} from '../content';
import styles from './styles.module.css';

/**
 * The home page's opening band: what Fulcro is, the two main ways in, and the whole platform in one picture (the
 * drawing the home page hands it as `children`).
 */
export default function Hero({
  eyebrow,
  title,
  subtitle,
  explore,
  plans,
  children,
}: HomeContent['hero'] & {children: ReactNode}): ReactNode {
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
        <div className={styles.drawing}>{children}</div>
      </div>
    </header>
  );
}
