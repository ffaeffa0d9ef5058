import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {formatCount, type CloudPlan, type Limit} from '@site/src/data/plans';
import styles from './styles.module.css';

/** Formats a plan limit in the page's locale (Italian: 2.000). */
export function useFormatCount(): (value: number) => string {
  const {i18n} = useDocusaurusContext();
  return (value) => formatCount(value, i18n.currentLocale);
}

function Devices({limit, format}: {limit: Limit; format: (v: number) => string}): ReactNode {
  return limit === 'unlimited' ? (
    <Translate id="pricing.limits.devices.unlimited">Unlimited unique devices</Translate>
  ) : (
    <Translate id="pricing.limits.devices" values={{count: <strong>{format(limit)}</strong>}}>
      {'Up to {count} unique devices'}
    </Translate>
  );
}

function Users({limit, format}: {limit: Limit; format: (v: number) => string}): ReactNode {
  return limit === 'unlimited' ? (
    <Translate id="pricing.limits.users.unlimited">Unlimited users</Translate>
  ) : (
    <Translate id="pricing.limits.users" values={{count: <strong>{format(limit)}</strong>}}>
      {'Up to {count} users'}
    </Translate>
  );
}

/** The device and user limits of a cloud plan, as a short list. */
export default function PlanLimits({plan}: {plan: CloudPlan}): ReactNode {
  const format = useFormatCount();
  return (
    <ul className={styles.limits}>
      <li>
        <Devices limit={plan.devices} format={format} />
      </li>
      <li>
        <Users limit={plan.users} format={format} />
      </li>
    </ul>
  );
}
