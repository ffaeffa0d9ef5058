import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

type Props = {
  /** Anchor of the band; the same in every language. */
  id?: string;
  title: string;
  /** A sentence or two and an `<Actions>` row. */
  children: ReactNode;
};

/** Closing band of a page: the next step a visitor can take. */
export default function CtaBand({id = 'next-steps', title, children}: Props): ReactNode {
  useBrokenLinks().collectAnchor(id);
  return (
    <section id={id} className={styles.ctaBand} aria-labelledby={`${id}-title`}>
      <div className="container">
        <Heading as="h2" id={`${id}-title`} className={styles.ctaTitle}>
          {title}
        </Heading>
        <div className={styles.ctaBody}>{children}</div>
      </div>
    </section>
  );
}
