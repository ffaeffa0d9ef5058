import React, {type CSSProperties, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import PlanValue from '@site/src/components/PlanValue';
import {cloudPlans, matrixRow, type MatrixRow, type MatrixValue} from '@site/src/data/plans';
import {listOf, matrixRowLabel} from '@site/src/lib/plan-words';
import {routes} from '@site/src/data/routes';
import styles from './styles.module.css';

type Props = {
  /** Row keys of the pricing matrix (`src/data/plans.ts`), comma-separated: `edge`, `aiLightweight,aiFull`. */
  rows: string;
  /** What the rows are about, for the table's caption ("Fulcro Edge"). */
  part: string;
};

/**
 * One row as a sentence: the row's name, then each value with the plans that have it, in the plans' order
 * ("Fulcro Edge and its addons: ✓ Included in Standard, Pro and Enterprise.").
 */
function RowSentence({row}: {row: MatrixRow}): ReactNode {
  const groups: {value: MatrixValue; plans: string[]}[] = [];
  for (const plan of cloudPlans) {
    const value = row.values[plan.id];
    const group = groups.find((g) => g.value === value);
    if (group) group.plans.push(plan.name);
    else groups.push({value, plans: [plan.name]});
  }
  return (
    <p className={styles.availabilitySentence} data-row={row.key}>
      <strong>{matrixRowLabel(row.key)}</strong>
      {': '}
      {groups.map(({value, plans}, i) => (
        <React.Fragment key={String(value)}>
          {i > 0 && '; '}
          <Translate
            id="kit.planAvailability.inPlans"
            description="One value of a plan-availability sentence and the plans that have it: '✓ Included in Standard, Pro and Enterprise'"
            values={{
              value: (
                <span className={styles.availabilityValue}>
                  <PlanValue value={value} labelVisible />
                </span>
              ),
              plans: listOf(plans),
            }}>
            {'{value} in {plans}'}
          </Translate>
        </React.Fragment>
      ))}
      .
    </p>
  );
}

/**
 * Which cloud plans include a part of the platform, read from the pricing matrix: a table of the rows, which on a
 * phone stacks its rows (`table-stack--compact`, src/css/custom.css); a single row is a sentence.
 */
export default function PlanAvailability({rows, part}: Props): ReactNode {
  const matrixRows = rows.split(',').map((key) => {
    const row = matrixRow(key.trim());
    if (!row) throw new Error(`<PlanAvailability rows="${rows}">: no matrix row "${key.trim()}" in src/data/plans.ts`);
    return row;
  });
  const caption = translate({id: 'kit.planAvailability.caption', message: 'Which plans offer {part}'}, {part});
  return (
    <div className={styles.availability}>
      {matrixRows.length === 1 ? (
        <RowSentence row={matrixRows[0]} />
      ) : (
        <div className={styles.compare} role="region" aria-label={caption} tabIndex={0}>
          <table
            className={`table-stack table-stack--compact ${styles.availabilityTable}`}
            role="table"
            style={{'--table-stack-values': cloudPlans.length} as CSSProperties}>
            <caption className="sr-only">{caption}</caption>
            <thead role="rowgroup">
              <tr role="row">
                <td role="cell" />
                {cloudPlans.map((plan) => (
                  <th key={plan.id} scope="col" role="columnheader">
                    {plan.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {matrixRows.map((row) => (
                <tr key={row.key} role="row" data-row={row.key}>
                  <th scope="row" role="rowheader">
                    {matrixRowLabel(row.key)}
                  </th>
                  {cloudPlans.map((plan) => (
                    <td key={plan.id} role="cell" data-plan={plan.id}>
                      <PlanValue value={row.values[plan.id]} labelVisible />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className={styles.availabilityLink}>
        <Link to={`${routes.pricing}#compare`}>
          <Translate id="kit.planAvailability.pricingLink">Compare every plan</Translate>
        </Link>
      </p>
    </div>
  );
}
