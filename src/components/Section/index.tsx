import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Props = {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  tinted?: boolean;
  children: ReactNode;
};

/** A full-width band of a marketing page with a heading and optional intro. */
export default function Section({id, title, intro, tinted = false, children}: Props): ReactNode {
  const headingId = `${id}-title`;
  return (
    <section className={clsx(styles.section, tinted && styles.tinted)} aria-labelledby={headingId}>
      <div className="container">
        <Heading as="h2" id={headingId} className={styles.title}>
          {title}
        </Heading>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </section>
  );
}
