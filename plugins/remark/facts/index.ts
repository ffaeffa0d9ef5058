import {visit, SKIP} from 'unist-util-visit';
import {defaultFormat, formatFact, lookupFact, type FactFormat} from '../../../src/data/facts';
import {formatFinding, sitePath, unknownFact} from './editor-message';

/**
 * Remark step for MDX pages: writes every `<Fact of="…" />` as the figure it
 * names, formatted in the page's language, when the page is compiled. The
 * figures still come from one place (src/data/facts.ts), but no page ships the
 * data modules to the browser to look them up again: the page's text is the
 * figure. A name that src/data/facts.ts does not hold fails the build (and
 * `npm start`) with the file, the line and the nearest names, instead of
 * showing a wrong figure.
 */

type JsxAttribute = {type: string; name?: string; value?: unknown};
type JsxNode = {type: string; name?: string | null; attributes?: JsxAttribute[]; position?: {start: {line: number}}};
type Parent = {children: unknown[]};

/** The page's locale, from where its file lives (Italian copies are under i18n/it/). */
export function localeOf(path: string | undefined): string {
  return /[\\/]i18n[\\/]it[\\/]/.test(path ?? '') ? 'it' : 'en';
}

/** The text a `<Fact>` element stands for in `locale`; throws on an unknown name or a non-literal attribute. */
export function factText(node: JsxNode, locale: string, where = 'an MDX page'): string {
  const attribute = (name: string) =>
    node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
  return factFigure(attribute('of'), attribute('format'), locale, {
    file: sitePath(where),
    line: node.position?.start.line,
  });
}

/**
 * The figure `<Fact of={of} format={format} />` shows in `locale`: what the
 * page compiles to, and what its Markdown copy writes (plugins/features/markdown-twins).
 */
export function factFigure(of: unknown, format: unknown, locale: string, at: {file: string; line?: number}): string {
  if (typeof of !== 'string' || (format !== undefined && typeof format !== 'string')) {
    const problem = '<Fact> takes literal strings only.';
    throw new Error(
      formatFinding({
        ...at,
        problem,
        fix: 'Write of="a.dotted.name" and, if needed, format="count", "plain" or "eur" (src/data/facts.ts).',
      }),
    );
  }
  const value = lookupFact(of);
  if (value === undefined) throw new Error(formatFinding({...at, ...unknownFact(of)}));
  return formatFact(value, locale, (format as FactFormat | undefined) ?? defaultFormat(of));
}

export default function remarkFacts() {
  return (tree: unknown, file: {path?: string}) => {
    const locale = localeOf(file.path);
    visit(tree as never, (node: JsxNode, index: number | undefined, parent: Parent | undefined) => {
      if (node.name !== 'Fact' || parent === undefined || index === undefined) return undefined;
      if (node.type !== 'mdxJsxTextElement' && node.type !== 'mdxJsxFlowElement') return undefined;
      const text = {type: 'text', value: factText(node, locale, file.path)};
      // A <Fact /> alone on its line is a block: it becomes a paragraph of its figure.
      parent.children[index] = node.type === 'mdxJsxFlowElement' ? {type: 'paragraph', children: [text]} : text;
      return SKIP;
    });
  };
}
