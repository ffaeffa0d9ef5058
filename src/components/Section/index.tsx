import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

type Props = {
  /** Anchor of the band (`/page#id`); the heading gets `{id}-title`. Keep it the same in every language. */
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  tinted?: boolean;
  children: ReactNode;
};

/**
 * A full-width band of a marketing page with a heading and optional intro.
 * Used by the TSX pages (home, pricing) and, through the page kit, by every
 * MDX page; prose written inside it reads in a narrow column.
 */
export default function Section({id, title, intro, tinted = false, children}: Props): ReactNode {
  const headingId = `${id}-title`;
  // The band's id is an anchor other pages link to (/fulcro-cloud#services): the build checks such links.
  useBrokenLinks().collectAnchor(id);
  return (
    <section id={id} className={clsx(styles.section, tinted && styles.tinted)} aria-labelledby={headingId}>
      <div className={clsx('container', styles.body)}>
        <Heading as="h2" id={headingId} className={clsx(styles.title, 'fulcro-centred-heading')}>
          {title}
        </Heading>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </section>
  );
}
