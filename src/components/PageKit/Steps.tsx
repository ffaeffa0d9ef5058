import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/** A numbered sequence of `<Step>`s (how something works, in order). */
export function Steps({children}: {children: ReactNode}): ReactNode {
  return <ol className={styles.steps}>{children}</ol>;
}

/** One step: a short title and what happens. */
export function Step({title, children}: {title: string; children: ReactNode}): ReactNode {
  return (
    <li className={styles.step}>
      <Heading as="h3" className={styles.stepTitle}>
        {title}
      </Heading>
      <div className={styles.stepBody}>{children}</div>
    </li>
  );
}
