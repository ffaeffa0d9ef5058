import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

/** The message under a field that failed validation (nothing when valid). */
export default function FieldError({id, message}: {id: string; message?: string}): ReactNode {
  if (!message) return null;
  return (
    <p id={id} className={styles.error}>
      {message}
    </p>
  );
}
