import React, {forwardRef, type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Props = {
  tone: 'danger' | 'success';
  title: ReactNode;
  children?: ReactNode;
  /** Heading level inside the alert. */
  as?: 'h2' | 'h3';
};

/**
 * A boxed message after a submission. The heading takes focus (tabIndex -1)
 * so keyboard and screen-reader users land on the outcome.
 */
const FormAlert = forwardRef<HTMLHeadingElement, Props>(function FormAlert({tone, title, children, as = 'h2'}, ref) {
  return (
    <div className={clsx(styles.alert, tone === 'danger' ? styles.alertDanger : styles.alertSuccess)}>
      <Heading as={as} ref={ref} tabIndex={-1} className={styles.alertTitle}>
        {title}
      </Heading>
      {children}
    </div>
  );
});

export default FormAlert;
