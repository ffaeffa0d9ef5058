import React, {type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import PlanValue from '@site/src/components/PlanValue';
import {cloudPlans, comparisonMatrix} from '@site/src/data/plans';
import {matrixGroupTitle, matrixRowLabel} from '@site/src/lib/plan-words';
import styles from './styles.module.css';

/**
 * The feature comparison: one row per feature, one column per cloud plan.
 * On phones each row stacks (the feature on its own line, the three values
 * below, under a sticky row of plan names): the site's stacked rows in their
 * compact form (`table-stack--compact`, src/css/custom.css). The explicit ARIA
 * roles keep the table semantics that some browsers drop when CSS changes a
 * table's display.
 */
export default function PlanComparisonMatrix(): ReactNode {
  const caption = translate({
    id: 'pricing.matrix.caption',
    message: 'Features and limits of the Fulcro Cloud plans',
  });
  return (
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table
        className={clsx('table-stack table-stack--compact', styles.table)}
        role="table"
        style={{'--table-stack-values': cloudPlans.length} as CSSProperties}>
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          <col className={styles.featureColumn} />
          {cloudPlans.map((plan) => (
            <col key={plan.id} />
          ))}
        </colgroup>
        <thead role="rowgroup" className={styles.head}>
          <tr role="row">
            <td role="cell" className={styles.corner} />
            {cloudPlans.map((plan) => (
              <th key={plan.id} scope="col" role="columnheader" className={styles.planHeader}>
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        {comparisonMatrix.map((group) => (
          <tbody key={group.key} role="rowgroup">
            <tr role="row">
              <th scope="rowgroup" role="rowheader" colSpan={cloudPlans.length + 1} className={styles.groupHeader}>
                {matrixGroupTitle(group.key)}
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.key} role="row" data-row={row.key}>
                <th scope="row" role="rowheader" className={styles.feature}>
                  {matrixRowLabel(row.key)}
                </th>
                {cloudPlans.map((plan) => (
                  <td key={plan.id} role="cell" className={styles.value} data-plan={plan.id}>
                    <PlanValue value={row.values[plan.id]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
