import type {Navbar, NavbarItem} from '@docusaurus/theme-common';
import {product} from '../data/product';
import {isLive, routes} from './routes';

type LinkItem = {label: string; to: string};

/** Keeps only links whose page exists; drops a dropdown left empty. */
function liveLinks(items: LinkItem[]): LinkItem[] {
  return items.filter((item) => isLive(item.to));
}

function dropdown(label: string, items: LinkItem[]): NavbarItem[] {
  const live = liveLinks(items);
  return live.length > 0 ? [{type: 'dropdown', label, position: 'left', items: live}] : [];
}

function link(label: string, to: string): NavbarItem[] {
  return isLive(to) ? [{label, to, position: 'left'}] : [];
}

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
    ...dropdown('Why', [
      {label: 'Highlights', to: routes.whyHighlights},
      {label: 'Principles', to: routes.whyPrinciples},
      {label: 'Multiple business units', to: routes.whySeparateApps},
    ]),
    ...dropdown('Product', [
      {label: 'Cloud', to: routes.productCloud},
      {label: 'Edge', to: routes.productEdge},
      {label: 'AI', to: routes.productAi},
      {label: 'Control', to: routes.productControl},
      {label: 'Copilot', to: routes.productCopilot},
    ]),
    ...link('Success stories', routes.successStories),
    ...link('Pricing', routes.pricing),
    ...link('Help center', routes.helpCenter),
    {to: routes.docsHome, label: 'Docs', position: 'left', activeBaseRegex: '^(/it)?/docs/'},
    {type: 'docsVersionDropdown', position: 'right'},
    {type: 'localeDropdown', position: 'right'},
    {type: 'search', position: 'right'},
  ],
} satisfies Navbar;
