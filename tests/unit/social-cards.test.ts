import matter from '@11ty/gray-matter';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {italianPagesDir, listMdx, pagesDir, routeOf} from './lib/mdx-pages';
import {defaultSocialCard, openGraphLocaleMetadata, socialCardOf, socialCards} from '../../src/config/social';

/** Width and height from a PNG's IHDR chunk (the first chunk, right after the 8-byte signature). */
function pngSize(file: string): {width: number; height: number} {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8).toString('hex'), `${file} is a PNG`).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return {width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20)};
}

function expectCard(image: string): void {
  const file = join('static', image);
  expect(existsSync(file), `${image} is in static/`).toBe(true);
  expect(pngSize(file), image).toEqual({width: 1200, height: 630});
  expect(statSync(file).size, `${image} under 120 KB`).toBeLessThan(120 * 1024);
}

const frontMatterOf = (dir: string, file: string) =>
  matter(readFileSync(join(dir, file), 'utf8')).data as Record<string, unknown>;

const products = [
  'ai',
  'auth',
  'cloud',
  'control',
  'copilot',
  'edge',
  'exporter',
  'gdpr',
  'monitoring',
  'notifications',
  'pay',
  'resources',
  'rules-engine',
];

describe('social cards', () => {
  const cards = [
    defaultSocialCard,
    ...Object.values(socialCards).flatMap((card) => (typeof card === 'string' ? [card] : Object.values(card))),
  ];

  it.each(cards)('%s is a 1200 × 630 PNG under 120 KB', expectCard);

  it('are drawn from a committed SVG each, and every drawing is rasterised', () => {
    const drawings = readdirSync('assets/social')
      .filter((f) => f.endsWith('.svg'))
      .map((f) => f.replace(/\.svg$/, ''));
    const pngs = readdirSync('static/img/social')
      .filter((f) => f.endsWith('.png'))
      .map((f) => f.replace(/\.png$/, ''));
    expect(drawings.sort()).toEqual([...pngs, 'social-card'].sort());
  });

  const productPages = listMdx(pagesDir).pages.filter(
    (file) =>
      /^\/fulcro-([a-z-]+)(\/|$)/.test(routeOf(file)) &&
      products.includes(routeOf(file).split('/')[1].slice('fulcro-'.length)),
  );

  it('every product has a page with a card of its own', () => {
    expect(new Set(productPages.map((file) => routeOf(file).split('/')[1]))).toEqual(
      new Set(products.map((p) => `fulcro-${p}`)),
    );
  });

  it.each(productPages)('%s shows its product card in both languages', (file) => {
    const product = routeOf(file).split('/')[1];
    const english = frontMatterOf(pagesDir, file).image;
    expect(english, 'a sub-page shows its parent product card').toBe(`/img/social/${product}.png`);
    expect(frontMatterOf(italianPagesDir, file).image, 'the Italian copy shows the same card').toBe(english);
    expectCard(english as string);
  });

  it('give every other kind of page its card, in its language', () => {
    expect(socialCardOf('docs/edge/intro.md')).toBe('/img/social/docs.png');
    expect(socialCardOf('/site/i18n/it/docusaurus-plugin-content-docs/current/edge/intro.md', '/site')).toBe(
      '/img/social/docs-it.png',
    );
    expect(socialCardOf('/site/api-reference/core/list-things.api.mdx', '/site/')).toBe('/img/social/api.png');
    expect(socialCardOf('i18n/it/docusaurus-plugin-content-docs-api/current/index.md')).toBe('/img/social/api.png');
    expect(socialCardOf('src/pages/success-stories/astrel.mdx')).toBe('/img/social/success-stories.png');
    expect(socialCardOf('i18n/it/docusaurus-plugin-content-pages/success-stories/astrel.mdx')).toBe(
      '/img/social/success-stories-it.png',
    );
    expect(socialCardOf('src/pages/faq/faq-pricing.mdx')).toBe('/img/social/help.png');
    expect(socialCardOf('i18n/it/docusaurus-plugin-content-pages/help-center.mdx')).toBe('/img/social/help-it.png');
    expect(socialCardOf('src/pages/fulcro-vs-thingsboard.mdx')).toBe('/img/social/compare.png');
    expect(socialCardOf('src/pages/guides/migrating-from-thingsboard-to-fulcro.mdx')).toBe('/img/social/docs.png');
    for (const file of [
      'legal/terms-and-conditions.mdx',
      'accessibility.mdx',
      'vulnerability-reporting.mdx',
      'press-kit.mdx',
    ]) {
      expect(socialCardOf(`src/pages/${file}`), file).toBe('/img/social/company.png');
    }
    // The default card (themeConfig.image) for the rest; partials carry no front matter at all.
    expect(socialCardOf('src/pages/use-cases/fulcro-for-hvac.mdx')).toBeUndefined();
    expect(socialCardOf('src/pages/fulcro-edge/sidecar.mdx')).toBeUndefined();
    expect(socialCardOf('src/pages/fulcro-edge/_sidecar.mdx')).toBeUndefined();
    expect(socialCardOf('docs/edge/_partial.mdx')).toBeUndefined();
  });

  it('name the Open Graph locale with its territory, and the other language as alternate', () => {
    expect(openGraphLocaleMetadata('it')).toEqual([
      {property: 'og:locale', content: 'it_IT'},
      {property: 'og:locale:alternate', content: 'en_US'},
    ]);
    expect(openGraphLocaleMetadata('en')).toEqual([
      {property: 'og:locale', content: 'en_US'},
      {property: 'og:locale:alternate', content: 'it_IT'},
    ]);
  });
});
