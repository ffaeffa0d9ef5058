/**
 * `/llms.txt` (https://llmstxt.org): the site's name as `# H1`, a `>` summary,
 * a paragraph, then `## Section` lists of `- [Title](url): description`, one
 * entry per Markdown copy. Sections follow the docs sidebar: one per
 * top-level category, nested categories flattened into it.
 */

export type LlmsEntry = {title: string; url: string; description?: string};
export type LlmsSection = {title: string; entries: LlmsEntry[]};

/** The parts of a Docusaurus sidebar item this file reads. */
export type SidebarItemLike =
  | {type: 'doc' | 'ref'; id: string; label?: string}
  | {type: 'link'; href: string; label: string}
  | {type: 'category'; label: string; items: SidebarItemLike[]; link?: {type: string; id?: string}}
  | {type: 'html'; value: string};

/** Finds the entry of a sidebar item: a doc by id, a link by its href; undefined when it has no Markdown copy. */
export type EntryLookup = (item: {docId: string} | {href: string}) => LlmsEntry | undefined;

function entriesOf(items: readonly SidebarItemLike[], lookup: EntryLookup): LlmsEntry[] {
  const out: LlmsEntry[] = [];
  for (const item of items) {
    if (item.type === 'doc' || item.type === 'ref') {
      const entry = lookup({docId: item.id});
      if (entry) out.push(entry);
    } else if (item.type === 'link') {
      const entry = lookup({href: item.href});
      if (entry) out.push(entry);
    } else if (item.type === 'category') {
      if (item.link?.type === 'doc' && item.link.id) {
        const entry = lookup({docId: item.link.id});
        if (entry) out.push(entry);
      }
      out.push(...entriesOf(item.items, lookup));
    }
  }
  return out;
}

/**
 * Sections from a sidebar: each top-level category is one section; items
 * outside any category gather in a first section named `looseTitle`. An entry
 * appears once, where the sidebar first shows it.
 */
export function sectionsFromSidebar(
  items: readonly SidebarItemLike[],
  lookup: EntryLookup,
  looseTitle: string,
): LlmsSection[] {
  const seen = new Set<string>();
  const unique = (entries: LlmsEntry[]) =>
    entries.filter((entry) => {
      if (seen.has(entry.url)) return false;
      seen.add(entry.url);
      return true;
    });
  const loose: LlmsEntry[] = [];
  const sections: LlmsSection[] = [];
  for (const item of items) {
    if (item.type === 'category') {
      sections.push({title: item.label, entries: unique(entriesOf([item], lookup))});
    } else {
      loose.push(...unique(entriesOf([item], lookup)));
    }
  }
  return [{title: looseTitle, entries: loose}, ...sections].filter((section) => section.entries.length > 0);
}

/** Adds the entries no section lists yet, as a last section. */
export function withMissing(sections: LlmsSection[], all: readonly LlmsEntry[], title: string): LlmsSection[] {
  const listed = new Set(sections.flatMap((section) => section.entries.map((entry) => entry.url)));
  const missing = all.filter((entry) => !listed.has(entry.url));
  return missing.length > 0 ? [...sections, {title, entries: missing}] : sections;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export type LlmsTxtInput = {
  name: string;
  summary: string;
  /** Paragraphs after the summary. */
  details: string[];
  sections: LlmsSection[];
};

export function llmsTxt({name, summary, details, sections}: LlmsTxtInput): string {
  const parts = [`# ${oneLine(name)}`, `> ${oneLine(summary)}`, ...details.map(oneLine)];
  for (const section of sections) {
    const lines = section.entries.map((entry) => {
      const description = entry.description ? oneLine(entry.description) : '';
      return `- [${oneLine(entry.title).replace(/[[\]]/g, '\\$&')}](${entry.url})${description ? `: ${description}` : ''}`;
    });
    parts.push(`## ${oneLine(section.title)}\n\n${lines.join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}

/** Every page's Markdown in one file, each page preceded by the URL it comes from. */
export function llmsFullTxt(input: {name: string; summary: string; pages: {url: string; markdown: string}[]}): string {
  const head = `# ${oneLine(input.name)}\n\n> ${oneLine(input.summary)}\n`;
  const pages = input.pages.map((page) => `<!-- Source: ${page.url} -->\n\n${page.markdown.trim()}\n`);
  return [head, ...pages].join('\n---\n\n');
}
