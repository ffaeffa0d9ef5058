import React, {useEffect, useRef, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import styles from './Faq.module.css';

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

/**
 * One question, a native disclosure (`<details>`: keyboard and screen readers know it, and it opens without
 * script). The summary is the question, the body its answer; a link to the question (`#id`, from another page or
 * this one) opens it.
 */
export function Question({id, q, children}: QuestionProps): ReactNode {
  useBrokenLinks().collectAnchor(id);
  const details = useRef<HTMLDetailsElement>(null);
  const {hash} = useLocation();
  useEffect(() => {
    if (hash === `#${id}` && details.current) details.current.open = true;
  }, [hash, id]);
  return (
    <details ref={details} id={id} className={styles.question}>
      <summary className={styles.summary}>
        <span className={styles.questionText}>{q}</span>
        <span className={styles.marker} aria-hidden="true">
          <svg viewBox="0 0 16 16" width="16" height="16" focusable="false">
            <path d="M8 3v10M3 8h10" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </span>
      </summary>
      <div className={styles.answer}>{children}</div>
    </details>
  );
}
