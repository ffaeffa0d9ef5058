import type {homeCards, HomeAction, HomeBand} from '@site/src/data/home';

export type CardCopy = {title: string; description: string};

/** A title and a description for every card of a band of `homeCards`: a card without copy is a type error. */
export type BandCopy<B extends HomeBand> = {[K in keyof (typeof homeCards)[B]]: CardCopy};

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
