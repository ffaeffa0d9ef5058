import type {Navbar} from '@docusaurus/theme-common';
import {product} from '../data/product';
import {routes} from '../data/routes';

/** An entry of the Product panel: its page, and the product whose icon (src/data/icons.ts) and line it shows. */
export type ProductMenuEntry = {label: string; to: string; product: 'cloud' | 'edge' | 'ai' | 'control' | 'copilot'};

export const navbar = {
  title: product.name,
  hideOnScroll: true,
  logo: {
    alt: `${product.name} logo`,
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 32,
    height: 32,
  },
  items: [
    {
      type: 'dropdown',
      label: 'Why',
      position: 'left',
      items: [
        {label: 'Highlights', to: routes.whyHighlights},
        {label: 'Principles', to: routes.whyPrinciples},
        {label: 'Multiple business units', to: routes.whySeparateApps},
      ],
    },
    {
      // A panel with each product's icon and one line about it (src/components/ProductMenu); the theme still
      // translates `label` and the items' labels (i18n/it/docusaurus-theme-classic/navbar.json).
      type: 'custom-productMenu',
      label: 'Product',
      position: 'left',
      items: [
        {label: 'Cloud', to: routes.productCloud, product: 'cloud'},
        {label: 'Edge', to: routes.productEdge, product: 'edge'},
        {label: 'AI', to: routes.productAi, product: 'ai'},
        {label: 'Control', to: routes.productControl, product: 'control'},
        {label: 'Copilot', to: routes.productCopilot, product: 'copilot'},
      ] satisfies ProductMenuEntry[],
    },
    {label: 'Success stories', to: routes.successStories, position: 'left'},
    {label: 'Pricing', to: routes.pricing, position: 'left'},
    {label: 'Help center', to: routes.helpCenter, position: 'left'},
    {to: routes.docsHome, label: 'Docs', position: 'left', activeBaseRegex: '^(/it)?/docs/'},
    // The docs' one version ("Next") as a quiet chip (src/css/custom.css), not a link that reads like a page.
    {type: 'docsVersionDropdown', position: 'right', className: 'fulcro-version-chip'},
    {type: 'localeDropdown', position: 'right'},
    {type: 'search', position: 'right'},
  ],
} satisfies Navbar;
