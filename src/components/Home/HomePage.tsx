import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Hero from '@site/src/components/Home/Hero';
import Section from '@site/src/components/Section';
import CardGrid, {type Card} from '@site/src/components/CardGrid';
import CallToAction from '@site/src/components/Home/CallToAction';
import StructuredData from '@site/src/components/Home/StructuredData';
import Figure from '@site/src/components/PageKit/Figure';
import PlatformOverviewDrawing from '@site/src/drawings/platform-overview';
import {homeActions, homeCards, type HomeAction, type HomeBand} from '@site/src/data/home';
import type {BandCopy, CardCopy, HomeContent} from './content';

function cardsOf<B extends HomeBand>(band: B, copy: BandCopy<B>): Card[] {
  const frames: Record<string, {icon: Card['icon']; to?: string}> = homeCards[band];
  const words = copy as Record<string, CardCopy>;
  return Object.entries(frames).map(([key, frame]) => ({key, ...frame, ...words[key]}));
}

/** The home page, drawn from one language's copy. */
export default function HomePage({content}: {content: HomeContent}): ReactNode {
  const {meta, hero, platform, howItWorks, audiences, industries, callToAction} = content;
  const actions = Object.entries(homeActions).map(([key, {to, primary}]) => ({
    key,
    to,
    primary,
    label: callToAction.actions[key as HomeAction],
  }));
  return (
    <Layout title={meta.title} description={meta.description}>
      <StructuredData description={meta.description} />
      <main>
        <Hero {...hero}>
          <Figure drawing={PlatformOverviewDrawing} framed />
        </Hero>
        <Section id="platform" title={platform.title} intro={platform.intro}>
          <CardGrid cards={cardsOf('platform', platform.cards)} />
        </Section>
        <Section id="how-it-works" tinted title={howItWorks.title}>
          <CardGrid cards={cardsOf('howItWorks', howItWorks.cards)} />
        </Section>
        <Section id="audiences" title={audiences.title}>
          <CardGrid cards={cardsOf('audiences', audiences.cards)} columns={2} />
        </Section>
        <Section id="industries" tinted title={industries.title} intro={industries.intro}>
          <CardGrid cards={cardsOf('industries', industries.cards)} columns={5} />
        </Section>
        <CallToAction title={callToAction.title} text={callToAction.text} actions={actions} />
      </main>
    </Layout>
  );
}
