import {product} from '@site/src/data/product';
import {routes} from '@site/src/data/routes';

/** The press kit's logo on a light background (static/press/), the one search engines show beside the name. */
export const organizationLogoPath = '/press/fulcro-logo.png';

export type OrganizationInput = {
  /** Locale of the page (`en`, `it`). */
  locale: string;
  /** Locale served without a path prefix. */
  defaultLocale: string;
  /** Every locale of the site: the languages the contact form and its people answer in. */
  locales: string[];
  /** The page's description, in its language. */
  description: string;
};

/**
 * The schema.org Organization (JSON-LD) of the company behind the site, for
 * the home page: name, brand, logo and site URL from `src/data/product.ts`,
 * and the contact form (in the page's language) as its sales and support contact.
 */
export function organizationJsonLd({
  locale,
  defaultLocale,
  locales,
  description,
}: OrganizationInput): Record<string, unknown> {
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  const contactUrl = `${product.siteUrl}${prefix}${routes.contactUs}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: product.company,
    alternateName: product.name,
    url: `${product.siteUrl}${prefix}/`,
    logo: `${product.siteUrl}${organizationLogoPath}`,
    description,
    contactPoint: ['sales', 'customer support'].map((contactType) => ({
      '@type': 'ContactPoint',
      contactType,
      url: contactUrl,
      availableLanguage: locales,
    })),
  };
}
