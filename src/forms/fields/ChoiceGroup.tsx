import React, {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import type {UseFormRegisterReturn} from 'react-hook-form';
import FieldError from './FieldError';
import RequiredMark from './RequiredMark';
import styles from './styles.module.css';

export type Choice = {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  /** Id of an element outside the group that explains the option (e.g. why it is disabled). */
  describedBy?: string;
};

type Props = {
  legend: ReactNode;
  choices: Choice[];
  registration: UseFormRegisterReturn;
  error?: string;
  required?: boolean;
  /** Cards side by side on wide screens, one per row on phones. */
  layout?: 'cards' | 'list';
  /** Rendered after the choices inside the fieldset (e.g. a contact-only option). */
  children?: ReactNode;
};

/** Radio buttons in a fieldset with a legend; each option can carry a description. */
export default function ChoiceGroup({
  legend,
  choices,
  registration,
  error,
  required = false,
  layout = 'cards',
  children,
}: Props): ReactNode {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        {legend}
        {required && <RequiredMark />}
      </legend>
      <FieldError id={errorId} message={error} />
      <div className={clsx(styles.choices, layout === 'cards' ? styles.choiceCards : styles.choiceList)}>
        {choices.map((choice) => {
          const inputId = `${id}-${choice.value}`;
          const descriptionId = `${inputId}-description`;
          const describedBy = [
            choice.description ? descriptionId : null,
            choice.describedBy ?? null,
            error ? errorId : null,
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <div key={choice.value} className={clsx(styles.choice, choice.disabled && styles.choiceDisabled)}>
              {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- aria-invalid: ARIA 1.2 lists it for radiogroup, not radio, but browsers expose it on a radio input and screen readers announce it with each choice (tests/e2e/checkout.spec.ts checks it) */}
              <input
                id={inputId}
                type="radio"
                value={choice.value}
                disabled={choice.disabled}
                className={styles.radio}
                aria-invalid={error ? true : false}
                aria-describedby={describedBy || undefined}
                {...registration}
              />
              <label htmlFor={inputId} className={styles.choiceLabel}>
                {choice.label}
              </label>
              {choice.description && (
                <div id={descriptionId} className={styles.choiceDescription}>
                  {choice.description}
                </div>
              )}
            </div>
          );
        })}
        {children}
      </div>
    </fieldset>
  );
}
