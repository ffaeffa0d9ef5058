import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {jsonMessages, overlayTexts, proseLines, tsStrings, type Piece, type StringScope} from './lib/italian-text';
import {fragments, learnVerbs} from './lib/italian-fragments';

/**
 * One Italian voice, everywhere an Italian visitor reads: the reader is
 * addressed with "tu", the terms follow i18n/it/GLOSSARY.md (its third column
 * lists the rejected variants), quotes are «…» or “…”, and thousands use a
 * dot. Prose only: code blocks, inline code, link targets, heading ids, and
 * the props and keys that are ids or addresses are not Italian text
 * (tests/unit/lib/italian-text.ts pulls the words out of each kind of file).
 *
 * Surfaces: the docs and the API reference's overview (Markdown); the API
 * reference's Italian texts (the summaries and descriptions of the OpenAPI
 * overlays, i18n/it/openapi/*.overlay.yaml, read as Markdown); the pages
 * (MDX, with the text props of their tags, and the string literals of their
 * TS/TSX files); the `it` labels of the drawings (src/drawings/*.tsx); the
 * Italian strings of src/data (values under an `it` key, and whole Italian
 * modules such as gdpr-map/it.ts); and the `message` values of the
 * translation files (code.json, the theme's navbar and footer, the sidebars).
 */

const itDocs = 'i18n/it/docusaurus-plugin-content-docs/current';
const itApiDocs = 'i18n/it/docusaurus-plugin-content-docs-api/current';
const itPages = 'i18n/it/docusaurus-plugin-content-pages';

function walk(dir: string, recursive = true): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return recursive ? walk(path) : [];
      return [path];
    });
}

const markdown = (path: string) => /\.mdx?$/.test(path);

/** Re-exported for the broken examples below and for anyone reusing the rules. */
export {proseLines};

type Rule = {label: string; pattern: RegExp};

/** Rejected variants from the third column of the glossary's table of terms. */
/** The rows of the glossary's table whose header's first cell is `header`, as trimmed cells. */
function tableRows(glossary: string, header: string): string[][] {
  const rows: string[][] = [];
  let inTable = false;
  for (const line of glossary.split('\n')) {
    if (!line.startsWith('|')) {
      inTable = false;
      continue;
    }
    if (/^\|\s*-/.test(line)) continue;
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    if (!inTable) {
      inTable = cells[0] === header;
      continue;
    }
    rows.push(cells);
  }
  return rows;
}

export function glossaryRules(glossary: string): Rule[] {
  const rules: Rule[] = [];
  for (const cells of tableRows(glossary, 'Inglese')) {
    if (cells.length < 3) continue;
    for (const m of cells[2].matchAll(/`([^`]+)`/g)) {
      const variant = m[1];
      const prefix = variant.endsWith('*');
      const words = variant
        .replace(/\*$/, '')
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace(/ /g, '\\s+');
      const caseSensitive = /^[A-Z]/.test(variant);
      rules.push({
        label: `${cells[0]}: «${variant}» (use: ${cells[1]})`,
        pattern: new RegExp(
          `(?<![\\p{L}\\d_-])${words}${prefix ? '' : '(?![\\p{L}\\d_])'}`,
          caseSensitive ? 'gu' : 'giu',
        ),
      });
    }
  }
  return rules;
}

/** A term that belongs to one product, and the clues that a sentence is about another (GLOSSARY.md, «Termini riservati a un prodotto»). */
export type ProductRule = {term: string; product: string; pattern: RegExp; clues: string[]; instead: string};

export function productRules(glossary: string): ProductRule[] {
  return tableRows(glossary, 'Termine').map(([term, product, clues, instead]) => {
    const word = term.replace(/`/g, '');
    return {
      term: word,
      product,
      // «add-on» and «addon» are different words: neither matches inside the other.
      pattern: new RegExp(`(?<![\\p{L}\\d_-])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\d_-])`, 'iu'),
      clues: [...clues.matchAll(/`([^`]+)`/g)].map((m) => m[1].toLowerCase()),
      instead,
    };
  });
}

/** Sentences that use one product's term while speaking of another product, as `line: finding`. */
export function wrongProductTerms(pieces: Piece[], rules: ProductRule[]): string[] {
  const out: string[] = [];
  for (const {line, text} of pieces) {
    for (const sentence of text.split(/(?<=[.!?;])\s+/)) {
      for (const rule of rules) {
        if (!rule.pattern.test(sentence)) continue;
        const clue = rule.clues.find((c) => sentence.toLowerCase().includes(c));
        if (clue)
          out.push(
            `${line}: «${rule.term}» is ${rule.product}'s term, but this sentence is about «${clue}» (use: ${rule.instead})`,
          );
      }
    }
  }
  return out;
}

/** Second person plural (voi) and its possessives; the lei form's "Lei"/"Suo" in mid-sentence. */
export const voiPatterns: RegExp[] = [
  /(?<!\p{L})(voi|vostr[aoie])(?!\p{L})/giu,
  /(?<!\p{L})(potete|dovete|avete|siete|volete|sapete|fate|vedete|leggete|scrivete|ottenete|tenete|mettete|scegliete|aprite|aggiungete|ripetete|attendete|accedete|chiudete|rileggete)(?!\p{L})/giu,
  /(?<!\p{L})\p{L}{3,}(?:ate|ete|ite)(?:lo|la|li|le|ne|vi)(?!\p{L})/gu,
  // An imperative opening a sentence or list item, followed by its object: "Installate il pacchetto".
  /(?:^|[.!?:]\s+|^\s*(?:[-*]|\d+\.)\s+)\p{Lu}\p{L}+(?:ate|ete|ite)(?=\s+(?:il|lo|la|i|gli|le|un|una|uno|l'|l’|al|allo|alla|ai|agli|alle|all'|all’))/gu,
  // The lei form: a capitalised pronoun or possessive after a lower-case word, "ti ringraziamo per la Sua richiesta".
  /(?<=\p{Ll}[,;]?\s+)(Lei|Suo|Sua|Suoi|Sue)(?=\s+\p{Ll})/gu,
];

/** What is wrong in each piece of text, as `line: finding (use: …)`. `tu: false` skips the form of address (legal texts). */
export function check(pieces: Piece[], rules: Rule[], options: {tu?: boolean} = {}): string[] {
  const out: string[] = [];
  for (const {line, text} of pieces) {
    if (options.tu !== false) {
      for (const pattern of voiPatterns) {
        for (const m of text.matchAll(new RegExp(pattern.source, pattern.flags))) {
          out.push(`${line}: voi instead of tu: «${m[0].trim()}» (use: the tu form, «installa», «puoi», «il tuo»)`);
        }
      }
    }
    for (const rule of rules) {
      for (const m of text.matchAll(new RegExp(rule.pattern.source, rule.pattern.flags)))
        out.push(`${line}: ${rule.label}, found «${m[0]}»`);
    }
    if (/"/.test(text))
      out.push(`${line}: straight quotes in prose (use: «…» or “…”) in «${text.trim().slice(0, 80)}»`);
    for (const m of text.matchAll(/(?<![\d.,])\d{1,3},\d{3}(?![\d,])/g)) {
      out.push(`${line}: English thousands separator «${m[0]}» (use: ${m[0].replace(',', '.')})`);
    }
  }
  return out;
}

/** Findings in a Markdown or MDX text. */
export function findings(text: string, rules: Rule[], options: {mdx?: boolean; tu?: boolean} = {}): string[] {
  return check(proseLines(text, options), rules, options);
}

const read = new Map<string, Piece[]>();

/** The Italian words of a file, by kind of file (each file is read once). */
function piecesOf(path: string): Piece[] {
  if (!read.has(path)) {
    const source = readFileSync(path, 'utf8');
    if (markdown(path)) read.set(path, proseLines(source, {mdx: path.endsWith('.mdx')}));
    else if (path.endsWith('.overlay.yaml')) read.set(path, overlayTexts(source));
    else if (path.endsWith('.json')) read.set(path, jsonMessages(source));
    else read.set(path, tsStrings(source, path, scopeOf(path)));
  }
  return read.get(path)!;
}

/** A module that is Italian as a whole (`src/data/gdpr-map/it.ts`, the pages' TS files) or one that keeps Italian under `it` keys. */
function scopeOf(path: string): StringScope {
  return path.startsWith(itPages) || /(^|\/)it\.tsx?$/.test(path) ? 'all' : 'it';
}

/**
 * The legal texts keep an impersonal register («il Cliente», «si applica»):
 * see the note under «Voce e tipografia» in i18n/it/GLOSSARY.md. They are
 * exempt from the tu/voi rule only; the glossary and the typography apply.
 */
const isLegal = (path: string) => path.startsWith(`${itPages}/legal/`);

const glossary = readFileSync('i18n/it/GLOSSARY.md', 'utf8');
const rules = glossaryRules(glossary);
const products = productRules(glossary);

const surfaces: Record<string, string[]> = {
  docs: [
    ...walk(itDocs).filter(markdown),
    // Only the hand-written overview: the folders beside it are generated from i18n/it/openapi/ (scripts/gen-api.mjs).
    ...walk(itApiDocs, false).filter(markdown),
  ],
  openapi: walk('i18n/it/openapi').filter((path) => markdown(path) || path.endsWith('.overlay.yaml')),
  pages: walk(itPages).filter((path) => /\.(mdx?|tsx?)$/.test(path)),
  drawings: walk('src/drawings', false).filter((path) => path.endsWith('.tsx')),
  data: walk('src/data').filter((path) => /\.tsx?$/.test(path)),
  translations: [
    'i18n/it/code.json',
    ...walk('i18n/it/docusaurus-theme-classic'),
    ...readdirSync('i18n/it')
      .filter((name) => name.startsWith('docusaurus-plugin-content-docs'))
      .sort()
      .flatMap((name) => walk(join('i18n/it', name), false)),
  ].filter((path) => path.endsWith('.json')),
};
const files = Object.values(surfaces).flat();

/** The verbs the Italian Markdown of the site uses, learned once from all of it (tests/unit/lib/italian-fragments.ts). */
let verbs: Set<string> | undefined;
const corpusVerbs = () => (verbs ??= learnVerbs(files.filter(markdown).map((path) => readFileSync(path, 'utf8'))));

describe('Italian: one voice wherever an Italian visitor reads', () => {
  it('the glossary lists rejected variants', () => {
    expect(rules.length).toBeGreaterThan(15);
  });

  it('every surface has files to check', () => {
    for (const [surface, list] of Object.entries(surfaces)) expect(list.length, surface).toBeGreaterThan(0);
    expect(surfaces.pages.filter((path) => /\.tsx?$/.test(path)).length).toBeGreaterThanOrEqual(2);
    // The drawings and the data modules do hold Italian: an extractor that finds none is broken.
    for (const surface of ['drawings', 'data'] as const) {
      expect(surfaces[surface].flatMap((path) => piecesOf(path)).length, surface).toBeGreaterThan(50);
    }
    const overlays = surfaces.openapi.filter((path) => path.endsWith('.overlay.yaml'));
    expect(overlays.length).toBeGreaterThan(0);
    for (const path of overlays) expect(piecesOf(path).length, path).toBeGreaterThan(50);
  });

  it('reads the summaries and descriptions of an overlay as Markdown, with their lines', () => {
    const overlay = [
      'overlay: 1.0.0',
      'info:',
      '  title: Prova',
      '  version: 1.0.0',
      'actions:',
      "  - target: $.paths['/things'].get",
      '    x-source-hash: "0123456789ab"',
      '    update:',
      '      summary: Elencare i vostri thing',
      '      description: |-',
      '        Elenca i thing del tenant.',
      '',
      '        Usa `"kind": "edge"` per filtrare; il token di accesso dura 15 minuti.',
      '        Mandate un access token per 2,000 richieste.',
      '  - target: $.components.schemas.Thing.properties.id',
      '    update:',
      '      description: >-',
      '        Id del "thing".',
    ].join('\n');
    const found = check(overlayTexts(overlay), rules);
    expect(found.filter((f) => f.startsWith('9: voi instead of tu: «vostri»'))).toHaveLength(1);
    expect(found.some((f) => /^14: access token: «access token\*»/.test(f))).toBe(true);
    expect(found.some((f) => /^14: English thousands separator «2,000»/.test(f))).toBe(true);
    expect(found.some((f) => /^14: voi instead of tu: «Mandate»/.test(f))).toBe(true);
    expect(found.some((f) => /^18: straight quotes in prose/.test(f))).toBe(true);
    // The code span's quotes, the target and the hash are not prose.
    expect(found.filter((f) => /^(6|7|13):/.test(f))).toEqual([]);
  });

  it.each(files)('%s uses tu, the glossary and Italian typography', (path) => {
    if (path.endsWith('.json')) {
      // The line-by-line reader must see every message JSON.parse sees.
      const entries = Object.values(JSON.parse(readFileSync(path, 'utf8')) as Record<string, {message?: string}>);
      expect(jsonMessages(readFileSync(path, 'utf8')).length).toBe(
        entries.filter((e) => typeof e.message === 'string').length,
      );
    }
    const found = [
      ...check(piecesOf(path), rules, {tu: !isLegal(path)}),
      ...wrongProductTerms(piecesOf(path), products),
    ];
    if (markdown(path)) found.push(...fragments(readFileSync(path, 'utf8'), corpusVerbs()));
    expect(found.map((finding) => `${path}:${finding}`)).toEqual([]);
  });

  it('catches voi, a rejected term, straight quotes and English thousands in a broken example', () => {
    const page = [
      '---',
      'title: Esempio',
      '---',
      'Installate il pacchetto e verificate il vostro tenant.',
      'Ogni dispositivo si collega con TLS mutuo e un access token.',
      'Il valore "predefinito" vale per 2,000 dispositivi.',
      '```bash',
      'echo "le virgolette nel codice vanno bene"',
      '```',
      'Usa `"json"` nel codice in linea: va bene anche questo.',
    ].join('\n');
    const found = findings(page, rules).join('\n');
    expect(found).toMatch(/4: voi instead of tu: «Installate»/);
    expect(found).toMatch(/4: voi instead of tu: «vostro»/);
    expect(found).toMatch(/5: mutual TLS: «TLS mutuo»/);
    expect(found).toMatch(/5: access token: «access token\*»/);
    expect(found).toMatch(/6: straight quotes in prose/);
    expect(found).toMatch(/6: English thousands separator «2,000»/);
    expect(found).not.toMatch(/^8:|^10:/m);
  });

  it("catches a product's term used for another product, an English term the glossary translates, and telegraphic prose", () => {
    const page = [
      '---',
      'title: Esempio',
      '---',
      "Fulcro Edge conserva i messaggi con l'add-on di persistenza dei dati.",
      "L'add-on Fulcro AI rileva le anomalie; l'addon di aggiornamento OTA installa il firmware.",
      'Un job recurring esporta i dati, come ogni job bulk.',
      'La fabbricazione in serie registra un lotto.',
      '',
      'Replicati da Stripe con il loro stato e il periodo in corso. Pay li conserva.',
      '',
      '<Feature icon="gear" title="Sessioni di checkout">',
      'Modalità pagamento per i prezzi una tantum, modalità abbonamento per quelli ricorrenti.',
      '</Feature>',
      '',
      '## Un titolo senza verbo {#titolo}',
      '',
      '- Una voce di elenco senza verbo',
      '',
      'Il registro dei dispositivi in PDF, ogni mese:',
    ].join('\n');
    const pieces = proseLines(page);
    const found = [...findings(page, rules), ...wrongProductTerms(pieces, products)].join('\n');
    expect(found).toMatch(/^4: «add-on» is Fulcro AI's term, but this sentence is about «fulcro edge» \(use: addon\)/m);
    // The right term for each product, in the same line, is not a finding.
    expect(found).not.toMatch(/^5: «add/m);
    expect(found).toMatch(/^6: .*«recurring»/m);
    expect(found).toMatch(/^6: .*«bulk»/m);
    expect(found).toMatch(/^7: bulk manufacturing: «fabbricazione in serie»/m);
    // Each verbless sentence of a paragraph, in a Feature's body too; headings, list items and the line before a colon are not prose.
    const verbless = fragments(page, corpusVerbs());
    expect(verbless).toEqual([
      '9: telegraphic, no verb in «Replicati da Stripe con il loro stato e il periodo in corso.» (write a sentence with a verb)',
      '12: telegraphic, no verb in «Modalità pagamento per i prezzi una tantum, modalità abbonamento per quelli ricorrenti.» (write a sentence with a verb)',
    ]);
    // The fixed sentences pass.
    expect(
      fragments('Pay li replica da Stripe con il loro stato. Un prezzo è un importo in una valuta.', learnVerbs([])),
    ).toEqual([]);
  });

  it('reads the text props of MDX tags, not their ids and addresses, nor their quote delimiters', () => {
    const page = [
      '---',
      'title: "Pagina di prova"',
      '---',
      "import Drawing from '@site/src/drawings/pay-flow';",
      '',
      '<Section id="mutual-tls" title="Ogni dispositivo usa il TLS mutuo">',
      '<Cta to="/docs/intro/changelog" variant="secondary">Leggi il registro delle modifiche</Cta>',
      '<Figure drawing={Drawing} caption="Un «esempio» con 1.000 dispositivi" />',
      '<Question id="q1" q={"Potete associare un dispositivo?"}>',
      '<BuildVsBuy',
      '  labels={{',
      '    caption: "Il costo del \\"vostro\\" team",',
      "    total: 'Totale',",
      '  }}',
      '/>',
      '</Question>',
      '</Section>',
    ].join('\n');
    const found = findings(page, rules, {mdx: true});
    const text = found.join('\n');
    expect(text).toMatch(/^6: mutual TLS: «TLS mutuo»/m);
    expect(text).toMatch(/^9: voi instead of tu: «Potete»/m);
    expect(text).toMatch(/^12: voi instead of tu: «vostro»/m);
    expect(text).toMatch(/^12: straight quotes in prose/m);
    // The changelog in a link target, the ids, the attribute delimiters and the front matter's quotes are not findings.
    expect(found.filter((f) => !/^(6|9|12):/.test(f))).toEqual([]);
    expect(found.filter((f) => /straight quotes/.test(f))).toHaveLength(1);
  });

  it('reads only the Italian labels of a drawing, and finds straight quotes there', () => {
    const drawing = [
      "import React from 'react';",
      'type Labels = {title: string; save: string};',
      'const labels: Localized<Labels> = {',
      '  en: {title: \'Press "Save"\', save: "Save the changelog"},',
      '  it: {',
      '    title: \'Premi "Salva"\',',
      '    save: `Salva il registro delle modifiche`,',
      '  },',
      '};',
    ].join('\n');
    const pieces = tsStrings(drawing, 'example.tsx', 'it');
    expect(pieces.map((p) => p.line)).toEqual([6, 7]);
    expect(check(pieces, rules)).toEqual([`6: straight quotes in prose (use: «…» or “…”) in «Premi "Salva"»`]);
  });

  it('reads the messages of code.json, not their ids and descriptions, and finds voi there', () => {
    const code = JSON.stringify(
      {
        'contact.voi': {message: 'Potete scriverci quando volete', description: 'Voi: an example'},
        'contact.tu': {message: 'Scrivici quando vuoi: "rispondiamo" presto'},
      },
      null,
      2,
    );
    const found = check(jsonMessages(code), rules);
    expect(found).toContain('3: voi instead of tu: «Potete» (use: the tu form, «installa», «puoi», «il tuo»)');
    expect(found.some((f) => /^7: straight quotes/.test(f))).toBe(true);
    expect(found.filter((f) => !/^(3|7):/.test(f))).toEqual([]);
  });
});
