import React, {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import type {UseFormRegisterReturn} from 'react-hook-form';
import FieldError from './FieldError';
import RequiredMark from './RequiredMark';
import styles from './styles.module.css';

type Props = {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email';
  autoComplete?: string;
  /** Extra content under the input, described by the input too (e.g. a live preview). */
  preview?: ReactNode;
  inputProps?: Omit<React.InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type'>;
};

/** A labelled text input or textarea with hint and error linked through aria-describedby. */
export default function TextField({
  label,
  registration,
  error,
  hint,
  required = false,
  multiline = false,
  type = 'text',
  autoComplete,
  preview,
  inputProps,
}: Props): ReactNode {
  const id = useId();
  const hintId = `${id}-hint`;
  const previewId = `${id}-preview`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, preview ? previewId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    required,
    'aria-invalid': error ? true : false,
    'aria-describedby': describedBy || undefined,
    className: clsx(styles.input, error && styles.inputInvalid),
    autoComplete,
    ...registration,
  } as const;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {multiline ? <textarea rows={6} {...common} /> : <input type={type} {...inputProps} {...common} />}
      {preview && (
        <div id={previewId} className={styles.preview}>
          {preview}
        </div>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
