import type {Config, LoadContext} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {ThemeConfig as MermaidThemeConfig} from '@docusaurus/theme-mermaid';
import type {PluginOptions as OpenApiOptions} from 'docusaurus-plugin-openapi-docs/src/types';
import {product} from './src/data/product';
import {navbar} from './src/config/navbar';
import {footer} from './src/config/footer';
import {announcement, announcementContent} from './src/config/announcement';
import {analyticsConfig} from './src/config/analytics';
import {searchLocal} from './src/config/search';
import {codeTheme} from './src/config/prism';
import {apiAreaOptions, apiDocs, apiDocsPluginId, mainSidebarItemsGenerator} from './src/config/api-reference';
import {formsConfig, receiverPaths} from './src/config/forms';
import remarkFacts from './plugins/remark/facts';
import remarkSources from './plugins/remark/sources';
import remarkFaqStructuredData from './plugins/remark/faq-structured-data';
import remarkSectionContents from './plugins/remark/section-contents';
import remarkBreadcrumbs, {type BreadcrumbOptions} from './plugins/remark/breadcrumbs';
import rehypeStackedTables from './plugins/rehype/stacked-tables';
import apiReference, {withPageGenerators, type ApiReferenceOptions} from './plugins/features/api-reference';
import formsReceiver, {type FormsReceiverOptions} from './plugins/features/forms-receiver';
import successStories from './plugins/features/success-stories';
import apiChangelog from './plugins/features/api-changelog';
import translationStatus from './plugins/features/translation-status';
import securityTxt, {type SecurityTxtOptions} from './plugins/features/security-txt';
import securityHeaders, {type SecurityHeadersOptions} from './plugins/features/security-headers';
import {defaultSocialCard, openGraphLocaleMetadata, withSocialCards} from './src/config/social';
import markdownTwins, {type MarkdownTwinsOptions} from './plugins/features/markdown-twins';
import mermaidSvg, {remarkMermaidSvg, type MermaidSvgOptions} from './plugins/features/mermaid-svg';
import {mermaidThemeVariables} from './src/shared/drawing-palette';
import docDescriptions, {type DocDescriptionsOptions} from './plugins/patches/doc-descriptions';
import routeScripts from './plugins/patches/route-scripts';
import headTags from './plugins/features/head-tags';

const defaultLocale = 'en';
const apiAreas = withPageGenerators(apiAreaOptions, __dirname);
const locale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? defaultLocale;

/**
 * "Edit this page" opens the page's source on the default branch: the English
 * file, or its Italian copy under i18n/it/ on Italian pages (editLocalizedFiles).
 */
const editUrl = `${product.repositoryUrl}/edit/main/`;

// Form endpoints: the site's own origin unless a variable names another receiver (contributing/forms.md).
const forms = formsConfig();
const analytics = analyticsConfig();

// `docusaurus build` sets NODE_ENV=production before it loads this file; `start` (and `build --dev`) set development.
const production = process.env.NODE_ENV === 'production';

// Diagrams (README "Add a diagram"): ```mermaid blocks. `npm start` renders them in the browser with
// @docusaurus/theme-mermaid; `docusaurus build` renders them to SVG at build time (plugins/features/mermaid-svg),
// so no page ships the Mermaid runtime. Both read this one configuration.
const mermaid = {
  theme: {light: 'neutral', dark: 'dark'},
  options: {
    // Labels as SVG <text> (selectable, no HTML inside the SVG), in the site's typeface: the build measures them
    // in Geist (src/config/fonts.ts), and a page that keeps Geist's fallback draws them at Geist's metrics.
    htmlLabels: false,
    fontFamily: "Geist, 'Geist fallback', sans-serif",
    // Every label at 16 px (sequence diagrams draw actors and notes at 14 by default): the layouts' widths
    // decide where each is shown so that labels stay 11 px or more (src/shared/mermaid-rendering.ts).
    sequence: {actorFontSize: 16, messageFontSize: 16, noteFontSize: 16},
  },
} satisfies MermaidThemeConfig['mermaid'];
// The built diagrams are coloured like the hand-made drawings, in both modes: Mermaid's `base` theme (the one that
// takes every theme variable) with the drawings' palette (src/shared/drawing-palette.ts). A diagram too wide for a
// phone also gets a portrait layout: top to bottom, labels wrapped narrower, tighter spacing.
const mermaidBuild = {
  ...mermaid,
  theme: {light: 'base', dark: 'base'},
  themeVariables: {light: mermaidThemeVariables('light'), dark: mermaidThemeVariables('dark')},
  portrait: {
    flowchart: {wrappingWidth: 140, padding: 10, nodeSpacing: 20, rankSpacing: 36},
    state: {nodeSpacing: 20, rankSpacing: 36},
    // Participants share the column (plugins/features/mermaid-svg/diagrams.ts), and messages wrap between them.
    sequence: {
      wrap: true,
      wrapPadding: 6,
      diagramMarginX: 8,
      boxMargin: 8,
      noteMargin: 8,
      messageMargin: 30,
      mirrorActors: false,
    },
  },
} satisfies Omit<MermaidSvgOptions, 'siteDir'>;
// The diagram plugins get their options through closures, not as [plugin, options]: Docusaurus serializes the config,
// plugin options included, into every page's main bundle, where these palettes (three copies) served nothing.
const buildTimeDiagrams = production
  ? [() => remarkMermaidSvg({...mermaidBuild, siteDir: __dirname} satisfies MermaidSvgOptions)]
  : [];

const docs = {
  path: 'docs',
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
  lastVersion: 'current',
  versions: {current: {label: 'Next'}},
  showLastUpdateTime: true,
  editUrl,
  editLocalizedFiles: true,
  exclude: ['**/_*.{md,mdx}', '**/*.test.{js,jsx,ts,tsx}'],
  sidebarItemsGenerator: mainSidebarItemsGenerator,
  beforeDefaultRemarkPlugins: buildTimeDiagrams,
  // <Fact of="…" /> in .mdx docs (docs/core/limits.mdx) becomes its figure at compile time (src/data/facts.ts).
  remarkPlugins: [remarkFacts],
  // Tables of three columns or more become stacked rows on a phone (src/css/custom.css, "One responsive table pattern").
  rehypePlugins: [rehypeStackedTables],
} satisfies DocsOptions;

const config: Config = {
  title: product.name,
  tagline: 'The industrial IoT platform for makers of connected devices',
  favicon: 'img/favicon.svg',
  url: product.siteUrl,
  baseUrl: '/',
  // Pages are written as `pricing.html`, not `pricing/index.html`: Cloudflare Pages serves `/pricing` from the
  // former and answers it with a 308 to `/pricing/` for the latter (contributing/deploying.md).
  trailingSlash: false,
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
    defaultLocale,
    locales: ['en', 'it'],
    localeConfigs: {
      en: {label: 'English', htmlLang: 'en', direction: 'ltr'},
      it: {label: 'Italiano', htmlLang: 'it', direction: 'ltr'},
    },
  },

  markdown: {
    format: 'detect',
    mermaid: !production,
    // One heading-id syntax everywhere: `## Title {#id}` in .md docs and in MDX pages alike
    // (future.v4 turns this MDX 1 compatibility off by default).
    mdx1Compat: {headingIds: true},
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
    // Docs and Markdown pages without an `image` get the social card of their kind (src/config/social.ts).
    parseFrontMatter: withSocialCards(__dirname),
  },

  customFields: {
    analytics,
    forms,
  },

  clientModules: ['./src/client-modules/analytics.ts', './src/client-modules/prefetch.ts'],

  presets: [
    [
      'classic',
      {
        docs,
        blog: false,
        // MDX pages: figures are written in at compile time, every <Faq> carries the FAQPage JSON-LD of its visible questions, a sub-page the
        // BreadcrumbList of its trail.
        pages: {
          beforeDefaultRemarkPlugins: buildTimeDiagrams,
          remarkPlugins: [
            // <Fact of="…" /> becomes its figure in the page's language at compile time (src/data/facts.ts).
            remarkFacts,
            // <Source of="…" /> becomes a link to another vendor's page and the day it was checked (src/data/vendor-sources.ts).
            remarkSources,
            remarkFaqStructuredData,
            // <Contents /> lists the page's sections (the long legal texts).
            remarkSectionContents,
            [remarkBreadcrumbs, {siteUrl: product.siteUrl, defaultLocale} satisfies BreadcrumbOptions],
          ],
          rehypePlugins: [rehypeStackedTables],
          // No "Edit this page" or "Last updated on" under marketing pages: that is docs furniture. The legal texts carry the
          // date that matters to their reader ("effective from") in their own first paragraph.
        },
        theme: {customCss: './src/css/custom.css'},
        sitemap: {
          lastmod: 'date',
          changefreq: null,
          priority: null,
          // The search results page, in every language: nothing to index.
          ignorePatterns: ['/search', '/it/search'],
        },
      } satisfies Preset.Options,
    ],
  ],

  themes: [...(production ? [] : ['@docusaurus/theme-mermaid']), searchLocal],

  plugins: [
    ...(production ? [(context: LoadContext) => mermaidSvg(context, mermaidBuild)] : []),
    // The theme colour, the code blocks' colours, the typeface and the canonical-path script in every page's head.
    headTags,
    // The API reference (/docs/api): a docs instance of its own, the pages generated from openapi/*.yaml,
    // the API theme wired by hand (plugins/features/api-reference), and Sass for its stylesheet.
    ['@docusaurus/plugin-content-docs', {...apiDocs, rehypePlugins: [rehypeStackedTables]} satisfies DocsOptions],
    [
      'docusaurus-plugin-openapi-docs',
      {id: 'openapi', docsPluginId: apiDocsPluginId, config: apiAreas} satisfies OpenApiOptions,
    ],
    [
      apiReference,
      {areas: apiAreas, docsPluginId: apiDocsPluginId, docsPath: apiDocs.path} satisfies ApiReferenceOptions,
    ],
    'docusaurus-plugin-sass',
    successStories,
    // The API changelog's RSS and Atom feeds (docs/api/changelog/{rss,atom}.xml) and their <link rel="alternate"> in every page's head.
    apiChangelog,
    // Italian copies older than their English source: counted in the build, a notice on each (FULCRO_I18N_STRICT=1 fails on any).
    translationStatus,
    // A Markdown copy of every doc ({page}.md), /llms.txt and /llms-full.txt.
    [
      markdownTwins,
      {
        siteUrl: product.siteUrl,
        docsPluginIds: ['default', apiDocsPluginId],
        sidebar: {pluginId: 'default', id: 'docs'},
      } satisfies MarkdownTwinsOptions,
    ],
    // The docs' descriptions leave the metadata every doc page loads, for the category pages that show them.
    [docDescriptions, {pluginIds: ['default', apiDocsPluginId]} satisfies DocDescriptionsOptions],
    // Each page's HTML names its route's scripts, which Docusaurus's manifest lookup misses on webpack 5 and Rspack.
    routeScripts,
    [securityTxt, {siteUrl: product.siteUrl, contact: `mailto:${product.securityEmail}`} satisfies SecurityTxtOptions],
    // build/_headers: the Content-Security-Policy may fetch only from the site, the analytics host and the form endpoints,
    // and reports its violations to the site's receiver.
    [
      securityHeaders,
      {
        connectSources: [analytics.enabled ? analytics.apiHost : null, forms.orderEndpoint, forms.contactEndpoint],
        reportPath: receiverPaths.cspReports,
      } satisfies SecurityHeadersOptions,
    ],
    // `npm start` answers /api/ with the Pages Function's receiver against local bindings (wrangler).
    [
      formsReceiver,
      {
        answers: forms.orderEndpoint === receiverPaths.orders || forms.contactEndpoint === receiverPaths.contact,
      } satisfies FormsReceiverOptions,
    ],
  ],

  themeConfig: {
    image: defaultSocialCard,
    metadata: [
      {
        name: 'description',
        content:
          'Fulcro is the industrial IoT platform for makers of connected devices: cloud services, edge agent, AI add-on, device management and GDPR compliance map.',
      },
      // Replaces the og:locale Docusaurus derives from htmlLang (`it`) with `it_IT` / `en_US`.
      ...openGraphLocaleMetadata(locale),
    ],
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
    mermaid,
    // One theme for both modes, coloured by CSS variables (src/config/prism.ts): code blocks are in the right colours
    // from the first paint, in dark mode too.
    prism: {
      theme: codeTheme.theme,
      darkTheme: codeTheme.theme,
      additionalLanguages: ['bash', 'ini'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
