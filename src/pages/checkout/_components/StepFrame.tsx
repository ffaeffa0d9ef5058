import React, {type FormEventHandler, type ReactNode, type Ref} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import {RequiredNote} from '@site/src/forms/fields/RequiredMark';
import styles from './styles.module.css';

type Props = {
  title: ReactNode;
  intro?: ReactNode;
  headingRef: Ref<HTMLHeadingElement>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onBack?: () => void;
  /** The primary button; defaults to Next. */
  submitLabel?: ReactNode;
  submitting?: boolean;
  showRequiredNote?: boolean;
  children: ReactNode;
};

/**
 * One checkout step: its heading (focused when the step opens), the form,
 * and Back / Next at the bottom. The form has `noValidate`: the zod schema of
 * the step decides, with messages in the visitor's language.
 */
export default function StepFrame({
  title,
  intro,
  headingRef,
  onSubmit,
  onBack,
  submitLabel,
  submitting = false,
  showRequiredNote = false,
  children,
}: Props): ReactNode {
  return (
    <form className={styles.step} noValidate onSubmit={onSubmit}>
      <Heading as="h2" ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        {title}
      </Heading>
      {intro && <p className={styles.stepIntro}>{intro}</p>}
      {showRequiredNote && <RequiredNote />}
      {children}
      <div className={clsx('fulcro-button-row', styles.navigation)}>
        {onBack && (
          <button type="button" className="button button--secondary" onClick={onBack} disabled={submitting}>
            <Translate id="checkout.back">Back</Translate>
          </button>
        )}
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitLabel ?? <Translate id="checkout.next">Next</Translate>}
        </button>
      </div>
      {submitting && (
        <p role="status" className={styles.sending}>
          <Translate id="checkout.sending">Sending your request…</Translate>
        </p>
      )}
    </form>
  );
}
