import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {submitTimeoutMs, type SubmissionFailure} from './post-json';
import styles from './fields/styles.module.css';

function WhatHappened({failure}: {failure: SubmissionFailure}): ReactNode {
  switch (failure.kind) {
    case 'http':
      return (
        <Translate id="forms.failure.kind.http" values={{status: failure.status}}>
          {'The server answered with an error (HTTP status {status}).'}
        </Translate>
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
    case 'not_configured':
      return (
        <Translate id="forms.failure.kind.notConfigured">
          This copy of the website has no address to send the form to.
        </Translate>
      );
  }
}

/** Everything known about a failed submission, to read out or quote to support. */
export default function SubmissionFailureDetails({failure}: {failure: SubmissionFailure}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const time = new Date(failure.time);
  const shownTime = Number.isNaN(time.getTime())
    ? failure.time
    : new Intl.DateTimeFormat(i18n.currentLocale, {dateStyle: 'long', timeStyle: 'long'}).format(time);
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
      {failure.message && (
        <>
          <dt>
            <Translate id="forms.failure.detail.message">Message from the server</Translate>
          </dt>
          <dd>{failure.message}</dd>
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
