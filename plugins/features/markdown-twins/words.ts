/** The words of /llms.txt and /it/llms.txt; facts come from src/data/product.ts. */
import {apiBaseUrl, product} from '../../../src/data/product';

export type LlmsLocale = 'en' | 'it';

const apiBase = apiBaseUrl('{tenant}', '{service}');

export function llmsWords(locale: string, siteUrl: string) {
  const full = `${siteUrl}/llms-full.txt`;
  if (locale === 'it') {
    return {
      summary: `${product.name} è la piattaforma IoT industriale di ${product.company}, azienda italiana di software, per chi costruisce dispositivi connessi: servizi cloud, l'agente ${product.name} Edge per gateway Linux, l'add-on di intelligenza artificiale, l'app di gestione dei dispositivi e la mappa di conformità al GDPR.`,
      details: [
        `Ogni link porta alla copia in Markdown di una pagina della documentazione in italiano; la pagina HTML ha lo stesso indirizzo senza \`.md\`. Le panoramiche delle aree API elencano le operazioni REST, servite da ogni istanza su \`${apiBase}\`; le pagine delle singole operazioni sono in inglese. Tutta la documentazione in inglese in un solo file: ${full}`,
      ],
      looseSection: 'Documentazione',
      missingSection: 'Altre pagine',
    };
  }
  return {
    summary: `${product.name} is the industrial IoT platform for makers of connected devices, built by ${product.company}, an Italian software company: cloud services, the ${product.name} Edge agent for Linux gateways, an AI add-on, a device-management app and a GDPR compliance map.`,
    details: [
      `Every link below points to the Markdown copy of a documentation page; the HTML page has the same URL without \`.md\`. The API areas' overviews list their REST operations, served by every instance at \`${apiBase}\`. All of the documentation in one file: ${full}`,
    ],
    looseSection: 'Docs',
    missingSection: 'More pages',
  };
}
