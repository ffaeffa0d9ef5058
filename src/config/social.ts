import type {ParseFrontMatter} from '@docusaurus/types';

/**
 * What a link to the site shows when it is shared: the Open Graph locale of
 * each language and the social card (1200 × 630 PNG under `static/`) of each
 * kind of page. Product pages name their card in their own front matter
 * (`image: /img/social/fulcro-edge.png`, sub-pages the parent's card); every
 * other Markdown page and doc gets its kind's card from `socialCardOf` at
 * build time, unless its front matter names one. React pages (home, pricing,
 * checkout, contact) show `themeConfig.image`, the default card. Cards are
 * drawn in `assets/social/*.svg` and rasterised by `scripts/social-cards.mjs`.
 */

/** Open Graph wants `language_TERRITORY`; Docusaurus would write the bare `htmlLang` (`it`). */
export const openGraphLocales: Record<string, string> = {en: 'en_US', it: 'it_IT'};

/** `og:locale` of the language being built and `og:locale:alternate` for the others (themeConfig.metadata entries). */
export function openGraphLocaleMetadata(locale: string): {property: string; content: string}[] {
  return [
    {property: 'og:locale', content: openGraphLocales[locale]},
    ...Object.entries(openGraphLocales)
      .filter(([other]) => other !== locale)
      .map(([, content]) => ({property: 'og:locale:alternate', content})),
  ];
}

/** The default card: the home page and every page without a card of its kind. */
export const defaultSocialCard = '/img/social-card.png';

type Card = string | {en: string; it: string};

/** Cards of the kinds of page; a card with words in a language has a copy per language. */
export const socialCards = {
  docs: {en: '/img/social/docs.png', it: '/img/social/docs-it.png'},
  api: '/img/social/api.png',
  stories: {en: '/img/social/success-stories.png', it: '/img/social/success-stories-it.png'},
  help: {en: '/img/social/help.png', it: '/img/social/help-it.png'},
  compare: '/img/social/compare.png',
  company: '/img/social/company.png',
} satisfies Record<string, Card>;

/** Which kind of page a file is, by where it lives (paths relative to the site, `/` separated). */
const kinds: {pattern: RegExp; card: Card}[] = [
  {pattern: /^(api-reference|i18n\/[^/]+\/docusaurus-plugin-content-docs-api)\//, card: socialCards.api},
  {pattern: /^(docs|i18n\/[^/]+\/docusaurus-plugin-content-docs)\//, card: socialCards.docs},
  {pattern: /(^|\/)(src\/pages|docusaurus-plugin-content-pages)\/guides\//, card: socialCards.docs},
  {pattern: /(^|\/)(src\/pages|docusaurus-plugin-content-pages)\/success-stories\//, card: socialCards.stories},
  {pattern: /(^|\/)(src\/pages|docusaurus-plugin-content-pages)\/(faq\/|help-center\.mdx?$)/, card: socialCards.help},
  {pattern: /(^|\/)(src\/pages|docusaurus-plugin-content-pages)\/[\w-]+-vs-[\w-]+\.mdx?$/, card: socialCards.compare},
  {
    pattern:
      /(^|\/)(src\/pages|docusaurus-plugin-content-pages)\/(legal\/|(accessibility|vulnerability-reporting|press-kit)\.mdx?$)/,
    card: socialCards.company,
  },
];

/**
 * The card of the Markdown file at `path` (relative to the site, or absolute
 * under `siteDir`), in its language; undefined for partials and for pages
 * that show the default card.
 */
export function socialCardOf(path: string, siteDir = ''): string | undefined {
  const root = siteDir.replace(/\\/g, '/').replace(/\/?$/, '/');
  const absolute = path.replace(/\\/g, '/');
  const file = siteDir && absolute.startsWith(root) ? absolute.slice(root.length) : absolute;
  if (file.split('/').some((part) => part.startsWith('_'))) return undefined;
  const card = kinds.find(({pattern}) => pattern.test(file))?.card;
  if (card === undefined || typeof card === 'string') return card;
  const locale = /^i18n\/([^/]+)\//.exec(file)?.[1] ?? 'en';
  return (card as Record<string, string>)[locale] ?? card.en;
}

/** `markdown.parseFrontMatter`: fills in `image` with the page kind's card where the front matter names none. */
export function withSocialCards(siteDir: string): ParseFrontMatter {
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    if (result.frontMatter.image === undefined) {
      const image = socialCardOf(params.filePath, siteDir);
      if (image) result.frontMatter.image = image;
    }
    return result;
  };
}
