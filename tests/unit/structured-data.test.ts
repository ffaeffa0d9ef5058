import matter from '@11ty/gray-matter';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {z} from 'zod';
import {italianPagesDir, listMdx, pagesDir, routeOf} from './lib/mdx-pages';
import remarkBreadcrumbs, {breadcrumbTrail, shortTitle, type BreadcrumbOptions} from '../../plugins/remark/breadcrumbs';
import {organizationJsonLd, organizationLogoPath} from '../../src/components/Home/StructuredData/organization';
import {product} from '../../src/data/product';
import {routes} from '../../src/data/routes';

/** The schema.org shapes the site writes, as zod schemas: exactly these fields, nothing else. */
const absoluteUrl = z.string().regex(/^https:\/\/[^\s/]+(\/\S*)?$/, 'an absolute https URL');
const siteUrl = absoluteUrl.refine((url) => url.startsWith(`${product.siteUrl}/`), 'a URL of this site');

const contactPointSchema = z
  .object({
    '@type': z.literal('ContactPoint'),
    contactType: z.enum(['sales', 'customer support']),
    url: siteUrl,
    availableLanguage: z.array(z.string().regex(/^[a-z]{2}$/, 'an ISO 639-1 code')).min(1),
  })
  .strict();

const imageObjectSchema = z
  .object({'@type': z.literal('ImageObject'), url: absoluteUrl, width: z.number().int(), height: z.number().int()})
  .strict();

const organizationSchema = z
  .object({
    '@context': z.literal('https://schema.org'),
    '@type': z.literal('Organization'),
    name: z.string().min(1),
    alternateName: z.string().min(1),
    url: siteUrl,
    logo: z.union([absoluteUrl, imageObjectSchema]),
    description: z.string().min(50),
    contactPoint: z.array(contactPointSchema).min(1),
  })
  .strict();

const listItemSchema = z
  .object({
    '@type': z.literal('ListItem'),
    position: z.number().int().positive(),
    name: z.string().trim().min(2),
    item: siteUrl,
  })
  .strict();

const breadcrumbListSchema = z
  .object({
    '@context': z.literal('https://schema.org'),
    '@type': z.literal('BreadcrumbList'),
    itemListElement: z
      .array(listItemSchema)
      .min(2)
      .refine((items) => items.every((item, index) => item.position === index + 1), 'positions run 1..n'),
  })
  .strict();

type BreadcrumbList = z.infer<typeof breadcrumbListSchema>;

const options: BreadcrumbOptions = {siteUrl: product.siteUrl, defaultLocale: 'en'};
const locales = [
  {locale: 'en', dir: pagesDir, prefix: ''},
  {locale: 'it', dir: italianPagesDir, prefix: '/it'},
];

type Node = {
  type: string;
  name?: string;
  attributes?: {name: string; value: unknown}[];
  children?: Node[];
  data?: {estree?: {body: {expression: {value: unknown}}[]}};
};

/** Runs the remark step on the page at `file` and returns the JSON-LD it adds to the head, or null. */
function jsonLdOf(file: string): unknown {
  const tree = {type: 'root', children: [] as Node[]};
  remarkBreadcrumbs(options)(tree, {path: resolve(file)});
  if (tree.children.length === 0) return null;
  expect(tree.children).toHaveLength(1);
  const [head] = tree.children;
  expect(head).toMatchObject({type: 'mdxJsxFlowElement', name: 'Head'});
  const [script] = head.children!;
  expect(script).toMatchObject({
    type: 'mdxJsxFlowElement',
    name: 'script',
    attributes: [{name: 'type', value: 'application/ld+json'}],
  });
  const [expression] = script.children!;
  expect(expression.type).toBe('mdxFlowExpression');
  const text = expression.data!.estree!.body[0].expression.value as string;
  expect(text, 'no raw < that could close the script element').not.toContain('<');
  return JSON.parse(text);
}

describe('Organization JSON-LD of the home page', () => {
  const description = 'Fulcro connects, manages and improves connected devices, from the cloud to the edge.';

  it.each(locales)('is a valid Organization with its contact form in $locale', ({locale, prefix}) => {
    const data = organizationJsonLd({locale, defaultLocale: 'en', locales: ['en', 'it'], description});
    const parsed = organizationSchema.parse(data);
    expect(parsed.name).toBe(product.company);
    expect(parsed.alternateName).toBe(product.name);
    expect(parsed.url).toBe(`${product.siteUrl}${prefix}/`);
    expect(parsed.contactPoint.map((point) => point.contactType).sort()).toEqual(['customer support', 'sales']);
    for (const point of parsed.contactPoint) {
      expect(point.url).toBe(`${product.siteUrl}${prefix}${routes.contactUs}`);
      expect(point.availableLanguage).toEqual(['en', 'it']);
    }
  });

  it('points to a logo that is in static/', () => {
    const {logo} = organizationJsonLd({locale: 'en', defaultLocale: 'en', locales: ['en'], description}) as {
      logo: string;
    };
    expect(logo).toBe(`${product.siteUrl}${organizationLogoPath}`);
    expect(existsSync(join('static', organizationLogoPath))).toBe(true);
  });
});

describe('BreadcrumbList JSON-LD of the MDX pages', () => {
  const {pages, partials} = listMdx(pagesDir);
  const nested = pages.filter((file) => routeOf(file).split('/').filter(Boolean).length > 1);
  const topLevel = pages.filter((file) => !nested.includes(file));

  it('covers the sub-pages, success stories, use cases, FAQs, guides, legal and why pages', () => {
    const families = new Set(nested.map((file) => file.split('/')[0]));
    for (const family of [
      'fulcro-cloud',
      'fulcro-control',
      'fulcro-edge',
      'fulcro-gdpr',
      'success-stories',
      'use-cases',
      'faq',
      'guides',
      'legal',
      'why-fulcro',
    ]) {
      expect(families, family).toContain(family);
    }
  });

  describe.each(locales)('in $locale', ({locale, dir, prefix}) => {
    const trails = new Map<string, BreadcrumbList>();
    const trailOf = (file: string): BreadcrumbList => {
      if (!trails.has(file)) trails.set(file, breadcrumbListSchema.parse(jsonLdOf(join(dir, file))));
      return trails.get(file)!;
    };
    const nameOf = (file: string) => {
      return shortTitle(String(matter(readFileSync(join(dir, file), 'utf8')).data.title));
    };

    it.each(nested)('%s has a valid trail from the home to the page, named in the page language', (file) => {
      const items = trailOf(file).itemListElement;
      expect(items[0]).toMatchObject({name: product.name, item: `${product.siteUrl}${prefix}/`});
      expect(items.at(-1)).toMatchObject({name: nameOf(file), item: `${product.siteUrl}${prefix}${routeOf(file)}`});
      for (const {item} of items.slice(1)) {
        expect(item.startsWith(`${product.siteUrl}${prefix}/`), `${item} keeps the locale prefix`).toBe(true);
        expect(
          routeOf(file).startsWith(item.slice(`${product.siteUrl}${prefix}`.length)),
          `${item} is an ancestor of the page`,
        ).toBe(true);
      }
    });

    it('passes through the parent page where one exists, by its own title', () => {
      const names = (file: string) => trailOf(file).itemListElement.map((item) => item.name);
      expect(names('fulcro-edge/sidecar.mdx')).toEqual([
        product.name,
        nameOf('fulcro-edge/index.mdx'),
        nameOf('fulcro-edge/sidecar.mdx'),
      ]);
      expect(names('fulcro-gdpr/table.mdx')[1]).toBe(nameOf('fulcro-gdpr/index.mdx'));
      expect(trailOf('fulcro-cloud/services.mdx').itemListElement[1].item).toBe(
        `${product.siteUrl}${prefix}/fulcro-cloud`,
      );
      // /success-stories is a page the success-stories plugin adds: named by its translated title.
      expect(trailOf('success-stories/astrel.mdx').itemListElement[1]).toMatchObject({
        name: locale === 'it' ? 'Storie di successo' : 'Success stories',
        item: `${product.siteUrl}${prefix}${routes.successStories}`,
      });
      // No page at /legal or /use-cases: the trail goes straight from the home to the page.
      expect(trailOf('legal/privacy-policy.mdx').itemListElement).toHaveLength(2);
      expect(trailOf('use-cases/fulcro-for-hvac.mdx').itemListElement).toHaveLength(2);
    });

    it('leaves top-level pages and partials without one', () => {
      for (const file of [...topLevel, ...partials]) expect(jsonLdOf(join(dir, file)), file).toBeNull();
    });
  });

  it('names Italian crumbs in Italian', () => {
    const english = jsonLdOf(join(pagesDir, 'fulcro-gdpr/legend.mdx')) as BreadcrumbList;
    const italian = jsonLdOf(join(italianPagesDir, 'fulcro-gdpr/legend.mdx')) as BreadcrumbList;
    expect(italian.itemListElement.map((item) => item.name)).toEqual([
      product.name,
      'Mappa di conformità al GDPR',
      'Legenda della mappa di conformità al GDPR di Fulcro',
    ]);
    expect(english.itemListElement.map((item) => item.name)).toEqual([
      product.name,
      'GDPR compliance map',
      'Legend of the GDPR compliance map',
    ]);
  });

  it('refuses a React page with sub-pages it cannot name', () => {
    const site = mkdtempSync(join(tmpdir(), 'breadcrumbs-'));
    mkdirSync(join(site, 'src/pages/plans'), {recursive: true});
    writeFileSync(join(site, 'src/pages/plans/index.tsx'), 'export default () => null;');
    writeFileSync(join(site, 'src/pages/plans/team.mdx'), '---\ntitle: Team plans, for groups\n---\n');
    expect(() => breadcrumbTrail(join(site, 'src/pages/plans/team.mdx'), options)).toThrow(/componentPages/);
  });
});
