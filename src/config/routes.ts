import {product} from '../data/product';

const p = product.slug;

/**
 * Every route the navbar and footer may point at, in one place.
 *
 * A route listed in `pendingRoutes` has no page yet: its navbar and footer
 * entries stay hidden (the build throws on broken links). When a page lands,
 * delete its line from `pendingRoutes` and the entries appear.
 */
export const routes = {
  home: '/',
  pricing: '/pricing',
  checkout: '/checkout',
  contactUs: '/contact-us',
  customSolutions: '/custom-solutions',
  helpCenter: '/help-center',
  pressKit: '/press-kit',
  vulnerabilityReporting: '/vulnerability-reporting',
  successStories: '/success-stories',
  whyHighlights: `/why-${p}/choosing-${p}`,
  whyPrinciples: `/why-${p}/principles`,
  whySeparateApps: `/why-${p}/separate-apps`,
  whyPartnerships: `/why-${p}/${p}-partnerships`,
  productCloud: `/${p}-cloud`,
  productCloudServices: `/${p}-cloud/services`,
  productEdge: `/${p}-edge`,
  productEdgeFeatures: `/${p}-edge/features`,
  productEdgeSidecar: `/${p}-edge/sidecar`,
  productEdgeSnaplink: `/${p}-edge/snaplink`,
  productAi: `/${p}-ai`,
  productControl: `/${p}-control`,
  productControlFlowEditor: `/${p}-control/flow-editor`,
  productCopilot: `/${p}-copilot`,
  productAuth: `/${p}-auth`,
  productExporter: `/${p}-exporter`,
  productMonitoring: `/${p}-monitoring`,
  productNotifications: `/${p}-notifications`,
  productPay: `/${p}-pay`,
  productResources: `/${p}-resources`,
  productRulesEngine: `/${p}-rules-engine`,
  productGdpr: `/${p}-gdpr`,
  productGdprHighlights: `/${p}-gdpr/highlights`,
  productGdprLegend: `/${p}-gdpr/legend`,
  productGdprTable: `/${p}-gdpr/table`,
  vsAws: `/${p}-vs-aws`,
  vsCustomProjects: `/${p}-vs-custom-projects`,
  vsThingsBoard: `/${p}-vs-thingsboard`,
  forManagers: `/${p}-for-managers`,
  forDevelopers: `/${p}-for-software-developers`,
  forThePlanet: `/${p}-for-the-planet`,
  useCaseHvac: `/use-cases/${p}-for-hvac`,
  useCaseWashing: `/use-cases/${p}-for-industrial-washing-machines`,
  useCasePool: `/use-cases/${p}-for-swimming-pool-and-spa`,
  useCaseSmartHome: `/use-cases/${p}-for-the-smart-home`,
  useCaseVending: `/use-cases/${p}-for-vending-machines`,
  guideThingsBoard: `/guides/migrating-from-thingsboard-to-${p}`,
  termsAndConditions: '/legal/terms-and-conditions',
  acceptableUsePolicy: '/legal/acceptable-use-policy',
  privacyPolicy: '/legal/privacy-policy',
  accessibility: '/accessibility',
  docsHome: `/docs/intro/about-${p}`,
  docsChangelog: '/docs/intro/changelog',
  docsMicro: '/docs/micro/intro',
  docsDevicesOwnerships: '/docs/devices-ownerships/intro',
  docsIam: '/docs/iam/intro',
  docsManufacturing: '/docs/manufacturing/intro',
  docsProvisioning: '/docs/provisioning/intro',
  docsRemoteInit: '/docs/remote-init/intro',
  docsEdgeIntro: '/docs/edge/intro',
  docsEdgeRunningOn: '/docs/edge/running-on',
  docsEdgeInstalling: '/docs/edge/installing',
  docsEdgeServices: '/docs/edge/services',
  docsEdgeAddons: '/docs/edge/addons/intro',
  docsWritingEdgeService: '/docs/quickstart/writing-edge-service',
} as const;

export type RouteName = keyof typeof routes;

/** Routes whose page has not landed yet. Remove a line when its page exists. */
export const pendingRoutes: ReadonlySet<string> = new Set<string>([
]);

export function isLive(path: string): boolean {
  return !pendingRoutes.has(path);
}
