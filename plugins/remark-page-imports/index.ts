import {visit} from 'unist-util-visit';

/**
 * Remark step for MDX pages: the components that only some pages need are
 * imported by the page itself, so they ship in that page's chunk (not in
 * every page's `main.js`) and render in the static HTML like the rest of the
 * page — no lazy loading, no placeholder, nothing that needs JavaScript to
 * appear. Editors still import nothing:
 *
 * - `drawing="cloud-services"` on any element becomes
 *   `drawing={…the default export of src/drawings/cloud-services.tsx…}` plus
 *   `drawingName="cloud-services"`;
 * - `<GdprTable …/>`, `<BuildVsBuy …/>` and `<StoryFacts />` become the page-local component,
 *   in the page's language for the GDPR table (only that language's rows ship).
 */

/** Components a page imports for itself: source per locale, or one source for all. */
export const pageComponents: Record<string, string | {en: string; it: string}> = {
  GdprTable: {en: '@site/src/components/GdprTable/en-table', it: '@site/src/components/GdprTable/it-table'},
  BuildVsBuy: '@site/src/components/BuildVsBuy',
  StoryFacts: '@site/src/components/PageKit/StoryFacts',
};

type Attribute = {type: string; name?: string; value?: unknown};
type JsxNode = {type: string; name?: string | null; attributes: Attribute[]};

/** The page's locale, from where its file lives (Italian copies are under i18n/it/). */
export function localeOf(path: string | undefined): 'en' | 'it' {
  return /[\\/]i18n[\\/]it[\\/]/.test(path ?? '') ? 'it' : 'en';
}

const identifier = (name: string) => ({type: 'Identifier', name});

function expression(name: string) {
  return {
    type: 'mdxJsxAttributeValueExpression',
    value: name,
    data: {estree: {type: 'Program', sourceType: 'module', body: [{type: 'ExpressionStatement', expression: identifier(name)}]}},
  };
}

/** `import local from 'source'` as an MDX ESM node (also used by plugins/mermaid-svg). */
export function importNode(local: string, source: string) {
  return {
    type: 'mdxjsEsm',
    value: `import ${local} from ${JSON.stringify(source)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: identifier(local)}],
            source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
          },
        ],
      },
    },
  };
}

export default function remarkPageImports() {
  return (root: unknown, file: {path?: string}) => {
    const tree = root as {children: unknown[]};
    const locale = localeOf(file.path);
    const imports = new Map<string, string>();
    visit(tree as never, (node: JsxNode) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      for (const attribute of [...node.attributes]) {
        if (attribute.type !== 'mdxJsxAttribute' || attribute.name !== 'drawing' || typeof attribute.value !== 'string') continue;
        const name = attribute.value;
        const local = `FulcroDrawing_${name.replace(/\W/g, '_')}`;
        imports.set(local, `@site/src/drawings/${name}`);
        attribute.value = expression(local);
        node.attributes.push({type: 'mdxJsxAttribute', name: 'drawingName', value: name});
      }
      const component = node.name ? pageComponents[node.name] : undefined;
      if (component) {
        const local = `FulcroPage_${node.name}`;
        imports.set(local, typeof component === 'string' ? component : component[locale]);
        node.name = local;
      }
    });
    tree.children.unshift(...[...imports].map(([local, source]) => importNode(local, source)));
  };
}
