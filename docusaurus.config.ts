import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {themes as prismThemes} from 'prism-react-renderer';
import {product} from './src/data/product';
import {navbar} from './src/config/navbar';
import {footer} from './src/config/footer';
import {announcement, announcementContent} from './src/config/announcement';
import {analyticsConfig} from './src/config/analytics';
import {searchLocal} from './src/config/search';
import {canonicalPathScript} from './src/config/head-scripts';
import {apiReferencePlugins, mainSidebarItemsGenerator} from './src/config/api-reference';
import {formsConfig, localReceiverPaths} from './src/config/forms';
import formsReceiver, {type FormsReceiverOptions} from './plugins/forms-receiver';
import remarkFaqStructuredData from './plugins/remark-faq-structured-data';
import remarkPageImports from './plugins/remark-page-imports';
import successStories from './plugins/success-stories';
import securityTxt, {type SecurityTxtOptions} from './plugins/security-txt';

const locale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? 'en';

// Form endpoints; a production build without them stops here (README "Form submissions").
const forms = formsConfig();

const docs = {
  path: 'docs',
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
  lastVersion: 'current',
  versions: {current: {label: 'Next'}},
  showLastUpdateTime: true,
  // docs/api is the API reference, a docs instance of its own (src/config/api-reference.ts).
  exclude: ['**/_*.{md,mdx}', '**/*.test.{js,jsx,ts,tsx}', 'api/**'],
  sidebarItemsGenerator: mainSidebarItemsGenerator,
} satisfies DocsOptions;

const config: Config = {
  title: product.name,
  tagline: 'The industrial IoT platform for makers of connected devices',
  favicon: 'img/favicon.svg',
  url: product.siteUrl,
  baseUrl: '/',
  organizationName: 'fulcro',
  projectName: 'website',

  future: {
    v4: true,
    faster: true,
  },

  // Colour mode and other preferences live under their plain keys ("theme").
  storage: {type: 'localStorage', namespace: false},

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'it'],
    localeConfigs: {
      en: {label: 'English', htmlLang: 'en', direction: 'ltr'},
      it: {label: 'Italiano', htmlLang: 'it', direction: 'ltr'},
    },
  },

  markdown: {
    format: 'detect',
    mermaid: true,
    // One heading-id syntax everywhere: `## Title {#id}` in .md docs and in MDX pages alike
    // (future.v4 turns this MDX 1 compatibility off by default).
    mdx1Compat: {headingIds: true},
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  customFields: {
    analytics: analyticsConfig(),
    forms,
  },

  clientModules: ['./src/client-modules/analytics.ts', './src/client-modules/prefetch.ts'],

  presets: [
    [
      'classic',
      {
        docs,
        blog: false,
        // MDX pages: every <Faq> carries the FAQPage JSON-LD of its visible questions, and the
        // drawings and page-local components a page names are imported into its own chunk.
        pages: {remarkPlugins: [remarkFaqStructuredData, remarkPageImports]},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {
          lastmod: 'date',
          changefreq: null,
          priority: null,
          ignorePatterns: ['/search'],
        },
      } satisfies Preset.Options,
    ],
  ],

  themes: ['@docusaurus/theme-mermaid', searchLocal],

  plugins: [
    ...apiReferencePlugins,
    successStories,
    [securityTxt, {siteUrl: product.siteUrl, contact: `mailto:${product.securityEmail}`} satisfies SecurityTxtOptions],
    [
      formsReceiver,
      {
        ordersPath: forms.orderEndpoint === localReceiverPaths.orders ? localReceiverPaths.orders : null,
        contactPath: forms.contactEndpoint === localReceiverPaths.contact ? localReceiverPaths.contact : null,
      } satisfies FormsReceiverOptions,
    ],
  ],

  headTags: [
    {tagName: 'meta', attributes: {name: 'theme-color', content: '#0b4f8a'}},
    {tagName: 'script', attributes: {}, innerHTML: canonicalPathScript},
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'description', content: 'Fulcro is the industrial IoT platform for makers of connected devices: cloud services, edge agent, AI add-on, device management and GDPR compliance map.'}],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    ...(announcement.enabled
      ? {
          announcementBar: {
            id: announcement.id,
            content: announcementContent(locale),
            isCloseable: true,
          },
        }
      : {}),
    navbar,
    footer,
    docs: {sidebar: {hideable: true, autoCollapseCategories: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    mermaid: {theme: {light: 'neutral', dark: 'dark'}},
    prism: {
      theme: prismThemes.vsLight,
      darkTheme: prismThemes.vsDark,
      additionalLanguages: ['bash', 'ini'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
