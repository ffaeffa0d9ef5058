/**
 * The Markdown that API pages still render in the browser. Descriptions and
 * example summaries from the specs are rendered to HTML when the pages are
 * generated (./prerender.ts) and reach the browser marked with
 * PRERENDERED_MARK; the only Markdown left is what the API theme writes
 * itself: qualifiers such as "**Possible values:** `>= 1` and `<= 100`" or
 * "**Default value:** `30`" — bold text and code spans. This renders them as
 * marked does (a paragraph, `<strong>`, `<code>`, HTML escaped), without
 * shipping marked (its grammar takes longer to build than a page takes to
 * hydrate on a slow phone).
 */

/** Start of a string that is already HTML (see ./prerender.ts). */
export const PRERENDERED_MARK = '<!--fulcro:html-->';

export function isPrerendered(text: string): boolean {
  return text.startsWith(PRERENDERED_MARK);
}

const escapes: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c]);

/** Bold (`**…**`) in text that holds no code span. */
function emphasis(text: string): string {
  return escapeHtml(text).replace(/\*\*(?=\S)([\s\S]*?\S)\*\*/g, '<strong>$1</strong>');
}

/** Inline Markdown (code spans and bold) to HTML. */
export function renderInline(text: string): string {
  let html = '';
  let rest = text;
  for (;;) {
    const open = /(`+)/.exec(rest);
    if (!open) break;
    const fence = open[1];
    const close = rest.indexOf(fence, open.index + fence.length);
    if (close < 0) break;
    html += emphasis(rest.slice(0, open.index));
    let code = rest.slice(open.index + fence.length, close).replace(/\n/g, ' ');
    // CommonMark: one leading and trailing space is stripped when both are present.
    if (/^ .*[^ ].* $/.test(code)) code = code.slice(1, -1);
    html += `<code>${escapeHtml(code)}</code>`;
    rest = rest.slice(close + fence.length);
  }
  return html + emphasis(rest);
}

/**
 * A Markdown string as the API theme passes it to its Markdown component:
 * prerendered HTML as is, anything else as one paragraph of inline Markdown.
 */
export function markdownToHtml(text: string): string {
  if (isPrerendered(text)) return text.slice(PRERENDERED_MARK.length);
  const trimmed = text.trim();
  return trimmed ? `<p>${renderInline(trimmed)}</p>\n` : '';
}
