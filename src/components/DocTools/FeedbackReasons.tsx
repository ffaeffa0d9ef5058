import React, {useEffect, useId, useRef, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

export type Answer = 'yes' | 'no';

/**
 * The second step of the page feedback, loaded when a visitor answers: why
 * (a short list, or Skip). `reason` values are stable English ids, the same
 * in every language.
 */
export default function FeedbackReasons({
  answer,
  onChoose,
}: {
  answer: Answer;
  onChoose: (reason: string) => void;
}): ReactNode {
  const id = useId();
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => question.current?.focus(), []);
  const reason = (value: string, label: string) => (
    <button key={value} type="button" className="button button--sm button--secondary" onClick={() => onChoose(value)}>
      {label}
    </button>
  );
  return (
    <div role="group" aria-labelledby={id} className={styles.row}>
      <p id={id} ref={question} tabIndex={-1} className={styles.question}>
        {answer === 'yes'
          ? translate({id: 'docFeedback.reasonYes', message: 'What helped most?'})
          : translate({id: 'docFeedback.reasonNo', message: 'What went wrong?'})}
      </p>
      {answer === 'yes'
        ? [
            reason('solved-my-problem', translate({id: 'docFeedback.solved', message: 'Solved my problem'})),
            reason('easy-to-follow', translate({id: 'docFeedback.easy', message: 'Easy to follow'})),
            reason('good-examples', translate({id: 'docFeedback.examples', message: 'Good examples'})),
          ]
        : [
            reason('hard-to-understand', translate({id: 'docFeedback.unclear', message: 'Hard to understand'})),
            reason('incorrect-or-outdated', translate({id: 'docFeedback.outdated', message: 'Incorrect or outdated'})),
            reason('missing-information', translate({id: 'docFeedback.missing', message: 'Missing information'})),
            reason(
              'example-does-not-work',
              translate({id: 'docFeedback.brokenExample', message: "Example doesn't work"}),
            ),
          ]}
      <button
        type="button"
        className={`button button--sm button--link ${styles.skip}`}
        onClick={() => onChoose('none')}>
        {translate({id: 'docFeedback.skip', message: 'Skip'})}
      </button>
    </div>
  );
}
