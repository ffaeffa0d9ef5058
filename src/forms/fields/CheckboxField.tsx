import React, {useId, type ReactNode} from 'react';
import type {UseFormRegisterReturn} from 'react-hook-form';
import FieldError from './FieldError';
import RequiredMark from './RequiredMark';
import styles from './styles.module.css';

type Props = {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string;
  required?: boolean;
};

/** A checkbox with its label on the right and its error below. */
export default function CheckboxField({label, registration, error, required = false}: Props): ReactNode {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <div className={styles.checkboxRow}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          required={required}
          aria-invalid={error ? true : false}
          aria-describedby={error ? errorId : undefined}
          {...registration}
        />
        <label htmlFor={id} className={styles.checkboxLabel}>
          {label}
          {required && <RequiredMark />}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
