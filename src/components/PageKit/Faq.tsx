import React, {type ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

/** A list of `<Question>`s that open in place. */
export function Faq({children}: {children: ReactNode}): ReactNode {
  return <div className={styles.faq}>{children}</div>;
}

type QuestionProps = {
  /** Anchor of the question (`/faq/faq-pricing#trial`); the same in every language. */
  id: string;
  q: string;
  children: ReactNode;
};

/** One question: the summary is the question, the body its answer. */
export function Question({id, q, children}: QuestionProps): ReactNode {
  useBrokenLinks().collectAnchor(id);
  return (
    <details id={id} className={styles.question}>
      <summary className={styles.questionSummary}>{q}</summary>
      <div className={styles.answer}>{children}</div>
    </details>
  );
}
