import React, {useId, type ReactNode, type Ref} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import FormAlert from '@site/src/forms/fields/FormAlert';
import SubmissionFailureDetails, {RetryWait, useRetryWait} from '@site/src/forms/SubmissionFailureDetails';
import {isRetryable, type SubmissionFailure} from '@site/src/forms/post-json';
import type {OrderAccepted} from '@site/src/forms/submit-order';
import type {OrderRequest} from '@site/src/forms/schemas';
import {instanceUrl} from '@site/src/data/product';
import {routes} from '@site/src/data/routes';
import {orderModel} from '@site/src/data/order-model';
import fieldStyles from '@site/src/forms/fields/styles.module.css';
import styles from './styles.module.css';

export type Outcome =
  {kind: 'success'; order: OrderRequest; accepted: OrderAccepted} | {kind: 'failure'; failure: SubmissionFailure};

type Props = {
  outcome: Outcome;
  headingRef: Ref<HTMLHeadingElement>;
  submitting: boolean;
  onRetry: () => void;
  onBackToForm: () => void;
};

function Success({
  order,
  accepted,
  headingRef,
}: {
  order: OrderRequest;
  accepted: OrderAccepted;
  headingRef: Ref<HTMLHeadingElement>;
}): ReactNode {
  const url = instanceUrl(order.tenant);
  return (
    <FormAlert
      tone="success"
      ref={headingRef}
      title={<Translate id="checkout.success.title">Your evaluation instance is on its way</Translate>}>
      <p>
        <Translate id="checkout.success.provisioning">Provisioning has started.</Translate>{' '}
        <Translate id="checkout.success.email" values={{email: <strong>{order.email}</strong>}}>
          {'An email to {email} will tell you when your instance is ready and how to sign in.'}
        </Translate>
      </p>
      <p>
        <Translate id="checkout.success.address" values={{url: <strong className={styles.url}>{url}</strong>}}>
          {'Your instance address: {url}'}
        </Translate>
      </p>
      <p>
        <Translate
          id="checkout.success.evaluation"
          values={{days: orderModel.evaluationDays, quoteDays: orderModel.quoteBusinessDays}}>
          {
            'It is an evaluation instance, free for {days} days. Within {quoteDays} business days we send you a quote at the same address; a contract and any fee start only if you accept it in writing.'
          }
        </Translate>
      </p>
      {accepted.id && (
        <p>
          <Translate id="checkout.success.reference" values={{id: <code>{accepted.id}</code>}}>
            {'Reference of your request: {id}'}
          </Translate>
        </p>
      )}
    </FormAlert>
  );
}

function Failure({
  failure,
  headingRef,
  submitting,
  onRetry,
  onBackToForm,
}: Omit<Props, 'outcome'> & {failure: SubmissionFailure}): ReactNode {
  // Try again only where sending the same order again may work: a server error, a timeout, a lost connection, 429.
  const retryable = isRetryable(failure);
  const retryWait = useRetryWait(failure);
  const retryWaitId = useId();
  return (
    <FormAlert
      tone="danger"
      ref={headingRef}
      title={<Translate id="checkout.failure.title">Something went wrong.</Translate>}>
      {/* The specification's words, spelling as given (tests/spec-texts.ts): never reworded. */}
      <p>
        <Translate id="checkout.failure.body">
          {
            "Well, that's embarassing to say the least. Contact us and we'll sort this out - here's everything we know about this error:"
          }
        </Translate>
      </p>
      <SubmissionFailureDetails failure={failure} />
      <p>
        {retryable ? (
          <Translate id="checkout.failure.kept">
            Your choices and details are kept: try again, or go back to the form to check them.
          </Translate>
        ) : (
          <Translate id="checkout.failure.keptFinal">
            Your choices and details are kept: go back to the form to check them, or contact us.
          </Translate>
        )}
      </p>
      <div className={`fulcro-button-row ${fieldStyles.actions}`}>
        {retryable && (
          <button
            type="button"
            className="button button--primary"
            onClick={onRetry}
            disabled={submitting || retryWait > 0}
            aria-describedby={retryWait > 0 ? retryWaitId : undefined}>
            <Translate id="checkout.failure.retry">Try again</Translate>
          </button>
        )}
        <button
          type="button"
          className={retryable ? 'button button--secondary' : 'button button--primary'}
          onClick={onBackToForm}
          disabled={submitting}>
          <Translate id="checkout.failure.backToForm">Back to the form</Translate>
        </button>
        <Link to={routes.contactUs}>
          <Translate id="checkout.failure.contact">Contact us</Translate>
        </Link>
      </div>
      {retryable && <RetryWait seconds={retryWait} id={retryWaitId} />}
      {submitting && (
        <p role="status" className={fieldStyles.status}>
          <Translate id="checkout.sending">Sending your request…</Translate>
        </p>
      )}
    </FormAlert>
  );
}

/** The screen after submitting: provisioning of the evaluation instance started, or everything we know about the failure. */
export default function OrderResult({outcome, ...rest}: Props): ReactNode {
  return (
    <div className={styles.result}>
      {outcome.kind === 'success' ? (
        <Success order={outcome.order} accepted={outcome.accepted} headingRef={rest.headingRef} />
      ) : (
        <Failure failure={outcome.failure} {...rest} />
      )}
    </div>
  );
}
