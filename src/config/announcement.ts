import {product} from '../data/product';

/**
 * The announcement bar, set in this one place. Give it a new `id` whenever
 * the text changes: visitors who dismissed the old bar will see the new one.
 * Set `enabled: false` to hide the bar everywhere.
 */
export const announcement = {
  enabled: true,
  id: 'release-4-2-copilot',
  link: '/docs/intro/changelog',
  text: {
    en: `${product.name} 4.2 is out: ${product.name} Copilot in ${product.name} Control, and ${product.name} AI Full re-training its models when their data drifts.`,
    it: `È disponibile ${product.name} 4.2: ${product.name} Copilot in ${product.name} Control e ${product.name} AI Full che riaddestra i modelli quando i loro dati cambiano andamento.`,
  },
  linkText: {
    en: 'Read the changelog',
    it: 'Leggi il changelog',
  },
} as const;

export type AnnouncementLocale = keyof typeof announcement.text;

/** HTML content of the bar for one locale (the link is locale-prefixed). */
export function announcementContent(locale: string): string {
  const lang: AnnouncementLocale = locale === 'it' ? 'it' : 'en';
  const href = lang === 'en' ? announcement.link : `/${lang}${announcement.link}`;
  return `${announcement.text[lang]} <a href="${href}">${announcement.linkText[lang]}</a>`;
}
