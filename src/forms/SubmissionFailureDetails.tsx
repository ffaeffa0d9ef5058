import React, {useEffect, useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {submitTimeoutMs, type SubmissionFailure} from './post-json';
import styles from './fields/styles.module.css';

/**
 * What went wrong in the page's language: for the receiver's own reasons
 * (the problem's `code`, src/forms/receiver/app.ts) a sentence of the page,
 * otherwise what kind of failure it was. Null when the page has no words of
 * its own for the code: the server's message is then shown as it was sent.
 */
function reason(failure: SubmissionFailure): ReactNode | null {
  switch (failure.code) {
    case 'rate_limited':
      return (
        <Translate id="forms.failure.code.rateLimited">
          Too many forms were sent from your connection in a short time.
        </Translate>
      );
    case 'body_too_large':
      return (
        <Translate id="forms.failure.code.bodyTooLarge">The form is too large to send: shorten the message.</Translate>
      );
    case 'foreign_origin':
      return (
        <Translate id="forms.failure.code.foreignOrigin">
          The form was sent from a page that is not part of this website.
        </Translate>
      );
    case 'validation_failed':
      return (
        <Translate id="forms.failure.code.validationFailed">
          Some fields were not accepted: they are marked in the form.
        </Translate>
      );
    case 'idempotency_key_reused':
      return (
        <Translate id="forms.failure.code.keyReused">
          This request was already sent with different details. Go back to the form and send it again.
        </Translate>
      );
    case 'in_flight':
      return <Translate id="forms.failure.code.inFlight">Your request is still being stored.</Translate>;
    case 'internal_error':
      return <Translate id="forms.failure.code.internalError">The server failed while storing your request.</Translate>;
    case 'invalid_json':
    case 'idempotency_key_missing':
    case 'unsupported_media_type':
    case 'method_not_allowed':
    case 'not_found':
      return (
        <Translate id="forms.failure.code.refusedRequest">
          The server does not accept the form the way this page sent it.
        </Translate>
      );
    default:
      return null;
  }
}

function WhatHappened({failure}: {failure: SubmissionFailure}): ReactNode {
  switch (failure.kind) {
    case 'http':
      return (
        reason(failure) ?? (
          <Translate id="forms.failure.kind.http" values={{status: failure.status}}>
            {'The server answered with an error (HTTP status {status}).'}
          </Translate>
        )
      );
    case 'timeout':
      return (
        <Translate id="forms.failure.kind.timeout" values={{seconds: submitTimeoutMs / 1000}}>
          {'The server did not answer within {seconds} seconds.'}
        </Translate>
      );
    case 'network':
      return (
        <Translate id="forms.failure.kind.network">
          The server could not be reached: the connection failed or you are offline.
        </Translate>
      );
    case 'unreadable':
      return <Translate id="forms.failure.kind.unreadable">The server sent a reply that could not be read.</Translate>;
  }
}

/**
 * The seconds left before the server lets the visitor try again (its
 * Retry-After), counting down once a second; 0 when nothing is to wait.
 */
export function useRetryWait(failure: SubmissionFailure | null): number {
  const until = failure?.retryAfterSeconds ? Date.parse(failure.time) + failure.retryAfterSeconds * 1000 : 0;
  const left = () => Math.max(0, Math.ceil((until - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (until <= Date.now()) return undefined;
    const timer = setInterval(() => {
      const now = left();
      setSeconds(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` reads `until` only
  }, [until]);
  return seconds;
}

/** Why Try again is not available yet, for the button's description. */
export function RetryWait({seconds, id}: {seconds: number; id: string}): ReactNode {
  if (seconds <= 0) return null;
  return (
    <p id={id} className={styles.status}>
      <Translate id="forms.failure.retryIn" values={{seconds}}>
        {'You can try again in {seconds} seconds.'}
      </Translate>
    </p>
  );
}

/** Everything known about a failed submission, to read out or quote to support. */
export default function SubmissionFailureDetails({failure}: {failure: SubmissionFailure}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const time = new Date(failure.time);
  const shownTime = Number.isNaN(time.getTime())
    ? failure.time
    : new Intl.DateTimeFormat(i18n.currentLocale, {dateStyle: 'long', timeStyle: 'long'}).format(time);
  // The server's own words only where the page has none: they are in English.
  const serverMessage = failure.kind === 'http' && reason(failure) === null ? failure.message : undefined;
  return (
    <dl className={styles.details}>
      <dt>
        <Translate id="forms.failure.detail.what">What happened</Translate>
      </dt>
      <dd>
        <WhatHappened failure={failure} />
      </dd>
      {failure.status !== undefined && (
        <>
          <dt>
            <Translate id="forms.failure.detail.status">Status</Translate>
          </dt>
          <dd>{failure.status}</dd>
        </>
      )}
      {serverMessage && (
        <>
          <dt>
            <Translate id="forms.failure.detail.message">Message from the server</Translate>
          </dt>
          <dd>{serverMessage}</dd>
        </>
      )}
      {failure.requestId && (
        <>
          <dt>
            <Translate id="forms.failure.detail.requestId">Request id</Translate>
          </dt>
          <dd>
            <code>{failure.requestId}</code>
          </dd>
        </>
      )}
      <dt>
        <Translate id="forms.failure.detail.time">Time</Translate>
      </dt>
      <dd>
        <time dateTime={failure.time}>{shownTime}</time>
      </dd>
    </dl>
  );
}
