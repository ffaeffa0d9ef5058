import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import PlanValue from '@site/src/components/PlanValue';
import {cloudPlans, matrixRow} from '@site/src/data/plans';
import {routes} from '@site/src/data/routes';
import styles from './styles.module.css';

type Props = {
  /** Row keys of the pricing matrix (`src/data/plans.ts`), comma-separated: `edge`, `aiLightweight,aiFull`. */
  rows: string;
  /** What the rows are about, for the table's caption ("Fulcro Edge"). */
  part: string;
};

/** Which cloud plans include a part of the platform, read from the pricing matrix. */
export default function PlanAvailability({rows, part}: Props): ReactNode {
  const matrixRows = rows.split(',').map((key) => {
    const row = matrixRow(key.trim());
    if (!row) throw new Error(`<PlanAvailability rows="${rows}">: no matrix row "${key.trim()}" in src/data/plans.ts`);
    return row;
  });
  const caption = translate({id: 'kit.planAvailability.caption', message: 'Which plans offer {part}'}, {part});
  return (
    <div className={styles.availability}>
      <div className={styles.compare} role="region" aria-label={caption} tabIndex={0}>
        <table className={styles.availabilityTable}>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              <td />
              {cloudPlans.map((plan) => (
                <th key={plan.id} scope="col">
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {matrixRows.map((row) => (
              <tr key={row.key} data-row={row.key}>
                <th scope="row">{row.label}</th>
                {cloudPlans.map((plan) => (
                  <td key={plan.id} data-plan={plan.id}>
                    <PlanValue value={row.values[plan.id]} labelVisible />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.availabilityLink}>
        <Link to={`${routes.pricing}#compare`}>
          <Translate id="kit.planAvailability.pricingLink">Compare every plan</Translate>
        </Link>
      </p>
    </div>
  );
}
