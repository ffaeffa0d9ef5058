import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import Figure from './Figure';
import type {DrawingProps} from './Figure';
import styles from './styles.module.css';

type Props = {
  /** Short line above the title (the product or page family). */
  eyebrow?: string;
  /** The page's only h1. */
  title: string;
  /** An optional drawing beside the text on wide screens (below it on phones), imported by the page. */
  drawing?: DrawingProps['drawing'];
  /** Lead paragraph(s) and an `<Actions>` row. */
  children?: ReactNode;
};

/**
 * Opening band of a marketing page: eyebrow, h1, lead and calls to action. With a drawing, on wide screens the title
 * spans the band and the lead sits beside the drawing, which gets the 704 px its labels need to stay at 11 px or more.
 */
export default function Hero({eyebrow, title, drawing, children}: Props): ReactNode {
  return (
    <header className={clsx(styles.hero, drawing && styles.heroWithDrawing)}>
      <div className={clsx('container', styles.heroInner)}>
        <div className={styles.heroHead}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <Heading as="h1" className={styles.heroTitle}>
            {title}
          </Heading>
        </div>
        <div className={clsx(styles.heroText, styles.heroLead)}>{children}</div>
        {drawing && (
          <div className={styles.heroDrawing}>
            <Figure drawing={drawing} framed />
          </div>
        )}
      </div>
    </header>
  );
}
