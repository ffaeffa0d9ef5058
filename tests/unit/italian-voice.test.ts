import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';

/**
 * One Italian voice: the reader is addressed with "tu", the terms follow
 * i18n/it/GLOSSARY.md (its third column lists the rejected variants), quotes
 * are «…» or “…”, and thousands use a dot. Prose only: code blocks, inline
 * code, link targets and heading ids are not Italian text.
 */

const itDocs = 'i18n/it/docusaurus-plugin-content-docs/current';

function listMarkdown(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return listMarkdown(path);
      return /\.mdx?$/.test(name) ? [path] : [];
    });
}

/** Lines of Italian prose, with their 1-based numbers: no front matter, fences, inline code, link targets or ids. */
export function proseLines(markdown: string): {line: number; text: string}[] {
  const lines = markdown.split('\n');
  const out: {line: number; text: string}[] = [];
  let inFence = false;
  let inFrontMatter = lines[0] === '---';
  lines.forEach((raw, index) => {
    if (inFrontMatter) {
      if (index > 0 && raw === '---') inFrontMatter = false;
      else if (/^(title|description|sidebar_label):/.test(raw)) out.push({line: index + 1, text: raw.replace(/^\w+:\s*"?|"$/g, '')});
      return;
    }
    if (/^\s*(`{3,}|~{3,})/.test(raw)) {
      inFence = !inFence;
      return;
    }
    if (inFence) return;
    const text = raw
      .replace(/`[^`]*`/g, ' ')
      .replace(/\]\([^)]*\)/g, ']')
      .replace(/\{#[\w-]+\}/g, ' ')
      .replace(/<[^>]+>/g, ' ');
    out.push({line: index + 1, text});
  });
  return out;
}

type Rule = {label: string; pattern: RegExp};

/** Rejected variants from the third column of the glossary's table of terms. */
export function glossaryRules(glossary: string): Rule[] {
  const rules: Rule[] = [];
  for (const row of glossary.split('\n').filter((l) => /^\|[^-]/.test(l))) {
    const cells = row.split('|').slice(1, -1).map((c) => c.trim());
    if (cells.length < 3 || cells[0] === 'Inglese') continue;
    for (const m of cells[2].matchAll(/`([^`]+)`/g)) {
      const variant = m[1];
      const prefix = variant.endsWith('*');
      const words = variant.replace(/\*$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
      const caseSensitive = /^[A-Z]/.test(variant);
      rules.push({
        label: `${cells[0]}: «${variant}» (use: ${cells[1]})`,
        pattern: new RegExp(`(?<![\\p{L}\\d_-])${words}${prefix ? '' : '(?![\\p{L}\\d_])'}`, caseSensitive ? 'gu' : 'giu'),
      });
    }
  }
  return rules;
}

/** Second person plural (voi) and its possessives; the lei form's "Lei"/"Suo" in mid-sentence. */
export const voiPatterns: RegExp[] = [
  /(?<!\p{L})(voi|vostr[aoie])(?!\p{L})/giu,
  /(?<!\p{L})(potete|dovete|avete|siete|volete|sapete|fate|vedete|leggete|scrivete|ottenete|tenete|mettete|scegliete|aprite|aggiungete|ripetete|attendete|accedete|chiudete|rileggete)(?!\p{L})/giu,
  /(?<!\p{L})\p{L}{3,}(?:ate|ete|ite)(?:lo|la|li|le|ne|vi)(?!\p{L})/gu,
  // An imperative opening a sentence or list item, followed by its object: "Installate il pacchetto".
  /(?:^|[.!?:]\s+|^\s*(?:[-*]|\d+\.)\s+)\p{Lu}\p{L}+(?:ate|ete|ite)(?=\s+(?:il|lo|la|i|gli|le|un|una|uno|l'|l’|al|allo|alla|ai|agli|alle|all'|all’))/gu,
];

export function findings(markdown: string, rules: Rule[]): string[] {
  const out: string[] = [];
  for (const {line, text} of proseLines(markdown)) {
    for (const pattern of voiPatterns) {
      for (const m of text.matchAll(new RegExp(pattern.source, pattern.flags))) out.push(`${line}: voi instead of tu: «${m[0]}»`);
    }
    for (const rule of rules) {
      for (const m of text.matchAll(new RegExp(rule.pattern.source, rule.pattern.flags))) out.push(`${line}: ${rule.label}, found «${m[0]}»`);
    }
    if (/"/.test(text)) out.push(`${line}: straight quotes in prose; use «…» or “…”`);
    for (const m of text.matchAll(/(?<![\d.,])\d{1,3},\d{3}(?![\d,])/g)) out.push(`${line}: English thousands separator «${m[0]}»; write ${m[0].replace(',', '.')}`);
  }
  return out;
}

const glossary = readFileSync('i18n/it/GLOSSARY.md', 'utf8');
const rules = glossaryRules(glossary);
const pages = [...listMarkdown(itDocs), ...listMarkdown('i18n/it/openapi')];

describe('Italian docs: one voice', () => {
  it('the glossary lists rejected variants', () => {
    expect(rules.length).toBeGreaterThan(15);
  });

  it.each(pages)('%s uses tu, the glossary and Italian typography', (page) => {
    expect(findings(readFileSync(page, 'utf8'), rules)).toEqual([]);
  });

  it('the sidebar labels follow the glossary', () => {
    const labels = Object.values(JSON.parse(readFileSync(`${itDocs}.json`, 'utf8')) as Record<string, {message: string}>).map(
      (entry) => entry.message,
    );
    const bad = labels.flatMap((label) => rules.filter((rule) => new RegExp(rule.pattern.source, rule.pattern.flags).test(label)).map((r) => `${label}: ${r.label}`));
    expect(bad).toEqual([]);
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
});
