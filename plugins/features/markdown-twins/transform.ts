/**
 * Turns a doc's source into its Markdown copy (the page's URL plus `.md`),
 * for people who paste a page into an assistant and for tools that read
 * llms.txt:
 *
 * - the title on top as `# Title`, then the description as a `>` quote
 *   (the same shape llms.txt uses), unless the body already starts with them;
 * - every link absolute: `.md` links to other docs become the URL of the
 *   page they render to (`https://www.fulcro.io/docs/core/connectables#id`),
 *   site paths (`/docs/api/core`) get the site URL and the locale's base;
 * - no MDX-only syntax: explicit heading ids (`{#id}`, `{/* #id *\/}`),
 *   `import`/`export` lines and MDX comments go; JSX components are replaced
 *   by what a caller gives for them (the API overviews' `<DocCardList />`
 *   becomes the list of operations) or dropped, keeping the text they wrap.
 *
 * Code blocks and inline code are never changed. Admonitions (`:::note`)
 * stay: they read fine as Markdown.
 */
import path from 'node:path';

/** Everything a link needs to become absolute. */
export type LinkContext = {
  /** Site URL without a trailing slash (`https://www.fulcro.io`). */
  siteUrl: string;
  /** The locale's base URL (`/` or `/it/`). */
  baseUrl: string;
  /** URL path of the page the link sits on, base included (`/it/docs/edge/installing`). */
  permalink: string;
  /** The page's source file, relative to its docs folder (`edge/installing.md`). */
  sourcePath: string;
  /** URL path of the doc whose source file (relative to the docs folder) is given, if there is one. */
  permalinkOfSource: (sourcePath: string) => string | undefined;
};

const schemeRe = /^[a-z][a-z\d+.-]*:/i;

/** Makes one link target absolute (see the module comment). */
export function resolveLink(href: string, ctx: LinkContext): string {
  const site = ctx.siteUrl.replace(/\/+$/, '');
  if (href.startsWith('pathname://')) {
    return site + href.slice('pathname://'.length).replace(/^\/?/, '/');
  }
  if (schemeRe.test(href) || href.startsWith('//')) return href;
  if (href.startsWith('#')) return site + ctx.permalink + href;
  if (href.startsWith('/')) return site + ctx.baseUrl.replace(/\/$/, '') + href;
  const match = /^([^?#]*)([?#].*)?$/.exec(href);
  const file = match?.[1] ?? href;
  const rest = match?.[2] ?? '';
  if (/\.mdx?$/i.test(file)) {
    let decoded = file;
    try {
      decoded = decodeURI(file);
    } catch {
      // keep as written
    }
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(ctx.sourcePath), decoded));
    const permalink = ctx.permalinkOfSource(target);
    if (permalink) return site + permalink + rest;
  }
  return new URL(href, site + ctx.permalink).href;
}

/** A JSX component the copy replaces with Markdown; it receives the tag's attributes as written. */
export type ComponentReplacer = (attributes: string) => string;

export type TwinInput = {
  title: string;
  description?: string;
  /** The source without its front matter. */
  body: string;
  /** True for `.mdx` sources: only there are `import`, JSX and `{…}` MDX syntax. */
  mdx: boolean;
  links: LinkContext;
  /** Markdown for JSX components, by name (`DocCardList`); other components are dropped. */
  components?: Record<string, ComponentReplacer>;
};

const fenceRe = /^\s*(`{3,}|~{3,})/;
type Fence = {char: string; length: number};

/** A closing fence: only the opening's character, at least as many times. */
function closesFence(line: string, fence: Fence): boolean {
  const marker = /^\s*(`+|~+)\s*$/.exec(line);
  return marker !== null && marker[1][0] === fence.char && marker[1].length >= fence.length;
}

const headingIdRe = /^(\s{0,3}#{1,6}\s.*?)\s*\{#[^}\s]+\}\s*$/;
const linkDestRe = /\]\((<[^>\n]*>|[^\s()]+(?:\([^\s()]*\)[^\s()]*)*)(\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\)/g;
const refDefRe = /^(\s{0,3}\[[^\]]+\]:\s*)(<[^>]*>|\S+)(.*)$/;
const hrefRe = /\bhref=(["'])([^"']+)\1/g;

function rewriteLinks(text: string, ctx: LinkContext): string {
  return text
    .replace(linkDestRe, (_all, dest: string, title: string | undefined) => {
      const bracketed = dest.startsWith('<') && dest.endsWith('>');
      const target = bracketed ? dest.slice(1, -1) : dest;
      const absolute = resolveLink(target, ctx);
      return `](${bracketed ? `<${absolute}>` : absolute}${title ?? ''})`;
    })
    .replace(hrefRe, (_all, quote: string, href: string) => `href=${quote}${resolveLink(href, ctx)}${quote}`);
}

/** Applies `change` to the parts of a line outside inline code spans. */
function outsideInlineCode(line: string, change: (text: string) => string): string {
  let out = '';
  let rest = line;
  for (;;) {
    const open = /`+/.exec(rest);
    if (!open) return out + change(rest);
    const ticks = open[0];
    const afterOpen = open.index + ticks.length;
    const closeRe = new RegExp(`(?<!\`)${ticks}(?!\`)`, 'g');
    closeRe.lastIndex = afterOpen;
    const close = closeRe.exec(rest);
    if (!close) return out + change(rest);
    out += change(rest.slice(0, open.index)) + rest.slice(open.index, close.index + ticks.length);
    rest = rest.slice(close.index + ticks.length);
  }
}

const mdxCommentRe = /\{\/\*[\s\S]*?\*\/\}/g;
const selfClosingComponentRe = /^\s*<([A-Z][\w.]*)(\s[^>]*)?\/>\s*$/;
const componentTagLineRe = /^\s*<\/?[A-Z][\w.]*(\s[^>]*)?>\s*$/;
const spanRe = /<span\b[^>]*>([\s\S]*?)<\/span>/g;
/** A self-closing component inside a line of text (`<Fact of="…" />` in a table cell). */
const inlineComponentRe = /<([A-Z][\w.]*)(\s[^>]*?)?\s*\/>/g;

/** Normalised text for comparing a description with the body's opening. */
function plain(text: string): string {
  return text
    .replace(/<[^>]+>/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`>]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** The body of the copy: links absolute, MDX syntax gone, code untouched. */
export function transformBody(input: Pick<TwinInput, 'body' | 'mdx' | 'links' | 'components'>): string {
  const {mdx, links, components = {}} = input;
  const lines = input.body.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let fence: Fence | null = null;
  let inEsm = false;
  for (const line of lines) {
    if (fence) {
      out.push(line);
      if (closesFence(line, fence)) fence = null;
      continue;
    }
    const open = fenceRe.exec(line);
    if (open) {
      fence = {char: open[1][0], length: open[1].length};
      out.push(line);
      continue;
    }
    if (mdx) {
      if (inEsm) {
        if (/\bfrom\s+['"][^'"]+['"];?\s*$|;\s*$/.test(line)) inEsm = false;
        continue;
      }
      if (/^(import|export)\s/.test(line)) {
        const complete = /\bfrom\s+['"][^'"]+['"];?\s*$|^import\s+['"][^'"]+['"];?\s*$|;\s*$/.test(line);
        inEsm = !complete;
        continue;
      }
      const withoutComments = line.replace(mdxCommentRe, '');
      if (withoutComments !== line && withoutComments.trim() === '') continue;
      const selfClosing = selfClosingComponentRe.exec(withoutComments);
      if (selfClosing) {
        const replace = components[selfClosing[1]];
        if (replace) out.push(replace(selfClosing[2] ?? ''));
        continue;
      }
      if (componentTagLineRe.test(withoutComments)) continue;
      const text = outsideInlineCode(withoutComments.replace(/\s+$/, ''), (part) =>
        part
          .replace(spanRe, '$1')
          .replace(
            inlineComponentRe,
            (whole: string, name: string, attributes: string | undefined) =>
              components[name]?.(attributes ?? '') ?? whole,
          ),
      );
      out.push(rewrite(text));
      continue;
    }
    out.push(rewrite(line));
  }
  return tidy(out);

  function rewrite(line: string): string {
    const heading = headingIdRe.exec(line);
    const text = heading ? heading[1] : line;
    const ref = refDefRe.exec(text);
    if (ref) {
      const dest = ref[2].replace(/^<|>$/g, '');
      return `${ref[1]}${resolveLink(dest, links)}${ref[3]}`;
    }
    return outsideInlineCode(text, (part) => rewriteLinks(part, links));
  }
}

/** No more than one blank line in a row outside code blocks, none at the ends. */
function tidy(lines: string[]): string {
  const out: string[] = [];
  let fence: Fence | null = null;
  for (const line of lines) {
    const marker = fenceRe.exec(line);
    if (fence) {
      if (closesFence(line, fence)) fence = null;
    } else if (marker) {
      fence = {char: marker[1][0], length: marker[1].length};
    } else if (line.trim() === '' && (out.length === 0 || out[out.length - 1].trim() === '')) {
      continue;
    }
    out.push(fence ? line : line.replace(/\s+$/, ''));
  }
  while (out.length > 0 && out[out.length - 1].trim() === '') out.pop();
  return out.join('\n');
}

/** The whole Markdown copy of a page: title and description on top, then the body. */
export function markdownTwin(input: TwinInput): string {
  const body = transformBody(input);
  const startsWithTitle = /^#\s/.test(body);
  const head: string[] = [];
  if (!startsWithTitle) head.push(`# ${input.title.trim()}`);
  const description = (input.description ?? '').replace(/\s+/g, ' ').trim();
  const bodyOpening = plain(body.slice(0, Math.max(600, description.length * 2)));
  if (description && !bodyOpening.includes(plain(description))) head.push(`> ${description}`);
  return `${[...head, body].filter((part) => part !== '').join('\n\n')}\n`;
}
