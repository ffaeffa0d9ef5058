import React, {type CSSProperties, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Props = {
  /** `<title>` and `<meta name="description">`. */
  metaTitle: string;
  metaDescription: string;
  title: ReactNode;
  lead?: ReactNode;
  /** Width of the column, in rem (a form reads best narrow). */
  width?: number;
  children: ReactNode;
};

/** A page built around one form (checkout, contact): a narrow column with a heading and an optional lead. */
export default function FormPage({metaTitle, metaDescription, title, lead, width = 46, children}: Props): ReactNode {
  return (
    <Layout title={metaTitle} description={metaDescription}>
      <main className={styles.page}>
        <div className={styles.container} style={{'--form-page-width': `${width}rem`} as CSSProperties}>
          <Heading as="h1" className={styles.title}>
            {title}
          </Heading>
          {lead && <p className={styles.lead}>{lead}</p>}
          {children}
        </div>
      </main>
    </Layout>
  );
}
