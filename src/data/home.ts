import type {IconName} from '../components/Icon';
import {isLive, routes} from '../config/routes';

/**
 * What the home page shows in every language: its cards (icon, and link when
 * the target page exists) and its calls to action, in order. No words: each
 * language's copy lives beside its page file (`src/pages/_home-content.ts`,
 * `i18n/it/docusaurus-plugin-content-pages/_home-content.ts`) and must name a
 * title and a description for every card listed here (`HomeContent`).
 */
export type HomeCardFrame = {icon: IconName; to?: string};

function liveOr(...candidates: string[]): string | undefined {
  return candidates.find((path) => isLive(path));
}

/** The cards of each band of the home page, by key, in the order they are shown. */
export const homeCards = {
  platform: {
    cloud: {icon: 'cloud', to: liveOr(routes.productCloud, '/docs/cloud/intro')},
    edge: {icon: 'edge', to: liveOr(routes.productEdge, routes.docsEdgeIntro)},
    ai: {icon: 'ai', to: liveOr(routes.productAi)},
    control: {icon: 'control', to: liveOr(routes.productControl, '/docs/intro/user-interfaces')},
    copilot: {icon: 'copilot', to: liveOr(routes.productCopilot)},
    gdpr: {icon: 'shield', to: liveOr(routes.productGdpr)},
  },
  howItWorks: {
    connect: {icon: 'plug', to: liveOr('/docs/quickstart/first-connection')},
    manage: {icon: 'gear', to: liveOr('/docs/core/connectables')},
    act: {icon: 'bolt'},
  },
  audiences: {
    managers: {icon: 'chart', to: liveOr(routes.forManagers)},
    developers: {icon: 'code', to: liveOr(routes.forDevelopers, routes.docsHome)},
  },
  industries: {
    hvac: {icon: 'hvac', to: liveOr(routes.useCaseHvac)},
    vending: {icon: 'vending', to: liveOr(routes.useCaseVending)},
    'smart-home': {icon: 'home', to: liveOr(routes.useCaseSmartHome)},
    pool: {icon: 'pool', to: liveOr(routes.useCasePool)},
    washing: {icon: 'washer', to: liveOr(routes.useCaseWashing)},
  },
} as const satisfies Record<string, Record<string, HomeCardFrame>>;

export type HomeBand = keyof typeof homeCards;

/** Calls to action at the foot of the home page, in order; one whose page does not exist yet is left out. */
export const homeActions = {
  pricing: {to: liveOr(routes.pricing), primary: false},
  checkout: {to: liveOr(routes.checkout), primary: true},
  contact: {to: liveOr(routes.contactUs), primary: false},
  docs: {to: routes.docsHome, primary: false},
} as const satisfies Record<string, {to: string | undefined; primary: boolean}>;

export type HomeAction = keyof typeof homeActions;
