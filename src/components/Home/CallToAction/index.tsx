import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Props = {
  title: string;
  text: string;
  /** The next steps, in order; the primary one is the filled button. */
  actions: {key: string; label: string; to: string; primary: boolean}[];
};

/** Closing band of the home page: the next steps a visitor can take. */
export default function CallToAction({title, text, actions}: Props): ReactNode {
  return (
    <section className={styles.cta} aria-labelledby="home-cta-title">
      <div className="container">
        <Heading as="h2" id="home-cta-title" className={clsx(styles.title, 'fulcro-centred-heading')}>
          {title}
        </Heading>
        <p className={styles.text}>{text}</p>
        <div className={clsx('fulcro-button-row', styles.actions)}>
          {actions.map((cta) => (
            <Link
              key={cta.key}
              to={cta.to}
              className={clsx('button', cta.primary ? 'button--primary' : 'button--outline button--primary')}>
              {cta.label}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
