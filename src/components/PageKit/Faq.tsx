import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './styles.module.css';

type FaqProps = {
  children: ReactNode;
  /** FAQPage JSON-LD of the questions, written by the build (plugins/remark/faq-structured-data); editors never set it. */
  structuredData?: string;
};

/** A list of `<Question>`s that open in place; search engines get the same questions as structured data. */
export function Faq({children, structuredData}: FaqProps): ReactNode {
  return (
    <div className={styles.faq}>
      {structuredData && (
        <Head>
          {/* `<` escaped so no answer can close the script element. */}
          <script type="application/ld+json">{structuredData.replace(/</g, '\\u003c')}</script>
        </Head>
      )}
      {children}
    </div>
  );
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
