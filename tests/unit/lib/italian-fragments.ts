/**
 * Telegraphic Italian: a sentence in a prose paragraph with no finite verb,
 * such as «Replicati da Stripe con il loro stato e il periodo in corso.» or
 * «Modalità pagamento per i prezzi una tantum, modalità abbonamento per quelli
 * ricorrenti.». English product copy tolerates such noun phrases; Italian prose
 * reads them as notes. Headings, list items, table rows, captions, titles and
 * code are not prose paragraphs and are not checked.
 *
 * Without a part-of-speech tagger the check looks for evidence of a verb and
 * reports only the sentences that have none, so it errs towards silence:
 * - the finite forms of the auxiliary and most frequent irregular verbs;
 * - endings that in this site's Italian are verbs (-ano, -ono, -isce, -iamo,
 *   -ranno, -erà, -ava, -eva, -rebbe…);
 * - a word right after a clitic or a negation («si applica», «non cambia»,
 *   «ti avvisa»), and every word the same text uses after one elsewhere: the
 *   corpus teaches the check its own verbs («conserva», «crea», «collega»);
 * - a word made of an infinitive and a clitic («inviarla», «farlo»).
 * Sentences shorter than four words are never reported.
 */

const irregular = new Set(
  `è sono sei siamo siete era erano ero sarà saranno sarai saremo sia siano fosse fossero sarebbe sarebbero
  ha hanno hai ho abbiamo aveva avevano avrà avranno abbia abbiano avrebbe
  può possono puoi possiamo potrà potranno potrebbe potrebbero
  deve devono devi dobbiamo dovrà dovranno dovrebbe dovrebbero
  vuole vogliono vuoi vogliamo vorrà vorrebbe
  fa fanno fai facciamo farà faranno faccia fece
  va vanno vai andiamo andrà vada
  sta stanno stai stiamo starà stia
  dà danno dai diamo darà dia
  dice dicono dici diciamo dirà dica
  sa sanno sai sappiamo saprà
  viene vengono vieni verrà venga
  tiene tengono tieni terrà tenga
  esce escono esci uscirà
  rimane rimangono rimani rimarrà
  occorre occorrono serve servono basta bastano resta restano conta contano vale valgono
  c'è ecco`.split(/\s+/),
);

/** Endings of finite verb forms that nouns and adjectives of this site's Italian do not share. */
const verbEnding =
  /(ano|ono|isce|iscono|iamo|ranno|erà|irà|arà|ava|avano|eva|evano|iva|ivano|rebbe|rebbero|asse|essero|isse)$/;

/** An infinitive with enclitic pronouns: «inviarla», «farlo», «collegarsi», «dargli». */
const infinitiveWithClitic = /(are|ere|ire|ar|er|ir)(lo|la|li|le|ne|si|ci|vi|gli|mi|ti|glielo|gliela)$/;

/** Function words and frequent non-verbs: never learned as verbs, even after a clitic («non per», «ci sono più»). */
const notVerbs = new Set(
  `il lo la i gli le un uno una l del dello della dei degli delle al allo alla ai agli alle dal dallo dalla dai dagli dalle
  nel nello nella nei negli nelle sul sullo sulla sui sugli sulle col di a da in con su per tra fra e ed o od ma né
  più meno come anche solo soltanto già poi dopo prima sempre mai ancora tutto tutta tutti tutte ogni quando se che chi
  cui quale quali quanto molto poco troppo tanto così bene male qui lì là dove mentre perché però quindi invece oltre
  questo questa questi queste quello quella quelli quelle suo sua suoi sue tuo tua tuoi tue nostro nostra loro proprio
  propria propri proprie nessun nessuno nessuna alcun alcuno alcuna altro altra altri altre stesso stessa stessi stesse
  lui lei esso essa essi esse io tu noi voi me te sé`.split(/\s+/),
);

/** Words after which the next word is a verb: clitics and the negation. */
const beforeVerb = new Set(['si', 'non', 'ti', 'ci', 'ne', 'mi', 'vi', 'li', 'glielo', 'gliela']);

const wordsOf = (sentence: string) =>
  sentence
    .toLowerCase()
    .replace(/[’']/g, "'")
    .split(/[^\p{L}']+/u)
    .map((w) => w.replace(/^(l|d|un|dell|all|nell|sull|dall|quest|c)'/, (m) => (m === "c'" ? m : '')))
    .filter(Boolean);

/** Finite forms an infinitive of the corpus vouches for: «assegnare» gives «assegna», «assegni», «assegnano». */
function formsOf(infinitive: string): string[] {
  const stem = infinitive.slice(0, -3);
  if (stem.length < 3) return [];
  // -care and -gare keep their hard sound: «carichi», «colleghi».
  if (infinitive.endsWith('are')) return [`${stem}a`, /[cg]$/.test(stem) ? `${stem}hi` : `${stem}i`, `${stem}o`];
  if (infinitive.endsWith('ere')) return [`${stem}e`, `${stem}i`, `${stem}o`];
  // -ire: «parte», «segui», and the -isc- forms «gestisce», «gestisci».
  return [`${stem}e`, `${stem}i`, `${stem}o`, `${stem}isce`, `${stem}isci`];
}

/** Present forms whose infinitive does not give them away («riduce» from «ridurre», «possiede» from «possedere»). */
const irregularPresent = [
  'governa',
  'governano',
  'prosegue',
  'persegue',
  'segue',
  'sottoponi',
  'sottopone',
  'riduce',
  'riduci',
  'produce',
  'produci',
  'introduce',
  'conduce',
  'traduce',
  'possiede',
  'possiedi',
  'siede',
  'muove',
  'muovi',
  'rimuove',
  'rimuovi',
  'scompare',
  'compare',
  'appare',
  'pone',
  'poni',
  'propone',
  'proponi',
  'dispone',
  'espone',
  'esponi',
  'compone',
  'sceglie',
  'scegli',
  'toglie',
  'togli',
  'accoglie',
  'raccoglie',
  'raccogli',
  'trae',
  'contiene',
  'contieni',
  'ottiene',
  'ottieni',
  'mantiene',
  'mantieni',
  'sostiene',
  'appartiene',
  'prevede',
  'prevedi',
  'vede',
  'vedi',
  'chiede',
  'chiedi',
  'richiede',
  'richiedi',
  'muore',
  'nasce',
  'cresce',
  'conosce',
  'conosci',
  'riconosce',
  'parli',
  'esegui',
  'segui',
  'consegue',
  'insegue',
];

/**
 * The verbs of a corpus: every word that follows a clitic or a negation somewhere in it («si applica», «non
 * cambia»), and the present forms of every infinitive it uses, plain or with a clitic («assegnare», «inviarla»).
 * Nouns that look like one of these forms («parte», «valuta») only make the check quieter.
 */
export function learnVerbs(texts: readonly string[]): Set<string> {
  const verbs = new Set<string>(irregularPresent);
  for (const text of texts) {
    const words = wordsOf(text);
    words.forEach((w, i) => {
      if (beforeVerb.has(w) && words[i + 1] && words[i + 1].length > 2 && !notVerbs.has(words[i + 1]))
        verbs.add(words[i + 1]);
      const infinitive = /^(\p{L}{3,}(?:are|ere|ire))(?:lo|la|li|le|ne|si|ci|vi|gli|mi|ti)?$/u.exec(w)?.[1];
      if (infinitive) for (const form of formsOf(infinitive)) verbs.add(form);
      // A past participle vouches for its verb too: «valutata» for «valuta», «proseguito» for «prosegue».
      const participle = /^(\p{L}{3,})(at|it|ut)[oaie]$/u.exec(w);
      if (participle && !notVerbs.has(w)) {
        const ending = {at: 'are', it: 'ire', ut: 'ere'}[participle[2] as 'at' | 'it' | 'ut'];
        for (const form of formsOf(`${participle[1]}${ending}`)) verbs.add(form);
      }
    });
  }
  return verbs;
}

/** Whether a sentence shows any evidence of a finite verb. */
export function hasVerb(sentence: string, verbs: ReadonlySet<string>): boolean {
  const words = wordsOf(sentence);
  return words.some(
    (w, i) =>
      irregular.has(w) ||
      (verbs.has(w) && !notVerbs.has(w)) ||
      (w.length > 4 && verbEnding.test(w)) ||
      (w.length > 5 && infinitiveWithClitic.test(w)) ||
      // An imperative with a clitic: «scrivici», «controllali», «sottoponila».
      (w.length > 5 && /[aie](lo|la|li|le|ci|ne|mi|vi)$/.test(w) && verbs.has(w.slice(0, -2))) ||
      (i > 0 && beforeVerb.has(words[i - 1]) && w.length > 2 && !notVerbs.has(w)),
  );
}

/** The sentences of a paragraph: split after . ! ? followed by a space and a capital, «, ( or a digit. */
export function sentencesOf(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.!?»])\s+(?=[\p{Lu}«(])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The prose paragraphs of a Markdown or MDX text, with their first line:
 * consecutive text lines outside code, front matter, JSX tags, headings, lists,
 * tables, admonition markers and blockquotes. Inline code, links' targets and
 * JSX elements inside a line are reduced to a placeholder word, «X».
 */
export function proseParagraphs(markdown: string): {line: number; text: string}[] {
  const lines = markdown.split('\n');
  const out: {line: number; text: string}[] = [];
  let inCode = false;
  let inFrontMatter = lines[0] === '---';
  let current: {line: number; parts: string[]} | undefined;
  /** Inside a list item: its continuation lines belong to it until a blank line. */
  let inList = false;
  const flush = () => {
    if (current) out.push({line: current.line, text: current.parts.join(' ')});
    current = undefined;
  };
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (inFrontMatter) {
      if (index > 0 && line === '---') inFrontMatter = false;
      return;
    }
    if (/^(```|~~~)/.test(line)) {
      inCode = !inCode;
      flush();
      return;
    }
    if (line === '') inList = false;
    else if (/^([-*+] |\d+\. )/.test(line)) inList = true;
    const notProse =
      inCode ||
      inList ||
      line === '' ||
      /^(#|[-*+] |\d+\. |\||>|:::|<|import |export |\{\/\*|\*\*[^*]+\*\*$)/.test(line) ||
      /^<\/?[A-Za-z]/.test(line);
    if (notProse) {
      flush();
      return;
    }
    const text = line
      .replace(/`[^`]*`/g, 'X')
      .replace(/<[A-Z][^>]*\/>/g, 'X')
      .replace(/\]\([^)]*\)/g, ']')
      .replace(/[[\]*_]/g, '');
    if (!current) current = {line: index + 1, parts: []};
    current.parts.push(text);
  });
  flush();
  return out;
}

/** The verbless sentences of a text's prose paragraphs, as `line: «sentence»`. */
export function fragments(markdown: string, verbs: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const {line, text} of proseParagraphs(markdown)) {
    for (const sentence of sentencesOf(text)) {
      // A sentence that ends with a colon introduces what follows (a list, a code block), and a document's version line
      // («Versione 1.2, in vigore dal …») is a label: neither is prose.
      if (
        wordsOf(sentence).length >= 4 &&
        !sentence.endsWith(':') &&
        !/^Versione X\b/.test(sentence) &&
        !hasVerb(sentence, verbs)
      )
        found.push(`${line}: telegraphic, no verb in «${sentence}» (write a sentence with a verb)`);
    }
  }
  return found;
}
