import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import Section from '@site/src/components/Section';
import {aiPlans, cloudPlans} from '@site/src/data/plans';
import PricingHeader from './_components/PricingHeader';
import PlanCard, {PlanGrid} from './_components/PlanCard';
import PlanNotes from './_components/PlanNotes';
import PlanComparisonMatrix from './_components/PlanComparisonMatrix';
import SupportOffers from './_components/SupportOffers';
import PlanFinder from './_components/PlanFinder';
import styles from './styles.module.css';

export default function Pricing(): ReactNode {
  return (
    <Layout
      title={translate({id: 'pricing.meta.title', message: 'Plans and pricing'})}
      description={translate({
        id: 'pricing.meta.description',
        message:
          'Fulcro Cloud plans Standard, Pro and Enterprise with their device and user limits, the Fulcro AI add-on, a feature comparison and support packs. Pricing by quote, VAT excluded.',
      })}>
      <main className={styles.page}>
        <PricingHeader />
        <Section
          id="cloud-plans"
          title={translate({id: 'pricing.cloud.title', message: 'Fulcro Cloud plans'})}
          intro={translate({
            id: 'pricing.cloud.intro',
            message: 'Every plan includes the whole platform. Plans differ in the devices and users they admit.',
          })}>
          <PlanGrid>
            {cloudPlans.map((plan) => (
              <PlanCard key={plan.id} kind="cloud" plan={plan} />
            ))}
          </PlanGrid>
          <PlanNotes />
        </Section>
        <Section
          id="ai-plans"
          tinted
          title={translate({id: 'pricing.ai.title', message: 'Fulcro AI add-on'})}
          intro={translate({
            id: 'pricing.ai.intro',
            message:
              'Anomaly detection and forecasting on the data your devices already send. Fulcro AI is not available with the Standard plan.',
          })}>
          <PlanGrid>
            {aiPlans.map((plan) => (
              <PlanCard key={plan.id} kind="ai" plan={plan} />
            ))}
          </PlanGrid>
        </Section>
        <Section id="compare" title={translate({id: 'pricing.matrix.title', message: 'Compare the plans'})}>
          <PlanComparisonMatrix />
        </Section>
        <Section
          id="plan-finder"
          tinted
          title={translate({id: 'pricing.finder.title', message: 'Find the plan that fits'})}
          intro={translate({
            id: 'pricing.finder.intro',
            message: 'Enter the figures of your fleet: the finder picks the smallest plan whose limits all hold.',
          })}>
          <PlanFinder />
        </Section>
        <Section id="support" title={translate({id: 'pricing.support.title', message: 'Help from our engineers'})}>
          <SupportOffers />
        </Section>
      </main>
    </Layout>
  );
}
