import {expect, type Page} from '@playwright/test';
import {specText} from '../lib/spec-texts';

/**
 * A receiver's refusal as problem details (RFC 9457, `type` about:blank): the body a test has the receiver answer,
 * with an English title and detail the page must word in its own language.
 */
export function problemJson(problem: {
  status: number;
  title: string;
  code?: string;
  detail: string;
  requestId: string;
}): string {
  return JSON.stringify({type: 'about:blank', ...problem});
}

/** Opens a page in a colour mode (the `theme` key of the site's storage). */
export async function useColourMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
}

/**
 * Failed form requests are logged by Chromium as console errors
 * ("Failed to load resource: …"); tests that provoke them on purpose drop
 * exactly those before the fixture checks the console.
 */
export function allowFailedRequestErrors(consoleErrors: string[]): void {
  const kept = consoleErrors.filter(
    (e) => !/^Failed to load resource: (the server responded with a status of \d+|net::ERR_[A-Z_]+)/.test(e),
  );
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}

/** Checks that a field is marked invalid and described by the visible error message. */
export async function expectFieldError(page: Page, field: ReturnType<Page['locator']>, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    describedBy
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).innerText()),
  );
  expect(texts).toContain(message);
}

/**
 * The words the tests look for, per locale. The specification's quoted texts come from tests/lib/spec-texts.ts
 * (never a copy of them here); the rest are the site's own interface strings.
 */
export const copy = {
  en: {
    next: 'Next',
    back: 'Back',
    submit: specText('checkoutSubmit', 'en'),
    cloudTitle: 'Choose your Fulcro Cloud version',
    aiTitle: 'Choose your AI version',
    tenantTitle: 'Name your tenant',
    none: 'None',
    tenant: 'Tenant',
    email: 'Email',
    terms: /I accept the terms and conditions and the acceptable-use policy/,
    aiUnavailable: specText('aiNotAvailable', 'en'),
    aiAdvice: /Choose a different plan, such as Pro, to add Fulcro AI, or create the instance without it\./,
    changePlan: 'Choose a different plan',
    cloudRequired: 'Choose a cloud version to continue.',
    tenantRequired: 'Enter a tenant name.',
    tenantUppercase: 'Use lowercase letters only.',
    tenantReserved: 'This name is reserved. Choose another one.',
    tenantEnd: 'Do not end with a hyphen.',
    emailRequired: 'Enter your email address.',
    emailFormat: 'Enter an email address like name@company.com.',
    termsRequired: 'Accept the terms and conditions and the acceptable-use policy to continue.',
    preview: 'Your instance address:',
    sending: 'Sending your request…',
    successTitle: 'Your evaluation instance is on its way',
    provisioning: 'Provisioning has started.',
    failureTitle: specText('checkoutFailureTitle', 'en'),
    failureBody: specText('checkoutFailureBody', 'en'),
    status: 'Status',
    serverMessage: 'Message from the server',
    requestId: 'Request id',
    time: 'Time',
    timeout: 'The server did not answer within 15 seconds.',
    network: 'The server could not be reached: the connection failed or you are offline.',
    unreadable: 'The server sent a reply that could not be read.',
    retry: 'Try again',
    backToForm: 'Back to the form',
    contactUs: 'Contact us',
    steps: 'Checkout steps',
    contactOnly: 'contact only',
    enterpriseQuote: 'Ask for an Enterprise quote',
    fullQuote: 'Ask for a Fulcro AI Full quote',
    // contact form
    name: 'Name',
    company: 'Company',
    subject: 'Subject',
    message: 'Message',
    quote: 'Get a custom quote',
    consultation: 'Request a free consultation of 1 hour',
    send: 'Send',
    nameRequired: 'Enter your name.',
    nameTooLong: 'Use at most 100 characters.',
    companyRequired: 'Enter your company name.',
    messageTooLong: 'Use at most 5,000 characters.',
    thanksTitle: 'Thank you!',
    contactFailureTitle: 'Your message was not sent.',
    requiredNote: 'Fields marked with an asterisk (*) are required.',
    // input hygiene and the receiver's refusals
    tenantHyphens:
      'Do not use two hyphens as the third and fourth characters: such names are reserved for encoded addresses.',
    textInvisible:
      'Remove the invisible characters (such as zero-width spaces or text-direction marks), often pasted along with text.',
    textLetters: 'Use at least one letter or digit.',
    textCharacters: 'Remove the characters < and > and any markup.',
    internalError: 'The server failed while storing your request.',
    bodyTooLarge: 'The form is too large to send: shorten the message.',
    rateLimited: 'Too many forms were sent from your connection in a short time.',
    retryIn: (seconds: number) => `You can try again in ${seconds} seconds.`,
  },
  it: {
    next: 'Avanti',
    back: 'Indietro',
    submit: specText('checkoutSubmit', 'it'),
    cloudTitle: 'Scegli la versione di Fulcro Cloud',
    aiTitle: 'Scegli la versione AI',
    tenantTitle: 'Dai un nome al tuo tenant',
    none: 'Nessuna',
    tenant: 'Nome del tenant',
    email: 'Indirizzo email',
    terms: /Accetto i termini e condizioni e la politica di utilizzo accettabile/,
    aiUnavailable: specText('aiNotAvailable', 'it'),
    aiAdvice: /Scegli un piano diverso, come Pro, per aggiungere Fulcro AI, oppure crea l'istanza senza\./,
    changePlan: 'Scegli un piano diverso',
    cloudRequired: 'Scegli una versione cloud per continuare.',
    tenantRequired: 'Inserisci il nome del tenant.',
    tenantUppercase: 'Usa solo lettere minuscole.',
    tenantReserved: 'Questo nome è riservato. Scegline un altro.',
    tenantEnd: 'Non terminare con un trattino.',
    emailRequired: 'Inserisci il tuo indirizzo email.',
    emailFormat: 'Inserisci un indirizzo email come nome@azienda.it.',
    termsRequired: 'Per continuare accetta i termini e condizioni e la politica di utilizzo accettabile.',
    preview: "L'indirizzo della tua istanza:",
    sending: 'Invio della richiesta in corso…',
    successTitle: 'La tua istanza di valutazione è in arrivo',
    provisioning: 'Il provisioning è iniziato.',
    failureTitle: specText('checkoutFailureTitle', 'it'),
    failureBody: specText('checkoutFailureBody', 'it'),
    status: 'Stato',
    serverMessage: 'Messaggio del server',
    requestId: 'ID della richiesta',
    time: 'Ora',
    timeout: 'Il server non ha risposto entro 15 secondi.',
    network: 'Impossibile raggiungere il server: la connessione non è riuscita o sei offline.',
    unreadable: 'Il server ha inviato una risposta che non è stato possibile leggere.',
    retry: 'Riprova',
    backToForm: 'Torna al modulo',
    contactUs: 'Contattaci',
    steps: "Passaggi dell'ordine",
    contactOnly: 'solo su contatto',
    enterpriseQuote: 'Chiedi un preventivo Enterprise',
    fullQuote: 'Chiedi un preventivo per Fulcro AI Full',
    name: 'Nome',
    company: 'Azienda',
    subject: 'Oggetto',
    message: 'Messaggio',
    quote: 'Ricevere un preventivo personalizzato',
    consultation: 'Richiedere una consulenza gratuita di 1 ora',
    send: 'Invia',
    nameRequired: 'Inserisci il tuo nome.',
    nameTooLong: 'Usa al massimo 100 caratteri.',
    companyRequired: 'Inserisci il nome della tua azienda.',
    messageTooLong: 'Usa al massimo 5.000 caratteri.',
    thanksTitle: 'Grazie!',
    contactFailureTitle: 'Il tuo messaggio non è stato inviato.',
    requiredNote: 'I campi contrassegnati da un asterisco (*) sono obbligatori.',
    tenantHyphens:
      'Non usare due trattini come terzo e quarto carattere: questi nomi sono riservati agli indirizzi codificati.',
    textInvisible:
      'Togli i caratteri invisibili (come spazi a larghezza zero o segni di direzione del testo), che spesso arrivano con un testo incollato.',
    textLetters: 'Usa almeno una lettera o una cifra.',
    textCharacters: 'Togli i caratteri < e > e ogni markup.',
    internalError: 'Il server non è riuscito a registrare la tua richiesta.',
    bodyTooLarge: 'Il modulo è troppo grande per essere inviato: accorcia il messaggio.',
    rateLimited: 'Dalla tua connessione sono stati inviati troppi moduli in poco tempo.',
    retryIn: (seconds: number) => `Potrai riprovare tra ${seconds} secondi.`,
  },
} as const;

export type Copy = (typeof copy)[keyof typeof copy];
