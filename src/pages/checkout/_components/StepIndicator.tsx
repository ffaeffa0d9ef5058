import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import type {CheckoutStep} from '@site/src/forms/checkout-draft';
import styles from './styles.module.css';

function StepName({step}: {step: CheckoutStep}): ReactNode {
  switch (step) {
    case 1:
      return <Translate id="checkout.steps.cloud">Cloud version</Translate>;
    case 2:
      return <Translate id="checkout.steps.ai">AI version</Translate>;
    case 3:
      return <Translate id="checkout.steps.tenant">Tenant</Translate>;
  }
}

/** Where the visitor is: three numbered steps, the current one marked with aria-current. */
export default function StepIndicator({current}: {current: CheckoutStep}): ReactNode {
  const steps: CheckoutStep[] = [1, 2, 3];
  return (
    <nav aria-label={translate({id: 'checkout.steps.label', message: 'Checkout steps'})} className={styles.indicator}>
      <ol className={styles.indicatorList}>
        {steps.map((step) => (
          <li
            key={step}
            aria-current={step === current ? 'step' : undefined}
            className={clsx(
              styles.indicatorItem,
              step === current && styles.indicatorCurrent,
              step < current && styles.indicatorDone,
            )}>
            <span className={styles.indicatorNumber} aria-hidden="true">
              {step}
            </span>
            <span className="sr-only">
              <Translate id="checkout.steps.position" values={{step, total: steps.length}}>
                {'Step {step} of {total}:'}
              </Translate>{' '}
            </span>
            <span className={styles.indicatorName}>
              <StepName step={step} />
            </span>
            {step < current && (
              <span className="sr-only">
                {' '}
                <Translate id="checkout.steps.done">(done)</Translate>
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
