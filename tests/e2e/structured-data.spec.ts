import {test, expect, type APIRequestContext} from '@playwright/test';
import {product} from '../../src/data/product';

/**
 * What search engines and link previews read from the static HTML (no
 * JavaScript runs): the home page's Organization, a sub-page's breadcrumbs,
 * one Open Graph locale per page and the page kind's social card, in both
 * languages. Every URL the structured data names must answer on the site.
 */

type JsonLd = Record<string, unknown> & {'@type': string};

async function staticHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

function jsonLd(html: string): JsonLd[] {
  return [...html.matchAll(/<script[^>]*\btype="?application\/ld\+json"?[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as JsonLd,
  );
}

/** Values of every `<meta property="…">` with that exact property. */
function metaValues(html: string, property: string): string[] {
  return [...html.matchAll(/<meta\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => new RegExp(`\\bproperty="?${property.replace(/[.:]/g, '\\$&')}"?[\\s/>]`).test(tag))
    .map((tag) => /\bcontent="?([^"\s>]+)/.exec(tag)?.[1] ?? '');
}

/** Fetches a URL of the production site from the server under test. */
async function expectServed(request: APIRequestContext, url: string, contentType = /text\/html/): Promise<void> {
  expect(url.startsWith(`${product.siteUrl}/`), `${url} is on the site`).toBe(true);
  const path = url.slice(product.siteUrl.length);
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toMatch(contentType);
}

test('the static HTML carries structured data and one Open Graph locale in both languages', async ({request}) => {
  for (const {prefix, ogLocale, alternate, subPageName} of [
    {prefix: '', ogLocale: 'en_US', alternate: 'it_IT', subPageName: 'Fulcro Edge sidecar mode'},
    {prefix: '/it', ogLocale: 'it_IT', alternate: 'en_US', subPageName: 'Fulcro Edge in modalità sidecar'},
  ]) {
    const home = await staticHtml(request, `${prefix}/`);
    const organization = jsonLd(home).find((data) => data['@type'] === 'Organization') as
      {name: string; logo: string; url: string; contactPoint: {url: string}[]} | undefined;
    expect(organization, `${prefix}/ has an Organization`).toBeDefined();
    expect(organization!.name).toBe(product.company);
    expect(organization!.url).toBe(`${product.siteUrl}${prefix}/`);
    await expectServed(request, organization!.logo, /image\/png/);
    for (const point of organization!.contactPoint) {
      expect(point.url).toBe(`${product.siteUrl}${prefix}/contact-us`);
      await expectServed(request, point.url);
    }

    const subPage = await staticHtml(request, `${prefix}/fulcro-edge/sidecar`);
    const breadcrumbs = jsonLd(subPage).find((data) => data['@type'] === 'BreadcrumbList') as
      {itemListElement: {position: number; name: string; item: string}[]} | undefined;
    expect(breadcrumbs, `${prefix}/fulcro-edge/sidecar has breadcrumbs`).toBeDefined();
    const items = breadcrumbs!.itemListElement;
    expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
    expect(items.map((item) => item.item)).toEqual([
      `${product.siteUrl}${prefix}/`,
      `${product.siteUrl}${prefix}/fulcro-edge`,
      `${product.siteUrl}${prefix}/fulcro-edge/sidecar`,
    ]);
    expect(items.at(-1)!.name).toBe(subPageName);
    for (const {item} of items) await expectServed(request, item);

    for (const [path, html] of [
      [`${prefix}/`, home],
      [`${prefix}/fulcro-edge/sidecar`, subPage],
    ]) {
      expect(metaValues(html, 'og:locale'), `${path}: exactly one og:locale`).toEqual([ogLocale]);
      expect(metaValues(html, 'og:locale:alternate'), `${path}: the other language as alternate`).toEqual([alternate]);
      expect(metaValues(html, 'og:image'), `${path}: exactly one og:image`).toHaveLength(1);
    }
    const [card] = metaValues(subPage, 'og:image');
    expect(card, 'a product sub-page shows its product card').toMatch(/\/img\/social\/fulcro-edge\.png$/);
    await expectServed(request, card, /image\/png/);
  }
});
