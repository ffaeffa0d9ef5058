import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import Hero from '@site/src/components/Home/Hero';
import Section from '@site/src/components/Section';
import CardGrid from '@site/src/components/CardGrid';
import CallToAction from '@site/src/components/Home/CallToAction';
import StructuredData from '@site/src/components/Home/StructuredData';
import {audiences, capabilities, industries, steps} from '@site/src/data/home';

export default function Home(): ReactNode {
  const description = translate({
    id: 'home.meta.description',
    message:
      'Fulcro connects, manages and improves connected devices: cloud services, the Fulcro Edge agent, AI anomaly detection, a device-management app and a GDPR compliance map.',
  });
  return (
    <Layout
      title={translate({id: 'home.meta.title', message: 'Industrial IoT platform for connected devices'})}
      description={description}>
      <StructuredData description={description} />
      <main>
        <Hero />
        <Section
          id="platform"
          title={translate({id: 'home.capabilities.title', message: 'One platform, every layer of your product'})}
          intro={translate({
            id: 'home.capabilities.intro',
            message: 'Use the parts you need today and add the rest as your fleet grows. They share one identity, one data model and one API style.',
          })}>
          <CardGrid cards={capabilities} />
        </Section>
        <Section
          id="how-it-works"
          tinted
          title={translate({id: 'home.steps.title', message: 'From the first message to a managed fleet'})}>
          <CardGrid cards={steps} />
        </Section>
        <Section
          id="audiences"
          title={translate({id: 'home.audiences.title', message: 'Built for the people who ship connected products'})}>
          <CardGrid cards={audiences} columns={2} />
        </Section>
        <Section
          id="industries"
          tinted
          title={translate({id: 'home.industries.title', message: 'Proven in demanding industries'})}
          intro={translate({
            id: 'home.industries.intro',
            message: 'Fulcro grew up with manufacturers of equipment that runs for years in the field and must not fail quietly.',
          })}>
          <CardGrid cards={industries} columns={5} />
        </Section>
        <CallToAction />
      </main>
    </Layout>
  );
}
