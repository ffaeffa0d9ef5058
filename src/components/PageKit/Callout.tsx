import React, {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import Icon from '@site/src/components/Icon';
import styles from './Callout.module.css';

type Props = {
  /** One short line that says what the note is about. */
  title: string;
  /** `note` (the default): a fact to keep in mind; `tip`: a way to do better or go further. */
  tone?: 'note' | 'tip';
  children: ReactNode;
};

/**
 * A note set apart from the prose of a marketing page (instead of Docusaurus's admonitions, which belong to docs): an
 * icon, a title and a few sentences, in the prose column. Announced as a note (`role="note"`) named by its title.
 */
export default function Callout({title, tone = 'note', children}: Props): ReactNode {
  const titleId = useId();
  return (
    <div
      role="note"
      aria-labelledby={titleId}
      className={clsx(styles.callout, tone === 'tip' && styles.tip)}
      data-callout={tone}>
      <span className={styles.icon}>
        <Icon name={tone === 'tip' ? 'bulb' : 'info'} size={22} />
      </span>
      <div className={styles.body}>
        <p id={titleId} className={styles.title}>
          {title}
        </p>
        {children}
      </div>
    </div>
  );
}
