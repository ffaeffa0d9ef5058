import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {useFormatCount} from '@site/src/components/PlanLimits';
import type {MatrixValue} from '@site/src/data/plans';
import styles from './styles.module.css';

function Mark({kind}: {kind: 'yes' | 'no'}): ReactNode {
  return (
    <svg className={styles.mark} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {kind === 'yes' ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M6 12h12" />}
    </svg>
  );
}

/**
 * One plan's value for a feature (a count, unlimited, included, not included,
 * on request), as the pricing matrix and the product pages show it. With
 * `labelVisible` the words "Included"/"Not included" show beside the mark
 * (`data-plan-value-word`, which a table may hide on a phone); otherwise only
 * screen readers hear them.
 */
export default function PlanValue({
  value,
  labelVisible = false,
}: {
  value: MatrixValue;
  labelVisible?: boolean;
}): ReactNode {
  const format = useFormatCount();
  const label = clsx(!labelVisible && 'sr-only');
  if (typeof value === 'number') return <span className={styles.count}>{format(value)}</span>;
  switch (value) {
    case 'unlimited':
      return (
        <span className={styles.count}>
          <Translate id="pricing.matrix.value.unlimited">Unlimited</Translate>
        </span>
      );
    case 'included':
      return (
        <>
          <Mark kind="yes" />
          <span className={label} data-plan-value-word="">
            <Translate id="pricing.matrix.value.included">Included</Translate>
          </span>
        </>
      );
    case 'not-included':
      return (
        <>
          <Mark kind="no" />
          <span className={label} data-plan-value-word="">
            <Translate id="pricing.matrix.value.notIncluded">Not included</Translate>
          </span>
        </>
      );
    case 'on-request':
      return (
        <span className={styles.onRequest}>
          <Translate id="pricing.matrix.value.onRequest">On request</Translate>
        </span>
      );
    case 'add-on':
      return (
        <span className={styles.onRequest}>
          <Translate id="pricing.matrix.value.addOn">Add-on</Translate>
        </span>
      );
  }
}
