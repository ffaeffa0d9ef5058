import type {IconName} from './icons';
import {routes} from './routes';

/**
 * What the home page shows in every language: its cards (icon, and the page
 * it links to, if any) and its calls to action, in order. No words: each
 * language's copy lives beside its page file (`src/pages/_home-content.ts`,
 * `i18n/it/docusaurus-plugin-content-pages/_home-content.ts`) and must name a
 * title and a description for every card listed here (`HomeContent`).
 */
export type HomeCardFrame = {icon: IconName; to?: string};

/** The cards of each band of the home page, by key, in the order they are shown. */
export const homeCards = {
  platform: {
    cloud: {icon: 'cloud', to: routes.productCloud},
    edge: {icon: 'edge', to: routes.productEdge},
    ai: {icon: 'ai', to: routes.productAi},
    control: {icon: 'control', to: routes.productControl},
    copilot: {icon: 'copilot', to: routes.productCopilot},
    gdpr: {icon: 'shield', to: routes.productGdpr},
  },
  howItWorks: {
    connect: {icon: 'plug', to: '/docs/quickstart/first-connection'},
    manage: {icon: 'gear', to: '/docs/core/connectables'},
    act: {icon: 'bolt'},
  },
  audiences: {
    managers: {icon: 'chart', to: routes.forManagers},
    developers: {icon: 'code', to: routes.forDevelopers},
  },
  industries: {
    hvac: {icon: 'hvac', to: routes.useCaseHvac},
    vending: {icon: 'vending', to: routes.useCaseVending},
    'smart-home': {icon: 'home', to: routes.useCaseSmartHome},
    pool: {icon: 'pool', to: routes.useCasePool},
    washing: {icon: 'washer', to: routes.useCaseWashing},
  },
} as const satisfies Record<string, Record<string, HomeCardFrame>>;

export type HomeBand = keyof typeof homeCards;

/** Calls to action at the foot of the home page, in order. */
export const homeActions = {
  pricing: {to: routes.pricing, primary: false},
  checkout: {to: routes.checkout, primary: true},
  contact: {to: routes.contactUs, primary: false},
  docs: {to: routes.docsHome, primary: false},
} as const satisfies Record<string, {to: string; primary: boolean}>;

export type HomeAction = keyof typeof homeActions;
