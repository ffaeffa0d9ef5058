import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import PlanLimits from '@site/src/components/PlanLimits';
import {cloudPlan, type AiPlan, type CloudPlan} from '@site/src/data/plans';
import {aiPlanWords, cloudPlanWords} from '@site/src/lib/plan-words';
import styles from './styles.module.css';

type Props = {kind: 'cloud'; plan: CloudPlan} | {kind: 'ai'; plan: AiPlan};

function Purchase({plan}: {plan: CloudPlan | AiPlan}): ReactNode {
  return (
    <p className={clsx(styles.badge, plan.purchase === 'contact' && styles.badgeContact)}>
      {plan.purchase === 'self-service' ? (
        <Translate id="pricing.purchase.selfService">Self-service: create it online</Translate>
      ) : (
        <Translate id="pricing.purchase.contact">Contact only: by quote</Translate>
      )}
    </p>
  );
}

function AiAvailability({plan}: {plan: AiPlan}): ReactNode {
  const names = plan.availableWith.map((id) => cloudPlan(id).name);
  return (
    <p className={styles.availability}>
      {names.length === 1 ? (
        <Translate id="pricing.ai.availability.one" values={{plan: <strong>{names[0]}</strong>}}>
          {'Only with the {plan} cloud plan'}
        </Translate>
      ) : (
        <Translate
          id="pricing.ai.availability.two"
          values={{first: <strong>{names[0]}</strong>, second: <strong>{names[1]}</strong>}}>
          {'With the {first} and {second} cloud plans'}
        </Translate>
      )}
    </p>
  );
}

/** One plan: name, summary, limits or availability, how to buy it, and its call to action. */
export default function PlanCard({kind, plan}: Props): ReactNode {
  const words = kind === 'ai' ? aiPlanWords(plan.id) : cloudPlanWords(plan.id);
  return (
    <li className={styles.card}>
      <Heading as="h3" className={styles.name}>
        {kind === 'ai' ? plan.fullName : plan.name}
      </Heading>
      <Purchase plan={plan} />
      <p className={styles.summary}>{words.summary}</p>
      <div className={styles.facts}>
        {kind === 'cloud' ? <PlanLimits plan={plan} /> : <AiAvailability plan={plan} />}
      </div>
      <Link
        to={plan.cta.to}
        className={clsx(
          styles.cta,
          'button button--block',
          plan.purchase === 'self-service' ? 'button--primary' : 'button--outline button--primary',
        )}>
        {words.cta}
      </Link>
    </li>
  );
}

/** The list the plan cards sit in. */
export function PlanGrid({children}: {children: ReactNode}): ReactNode {
  return <ul className={styles.grid}>{children}</ul>;
}
