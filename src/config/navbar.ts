import type {Navbar} from '@docusaurus/theme-common';
import {product} from '../data/product';
import {routes} from '../data/routes';

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
      type: 'dropdown',
      label: 'Product',
      position: 'left',
      items: [
        {label: 'Cloud', to: routes.productCloud},
        {label: 'Edge', to: routes.productEdge},
        {label: 'AI', to: routes.productAi},
        {label: 'Control', to: routes.productControl},
        {label: 'Copilot', to: routes.productCopilot},
      ],
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
