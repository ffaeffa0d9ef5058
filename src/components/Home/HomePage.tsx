import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Hero from '@site/src/components/Home/Hero';
import Section from '@site/src/components/Section';
import CardGrid, {type Card} from '@site/src/components/CardGrid';
import CallToAction from '@site/src/components/Home/CallToAction';
import StructuredData from '@site/src/components/Home/StructuredData';
import {homeActions, homeCards, type HomeAction, type HomeBand} from '@site/src/data/home';

type CardCopy = {title: string; description: string};

/** A title and a description for every card of a band of `homeCards`: a card without copy is a type error. */
type BandCopy<B extends HomeBand> = {[K in keyof (typeof homeCards)[B]]: CardCopy};

/**
 * Every word of the home page in one language. Each language writes its own
 * (`src/pages/_home-content.ts`, and its Italian copy under
 * `i18n/it/docusaurus-plugin-content-pages/`), so a language's build bundles
 * only its own copy; the cards, icons and links are shared (`src/data/home.ts`).
 */
export type HomeContent = {
  /** `<title>` (before " | Fulcro") and meta description, also the Organization JSON-LD's description. */
  meta: {title: string; description: string};
  hero: {
    eyebrow: string;
    title: string;
    subtitle: string;
    /** Button to the documentation. */
    explore: string;
    /** Button to the plans. */
    plans: string;
  };
  platform: {title: string; intro: string; cards: BandCopy<'platform'>};
  howItWorks: {title: string; cards: BandCopy<'howItWorks'>};
  audiences: {title: string; cards: BandCopy<'audiences'>};
  industries: {title: string; intro: string; cards: BandCopy<'industries'>};
  callToAction: {title: string; text: string; actions: Record<HomeAction, string>};
};

function cardsOf<B extends HomeBand>(band: B, copy: BandCopy<B>): Card[] {
  const frames: Record<string, {icon: Card['icon']; to?: string}> = homeCards[band];
  const words = copy as Record<string, CardCopy>;
  return Object.entries(frames).map(([key, frame]) => ({key, ...frame, ...words[key]}));
}

/** The home page, drawn from one language's copy. */
export default function HomePage({content}: {content: HomeContent}): ReactNode {
  const {meta, hero, platform, howItWorks, audiences, industries, callToAction} = content;
  const actions = Object.entries(homeActions).map(([key, {to, primary}]) => ({key, to, primary, label: callToAction.actions[key as HomeAction]}));
  return (
    <Layout title={meta.title} description={meta.description}>
      <StructuredData description={meta.description} />
      <main>
        <Hero {...hero} />
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
