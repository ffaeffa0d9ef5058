import React, {Suspense, lazy, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {trackEvent} from '@site/src/lib/analytics';
import {normalizePath} from '@site/src/lib/analytics-rules';
import type {Answer} from './FeedbackReasons';
import styles from './styles.module.css';

/** Name of the Plausible custom event; its props are {path, answer, reason}. */
export const feedbackEvent = 'Page feedback';

// The reasons step loads on interaction: when a visitor points at or focuses Yes / No.
const loadReasons = () => import('./FeedbackReasons');
const FeedbackReasons = lazy(loadReasons);

type Step = {name: 'ask'} | {name: 'reason'; answer: Answer} | {name: 'thanks'} | {name: 'answered'};

const storageKey = (path: string) => `fulcro.feedback:${path}`;

function wasAnswered(path: string): boolean {
  try {
    return window.sessionStorage.getItem(storageKey(path)) !== null;
  } catch {
    return false;
  }
}

/**
 * "Was this page helpful?" at the end of a doc: Yes or No, then an optional
 * reason, sent as one Plausible event when the reason is chosen or skipped
 * (or, if the visitor leaves first, without one). One answer per page per
 * visit (sessionStorage). Rendered only where analytics sends something
 * (src/lib/analytics.ts `isTrackedPath`), so nobody answers into the void;
 * the props carry no personal data.
 */
export default function PageFeedback({pathname}: {pathname: string}): ReactNode {
  const path = normalizePath(pathname);
  const [step, setStep] = useState<Step>({name: 'ask'});
  const pending = useRef<Answer | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const id = useId();

  const send = (answer: Answer, reason: string) => {
    pending.current = null;
    trackEvent(feedbackEvent, {path, answer, reason});
    try {
      window.sessionStorage.setItem(storageKey(path), answer);
    } catch {
      // Storage unavailable: the answer still counts, the widget just forgets it.
    }
  };

  useEffect(() => {
    if (wasAnswered(path)) setStep({name: 'answered'});
    // An answer without a reason is sent when the visitor leaves the page.
    const leave = () => {
      if (pending.current) send(pending.current, 'none');
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page: `send` is new at every render, and re-running would send a pending answer (the cleanup) without its reason
  }, [path]);

  useEffect(() => {
    if (step.name === 'thanks') status.current?.focus();
  }, [step.name]);

  const answer = (value: Answer) => {
    pending.current = value;
    setStep({name: 'reason', answer: value});
  };

  return (
    <div className={styles.feedback}>
      {step.name === 'ask' && (
        <div
          role="group"
          aria-labelledby={id}
          className={styles.row}
          onPointerEnter={loadReasons}
          onFocus={loadReasons}>
          <p id={id} className={styles.question}>
            {translate({id: 'docFeedback.question', message: 'Was this page helpful?'})}
          </p>
          <button type="button" className="button button--sm button--secondary" onClick={() => answer('yes')}>
            {translate({id: 'docFeedback.yes', message: 'Yes'})}
          </button>
          <button type="button" className="button button--sm button--secondary" onClick={() => answer('no')}>
            {translate({id: 'docFeedback.no', message: 'No'})}
          </button>
        </div>
      )}
      {step.name === 'reason' && (
        <Suspense fallback={null}>
          <FeedbackReasons
            answer={step.answer}
            onChoose={(reason) => {
              send(step.answer, reason);
              setStep({name: 'thanks'});
            }}
          />
        </Suspense>
      )}
      <p role="status" ref={status} tabIndex={-1} className={styles.feedbackStatus}>
        {step.name === 'thanks' && translate({id: 'docFeedback.thanks', message: 'Thanks for your feedback!'})}
        {step.name === 'answered' &&
          translate({id: 'docFeedback.answered', message: 'You already answered for this page. Thanks!'})}
      </p>
    </div>
  );
}
