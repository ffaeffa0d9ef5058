import type {Footer} from '@docusaurus/theme-common';
import {product} from '../data/product';
import {companyLegalLine} from '../data/company';
import {routes} from '../data/routes';

const columns = [
  {
    title: 'Product',
    items: [
      {label: `${product.name} Cloud`, to: routes.productCloud},
      {label: `${product.name} Edge`, to: routes.productEdge},
      {label: `${product.name} AI`, to: routes.productAi},
      {label: `${product.name} Control`, to: routes.productControl},
      {label: `${product.name} Copilot`, to: routes.productCopilot},
      {label: 'GDPR compliance map', to: routes.productGdpr},
      {label: 'Custom solutions', to: routes.customSolutions},
      {label: 'Partnerships', to: routes.whyPartnerships},
    ],
  },
  {
    title: 'Services',
    items: [
      {label: 'Auth', to: routes.productAuth},
      {label: 'Exporter', to: routes.productExporter},
      {label: 'Monitoring', to: routes.productMonitoring},
      {label: 'Notifications', to: routes.productNotifications},
      {label: 'Pay', to: routes.productPay},
      {label: 'Resources', to: routes.productResources},
      {label: 'Rules engine', to: routes.productRulesEngine},
    ],
  },
  {
    title: 'Developers',
    items: [
      {label: 'Documentation', to: routes.docsHome},
      {label: 'Changelog', to: routes.docsChangelog},
      {label: 'Edge: introduction', to: routes.docsEdgeIntro},
      {label: 'Edge: running on', to: routes.docsEdgeRunningOn},
      {label: 'Edge: installing', to: routes.docsEdgeInstalling},
      {label: 'Edge: services', to: routes.docsEdgeServices},
      {label: 'Edge: addons', to: routes.docsEdgeAddons},
      {label: 'Writing an edge service', to: routes.docsWritingEdgeService},
      {label: 'Micro', to: routes.docsMicro},
    ],
  },
  {
    title: 'Platform',
    items: [
      {label: 'IAM', to: routes.docsIam},
      {label: 'Provisioning', to: routes.docsProvisioning},
      {label: 'Remote init', to: routes.docsRemoteInit},
      {label: 'Manufacturing', to: routes.docsManufacturing},
      {label: 'Devices ownerships', to: routes.docsDevicesOwnerships},
    ],
  },
  {
    title: 'Compare',
    items: [
      {label: `${product.name} vs AWS`, to: routes.vsAws},
      {label: `${product.name} vs custom projects`, to: routes.vsCustomProjects},
      {label: `${product.name} vs ThingsBoard`, to: routes.vsThingsBoard},
      {label: 'For managers', to: routes.forManagers},
      {label: 'For software developers', to: routes.forDevelopers},
    ],
  },
  {
    title: 'Use cases',
    items: [
      {label: 'HVAC', to: routes.useCaseHvac},
      {label: 'Industrial washing machines', to: routes.useCaseWashing},
      {label: 'Swimming pool and spa', to: routes.useCasePool},
      {label: 'Smart home', to: routes.useCaseSmartHome},
      {label: 'Vending machines', to: routes.useCaseVending},
    ],
  },
  {
    title: 'Company',
    items: [
      {label: 'Contact us', to: routes.contactUs},
      {label: 'Press kit', to: routes.pressKit},
      {label: 'Vulnerability reporting', to: routes.vulnerabilityReporting},
      {label: `${product.name} for the planet`, to: routes.forThePlanet},
      {label: 'Terms and conditions', to: routes.termsAndConditions},
      {label: 'Acceptable use policy', to: routes.acceptableUsePolicy},
      {label: 'Privacy policy', to: routes.privacyPolicy},
      {label: 'Data-processing agreement', to: routes.dataProcessingAgreement},
      {label: 'Sub-processors', to: routes.subProcessors},
      {label: 'Accessibility', to: routes.accessibility},
    ],
  },
];

export const footer = {
  style: 'dark',
  logo: {
    alt: `${product.name} logo`,
    src: 'img/logo-dark.svg',
    href: routes.home,
    width: 40,
    height: 40,
  },
  links: columns,
  // The legal line: name, registered office, VAT, REA and share capital from src/data/company.ts. The Italian line is
  // `copyright` in i18n/it/docusaurus-theme-classic/footer.json, checked against companyLegalLine('it', …).
  copyright: companyLegalLine('en', product.copyrightYear),
} satisfies Footer;
