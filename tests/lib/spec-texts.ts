/**
 * The specification's quoted texts (shared/SPEC.md, "Quoted texts are fixed", and its error catalogue, section 8).
 *
 * These words come from the specification and change only when the specification changes: spelling as given
 * ("embarassing" included). A reviewer who finds one awkward adds a sentence next to it on the page; the quoted
 * text stays, and no test is changed to accept a rewrite. `it` is the Italian page's own translation, where the
 * site has one; texts that Docusaurus itself prints in English only (the base-URL banner, the storage warning)
 * have none.
 *
 * `tests/e2e/spec-texts.spec.ts` checks each of them where the specification puts it, on the built site in both
 * languages; the end-to-end helpers' `copy` table (tests/e2e/forms-helpers.ts) reads its values from here.
 */
type SpecText = {
  /** Where the specification puts it. */
  readonly where: string;
  readonly en: string;
  readonly it?: string;
};

export const specTexts = {
  checkoutSubmit: {
    where: "the checkout's final submit button (step 3), carrying the product's name",
    en: 'Create my Fulcro',
    it: 'Crea il mio Fulcro',
  },
  checkoutFailureTitle: {
    where: 'the checkout failure screen, its title',
    en: 'Something went wrong.',
    it: 'Qualcosa è andato storto.',
  },
  checkoutFailureBody: {
    where: 'the checkout failure screen, the body under its title, followed by the error details',
    en: "Well, that's embarassing to say the least. Contact us and we'll sort this out - here's everything we know about this error:",
    it: 'Beh, è a dir poco imbarazzante. Contattaci e sistemeremo tutto: ecco tutto quello che sappiamo su questo errore:',
  },
  aiNotAvailable: {
    where: 'checkout step 2 when the chosen cloud plan has no AI, with advice to choose another plan or go on without',
    en: 'Fulcro AI is not available for this Fulcro Cloud version.',
    it: 'Fulcro AI non è disponibile per questa versione di Fulcro Cloud.',
  },
  pageCrashed: {
    where: 'a page whose rendering threw: its title, above a "Try again" button and the chained error messages',
    en: 'This page crashed.',
    it: 'Questa pagina si è bloccata.',
  },
  pageCrashedTryAgain: {
    where: "the crashed page's button, which renders the page again",
    en: 'Try again',
    it: 'Riprova',
  },
  notFound: {
    where: "any unmatched path: the not-found page's title (answered with status 404)",
    en: 'Page Not Found',
    it: 'Pagina non trovata',
  },
  outdated: {
    where: 'a doc marked `outdated: true`: the notice that it is probably out of date, asking visitors to get in touch',
    en: 'This page is probably out of date',
    it: 'Questa pagina è probabilmente obsoleta',
  },
  outdatedGetInTouch: {
    where: "the outdated notice's link to the contact page",
    en: 'get in touch',
    it: 'contattaci',
  },
  baseUrlBanner: {
    where: "a page whose scripts did not load (wrong base URL): Docusaurus' banner, in English on both locales",
    en: 'Your Docusaurus site did not load properly.',
  },
  storageUnavailable: {
    where: 'the console, when browser storage throws (iframe, incognito): a warning, and the site works on',
    en: 'Docusaurus browser storage is not available.',
  },
} as const satisfies Record<string, SpecText>;

export type SpecTextKey = keyof typeof specTexts;

/** A quoted text in a locale: the Italian translation where the site has one, else the English words. */
export function specText(key: SpecTextKey, locale: 'en' | 'it'): string {
  const text: SpecText = specTexts[key];
  return locale === 'it' ? (text.it ?? text.en) : text.en;
}
